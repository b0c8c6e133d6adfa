// The language the user reads the app in, kept in this browser (docs/product.md section 3) so the
// next load paints in it from the first frame, and on the profile once signed in (the server's
// copy wins at sign-in). The app's shell (theme direction, style cache, <html dir lang>) follows
// this store; react-admin's own locale follows it through LanguageSync.tsx.
// A tab keeps the language it loaded with (or was switched to) until its next load: another tab's
// choice would otherwise switch it before that language's messages and styles were loaded.
import { useSyncExternalStore } from 'react';
import { DEFAULT_LANGUAGE, isLanguage, isRightToLeft, type Language } from '../../shared/languages.ts';

export const LANGUAGE_KEY = 'language';

/** The choice kept in this browser, English when none (or an unknown one) is stored. */
export function readStoredLanguage(): Language {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

let current: Language | null = null;
const listeners = new Set<() => void>();

/** At load: this tab takes the stored language, before anything renders (boot.ts). */
export function adoptStoredLanguage(): Language {
  current = readStoredLanguage();
  applyDocumentLanguage(current);
  return current;
}

/** This tab's language: the stored one until it is switched. */
export function currentLanguage(): Language {
  current ??= readStoredLanguage();
  return current;
}

/** Switches this tab and stores the choice; the language's resources must be loaded first (languageResources.ts). */
export function storeLanguage(language: Language): void {
  if (language === DEFAULT_LANGUAGE) localStorage.removeItem(LANGUAGE_KEY);
  else localStorage.setItem(LANGUAGE_KEY, language);
  current = language;
  applyDocumentLanguage(language);
  for (const listener of listeners) listener();
}

/** `<html lang dir>`: screen readers, the browser's own widgets and the font fallback read them. */
export function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = isRightToLeft(language) ? 'rtl' : 'ltr';
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage);
}
