// The API's messages in Arabic: the catalog (src/shared/messages/ar-messages.ts), the field labels
// (ar-attributes.ts), the 422 summary's "(and N more errors)" in its six plural forms, and zod's own
// Arabic for issues no schema worded. The server answers an Arabic user with it; the client loads
// it only with its Arabic resources (src/client/i18n/languageResources.ts).
import arabicZod from 'zod/v4/locales/ar.js';
import { arabicPluralForm } from '../arabic-plural.ts';
import { arabicAttributes } from './ar-attributes.ts';
import { arabicMessages } from './ar-messages.ts';
import { createTranslator, type ZodIssueLike } from './translator.ts';

const zodLocaleError = arabicZod().localeError as unknown as (issue: ZodIssueLike) => string | undefined;

export const arabicApiMessages = createTranslator({
  messages: arabicMessages,
  attributes: arabicAttributes,
  moreErrors: {
    zero: '',
    one: '(وخطأ آخر)',
    two: '(وخطآن آخران)',
    few: '(و:count أخطاء أخرى)',
    many: '(و:count خطأً آخر)',
    other: '(و:count خطأ آخر)',
  },
  pluralForm: arabicPluralForm,
  zodLocaleError,
});
