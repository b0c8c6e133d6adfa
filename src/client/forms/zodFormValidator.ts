// Lets a react-admin <Form> validate with the same zod schema the server uses (one schema, docs/architecture.md):
// the first issue of each field becomes that field's message.
import type { ZodType } from 'zod';

export function zodFormValidator(schema: ZodType) {
  return (values: Record<string, unknown>): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = issue.path.join('.');
      errors[field] ??= issue.message;
    }
    return errors;
  };
}

/**
 * One input's validator from one field of a shared schema (a list filter, where react-admin
 * validates input by input): the first issue's message, or nothing when the value passes.
 */
export function zodFieldValidator(schema: ZodType) {
  return (value: unknown): string | undefined => {
    const result = schema.safeParse(value);
    return result.success ? undefined : result.error.issues[0]?.message;
  };
}
