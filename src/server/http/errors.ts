// The API's error vocabulary. Services throw these; the error plugin turns every one of them
// (and every Fastify or validation error) into `{message, errors?}` with the right status, in the
// caller's language (messages are written in English and translated there, one place).
import { englishMessages } from '../../shared/messages/english.ts';
import type { MessageTranslator } from '../../shared/messages/translator.ts';

export type FieldErrors = Record<string, string[]>;

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers: Record<string, string> = {},
    /** Extra top-level body fields, e.g. the current record of a 409 on a stale version. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message = 'The request could not be understood.') => new HttpError(400, message);
export const unauthorized = (message = 'Unauthenticated.') => new HttpError(401, message);
export const forbidden = (message = 'This action is unauthorized.') => new HttpError(403, message);
/** Also the answer for another tenant's records: never reveal that they exist. */
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string, extra: Record<string, unknown> = {}) => new HttpError(409, message, undefined, {}, extra);
/** A resource that existed and is closed for good (a rejected signup). */
export const gone = (message: string) => new HttpError(410, message);
export const payloadTooLarge = (message = 'The request is too large.') => new HttpError(413, message);
export const tooManyRequests = (retryAfterSeconds: number, message = 'Too many attempts. Please try again later.') =>
  new HttpError(429, message, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

/** 422 as Laravel words it: the first message, and how many more there are. */
export function validationFailed(errors: FieldErrors): HttpError {
  return new HttpError(422, summarizeErrors(errors), errors);
}

/** A single-field 422, the common case inside services (duplicate value, wrong password…). */
export function fieldError(field: string, message: string): HttpError {
  return validationFailed({ [field]: [message] });
}

/** A 422's message: its first field message, then "(and N more errors)" in the messages' language. */
export function summarizeErrors(errors: FieldErrors, messages: MessageTranslator = englishMessages): string {
  const all = Object.values(errors).flat();
  if (all.length === 0) return messages.message('The given data was invalid.');
  const more = all.length - 1;
  return more === 0 ? all[0]! : `${all[0]} ${messages.moreErrors(more)}`;
}
