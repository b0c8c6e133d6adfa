// What a language needs before anything renders in it. English is in the first download; Arabic's
// messages, the Arabic of the API's messages (src/shared/messages/ar.ts, which the forms' shared
// schemas speak), its web font (Noto Sans Arabic 400/500/700, self-hosted through @fontsource:
// nothing from a CDN) and the right-to-left style cache load on demand, once, so the English
// bundle stays within its budgets (scripts/check-bundle.ts).
import type { EmotionCache } from '@emotion/cache';
import type { TranslationMessages } from 'react-admin';
import type { Language } from '../../shared/languages.ts';
import { englishMessages } from '../../shared/messages/english.ts';
import type { MessageTranslator } from '../../shared/messages/translator.ts';
import { en } from './en.ts';
import { ltrStyleCache } from './ltrStyleCache.ts';

interface LanguageResources {
  messages: TranslationMessages;
  /** The style cache of the language's direction (ltrStyleCache.ts or rtlStyleCache.ts). */
  styleCache: EmotionCache;
  /** The shared schemas' validation messages in the language (src/client/forms/zodFormValidator.ts). */
  apiMessages: MessageTranslator;
}

async function loadArabic(): Promise<LanguageResources> {
  const [{ ar }, { rtlStyleCache }, { arabicApiMessages }] = await Promise.all([
    import('./ar.ts'),
    import('./rtlStyleCache.ts'),
    import('../../shared/messages/ar.ts'),
    import('@fontsource/noto-sans-arabic/arabic-400.css'),
    import('@fontsource/noto-sans-arabic/arabic-500.css'),
    import('@fontsource/noto-sans-arabic/arabic-700.css'),
  ]);
  return { messages: ar, styleCache: rtlStyleCache, apiMessages: arabicApiMessages };
}

const ENGLISH: LanguageResources = { messages: en, styleCache: ltrStyleCache, apiMessages: englishMessages };
const ON_DEMAND: Record<Exclude<Language, 'en'>, () => Promise<LanguageResources>> = { ar: loadArabic };
const loaded = new Map<Language, LanguageResources>([['en', ENGLISH]]);
const loading = new Map<Language, Promise<LanguageResources>>();

/** Loads a language's resources (once; a failed load is tried again on the next call). */
export function loadLanguage(language: Language): Promise<LanguageResources> {
  const ready = loaded.get(language);
  if (ready) return Promise.resolve(ready);
  if (language === 'en') return Promise.resolve(ENGLISH);
  let pending = loading.get(language);
  if (!pending) {
    pending = ON_DEMAND[language]().then(
      (resources) => {
        loaded.set(language, resources);
        loading.delete(language);
        return resources;
      },
      (error: unknown) => {
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, pending);
  }
  return pending;
}

/** A loaded language's resources; throws for one not loaded, which is a wiring mistake. */
export function loadedLanguage(language: Language): LanguageResources {
  const resources = loaded.get(language);
  if (!resources) throw new Error(`the ${language} language was used before it was loaded`);
  return resources;
}
