// Calendar dates (YYYY-MM-DD from the API) as the UI shows them, in the current locale; read as
// UTC so no time zone moves them a day.
import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';

export function useFormatDate(): (date: string | null | undefined) => string | null {
  const [locale] = useLocaleState();
  return useCallback(
    (date) => {
      if (!date) return null;
      const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
      if (Number.isNaN(parsed.getTime())) return null;
      return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(parsed);
    },
    [locale],
  );
}
