// Phones as keys for matching and de-duplication (docs/api.md "Phones"): E.164, with the
// organization's country as the default for numbers written without an international prefix.
// The database keys stored phones with the SQL function `phone_e164` (migration `*_phone_e164.sql`):
// the two must stay the same rules; tests/server/phone-e164.test.ts holds them side by side.

import { toLatinDigits } from './digits.ts';

/** Calling codes of the Gulf countries the product serves (ISO 3166 alpha-2 → code, no +). */
export const CALLING_CODES: Readonly<Record<string, string>> = {
  AE: '971',
  SA: '966',
  KW: '965',
  QA: '974',
  BH: '973',
  OM: '968',
};

/** Shortest national number of these countries (8 digits in KW, QA, BH, OM; 9 in AE and SA mobiles). */
const MIN_NATIONAL_DIGITS = 8;

/**
 * A phone as written → its matching key: `+971 50 123 4567`, `00971501234567`, `(+971) 50-123-4567`
 * and, with AE as the default country, `050 123 4567`, `٠٥٠١٢٣٤٥٦٧` and `971501234567` all → `+971501234567`.
 * A leading + (after spaces or a parenthesis) or 00 is international; otherwise one trunk 0 makes
 * way for the default country's code. Without a known default country, the digits alone.
 */
export function normalizePhone(phone: string | null | undefined, defaultCountry: string | null | undefined): string | null {
  if (!phone) return null;
  const digits = toLatinDigits(phone).replace(/[^0-9]/g, '');
  if (!digits) return null;
  if (/^[\s(]*\+/.test(phone)) return `+${digits}`;
  if (digits.startsWith('00')) return digits.length > 2 ? `+${digits.slice(2)}` : null;
  const code = CALLING_CODES[(defaultCountry ?? '').trim().toUpperCase()];
  if (!code) return digits;
  if (digits.startsWith(code) && digits.length >= code.length + MIN_NATIONAL_DIGITS) return `+${digits}`;
  return `+${code}${digits.replace(/^0/, '')}`;
}
