// An organization's time zone and the calendar days it draws (docs/domain.md "Time zone"): the API
// keeps instants in UTC; "today", a day of the agenda and a date filter are days in the zone of the
// office, read through Intl (no tz database of our own). No Node or DOM APIs here.

/** Where the market's offices are, unless an organization says otherwise. */
export const DEFAULT_TIME_ZONE = 'Asia/Dubai';

const DAY_MS = 86_400_000;
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

/** A formatter that writes an instant's wall-clock fields in `timeZone`; throws on an unknown zone. */
function wallClockFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether Intl knows `name` as an IANA zone ("Asia/Dubai", "UTC"); offsets such as "+04:00" are not zones. */
export function isTimeZone(name: string): boolean {
  if (!name.includes('/') && name !== 'UTC') return false;
  try {
    wallClockFormatter(name);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock fields of `instant` in `timeZone`, as if that clock were UTC (milliseconds). */
function wallClockMs(instant: Date, timeZone: string): number {
  const fields: Record<string, number> = {};
  for (const part of wallClockFormatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return Date.UTC(fields.year!, fields.month! - 1, fields.day!, fields.hour!, fields.minute!, fields.second!);
}

/** How far `timeZone`'s clock is ahead of UTC at `instant` (negative west of Greenwich), in ms. */
export function zoneOffsetMs(instant: Date, timeZone: string): number {
  const whole = new Date(Math.floor(instant.getTime() / 1000) * 1000);
  return wallClockMs(whole, timeZone) - whole.getTime();
}

/** The day (YYYY-MM-DD) `instant` falls on in `timeZone`. */
export function localDay(instant: Date, timeZone: string): string {
  return new Date(instant.getTime() + zoneOffsetMs(instant, timeZone)).toISOString().slice(0, 10);
}

/** The day `days` after `day` (YYYY-MM-DD; negative goes back). */
export function addDays(day: string, days: number): string {
  const match = CALENDAR_DAY.exec(day);
  if (!match) throw new RangeError(`Not a calendar day: ${day}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The instant `day` (YYYY-MM-DD) begins in `timeZone`. The offset is read at the UTC midnight
 * and read again at the guess, so a day that starts in another offset (a DST change the night
 * before) still lands on its own midnight.
 */
export function startOfLocalDay(day: string, timeZone: string): Date {
  const utcMidnight = new Date(`${addDays(day, 0)}T00:00:00.000Z`).getTime();
  const guess = utcMidnight - zoneOffsetMs(new Date(utcMidnight), timeZone);
  return new Date(utcMidnight - zoneOffsetMs(new Date(guess), timeZone));
}

/** The instants of `day` in `timeZone`: from its start (included) to the next day's start (excluded). */
export function localDayBounds(day: string, timeZone: string): { start: Date; end: Date } {
  return { start: startOfLocalDay(day, timeZone), end: startOfLocalDay(addDays(day, 1), timeZone) };
}

const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The instant a wall-clock time without a zone ("2026-12-05T09:30", a datetime-local picker's
 * value) names in `timeZone`, or null when it is not one. Like startOfLocalDay, the offset is read
 * twice so a time just after a DST change lands on its own offset.
 */
export function wallClockToInstant(wallClock: string, timeZone: string): Date | null {
  const match = WALL_CLOCK.exec(wallClock);
  if (!match) return null;
  const asUtc = Date.parse(`${match[1]}T${match[2]}:${match[3]}:${match[4] ?? '00'}.000Z`);
  if (Number.isNaN(asUtc)) return null;
  const guess = asUtc - zoneOffsetMs(new Date(asUtc), timeZone);
  return new Date(asUtc - zoneOffsetMs(new Date(guess), timeZone));
}

/** The wall-clock time ("2026-12-05T09:30") `instant` shows in `timeZone`, as a datetime-local picker takes it. */
export function instantToWallClock(instant: Date, timeZone: string): string {
  return new Date(instant.getTime() + zoneOffsetMs(instant, timeZone)).toISOString().slice(0, 16);
}
