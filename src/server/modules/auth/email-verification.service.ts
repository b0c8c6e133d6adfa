// Proving that an address belongs to its account: a link mailed to it (random token, stored as
// its hash, one live per user, 24 hours, used once). It verifies a new account's email, or makes
// an asked-for email change happen: until its link is followed the old address stays. What an
// unverified account may do is decided where memberships are made (invitations). Its mail is in
// the account's language (docs/api.md "Mails").
import { randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { emailVerifications, users } from '../../db/schema.ts';
import { conflict, fieldError, notFound } from '../../http/errors.ts';
import { currentTime } from '../../services/clock.ts';
import type { Language } from '../../../shared/languages.ts';
import { composeMail, type Mailer, type MailMessage, type MailTexts } from '../../services/mail.ts';
import { consume } from '../../services/throttle.ts';
import { EMAIL_TAKEN } from './registration.service.ts';
import { resendVerificationLimit, verifyEmailLimit } from './throttles.ts';
import { hashToken } from './tokens.service.ts';
import { findUserByEmail, findUserById, pendingEmailOf, sameEmail, type UserRow } from './users.queries.ts';

const VERIFICATION_TTL_HOURS = 24;

export const INVALID_VERIFICATION_LINK = 'This verification link is invalid or has expired. Ask for a new one from your account settings.';

export interface MailingContext {
  mailer: Mailer;
  publicUrl: string;
}

/** Replaces the user's live link with one for `email`; returns the plain token (for the mail only). */
async function createLink(db: Executor, userId: number, email: string, now: Date): Promise<string> {
  const plain = randomBytes(32).toString('base64url');
  await db.delete(emailVerifications).where(eq(emailVerifications.user_id, userId));
  await db.insert(emailVerifications).values({
    user_id: userId,
    email,
    token_hash: hashToken(plain),
    expires_at: new Date(now.getTime() + VERIFICATION_TTL_HOURS * 3_600_000),
  });
  return plain;
}

interface LinkMailInput {
  fullName: string;
  /** The account's address now; `change` when the link proves another one. */
  currentEmail: string;
  change: boolean;
}

const LINK_MAIL: Record<Language, (input: LinkMailInput) => MailTexts> = {
  en: ({ fullName, currentEmail, change }) => ({
    subject: change ? 'Confirm your new email address' : 'Confirm your email address',
    paragraphs: [
      `Hello ${fullName},`,
      change
        ? `You asked to use this address for your Realestate Platform account instead of ${currentEmail}. Your email changes once you follow the link below.`
        : 'Please confirm that this address is yours by following the link below. Until then your account cannot join an organization.',
      `The link works once, for ${VERIFICATION_TTL_HOURS} hours. If you did not ask for it, ignore this mail.`,
    ],
    action: change ? 'Confirm the new address' : 'Confirm your email',
  }),
  ar: ({ fullName, currentEmail, change }) => ({
    subject: change ? 'تأكيد عنوان بريدك الإلكتروني الجديد' : 'تأكيد عنوان بريدك الإلكتروني',
    paragraphs: [
      `مرحبًا ${fullName}،`,
      change
        ? `طلبت استخدام هذا العنوان لحسابك على منصة Realestate Platform بدلًا من ${currentEmail}. يتغيّر بريدك الإلكتروني بعد فتح الرابط أدناه.`
        : 'يُرجى تأكيد أن هذا العنوان يخصّك بفتح الرابط أدناه. لا يمكن لحسابك الانضمام إلى أي مؤسسة قبل ذلك.',
      `الرابط يعمل مرة واحدة فقط، ولمدة ${VERIFICATION_TTL_HOURS} ساعة. إذا لم تطلبه فتجاهل هذه الرسالة.`,
    ],
    action: change ? 'تأكيد العنوان الجديد' : 'تأكيد البريد الإلكتروني',
  }),
};

/** The fields of an account its link mail needs: whom to greet, in which language. */
export type LinkMailUser = Pick<UserRow, 'id' | 'full_name' | 'email' | 'locale'>;

function linkMail(publicUrl: string, user: LinkMailUser, email: string, plain: string): MailMessage {
  const link = new URL('/auth/verify-email', `${publicUrl}/`);
  link.searchParams.set('token', plain);
  const texts = LINK_MAIL[user.locale]({ fullName: user.full_name, currentEmail: user.email, change: !sameEmail(email, user.email) });
  return composeMail(email, user.locale, texts, link.toString());
}

/**
 * Makes the user's link that verifies `email` (their own address, or the one they change to) and
 * returns its mail, to be queued once the caller's transaction has committed.
 */
export async function createVerificationLink(
  db: Executor,
  publicUrl: string,
  user: LinkMailUser,
  email: string,
  now = currentTime(),
): Promise<MailMessage> {
  const plain = await createLink(db, user.id, email, now);
  return linkMail(publicUrl, user, email, plain);
}

/** Marks the account's current address as proven (a mailed link of ours reached it). */
export async function markEmailVerified(db: Executor, userId: number, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ email_verified_at: now, updated_at: now })
    .where(and(eq(users.id, userId), sql`${users.email_verified_at} is null`));
}

/** Follows a link: verifies the account's email, or replaces it with the one the link proves. */
export async function verifyEmail(db: Database, token: string, ip: string, now = currentTime()): Promise<{ message: string }> {
  await consume(db, verifyEmailLimit(ip), now);
  const outcome = await db.transaction(async (tx) => {
    // Deleting the link is what uses it: of two requests with one token, one gets the row.
    const [link] = await tx
      .delete(emailVerifications)
      .where(and(eq(emailVerifications.token_hash, hashToken(token)), gt(emailVerifications.expires_at, now)))
      .returning();
    if (!link) return 'invalid' as const;
    const user = await findUserById(tx, link.user_id);
    if (!user) return 'invalid' as const;
    if (sameEmail(link.email, user.email)) {
      await markEmailVerified(tx, user.id, now);
      return 'verified' as const;
    }
    // Taken meanwhile by someone else (it is not the user's own address).
    if (await findUserByEmail(tx, link.email)) return 'taken' as const;
    await tx.update(users).set({ email: link.email, email_verified_at: now, updated_at: now }).where(eq(users.id, user.id));
    return 'changed' as const;
  });
  if (outcome === 'invalid') throw fieldError('token', INVALID_VERIFICATION_LINK);
  if (outcome === 'taken') throw fieldError('email', EMAIL_TAKEN);
  return { message: outcome === 'changed' ? 'Your email address was changed.' : 'Your email address is confirmed.' };
}

/** Mails the user's live link again (a new token): the pending change's, else their own address's. */
export async function resendVerificationLink(
  db: Database,
  mail: MailingContext,
  userId: number,
  now = currentTime(),
): Promise<{ message: string }> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound();
  const target = (await pendingEmailOf(db, user, now)) ?? (user.email_verified_at ? null : user.email);
  if (!target) throw conflict('Your email address is already confirmed.');
  await consume(db, resendVerificationLimit(user.id), now);
  mail.mailer.queue(await createVerificationLink(db, mail.publicUrl, user, target, now));
  return { message: `We sent a new link to ${target}.` };
}
