// The API's error vocabulary. Services throw these; the error plugin turns every one of them
// (and every Fastify or validation error) into `{message, errors?}` with the right status.

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
  return new HttpError(422, summarize(errors), errors);
}

/** A single-field 422, the common case inside services (duplicate value, wrong password…). */
export function fieldError(field: string, message: string): HttpError {
  return validationFailed({ [field]: [message] });
}

function summarize(errors: FieldErrors): string {
  const messages = Object.values(errors).flat();
  if (messages.length === 0) return 'The given data was invalid.';
  const more = messages.length - 1;
  return more === 0 ? messages[0]! : `${messages[0]} (and ${more} more error${more === 1 ? '' : 's'})`;
}
