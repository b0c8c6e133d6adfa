// The enquiry form's token (docs/api.md "Embeds"): the public page gets one with its data, and the
// enquiry sends it back. It is the project and the time it was issued, encrypted and authenticated
// with the application key (AES-256-GCM), so a script can neither forge a timestamp nor reuse one
// project's token on another. A form sent sooner than a person can fill it, or after the token
// expired, is refused.
import { ENQUIRY_FORM_TOKEN_TTL_SECONDS, ENQUIRY_MIN_FILL_SECONDS } from '../../../shared/inventory.ts';
import { fieldError } from '../../http/errors.ts';
import type { Encrypter } from '../../services/encryption.ts';

const PURPOSE = 'embed-enquiry';

export function issueEnquiryFormToken(encrypter: Encrypter, projectId: number, now: Date): string {
  return encrypter.encrypt(`${PURPOSE}:${projectId}:${now.getTime()}`);
}

/** Accepts a token of this project issued at least the minimum fill time ago and not yet expired; else 422 on `form_token`. */
export function checkEnquiryFormToken(encrypter: Encrypter, token: string, projectId: number, now: Date): void {
  let issuedAt: number | null = null;
  try {
    const [purpose, project, at] = encrypter.decrypt(token).split(':');
    if (purpose === PURPOSE && Number(project) === projectId) issuedAt = Number(at);
  } catch {
    // Altered, or made with another key: the same answer as a wrong project.
  }
  if (issuedAt === null || !Number.isFinite(issuedAt)) {
    throw fieldError('form_token', 'The form is not valid any more: please reload the page and send it again.');
  }
  const ageSeconds = (now.getTime() - issuedAt) / 1000;
  if (ageSeconds < ENQUIRY_MIN_FILL_SECONDS) {
    throw fieldError('form_token', 'The form was sent too quickly: please wait a moment and send it again.');
  }
  if (ageSeconds > ENQUIRY_FORM_TOKEN_TTL_SECONDS) {
    throw fieldError('form_token', 'The form has expired: please reload the page and send it again.');
  }
}
