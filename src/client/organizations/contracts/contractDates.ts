// Date arithmetic of contract periods on YYYY-MM-DD strings (calendar days, in UTC so no time
// zone moves a day).

/** The day after `isoDate`: where a renewal starts unless told otherwise. */
export function dayAfter(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
