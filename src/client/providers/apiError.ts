// The one error mapper: a failed response becomes react-admin's HttpError carrying the status,
// the server's `message`, and `body.errors` with the FIRST message of each field (docs/product.md
// sections 3 and 8). Forms show those per field (dotted keys such as `installments.2.percentage`
// are react-hook-form paths already).
import { HttpError } from 'react-admin';
import type { ApiErrorBody } from '../../shared/api.ts';

/** Translation key shown when the server sent no message (network failure, HTML error page). */
export const GENERIC_HTTP_ERROR = 'ra.notification.http_error';

export interface ApiErrorDetails {
  message: string;
  errors?: Record<string, string>;
  /** The record as it is now, on a 409 to an update based on a stale version (docs/api.md "Versions"). */
  current?: Record<string, unknown>;
}

export function firstFieldMessages(errors: ApiErrorBody['errors'] | unknown): Record<string, string> | undefined {
  if (typeof errors !== 'object' || errors === null) return undefined;
  const first: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const message = Array.isArray(messages) ? messages[0] : messages;
    if (typeof message === 'string') first[field] = message;
  }
  return Object.keys(first).length > 0 ? first : undefined;
}

/**
 * Translation keys of the answers the server gives before a request exists (a request too slow to
 * arrive, headers too large: src/server/http/client-errors.ts). It cannot know the user's language
 * then, so its English message is replaced by the client's own, in the user's language.
 */
const ANSWERED_BEFORE_THE_REQUEST: Partial<Record<number, string>> = {
  408: 'errors.http.request_timeout',
  431: 'errors.http.headers_too_large',
};

export function toHttpError(status: number, body: unknown): HttpError {
  const parsed = (typeof body === 'object' && body !== null ? body : {}) as Partial<ApiErrorBody>;
  const message =
    ANSWERED_BEFORE_THE_REQUEST[status] ??
    (typeof parsed.message === 'string' && parsed.message !== '' ? parsed.message : GENERIC_HTTP_ERROR);
  const errors = firstFieldMessages(parsed.errors);
  const details: ApiErrorDetails = errors ? { message, errors } : { message };
  const current = (parsed as { data?: unknown }).data;
  if (status === 409 && typeof current === 'object' && current !== null && !Array.isArray(current))
    details.current = current as Record<string, unknown>;
  return new HttpError(message, status, details);
}

export function isAccessDenied(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 401 || status === 403;
}

/** The per-field messages of a failed call, in the shape a react-admin <Form> onSubmit returns to show them. */
export function fieldErrorsOf(error: unknown): Record<string, string> | undefined {
  const errors = (error as { body?: Partial<ApiErrorDetails> } | null)?.body?.errors;
  return typeof errors === 'object' && errors !== null ? errors : undefined;
}
