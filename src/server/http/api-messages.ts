// The API's messages in the language of the answer (docs/api.md "Languages"): English as written,
// Arabic through its catalog (src/shared/messages/ar.ts). The error handler translates every
// failure; the imports translate the field errors of the rows they reject, answered with a 200.
import type { Language } from '../../shared/languages.ts';
import { arabicApiMessages } from '../../shared/messages/ar.ts';
import { englishMessages } from '../../shared/messages/english.ts';
import type { MessageTranslator } from '../../shared/messages/translator.ts';
import type { FieldErrors } from './errors.ts';

const BY_LANGUAGE: Record<Language, MessageTranslator> = { en: englishMessages, ar: arabicApiMessages };

export function apiMessages(language: Language): MessageTranslator {
  return BY_LANGUAGE[language];
}

/** Each field's messages in the language of `messages` (a 422's errors, an import's rejected row). */
export function translateFieldErrors(errors: FieldErrors, messages: MessageTranslator): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([field, list]) => [field, list.map((message) => messages.message(message))]));
}
