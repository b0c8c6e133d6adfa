// The API's messages in the language of the answer (docs/api.md "Languages"): English as written,
// Arabic through its catalog (src/shared/messages/ar.ts). The error handler is the one caller.
import type { Language } from '../../shared/languages.ts';
import { arabicApiMessages } from '../../shared/messages/ar.ts';
import { englishMessages } from '../../shared/messages/english.ts';
import type { MessageTranslator } from '../../shared/messages/translator.ts';

const BY_LANGUAGE: Record<Language, MessageTranslator> = { en: englishMessages, ar: arabicApiMessages };

export function apiMessages(language: Language): MessageTranslator {
  return BY_LANGUAGE[language];
}
