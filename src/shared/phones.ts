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

// --- display ------------------------------------------------------------------------------------
// A phone is shown as the office reads it (docs/api.md "Phones"): a number of the organization's
// own country in the national format ("050 123 4567"), any other in the international one
// ("+966 50 123 4567"). Only the Gulf numbering plans are known; another country's number is
// grouped by a plain rule, and what cannot be read as a number is shown as typed.

/** One kind of number of a plan: its national significant number, its groups, and whether a trunk 0 precedes it at home. */
interface NumberFormat {
  pattern: RegExp;
  groups: readonly number[];
  trunkZero: boolean;
}

/** The Gulf numbering plans, by national significant number (what follows the calling code). */
const NUMBERING_PLANS: Readonly<Record<string, readonly NumberFormat[]>> = {
  AE: [
    { pattern: /^5\d{8}$/, groups: [2, 3, 4], trunkZero: true }, // mobiles: 050 123 4567
    { pattern: /^[234679]\d{7}$/, groups: [1, 3, 4], trunkZero: true }, // landlines: 04 123 4567
    { pattern: /^600\d{6}$/, groups: [3, 2, 4], trunkZero: false }, // shared-cost: 600 52 2222
  ],
  SA: [{ pattern: /^[15]\d{8}$/, groups: [2, 3, 4], trunkZero: true }], // 050 123 4567, Riyadh 011 234 5678
  // Eight digits and no trunk prefix: 9123 4567.
  KW: [{ pattern: /^\d{8}$/, groups: [4, 4], trunkZero: false }],
  QA: [{ pattern: /^\d{8}$/, groups: [4, 4], trunkZero: false }],
  BH: [{ pattern: /^\d{8}$/, groups: [4, 4], trunkZero: false }],
  OM: [{ pattern: /^\d{8}$/, groups: [4, 4], trunkZero: false }],
};

/** The zones of the Gulf capitals, for an organization that has not said its country. */
const COUNTRY_OF_TIME_ZONE: Readonly<Record<string, string>> = {
  'Asia/Dubai': 'AE',
  'Asia/Riyadh': 'SA',
  'Asia/Kuwait': 'KW',
  'Asia/Qatar': 'QA',
  'Asia/Bahrain': 'BH',
  'Asia/Muscat': 'OM',
};

/** The country whose numbers an organization reads nationally: its own, else the one of its time zone. */
export function phoneHomeCountry(country: string | null | undefined, timeZone: string | null | undefined): string | null {
  const code = (country ?? '').trim().toUpperCase();
  if (code) return code;
  return COUNTRY_OF_TIME_ZONE[timeZone ?? ''] ?? null;
}

// E.164 calling codes are a prefix code: 1 and 7 are one digit, these two, every other three.
const TWO_DIGIT_CALLING_CODES = new Set(
  '20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98'.split(
    ' ',
  ),
);

function callingCodeLength(digits: string): number {
  if (digits.startsWith('1') || digits.startsWith('7')) return 1;
  return TWO_DIGIT_CALLING_CODES.has(digits.slice(0, 2)) ? 2 : 3;
}

function group(digits: string, sizes: readonly number[]): string {
  let offset = 0;
  return sizes
    .map((size) => {
      const part = digits.slice(offset, offset + size);
      offset += size;
      return part;
    })
    .join(' ');
}

/** A plan we do not know: the last four digits together, threes before them, no lone leading digit. */
function plainGroups(digits: string): string {
  if (digits.length <= 4) return digits;
  const groups = [digits.slice(-4)];
  let rest = digits.slice(0, -4);
  while (rest.length > 0) {
    groups.unshift(rest.slice(-3));
    rest = rest.slice(0, -3);
  }
  if (groups.length > 2 && groups[0]!.length === 1) groups.splice(0, 2, groups[0]! + groups[1]!);
  return groups.join(' ');
}

/**
 * A phone as the office reads it: with `AE` as home, `+971501234567`, `00971 50 1234567` and
 * `0501234567` → `050 123 4567`, `+966501234567` → `+966 50 123 4567`, `+442079460958` →
 * `+44 207 946 0958`. A number a Gulf plan does not hold, a national number without a home
 * country, and anything that is not a number are shown as typed.
 */
export function formatPhone(phone: string, homeCountry: string | null | undefined): string {
  const typed = phone.trim();
  const key = normalizePhone(typed, homeCountry);
  if (!key?.startsWith('+') || key.length < 1 + MIN_NATIONAL_DIGITS) return typed;
  const digits = key.slice(1);
  const country = Object.keys(CALLING_CODES).find((code) => digits.startsWith(CALLING_CODES[code]!));
  if (!country) {
    const codeLength = callingCodeLength(digits);
    return `+${digits.slice(0, codeLength)} ${plainGroups(digits.slice(codeLength))}`;
  }
  const national = digits.slice(CALLING_CODES[country]!.length);
  const format = NUMBERING_PLANS[country]!.find((candidate) => candidate.pattern.test(national));
  if (!format) return typed;
  const grouped = group(national, format.groups);
  if (country !== (homeCountry ?? '').trim().toUpperCase()) return `+${CALLING_CODES[country]} ${grouped}`;
  return format.trunkZero ? `0${grouped}` : grouped;
}
