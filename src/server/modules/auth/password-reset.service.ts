// Password reset by mail: a random token (stored as its hash, one live per user, 60 minutes,
// used once) mailed as a link to the client's reset page. The request answers the same whether
// or not the email has an account. A reset signs the user out everywhere; 2FA stays as it was.
import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { ForgotPasswordBody, ResetPasswordBody } from '../../../shared/schemas/auth.ts';
import type { Database } from '../../db/client.ts';
import { accessTokens, passwordResetTokens, twoFactorChallenges, users } from '../../db/schema.ts';
import { fieldError } from '../../http/errors.ts';
import { currentTime } from '../../services/clock.ts';
import type { Mailer } from '../../services/mail.ts';
import { consume } from '../../services/throttle.ts';
import { hashPassword } from './passwords.ts';
import { forgotPasswordLimit } from './throttles.ts';
import { hashToken } from './tokens.service.ts';
import { findUserByEmail } from './users.queries.ts';

const RESET_TTL_MINUTES = 60;

export const RESET_LINK_SENT = 'If an account exists for this email, we have sent a link to reset its password.';
export const INVALID_RESET_TOKEN = 'This password reset link is invalid or has expired.';

export async function requestPasswordReset(
  db: Database,
  mail: { mailer: Mailer; publicUrl: string },
  body: ForgotPasswordBody,
  now = currentTime(),
): Promise<{ message: string }> {
  await consume(db, forgotPasswordLimit(body.email), now);
  const user = await findUserByEmail(db, body.email);
  if (!user) return { message: RESET_LINK_SENT };

  const plain = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.user_id, user.id));
    await tx.insert(passwordResetTokens).values({
      user_id: user.id,
      token_hash: hashToken(plain),
      expires_at: new Date(now.getTime() + RESET_TTL_MINUTES * 60_000),
    });
  });
  const link = new URL('/auth/reset-password', `${mail.publicUrl}/`);
  link.searchParams.set('token', plain);
  link.searchParams.set('email', user.email);
  mail.mailer.queue({
    to: user.email,
    subject: 'Reset your password',
    paragraphs: [
      `Hello ${user.full_name},`,
      `Someone (we hope you) asked to reset the password of your Realestate Platform account. The link below works once, for ${RESET_TTL_MINUTES} minutes.`,
      'If you did not ask for it, ignore this mail: your password stays as it is.',
    ],
    action: { label: 'Reset your password', url: link.toString() },
  });
  return { message: RESET_LINK_SENT };
}

export async function resetPassword(db: Database, body: ResetPasswordBody, now = currentTime()): Promise<{ message: string }> {
  const user = await findUserByEmail(db, body.email);
  if (!user) throw fieldError('email', INVALID_RESET_TOKEN);
  const passwordHash = await hashPassword(body.password);

  const reset = await db.transaction(async (tx) => {
    // Deleting the token is what uses it: of two requests with one token, one gets the row.
    const used = await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.user_id, user.id), eq(passwordResetTokens.token_hash, hashToken(body.token)), gt(passwordResetTokens.expires_at, now)))
      .returning({ id: passwordResetTokens.id });
    if (used.length === 0) return false;
    await tx.update(users).set({ password_hash: passwordHash, updated_at: now }).where(eq(users.id, user.id));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.user_id, user.id));
    // Signed out everywhere, including sign-ins that were waiting for their second factor.
    await tx.delete(accessTokens).where(eq(accessTokens.user_id, user.id));
    await tx.delete(twoFactorChallenges).where(eq(twoFactorChallenges.user_id, user.id));
    return true;
  });
  if (!reset) throw fieldError('email', INVALID_RESET_TOKEN);
  return { message: 'Your password has been reset. You can sign in with the new one.' };
}
