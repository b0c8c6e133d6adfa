// Money is integer minor units (fils) plus a currency end to end (docs/api.md "Money"); it becomes
// text only here, at the edge, with Intl. Inputs are typed in major units.
import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';

const MINOR_PER_MAJOR = 100;

export function formatMoney(minor: number, currency: string, locale: string, wholeUnits = false): string {
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      ...(wholeUnits ? { maximumFractionDigits: 0, minimumFractionDigits: 0 } : {}),
    }).format(minor / MINOR_PER_MAJOR);
  } catch {
    // An unknown currency code still shows the amount.
    return `${currency} ${(minor / MINOR_PER_MAJOR).toLocaleString(locale)}`;
  }
}

export function useFormatMoney(): (minor: number, currency: string, wholeUnits?: boolean) => string {
  const [locale] = useLocaleState();
  return useCallback((minor, currency, wholeUnits) => formatMoney(minor, currency, locale, wholeUnits), [locale]);
}

export const minorToMajor = (minor: unknown) => (typeof minor === 'number' ? minor / MINOR_PER_MAJOR : minor);

export const majorToMinor = (major: unknown) =>
  major === '' || major === null || major === undefined || Number.isNaN(Number(major)) ? null : Math.round(Number(major) * MINOR_PER_MAJOR);
