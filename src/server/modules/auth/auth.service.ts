// Sign-in, the caller's own profile and sign-out. A password is the whole sign-in unless the
// user has confirmed 2FA, in which case it earns a short-lived challenge instead of a token.
// Every attempt is counted before the password is checked (login-attempts.ts, throttles.ts).
import { eq } from 'drizzle-orm';
import type { LoginResponse, MeResponse } from '../../../shared/api.ts';
import type { LoginBody } from '../../../shared/schemas/auth.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import { currentTime } from '../../services/clock.ts';
import { organizationLogoUrl } from '../organizations/organizations.resources.ts';
import { sessionOrganizations } from '../organizations/tenancy.service.ts';
import { acceptLoginAttempt, countLoginAttempt } from './login-attempts.ts';
import { decoyHash, verifyPassword } from './passwords.ts';
import { signIn } from './sign-in.service.ts';
import { revokeToken } from './tokens.service.ts';
import { createChallenge } from './two-factor-challenge.service.ts';
import { findUserByEmail, pendingEmailOf } from './users.queries.ts';

export const BAD_CREDENTIALS = 'These credentials do not match our records.';

export interface SignInOptions {
  ip: string;
  tokenTtlDays: number;
}

export async function login(db: Database, body: LoginBody, options: SignInOptions, now = currentTime()): Promise<LoginResponse> {
  // Counted whether or not the email has an account, so the answers reveal nothing.
  const attempt = await countLoginAttempt(db, body.email, options.ip, now);

  const user = await findUserByEmail(db, body.email);
  // Unknown emails still pay for a hash check, so timing does not reveal which emails exist.
  const valid = await verifyPassword(body.password, user?.password_hash ?? (await decoyHash()));
  if (!user || !valid) throw fieldError('email', BAD_CREDENTIALS);
  await acceptLoginAttempt(db, attempt, now);

  if (user.two_factor_confirmed_at) {
    return { two_factor_auth: true, challenge_token: await createChallenge(db, user.id, body.device_name, now) };
  }
  return signIn(db, user, body.device_name, options.tokenTtlDays, now);
}

export async function me(db: Database, userId: number): Promise<MeResponse & { data: { last_login_at: string | null } }> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound();
  return {
    data: {
      id: user.id,
      full_name: user.full_name,
      email: user.email,
      phone: user.phone,
      has_enabled_two_factor_auth: user.two_factor_confirmed_at !== null,
      email_verified: user.email_verified_at !== null,
      pending_email: await pendingEmailOf(db, user),
      language: user.locale,
      last_login_at: user.last_login_at?.toISOString() ?? null,
      organizations: await sessionOrganizations(db, user.id, organizationLogoUrl),
      updated_at: user.updated_at.toISOString(),
    },
  };
}

export async function logout(db: Database, tokenId: number): Promise<{ message: string }> {
  await revokeToken(db, tokenId);
  return { message: 'You have been signed out.' };
}
