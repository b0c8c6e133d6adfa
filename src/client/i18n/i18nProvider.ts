// The one i18n provider: polyglot over the messages of the user's language. Missing keys are not
// allowed, so a typo in a key shows up (and warns) instead of silently printing the key. It starts
// in the language the page loaded in, whose messages are already there (boot.ts): the first
// render is in that language, never English first.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { DEFAULT_LANGUAGE, LANGUAGE_NAMES, LANGUAGES, type Language } from '../../shared/languages.ts';
import { loadedLanguage, loadLanguage } from './languageResources.ts';

const AVAILABLE = LANGUAGES.map((locale) => ({ locale, name: LANGUAGE_NAMES[locale] }));

export function createI18nProvider(initial: Language): I18nProvider {
  return polyglotI18nProvider(
    (locale) => {
      const language = locale as Language;
      // The initial language's messages are wanted synchronously; a switch may wait for its chunk.
      return locale === initial ? loadedLanguage(language).messages : loadLanguage(language).then((loaded) => loaded.messages);
    },
    initial,
    AVAILABLE,
  );
}

/** The English provider, for tests that render parts of the app without its boot. */
export const i18nProvider = createI18nProvider(DEFAULT_LANGUAGE);
