// Password reset by mail: a random token (stored as its hash, one live per user, 60 minutes,
// used once) mailed as a link to the client's reset page. The request answers the same whether
// or not the email has an account. A reset signs the user out everywhere; 2FA stays as it was.
// Both calls are throttled per address and per email, and the token is checked before the new
// password is hashed, so a wrong token costs one lookup whether or not the email exists.
// The mail is in the account's language, not the asker's (who may be anyone): docs/api.md "Mails".
import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { ForgotPasswordBody, ResetPasswordBody } from '../../../shared/schemas/auth.ts';
import type { Database } from '../../db/client.ts';
import { passwordResetTokens, users } from '../../db/schema.ts';
import { fieldError } from '../../http/errors.ts';
import { currentTime } from '../../services/clock.ts';
import type { Language } from '../../../shared/languages.ts';
import { composeMail, type Mailer, type MailTexts } from '../../services/mail.ts';
import { clearBackoff, consume } from '../../services/throttle.ts';
import { trustLoginAddress } from './login-attempts.ts';
import { hashPassword } from './passwords.ts';
import { forgotPasswordAddressLimit, forgotPasswordLimit, resetPasswordLimits, twoFactorUserBackoff } from './throttles.ts';
import { endOtherSessions, hashToken } from './tokens.service.ts';
import { findUserByEmail, hasEmail } from './users.queries.ts';

const RESET_TTL_MINUTES = 60;

const RESET_MAIL: Record<Language, (input: { fullName: string }) => MailTexts> = {
  en: ({ fullName }) => ({
    subject: 'Reset your password',
    paragraphs: [
      `Hello ${fullName},`,
      `Someone (we hope you) asked to reset the password of your Realestate Platform account. The link below works once, for ${RESET_TTL_MINUTES} minutes.`,
      'If you did not ask for it, ignore this mail: your password stays as it is.',
    ],
    action: 'Reset your password',
  }),
  ar: ({ fullName }) => ({
    subject: 'إعادة تعيين كلمة المرور',
    paragraphs: [
      `مرحبًا ${fullName}،`,
      `طلب أحدهم (ونرجو أن تكون أنت) إعادة تعيين كلمة المرور لحسابك على منصة Realestate Platform. الرابط أدناه يعمل مرة واحدة فقط، ولمدة ${RESET_TTL_MINUTES} دقيقة.`,
      'إذا لم تطلب ذلك فتجاهل هذه الرسالة، وتبقى كلمة المرور كما هي.',
    ],
    action: 'إعادة تعيين كلمة المرور',
  }),
};

export const RESET_LINK_SENT = 'If an account exists for this email, we have sent a link to reset its password.';
export const INVALID_RESET_TOKEN = 'This password reset link is invalid or has expired.';

export async function requestPasswordReset(
  db: Database,
  mail: { mailer: Mailer; publicUrl: string },
  body: ForgotPasswordBody,
  ip: string,
  now = currentTime(),
): Promise<{ message: string }> {
  // Per address first: what it refuses is not counted against the email, which others may ask for.
  await consume(db, forgotPasswordAddressLimit(ip), now);
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
  mail.mailer.queue(composeMail(user.email, user.locale, RESET_MAIL[user.locale]({ fullName: user.full_name }), link.toString()));
  return { message: RESET_LINK_SENT };
}

export async function resetPassword(db: Database, body: ResetPasswordBody, ip: string, now = currentTime()): Promise<{ message: string }> {
  for (const limit of resetPasswordLimits(body.email, ip)) await consume(db, limit, now);

  // One lookup of the token with its email, the same for an unknown email as for a known one;
  // only a live token earns the costly hash of the new password.
  const [found] = await db
    .select({ tokenId: passwordResetTokens.id, user: users })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.user_id))
    .where(and(eq(passwordResetTokens.token_hash, hashToken(body.token)), hasEmail(body.email), gt(passwordResetTokens.expires_at, now)))
    .limit(1);
  if (!found) throw fieldError('email', INVALID_RESET_TOKEN);
  const { user } = found;
  const passwordHash = await hashPassword(body.password);

  const reset = await db.transaction(async (tx) => {
    // Deleting the token is what uses it: of two requests with one token, one gets the row.
    const used = await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.id, found.tokenId), gt(passwordResetTokens.expires_at, now)))
      .returning({ id: passwordResetTokens.id });
    if (used.length === 0) return false;
    await tx.update(users).set({ password_hash: passwordHash, updated_at: now }).where(eq(users.id, user.id));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.user_id, user.id));
    // Signed out everywhere, including sign-ins that were waiting for their second factor.
    await endOtherSessions(tx, user.id, null);
    return true;
  });
  if (!reset) throw fieldError('email', INVALID_RESET_TOKEN);
  // The mailed link proved the owner: this address may sign in at once, whatever locks a stranger
  // caused, and wrong 2FA answers of whoever had the old password no longer hold the account.
  await trustLoginAddress(db, user.email, ip, now);
  await clearBackoff(db, twoFactorUserBackoff(user.id));
  return { message: 'Your password has been reset. You can sign in with the new one.' };
}
