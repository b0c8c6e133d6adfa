// Lets a react-admin <Form> validate with the same zod schema the server uses (one schema, docs/architecture.md):
// the first issue of each field becomes that field's message, in the language the app is shown in
// (the schemas word their messages in English; docs/architecture.md "Messages in two languages").
import type { ZodType } from 'zod';
import { currentLanguage } from '../i18n/language.ts';
import { loadedLanguage } from '../i18n/languageResources.ts';

/** Issues keep their input, from which zod words its own messages ("expected string, received number"). */
const PARSE_OPTIONS = { reportInput: true } as const;

/** The shared schemas' messages in this tab's language, whose resources are loaded before anything renders. */
const apiMessages = () => loadedLanguage(currentLanguage()).apiMessages;

export function zodFormValidator(schema: ZodType) {
  return (values: Record<string, unknown>): Record<string, string> => {
    const result = schema.safeParse(values, PARSE_OPTIONS);
    if (result.success) return {};
    const messages = apiMessages();
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = issue.path.join('.');
      errors[field] ??= messages.issue(issue);
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
    const result = schema.safeParse(value, PARSE_OPTIONS);
    const issue = result.success ? undefined : result.error.issues[0];
    return issue ? apiMessages().issue(issue) : undefined;
  };
}
