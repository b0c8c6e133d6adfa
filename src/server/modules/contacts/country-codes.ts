// Countries as a contact stores them: the ISO 3166 two-letter code. A CSV may write the code, the
// English name, or one of the short names people commonly use for it.
import { countryOptions } from '../utils/countries.ts';

const COMMON_NAMES: Record<string, string> = { uae: 'AE', 'u.a.e.': 'AE', emirates: 'AE', uk: 'GB', usa: 'US', 'u.s.a.': 'US', ksa: 'SA' };

export function countryCode(value: string): string | null {
  const countries = countryOptions();
  const trimmed = value.trim();
  const upper = trimmed.toUpperCase();
  if (/^[A-Z]{2}$/.test(upper)) return countries.some((country) => country.code === upper) ? upper : null;
  const lower = trimmed.toLowerCase();
  return COMMON_NAMES[lower] ?? countries.find((country) => country.name.toLowerCase() === lower)?.code ?? null;
}
