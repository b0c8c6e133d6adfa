// Countries by name in the user's language: the stored ISO code in, Intl.DisplayNames out (the
// browser knows every country's name in every language, so the app ships only the codes,
// src/shared/countries.ts). An unknown code shows as itself.
import { useCallback, useMemo } from 'react';
import { COUNTRY_CODES } from '../../shared/countries.ts';
import { useFormatLocale } from './useFormatLocale.ts';

const namers = new Map<string, Intl.DisplayNames>();

function namerFor(locale: string): Intl.DisplayNames {
  let namer = namers.get(locale);
  if (!namer) {
    namer = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    namers.set(locale, namer);
  }
  return namer;
}

export function countryName(code: string, locale: string): string {
  try {
    return namerFor(locale).of(code) ?? code;
  } catch {
    // Not a region code at all (a malformed value from an old import): shown as stored.
    return code;
  }
}

/** The name of a stored country, '' for none. */
export function useCountryName(): (code: string | null | undefined) => string {
  const locale = useFormatLocale();
  return useCallback((code) => (code ? countryName(code, locale) : ''), [locale]);
}

/** Every country as a picker choice (`id` the code), alphabetical by name in the user's language. */
export function useCountryChoices(): { id: string; name: string }[] {
  const locale = useFormatLocale();
  return useMemo(() => {
    const collator = new Intl.Collator(locale);
    return COUNTRY_CODES.map((code) => ({ id: code, name: countryName(code, locale) })).sort((a, b) => collator.compare(a.name, b.name));
  }, [locale]);
}
