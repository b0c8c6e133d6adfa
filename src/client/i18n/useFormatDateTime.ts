// Dates and times as the UI shows them, in the current locale and the browser's zone, on the one
// date format (src/shared/date-format.ts): an ISO string from the API in, text out; null for a
// missing or unreadable date.
import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';
import { formatDateTime } from '../../shared/date-format.ts';

export function useFormatDateTime(): (iso: string | null | undefined) => string | null {
  const [locale] = useLocaleState();
  return useCallback((iso) => formatDateTime(iso, { locale }), [locale]);
}
