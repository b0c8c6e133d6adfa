// The API's messages in English, the language they are written in: nothing to translate. Kept
// apart from the translator so English screens load no catalog (src/client/i18n/languageResources.ts).
import type { MessageTranslator } from './translator.ts';

export const englishMessages: MessageTranslator = {
  message: (english) => english,
  issue: (issue) => issue.message,
  moreErrors: (count) => `(and ${count} more error${count === 1 ? '' : 's'})`,
};
