// One error handler for the whole API: every failure leaves as `{message, errors?}`, in the
// caller's language (docs/api.md "Languages"; docs/architecture.md "Messages in two languages").
// Validation → 422 with dotted field keys; malformed JSON → 400; our HttpErrors keep their
// status; a transaction PostgreSQL aborted for a concurrent one (a deadlock it broke) → 409, to
// try again; anything unexpected → a generic 500 whose details stay in the log (by request id).
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MessageTranslator } from '../../shared/messages/translator.ts';
import { isConcurrentWriteConflict } from '../db/constraint-errors.ts';
import { apiMessages, translateFieldErrors } from '../http/api-messages.ts';
import { HttpError, summarizeErrors, validationFailed, type FieldErrors } from '../http/errors.ts';
import { isRequestIssueList, type RequestIssue } from '../http/request-validation.ts';
import { requestLanguage } from './language.ts';

export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      // Computed here rather than read from request.language: a call refused before the language
      // hook ran (a 401 from authentication, a body refused while parsing) is answered in it too.
      const messages = apiMessages(requestLanguage(request));
      const known = toHttpError(error, messages);
      // Answered 409, but worth seeing in the log: how often writers collide is an operator's figure.
      if (isConcurrentWriteConflict(error)) request.log.warn({ err: error, reqId: request.id }, 'write aborted for a concurrent one');
      if (known) {
        for (const [name, value] of Object.entries(known.headers)) reply.header(name, value);
        if (known.statusCode === 413) reply.header('connection', 'close');
        return reply.code(known.statusCode).send({ ...translated(known, messages), ...known.extra });
      }
      request.log.error({ err: error, reqId: request.id }, 'request failed');
      return reply.code(500).send({ message: messages.message('Server error. Please try again later.') });
    });
  },
  { name: 'errors' },
);

/**
 * The answer's `message` and `errors` in the caller's language. A 422's message summarizes its
 * field errors, so it is summarized again from the translated ones ("… (و3 أخطاء أخرى)").
 */
function translated(error: HttpError, messages: MessageTranslator): { message: string; errors?: FieldErrors } {
  if (!error.errors) return { message: messages.message(error.message) };
  const errors = translateFieldErrors(error.errors, messages);
  const summarized = error.message === summarizeErrors(error.errors);
  return { message: summarized ? summarizeErrors(errors, messages) : messages.message(error.message), errors };
}

function toHttpError(error: FastifyError, messages: MessageTranslator): HttpError | null {
  if (error instanceof HttpError) return error;
  if (isConcurrentWriteConflict(error)) {
    return new HttpError(409, 'Another change to the same records was being saved at the same moment. Please try again.');
  }
  if (isRequestIssueList(error.validation)) {
    // zod's own messages are re-worded from the issue here; a schema's go through the catalog later.
    const errors: FieldErrors = {};
    for (const issue of error.validation) (errors[fieldKey(issue)] ??= []).push(messages.issue(issue));
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
function fieldKey(issue: RequestIssue): string {
  return issue.path.length ? issue.path.map(String).join('.') : '_';
}
