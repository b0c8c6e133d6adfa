// Dates and date-times as people read them, one format for every screen, PDF, mail and export
// (docs/product.md section 9, "dates as shown"): day-month-year with the month's short name, "26 Nov 2026",
// and a 24-hour clock, "26 Nov 2026, 14:05". A named month reads the same to a reader used to
// 26/11 or to 11/26, which a numeric date does not. No Node or DOM APIs here.

/** The language dates are written in unless the reader's is given (issue 25 passes Arabic). */
export const DEFAULT_DATE_LOCALE = 'en';

export interface DateFormat {
  /** BCP 47 locale of the reader; English, day-month-year, unless given. */
  locale?: string;
  /** IANA zone an instant is shown in; the runtime's own (the reader's browser) unless given. */
  timeZone?: string;
}

export interface DateTimeFormat extends DateFormat {
  /** Name the zone ("14:05 UTC"), for readers who may be elsewhere: mails, PDFs. */
  showTimeZone?: boolean;
}

type DateValue = string | Date | null | undefined;

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * English has no one order (en-US writes month-day-year); this market writes the day first, so
 * every English reader gets the British order. Other languages keep their own.
 */
function dayFirstLocale(locale: string): string {
  return locale === 'en' || locale.toLowerCase().startsWith('en-') ? 'en-GB' : locale;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat(dayFirstLocale(locale), options);
    } catch {
      // An unknown locale or zone still gives a date, in the default one.
      formatter = new Intl.DateTimeFormat(dayFirstLocale(DEFAULT_DATE_LOCALE), { ...options, timeZone: 'UTC' });
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

const DAY_MONTH_YEAR: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

/**
 * A calendar date ("2026-11-26", a date-only column) is that day wherever the reader is: read and
 * written as UTC so no zone moves it. Anything else is an instant, shown in `timeZone`.
 */
function readDate(value: DateValue): { date: Date; calendar: boolean } | null {
  if (value === null || value === undefined || value === '') return null;
  const calendar = typeof value === 'string' && CALENDAR_DATE.test(value);
  const date = typeof value === 'string' ? new Date(calendar ? `${value}T00:00:00Z` : value) : value;
  return Number.isNaN(date.getTime()) ? null : { date, calendar };
}

/** "26 Nov 2026": a calendar date as written, or the day an instant falls on in `timeZone`; null when missing or unreadable. */
export function formatDate(value: DateValue, { locale = DEFAULT_DATE_LOCALE, timeZone }: DateFormat = {}): string | null {
  const read = readDate(value);
  if (!read) return null;
  return formatterFor(locale, { ...DAY_MONTH_YEAR, timeZone: read.calendar ? 'UTC' : timeZone }).format(read.date);
}

/** "26 Nov 2026, 14:05" (with `showTimeZone`, "26 Nov 2026, 14:05 UTC"); null when missing or unreadable. */
export function formatDateTime(
  value: DateValue,
  { locale = DEFAULT_DATE_LOCALE, timeZone, showTimeZone = false }: DateTimeFormat = {},
): string | null {
  const read = readDate(value);
  if (!read) return null;
  return formatterFor(locale, {
    ...DAY_MONTH_YEAR,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
    ...(showTimeZone ? { timeZoneName: 'short' } : {}),
  }).format(read.date);
}
