// A date-and-time picker's value as the API takes it. The browser's datetime-local input gives a
// wall-clock time with no time zone ("2026-12-05T09:30"); the API needs the moment itself
// (shared/schemas/dates.ts). The wall clock is the organization's (docs/domain.md "Time zone"), so
// the picker shows and takes times as the office reads them, wherever the browser is.
import { instantToWallClock, wallClockToInstant } from '../../shared/time-zones.ts';

/** `2026-12-05T09:30` in Asia/Dubai → `2026-12-05T05:30:00.000Z`; '' → null; anything else unchanged, for the form's validation to name. */
export function localDateTimeToIso(value: string | null | undefined, timeZone: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  return wallClockToInstant(value, timeZone)?.toISOString() ?? value;
}

/** An ISO instant from the API as the picker shows it in `timeZone`; anything unreadable shows empty. */
export function isoToLocalDateTime(value: unknown, timeZone: string): string {
  if (typeof value !== 'string' || value === '') return '';
  // A value the picker just gave (no zone yet) is shown as typed.
  if (!value.includes('Z') && !/[+-]\d{2}:\d{2}$/.test(value)) return value;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? '' : instantToWallClock(instant, timeZone);
}
