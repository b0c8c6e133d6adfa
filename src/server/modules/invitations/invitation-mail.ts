// The mail that tells someone about an invitation. Its link carries the invitation's secret: the
// page it opens shows the invitation, and lets whoever follows it sign in or register and answer.
// It is in the invitee's language when the address has an account, else in the inviter's
// (docs/api.md "Mails"): the caller decides, this module writes both.
import { formatDateTime } from '../../../shared/date-format.ts';
import { FORMAT_LOCALES, type Language } from '../../../shared/languages.ts';
import { ROLE_LABELS, type Role } from '../../../shared/roles.ts';
import { ROLE_LABELS_AR } from '../../../shared/vocabulary-ar.ts';
import { composeMail, type MailMessage, type MailTexts } from '../../services/mail.ts';

/** A role as a sentence names it: "… as developer admin", "… بصفة مسؤول شركة التطوير". */
export function roleInSentence(role: Role, language: Language): string {
  return language === 'ar' ? ROLE_LABELS_AR[role] : ROLE_LABELS[role].toLowerCase();
}

/**
 * The expiry as a person writes it, "3 Dec 2026, 00:05 UTC" ("3 ديسمبر 2026، 00:05 UTC"): the
 * reader may be in any zone, so the time names its own (UTC, as the platform keeps no zone per person).
 */
export function expiryText(expiresAt: Date, language: Language): string {
  return formatDateTime(expiresAt, { timeZone: 'UTC', showTimeZone: true, locale: FORMAT_LOCALES[language] }) ?? expiresAt.toISOString();
}

interface InvitationMailInput {
  email: string;
  organizationName: string;
  role: Role;
  inviterName: string | null;
  hasAccount: boolean;
  expiry: string;
}

const INVITATION_MAIL: Record<Language, (input: InvitationMailInput) => MailTexts> = {
  en: (input) => ({
    subject: `You are invited to join ${input.organizationName}`,
    paragraphs: [
      `${input.inviterName ?? `An administrator of ${input.organizationName}`} invited you to join ${input.organizationName} on Realestate Platform as ${roleInSentence(input.role, 'en')}.`,
      input.hasAccount
        ? 'Follow the link, sign in, and accept or decline.'
        : `Follow the link to create your account with this email address (${input.email}) and join.`,
      `The invitation is valid until ${input.expiry}.`,
    ],
    action: input.hasAccount ? 'Open the invitation' : 'Create your account and join',
  }),
  ar: (input) => ({
    subject: `دعوة للانضمام إلى ${input.organizationName}`,
    paragraphs: [
      `${input.inviterName ?? `أحد مسؤولي ${input.organizationName}`} يدعوك للانضمام إلى ${input.organizationName} على منصة Realestate Platform بصفة ${roleInSentence(input.role, 'ar')}.`,
      input.hasAccount
        ? 'افتح الرابط وسجّل الدخول، ثم اقبل الدعوة أو ارفضها.'
        : `افتح الرابط لإنشاء حسابك بعنوان البريد الإلكتروني هذا (${input.email}) والانضمام.`,
      `الدعوة صالحة حتى ${input.expiry}.`,
    ],
    action: input.hasAccount ? 'فتح الدعوة' : 'إنشاء حسابك والانضمام',
  }),
};

export function invitationMail(options: {
  publicUrl: string;
  /** The invitee's language when the address has an account, else the inviter's. */
  language: Language;
  email: string;
  organizationName: string;
  role: Role;
  inviterName: string | null;
  hasAccount: boolean;
  expiresAt: Date;
  /** The invitation's secret, for the link only. */
  token: string;
}): MailMessage {
  const { publicUrl, language, expiresAt, token, ...input } = options;
  const link = new URL('/auth/invitation', `${publicUrl}/`);
  link.searchParams.set('token', token);
  const texts = INVITATION_MAIL[language]({ ...input, expiry: expiryText(expiresAt, language) });
  return composeMail(options.email, language, texts, link.toString());
}
