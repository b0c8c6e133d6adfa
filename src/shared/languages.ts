// The product's two languages (issue 25): English, the default, and Arabic. The one list the
// server's profile field, the Accept-Language choice and the client's switcher share, and the one
// place the formatting locale of each language is decided.

export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Languages written right to left. */
export function isRightToLeft(language: Language): boolean {
  return language === 'ar';
}

/**
 * The BCP 47 tag dates, money and numbers are formatted with (src/shared/date-format.ts,
 * src/shared/money.ts). Arabic keeps Latin digits by default, as Gulf business documents do: plain
 * `ar` would write Arabic-Indic ones (٢٦), which a user may choose instead.
 */
export const FORMAT_LOCALES: Record<Language, string> = { en: 'en', ar: 'ar-AE-u-nu-latn' };

/** How Arabic writes its digits: Latin (123, the default) or Arabic-Indic (١٢٣). */
export const DIGIT_STYLES = ['latin', 'arabic'] as const;
export type DigitStyle = (typeof DIGIT_STYLES)[number];

/** The formatting tag of a language; English's for anything else (an older stored value). */
export function formatLocaleOf(language: string, digits: DigitStyle = 'latin'): string {
  if (language === 'ar' && digits === 'arabic') return 'ar-AE-u-nu-arab';
  return isLanguage(language) ? FORMAT_LOCALES[language] : FORMAT_LOCALES[DEFAULT_LANGUAGE];
}

/**
 * The first of our languages an `Accept-Language` header names, by quality then order
 * (`ar-AE,ar;q=0.9,en;q=0.8` → ar); null when it names none of them.
 */
export function languageFromAcceptLanguage(header: string | undefined): Language | null {
  if (!header) return null;
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/i.exec(param)?.[1]).find((value) => value !== undefined);
      return { primary: tag.trim().toLowerCase().split('-')[0] ?? '', quality: q === undefined ? 1 : Number(q), index };
    })
    .filter((range) => range.quality > 0 && !Number.isNaN(range.quality))
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranges.map((range) => range.primary).find(isLanguage) ?? null;
}

/** Each language by its own name, as a switcher offers it whatever the current language is. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ar: 'العربية' };
