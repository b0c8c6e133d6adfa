// Fastify's validator for the routes' zod schemas (fastify-type-provider-zod's, plus one thing):
// issues keep the input they refused (`reportInput`), so the error handler can tell zod's own
// English message from a schema's and re-word zod's in the caller's language
// (src/server/plugins/errors.ts). The input never leaves the server: only messages are answered.
import type { FastifySchemaCompiler } from 'fastify';
import { safeParse, type $ZodIssue, type $ZodType } from 'zod/v4/core';

/** A failed request's zod issues, as the error handler receives them in `error.validation`. */
export interface RequestIssue extends Omit<$ZodIssue, 'input'> {
  input?: unknown;
  /** Marks issues from this validator: Fastify's own validation errors have none. */
  zodIssue: true;
}

export const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    const result = safeParse(schema, data, { reportInput: true });
    if (result.success) return { value: result.data };
    return { error: result.error.issues.map((issue): RequestIssue => ({ ...issue, zodIssue: true })) as never };
  };

export function isRequestIssueList(value: unknown): value is RequestIssue[] {
  return Array.isArray(value) && value.length > 0 && (value[0] as Partial<RequestIssue>).zodIssue === true;
}
