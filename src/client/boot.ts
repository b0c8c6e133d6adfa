// Before the first render: this tab takes the stored language (docs/product.md section 3) and
// waits for its messages, font and styles, so the first paint is in the user's language with
// <html lang dir> already set: an Arabic reader never sees an English frame. A language whose
// files cannot be loaded gives way to English rather than a blank page.
import { DEFAULT_LANGUAGE, type Language } from '../shared/languages.ts';
import { adoptStoredLanguage, storeLanguage } from './i18n/language.ts';
import { loadLanguage } from './i18n/languageResources.ts';

export async function prepareFirstPaint(): Promise<Language> {
  const language = adoptStoredLanguage();
  try {
    await loadLanguage(language);
    return language;
  } catch {
    storeLanguage(DEFAULT_LANGUAGE);
    return DEFAULT_LANGUAGE;
  }
}
