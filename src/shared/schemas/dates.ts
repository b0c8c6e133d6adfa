// Dates and times the API takes, one definition for every body and list filter: a date is a day
// that exists, written YYYY-MM-DD; a date-time is ISO 8601 with its time zone (`Z` or ±hh:mm).
// Both mean exactly what was written (2026-02-30 is refused, never read as 2 March) and fall within
// MIN_YEAR–MAX_YEAR. Checked field by field here, not with Date.parse, which rolls days over.
import { z } from 'zod';

/**
 * The years a date may name. 1900 is older than any building, licence or contract the platform
 * records; 2200 is past any contract end, payment plan or token expiry anyone means. Beyond them
 * the layers part ways: a year 9999 plus a contract's period is year 10000, which toISOString
 * writes as `+010000-…` and PostgreSQL refuses, and JavaScript's Date stops at +275760-09-13.
 */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2200;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:Z|([+-])(\d{2}):(\d{2}))$/;

/** What is wrong with a date or date-time as written, if anything. */
export type DateProblem = 'format' | 'day' | 'time' | 'year';

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function calendarProblem(year: number, month: number, day: number): DateProblem | null {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return 'day';
  if (year < MIN_YEAR || year > MAX_YEAR) return 'year';
  return null;
}

/** Why `value` is not a date (YYYY-MM-DD, a day that exists, within the years), or null. */
export function dateProblem(value: string): DateProblem | null {
  const match = DATE.exec(value);
  if (!match) return 'format';
  return calendarProblem(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** Why `value` is not a date-time (ISO 8601 with a time zone, a moment that exists), or null. */
export function dateTimeProblem(value: string): DateProblem | null {
  const match = DATE_TIME.exec(value);
  if (!match) return 'format';
  const [hour, minute, second, offsetHours, offsetMinutes] = [match[4], match[5], match[6], match[9], match[10]].map((part) =>
    Number(part ?? 0),
  ) as [number, number, number, number, number];
  // 24:00 and leap seconds are ISO 8601, yet each stands for another moment than the one written.
  if (hour > 23 || minute > 59 || second > 59 || offsetHours > 23 || offsetMinutes > 59) return 'time';
  return calendarProblem(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** YYYY-MM-DD naming a day that exists, within MIN_YEAR–MAX_YEAR. */
export function isCalendarDate(value: string): boolean {
  return dateProblem(value) === null;
}

/** A bare date rather than a date-time (for a range whose `to` end includes its whole day). */
export function isDateOnly(value: string): boolean {
  return DATE.test(value);
}

/**
 * The moment a valid date or date-time names, as ISO 8601 in UTC (the form the API answers in);
 * a bare date is the start of that day in UTC. Computed from the fields themselves; time is kept
 * to the millisecond, like every time the API stores.
 */
export function toUtcIso(value: string): string {
  const dateOnly = DATE.exec(value);
  if (dateOnly) return `${dateOnly[0]}T00:00:00.000Z`;
  const match = DATE_TIME.exec(value);
  if (!match) throw new RangeError(`Not a date or date-time: ${value}`);
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const milliseconds = Number((match[7] ?? '').padEnd(3, '0').slice(0, 3));
  const offsetMinutes = match[8] ? (match[8] === '-' ? -1 : 1) * (Number(match[9]) * 60 + Number(match[10])) : 0;
  return new Date(Date.UTC(year, month - 1, day, hour, minute - offsetMinutes, second, milliseconds)).toISOString();
}

function messageFor(label: string, problem: DateProblem, expected: 'date' | 'date-time' | 'date or date-time'): string {
  switch (problem) {
    case 'format':
      if (expected === 'date') return `The ${label} must be a date in the format YYYY-MM-DD.`;
      if (expected === 'date-time')
        return `The ${label} must be a date and time with its time zone, such as 2026-05-01T09:30:00Z or 2026-05-01T13:30:00+04:00.`;
      return `The ${label} must be a date (YYYY-MM-DD) or a date and time with its time zone (2026-05-01T09:30:00Z).`;
    case 'day':
      return `The ${label} must be a day that exists in the calendar.`;
    case 'time':
      return `The ${label} must be a time that exists (hours 00–23, minutes and seconds 00–59).`;
    case 'year':
      return `The ${label} must be between the years ${MIN_YEAR} and ${MAX_YEAR}.`;
  }
}

/** A string schema that checks one of the shapes, one clear message naming the field. */
function dateString(label: string, expected: 'date' | 'date-time' | 'date or date-time') {
  const problemOf = (value: string) =>
    expected === 'date'
      ? dateProblem(value)
      : expected === 'date-time'
        ? dateTimeProblem(value)
        : isDateOnly(value)
          ? dateProblem(value)
          : dateTimeProblem(value);
  const formatMessage = messageFor(label, 'format', expected);
  const text = z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? `The ${label} field is required.` : formatMessage) })
    .trim();
  // The format tells the API documents (and the fuzzer) what to send.
  const documented =
    expected === 'date or date-time'
      ? text.meta({
          anyOf: [
            { type: 'string', format: 'date' },
            { type: 'string', format: 'date-time' },
          ],
        })
      : text.meta({ format: expected });
  return documented.superRefine((value, context) => {
    // The issue lets the rules of the object around it run (as a refine's does); a rule chained
    // after this one must check for itself that it has a date (see signup's future date).
    if (value === '') context.addIssue({ code: 'custom', message: `The ${label} field is required.`, input: value });
    else {
      const problem = problemOf(value);
      if (problem) context.addIssue({ code: 'custom', message: messageFor(label, problem, expected), input: value });
    }
  });
}

/** A date (YYYY-MM-DD) that exists, kept as written: `dateField('start date')`. */
export function dateField(label: string) {
  return dateString(label, 'date');
}

/** A date-time with its time zone, answered back as ISO 8601 in UTC: `dateTimeField('due at')`. */
export function dateTimeField(label: string) {
  return dateString(label, 'date-time').transform(toUtcIso);
}

/** Either a date or a date-time with its time zone, kept as written (see `isDateOnly`, `toUtcIso`). */
export function dateOrDateTimeField(label: string) {
  return dateString(label, 'date or date-time');
}
