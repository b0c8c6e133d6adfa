// Money, one rule for client and server (docs/api.md "Money"): amounts travel and are stored as
// integer minor units of a currency (fils of AED, halalas of SAR, fils of KWD), become major units
// only where a person types or reads them, and are text only here. How many minor units make a
// major one is the currency's (ISO 4217, as Intl knows it): 100 for AED and SAR, 1000 for KWD,
// BHD and OMR. No Node or DOM APIs here.

/** What an organization, a lead or a deal is priced in unless it says otherwise. */
export const DEFAULT_CURRENCY = 'AED';

/**
 * The largest amount (minor units) any money field takes: 10^13 fils is AED 100 billion, far
 * beyond any unit, budget or deal. The columns are bigint read as JavaScript numbers, so what
 * matters is that sums stay exact: a kanban column or an offer adds up hundreds of amounts, and
 * 900 of these still fit in Number.MAX_SAFE_INTEGER (a 10^15 cap would overflow at 10).
 */
export const MAX_MONEY = 10_000_000_000_000;

/**
 * The currencies a project may be priced in, Gulf ones first: the choice the project form offers.
 * Their decimals come from Intl like any other (3 for KWD, BHD, OMR and JOD).
 */
export const PROJECT_CURRENCIES = ['AED', 'SAR', 'QAR', 'KWD', 'BHD', 'OMR', 'JOD', 'EGP', 'USD', 'EUR', 'GBP', 'JPY'] as const;

const decimalsByCurrency = new Map<string, number>();

/** Digits after the point in `currency` (2 for AED, 3 for KWD); 2 for a code Intl does not know. */
export function currencyDecimals(currency: string): number {
  let decimals = decimalsByCurrency.get(currency);
  if (decimals === undefined) {
    try {
      decimals = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      decimals = 2;
    }
    decimalsByCurrency.set(currency, decimals);
  }
  return decimals;
}

const minorPerMajor = (currency: string) => 10 ** currencyDecimals(currency);

/** 150050 fils → 1500.5 AED; 1500500 fils → 1500.5 KWD. */
export function minorToMajor(minor: number, currency: string): number {
  return minor / minorPerMajor(currency);
}

/** 1500.5 AED → 150050 fils, rounded to a whole minor unit. */
export function majorToMinor(major: number, currency: string): number {
  return Math.round(major * minorPerMajor(currency));
}

/**
 * The same major amount in another currency's minor units: AED 1,500.50 (150050 fils) typed before
 * the currency became KWD stays 1,500.50, now 1500500 fils. Rounded where the new currency has
 * fewer decimals.
 */
export function rescaleMinor(minor: number, from: string, to: string): number {
  const shift = currencyDecimals(to) - currencyDecimals(from);
  return shift >= 0 ? minor * 10 ** shift : Math.round(minor / 10 ** -shift);
}

/** A form input's value (a number, text or blank) in major units → minor units; null when blank or not a number. */
export function typedMajorToMinor(typed: unknown, currency: string): number | null {
  if (typed === '' || typed === null || typed === undefined) return null;
  const major = Number(typed);
  return Number.isNaN(major) ? null : majorToMinor(major, currency);
}

/**
 * An amount as people write it ("1,500,000", "AED 1 500 000.50", "KWD 12.345") → minor units of
 * `currency`, exactly (no floating point); null when it is not a non-negative amount with at most
 * the currency's decimals, or too large to count exactly.
 */
export function parseMoney(text: string, currency: string): number | null {
  const decimals = currencyDecimals(currency);
  const written = text.trim();
  const amount = (
    written.slice(0, currency.length).toUpperCase() === currency.toUpperCase() ? written.slice(currency.length) : written
  ).replace(/[\s,]/g, '');
  const [whole, fraction = '', ...rest] = amount.split('.');
  if (
    rest.length > 0 ||
    !/^\d+$/.test(whole ?? '') ||
    !/^\d*$/.test(fraction) ||
    fraction.length > decimals ||
    (amount.includes('.') && fraction === '')
  )
    return null;
  const minor = Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}

export interface MoneyFormat {
  /** BCP 47 locale of the reader; English digits and separators unless given. */
  locale?: string;
  /** Round to whole major units (column totals, compact figures). */
  wholeUnits?: boolean;
}

/**
 * `minor` units of `currency` as people read them, with the currency's code: "AED 1,500,000",
 * "AED 1,500.50", "KWD 1,500.500". A whole amount has no ".00" (people write prices that way); one
 * with a fraction shows all the currency's decimals. An unknown code still shows the amount after it.
 */
export function formatMoney(minor: number, currency: string, { locale = 'en', wholeUnits = false }: MoneyFormat = {}): string {
  const major = minorToMajor(minor, currency);
  const whole = wholeUnits || Number.isInteger(major);
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'code',
      ...(whole ? { maximumFractionDigits: 0, minimumFractionDigits: 0 } : {}),
    }).format(major);
  } catch {
    return `${currency} ${major.toLocaleString(locale)}`;
  }
}
