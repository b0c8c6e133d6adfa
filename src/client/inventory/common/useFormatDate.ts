// Calendar dates (YYYY-MM-DD from the API) as the UI shows them, in the current locale, on the one
// date format (src/shared/date-format.ts): no time zone moves them a day.
import { useCallback } from 'react';
import { formatDate } from '../../../shared/date-format.ts';
import { useFormatLocale } from '../../i18n/useFormatLocale.ts';

export function useFormatDate(): (date: string | null | undefined) => string | null {
  const locale = useFormatLocale();
  return useCallback((date) => formatDate(date, { locale }), [locale]);
}
