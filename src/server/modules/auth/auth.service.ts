// Sign-in, the caller's own profile and sign-out. Tokens are issued and revoked through the
// token service; the organizations of a session come from the tenancy service.
import { eq, sql } from 'drizzle-orm';
import type { LoginSuccess, MeResponse } from '../../../shared/api.ts';
import type { LoginBody } from '../../../shared/schemas/auth.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import { organizationLogoUrl } from '../organizations/organization.resource.ts';
import { sessionOrganizations } from '../organizations/tenancy.service.ts';
import { decoyHash, verifyPassword } from './passwords.ts';
import { issueUserToken, revokeToken } from './tokens.service.ts';

export const BAD_CREDENTIALS = 'These credentials do not match our records.';

export function findUserByEmail(db: Database, email: string) {
  return db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1)
    .then((rows) => rows[0]);
}

export async function login(db: Database, body: LoginBody, tokenTtlDays: number): Promise<LoginSuccess> {
  const user = await findUserByEmail(db, body.email);
  // Unknown emails still pay for a hash check, so timing does not reveal which emails exist.
  const valid = await verifyPassword(body.password, user?.password_hash ?? (await decoyHash()));
  if (!user || !valid) throw fieldError('email', BAD_CREDENTIALS);

  const token = await db.transaction(async (tx) => {
    await tx.update(users).set({ last_login_at: new Date() }).where(eq(users.id, user.id));
    return issueUserToken(tx, user.id, body.device_name, tokenTtlDays);
  });
  return {
    two_factor_auth: false,
    token,
    full_name: user.full_name,
    user_id: user.id,
    organizations: await sessionOrganizations(db, user.id, organizationLogoUrl),
    has_enabled_two_factor_auth: user.two_factor_confirmed_at !== null,
  };
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
      last_login_at: user.last_login_at?.toISOString() ?? null,
      organizations: await sessionOrganizations(db, user.id, organizationLogoUrl),
    },
  };
}

export async function logout(db: Database, tokenId: number): Promise<{ message: string }> {
  await revokeToken(db, tokenId);
  return { message: 'You have been signed out.' };
}
