// Calendar dates (YYYY-MM-DD from the API) as the UI shows them, in the current locale, on the one
// date format (src/shared/date-format.ts): no time zone moves them a day.
import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';
import { formatDate } from '../../../shared/date-format.ts';

export function useFormatDate(): (date: string | null | undefined) => string | null {
  const [locale] = useLocaleState();
  return useCallback((date) => formatDate(date, { locale }), [locale]);
}
