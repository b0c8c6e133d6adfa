// A date-and-time picker's value as the API takes it. The browser's datetime-local input gives
// the user's wall-clock time with no time zone ("2026-12-05T09:30"); the API needs the moment
// itself (shared/schemas/dates.ts), so the value becomes ISO 8601 in UTC as the user's browser
// reads it. Passed as the input's `parse`; react-admin shows an ISO value back in local time.

/** `2026-12-05T09:30` (local) → `2026-12-05T05:30:00.000Z` in Dubai; '' → null; anything else unchanged, for the form's validation to name. */
export function localDateTimeToIso(value: string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? value : new Date(time).toISOString();
}
