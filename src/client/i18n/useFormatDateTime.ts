// Dates and times as the UI shows them, in the current locale and the current organization's zone
// (docs/domain.md "Time zone"), on the one date format (src/shared/date-format.ts): an ISO string
// from the API in, text out; null for a missing or unreadable date.
import { useCallback } from 'react';
import { formatDateTime } from '../../shared/date-format.ts';
import { useFormatLocale } from './useFormatLocale.ts';
import { useOrganizationTimeZone } from './useOrganizationTimeZone.ts';

export function useFormatDateTime(): (iso: string | null | undefined) => string | null {
  const locale = useFormatLocale();
  const timeZone = useOrganizationTimeZone();
  return useCallback((iso) => formatDateTime(iso, { locale, timeZone }), [locale, timeZone]);
}
