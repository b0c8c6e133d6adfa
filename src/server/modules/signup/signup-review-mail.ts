// The mails a signup's review sends its applicant (the contact the signup named): why it was
// rejected, or which changes it asks for, with the link that reopens the wizard on the step
// concerned (the uuid in the link is the signup's credential, as in the wizard's own address).
//
// Language: the applicant has no account yet, and the super admin who reviews is not the one the
// mail speaks for — the applicant is who started the exchange, in the language they filled the
// wizard in, and expects the answer in it. So these mails are in the signup's own language, kept
// with each step they sent (organizations.signup_language), English for signups from before it
// was kept (docs/api.md "Mails").
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/languages.ts';
import type { RequestSignupChangesBody } from '../../../shared/schemas/signup.ts';
import { SIGNUP_STEP_NAMES, type SignupStep } from '../../../shared/signup.ts';
import { composeMail, type MailMessage, type MailTexts } from '../../services/mail.ts';
import type { SignupRow } from './signup.queries.ts';

/** The language the applicant reads the review's mails in. */
export const applicantLanguage = (row: SignupRow): Language => row.signup_language ?? DEFAULT_LANGUAGE;

/** `/signup/:source?uuid=…`: the wizard resumes the signup where the review sent it back. */
export function signupResumeUrl(publicUrl: string, row: SignupRow): string {
  const link = new URL(`/signup/${encodeURIComponent(row.signup_source ?? '')}`, `${publicUrl}/`);
  link.searchParams.set('uuid', row.uuid);
  return link.toString();
}

const STEP_NAMES_IN: Record<Language, Record<SignupStep, string>> = {
  en: SIGNUP_STEP_NAMES,
  ar: {
    company_data: 'بيانات الشركة',
    bank_data: 'البيانات البنكية',
    auth_signatory_data: 'بيانات المفوّض بالتوقيع',
    broker_data: 'بيانات الوسيط',
  },
};

interface ReviewMailInput {
  /** Whom to greet: the contact, else the company. */
  addressee: string;
  company: string;
}

const REJECTED_MAIL: Record<Language, (input: ReviewMailInput & { reason: string }) => MailTexts> = {
  en: ({ addressee, company, reason }) => ({
    subject: `Your signup of ${company} was not approved`,
    paragraphs: [
      `Hello ${addressee},`,
      `We reviewed the signup of ${company} on Realestate Platform and cannot approve it.`,
      `The reason: ${reason}`,
      'This signup is closed. If you believe this is a mistake, reply to this email.',
    ],
  }),
  ar: ({ addressee, company, reason }) => ({
    subject: `لم تتم الموافقة على طلب تسجيل ${company}`,
    paragraphs: [
      `مرحبًا ${addressee}،`,
      `راجعنا طلب تسجيل ${company} على منصة Realestate Platform، ولا يمكننا الموافقة عليه.`,
      `السبب: ${reason}`,
      'أُغلق طلب التسجيل هذا. إذا رأيت أن في ذلك خطأً فردّ على هذه الرسالة.',
    ],
  }),
};

const CHANGES_MAIL: Record<Language, (input: ReviewMailInput & { step: SignupStep; message: string }) => MailTexts> = {
  en: ({ addressee, company, step, message }) => ({
    subject: `${company}: please update your signup`,
    paragraphs: [
      `Hello ${addressee},`,
      `We reviewed the signup of ${company} on Realestate Platform and need a change to its ${STEP_NAMES_IN.en[step]} before we can approve it:`,
      message,
      `Follow the link to reopen your signup at the ${STEP_NAMES_IN.en[step]} step, with what you entered, and send it again from there. We review it again once it is complete.`,
    ],
    action: 'Update your signup',
  }),
  ar: ({ addressee, company, step, message }) => ({
    subject: `يُرجى تحديث طلب تسجيل ${company}`,
    paragraphs: [
      `مرحبًا ${addressee}،`,
      `راجعنا طلب تسجيل ${company} على منصة Realestate Platform، ونحتاج إلى تعديل في ${STEP_NAMES_IN.ar[step]} قبل الموافقة عليه:`,
      message,
      `افتح الرابط لاستئناف طلب التسجيل من خطوة ${STEP_NAMES_IN.ar[step]} مع ما أدخلته سابقًا، ثم أعد إرساله من هناك. نراجع الطلب مرة أخرى بعد اكتماله.`,
    ],
    action: 'تحديث طلب التسجيل',
  }),
};

const reviewInput = (row: SignupRow): ReviewMailInput => ({ addressee: row.contact_full_name ?? row.name, company: row.name });

export function signupRejectedMail(row: SignupRow, reason: string): MailMessage {
  const language = applicantLanguage(row);
  return composeMail(row.contact_email!, language, REJECTED_MAIL[language]({ ...reviewInput(row), reason }));
}

export function signupChangesRequestedMail(publicUrl: string, row: SignupRow, request: RequestSignupChangesBody): MailMessage {
  const language = applicantLanguage(row);
  const texts = CHANGES_MAIL[language]({ ...reviewInput(row), step: request.step, message: request.message });
  return composeMail(row.contact_email!, language, texts, signupResumeUrl(publicUrl, row));
}
