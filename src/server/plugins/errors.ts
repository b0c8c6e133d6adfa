// One error handler for the whole API: every failure leaves as `{message, errors?}`.
// Validation → 422 with dotted field keys; malformed JSON → 400; our HttpErrors keep their
// status; anything unexpected → a generic 500 whose details stay in the log (by request id).
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, validationFailed, type FieldErrors } from '../http/errors.ts';

interface ZodLikeIssue {
  path?: PropertyKey[];
  instancePath?: string;
  message: string;
}

export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const known = toHttpError(error);
      if (known) {
        for (const [name, value] of Object.entries(known.headers)) reply.header(name, value);
        if (known.statusCode === 413) reply.header('connection', 'close');
        return reply
          .code(known.statusCode)
          .send({ message: known.message, ...(known.errors ? { errors: known.errors } : {}), ...known.extra });
      }
      request.log.error({ err: error, reqId: request.id }, 'request failed');
      return reply.code(500).send({ message: 'Server error. Please try again later.' });
    });
  },
  { name: 'errors' },
);

function toHttpError(error: FastifyError): HttpError | null {
  if (error instanceof HttpError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: FieldErrors = {};
    for (const issue of error.validation as unknown as ZodLikeIssue[]) {
      const key = fieldKey(issue);
      (errors[key] ??= []).push(issue.message);
    }
    return validationFailed(errors);
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new HttpError(400, 'The request body is not valid JSON.');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new HttpError(413, 'The request is too large.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new HttpError(415, 'This content type is not supported.');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new HttpError(400, 'The request body does not match its Content-Length.');
  }
  // Other client errors raised by Fastify or its plugins (e.g. bad headers) keep their status.
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new HttpError(error.statusCode, error.statusCode === 400 ? 'The request could not be understood.' : 'The request was refused.');
  }
  return null;
}

/** `installments.2.percentage`: the field path as dotted keys (Laravel's convention). */
function fieldKey(issue: ZodLikeIssue): string {
  const path = issue.path?.length ? issue.path.map(String) : (issue.instancePath ?? '').split('/').filter(Boolean);
  return path.length ? path.join('.') : '_';
}
