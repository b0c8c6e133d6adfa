// The signed-in user's own profile and password. Changing the email waits for the new address's
// mailed link; changing the password keeps the calling device signed in and signs every other one out.
// Both mails of an email change are in the user's language (docs/api.md "Mails").
import { eq } from 'drizzle-orm';
import type { ChangePasswordBody, ProfileBody } from '../../../shared/schemas/account.ts';
import { passwordIsEmail, PASSWORD_MESSAGES } from '../../../shared/schemas/passwords.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { endOtherSessions } from '../auth/tokens.service.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import { lockFreshVersion } from '../../http/versions.ts';
import { currentTime } from '../../services/clock.ts';
import type { Language } from '../../../shared/languages.ts';
import { composeMail, type MailMessage, type MailTexts } from '../../services/mail.ts';
import { me } from '../auth/auth.service.ts';
import { confirmOwnPassword } from '../auth/own-password.ts';
import { hashPassword } from '../auth/passwords.ts';
import { EMAIL_TAKEN } from '../auth/registration.service.ts';
import { findUserByEmail, findUserById, sameEmail, type UserRow } from '../auth/users.queries.ts';
import { createVerificationLink, type MailingContext } from '../auth/email-verification.service.ts';

const CURRENT_PASSWORD_NEEDED = 'Enter your current password to change your email address.';

/**
 * Saves name and phone at once. A new email (other than a change of letter case) needs the current
 * password and takes effect only when the link mailed to it is followed; the old address is told.
 */
export async function updateProfile(db: Database, mail: MailingContext, userId: number, body: ProfileBody, now = currentTime()) {
  const user = await findUserById(db, userId);
  if (!user) throw notFound();
  const newAddress = !sameEmail(body.email, user.email);
  if (newAddress) {
    if (!body.current_password) throw fieldError('current_password', CURRENT_PASSWORD_NEEDED);
    await confirmOwnPassword(db, user, body.current_password, 'current_password', now);
    // Another address than the user's own: whoever holds it is someone else.
    if (await findUserByEmail(db, body.email)) throw fieldError('email', EMAIL_TAKEN);
  }
  const mails = await db.transaction(async (tx) => {
    await lockFreshVersion(tx, users, userId, async () => (await me(tx as Database, userId)).data);
    // A change of letter case is the same mailbox: it is saved as typed, still verified.
    const email = newAddress ? user.email : body.email;
    await tx
      .update(users)
      .set({ full_name: body.full_name, email, phone: body.phone, ...(body.language ? { locale: body.language } : {}), updated_at: now })
      .where(eq(users.id, userId));
    if (!newAddress) return [];
    // A language chosen in the same save is the one the user reads from now on.
    const reader = { ...user, locale: body.language ?? user.locale };
    return [await createVerificationLink(tx, mail.publicUrl, reader, body.email, now), emailChangeNotice(reader, body.email)];
  });
  for (const message of mails) mail.mailer.queue(message);
  const message = newAddress ? `We sent a link to ${body.email}: your email changes once you follow it.` : 'Your profile was saved.';
  return { ...(await me(db, userId)), message };
}

const EMAIL_CHANGE_NOTICE: Record<Language, (input: { fullName: string; newEmail: string }) => MailTexts> = {
  en: ({ fullName, newEmail }) => ({
    subject: 'A change of your email address was requested',
    paragraphs: [
      `Hello ${fullName},`,
      `Someone signed in to your Realestate Platform account asked to change its email to ${newEmail}. It changes only once the link we sent there is followed.`,
      'If this was not you, change your password now and sign out the devices you do not know from your account settings.',
    ],
  }),
  ar: ({ fullName, newEmail }) => ({
    subject: 'طلب تغيير عنوان بريدك الإلكتروني',
    paragraphs: [
      `مرحبًا ${fullName}،`,
      `طلب شخص مسجّل الدخول إلى حسابك على منصة Realestate Platform تغيير البريد الإلكتروني للحساب إلى ${newEmail}. لن يتغيّر إلا بعد فتح الرابط الذي أرسلناه إلى ذلك العنوان.`,
      'إذا لم تكن أنت من طلب ذلك فغيّر كلمة المرور فورًا، وسجّل الخروج من الأجهزة التي لا تعرفها من إعدادات حسابك.',
    ],
  }),
};

/** Tells the current address that a change away from it was asked for. */
function emailChangeNotice(user: Pick<UserRow, 'full_name' | 'email' | 'locale'>, newEmail: string): MailMessage {
  return composeMail(user.email, user.locale, EMAIL_CHANGE_NOTICE[user.locale]({ fullName: user.full_name, newEmail }));
}

export async function changePassword(
  db: Database,
  userId: number,
  currentTokenId: number,
  body: ChangePasswordBody,
): Promise<{ message: string }> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound();
  await confirmOwnPassword(db, user, body.current_password, 'current_password');
  if (passwordIsEmail(body.password, user.email)) throw fieldError('password', PASSWORD_MESSAGES.sameAsEmail);
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ password_hash: passwordHash, updated_at: currentTime() }).where(eq(users.id, userId));
    await endOtherSessions(tx, userId, currentTokenId);
  });
  return { message: 'Your password was changed. Other devices were signed out.' };
}
