// The mails a signup's review sends its applicant (the contact the signup named): why it was
// rejected, or which changes it asks for, with the link that reopens the wizard on the step
// concerned (the uuid in the link is the signup's credential, as in the wizard's own address).
import type { RequestSignupChangesBody } from '../../../shared/schemas/signup.ts';
import { SIGNUP_STEP_NAMES } from '../../../shared/signup.ts';
import type { MailMessage } from '../../services/mail.ts';
import type { SignupRow } from './signup.queries.ts';

const greeting = (row: SignupRow) => `Hello ${row.contact_full_name ?? row.name},`;

/** `/signup/:source?uuid=…`: the wizard resumes the signup where the review sent it back. */
export function signupResumeUrl(publicUrl: string, row: SignupRow): string {
  const link = new URL(`/signup/${encodeURIComponent(row.signup_source ?? '')}`, `${publicUrl}/`);
  link.searchParams.set('uuid', row.uuid);
  return link.toString();
}

export function signupRejectedMail(row: SignupRow, reason: string): MailMessage {
  return {
    to: row.contact_email!,
    subject: `Your signup of ${row.name} was not approved`,
    paragraphs: [
      greeting(row),
      `We reviewed the signup of ${row.name} on Realestate Platform and cannot approve it.`,
      `The reason: ${reason}`,
      'This signup is closed. If you believe this is a mistake, reply to this email.',
    ],
  };
}

export function signupChangesRequestedMail(publicUrl: string, row: SignupRow, request: RequestSignupChangesBody): MailMessage {
  return {
    to: row.contact_email!,
    subject: `${row.name}: please update your signup`,
    paragraphs: [
      greeting(row),
      `We reviewed the signup of ${row.name} on Realestate Platform and need a change to its ${SIGNUP_STEP_NAMES[request.step]} before we can approve it:`,
      request.message,
      `Follow the link to reopen your signup at the ${SIGNUP_STEP_NAMES[request.step]} step, with what you entered, and send it again from there. We review it again once it is complete.`,
    ],
    action: { label: 'Update your signup', url: signupResumeUrl(publicUrl, row) },
  };
}
