// react-admin's locale follows this tab's language (language.ts): switched from the app bar, the
// sign-in page or restored from the profile at sign-in, the translations change with the shell.
import { useEffect } from 'react';
import { useLocaleState } from 'react-admin';
import { useLanguage } from './language.ts';

export function LanguageSync() {
  const language = useLanguage();
  const [locale, setLocale] = useLocaleState();
  useEffect(() => {
    if (locale !== language) setLocale(language);
  }, [language, locale, setLocale]);
  return null;
}
