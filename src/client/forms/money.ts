// Money at the UI's edge, on the one money rule (src/shared/money.ts): amounts are shown in the
// reader's locale with their currency's code, while forms keep and send integer minor units.
import { useCallback } from 'react';
import { formatMoney } from '../../shared/money.ts';
import { useFormatLocale } from '../i18n/useFormatLocale.ts';

/** formatMoney in the user's chosen locale. */
export function useFormatMoney(): (minor: number, currency: string, wholeUnits?: boolean) => string {
  const locale = useFormatLocale();
  return useCallback((minor, currency, wholeUnits) => formatMoney(minor, currency, { locale, wholeUnits }), [locale]);
}
