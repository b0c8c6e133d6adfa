// Calendar dates (YYYY-MM-DD from the API) as the UI shows them, in the current locale, on the one
// date format (src/shared/date-format.ts): no time zone moves them a day. An instant given here
// shows the day it falls on in the current organization's zone (docs/domain.md "Time zone").
import { useCallback } from 'react';
import { formatDate } from '../../../shared/date-format.ts';
import { useFormatLocale } from '../../i18n/useFormatLocale.ts';
import { useOrganizationTimeZone } from '../../i18n/useOrganizationTimeZone.ts';

export function useFormatDate(): (date: string | null | undefined) => string | null {
  const locale = useFormatLocale();
  const timeZone = useOrganizationTimeZone();
  return useCallback((date) => formatDate(date, { locale, timeZone }), [locale, timeZone]);
}
