// Dates and times as the UI shows them, in the current locale (an ISO string from the API in,
// text out); null for a missing or unreadable date.
import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';

export function useFormatDateTime(): (iso: string | null | undefined) => string | null {
  const [locale] = useLocaleState();
  return useCallback(
    (iso) => {
      if (!iso) return null;
      const date = new Date(iso);
      if (Number.isNaN(date.getTime())) return null;
      return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
    },
    [locale],
  );
}
