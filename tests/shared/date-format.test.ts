import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '../../src/shared/date-format.ts';

describe('date format', () => {
  it('writes a date day-month-year with the month named, for English whatever its region', () => {
    expect(formatDate('2026-11-26')).toBe('26 Nov 2026');
    expect(formatDate('2026-11-26', { locale: 'en-US' })).toBe('26 Nov 2026');
    expect(formatDate('2026-01-03', { locale: 'en' })).toBe('3 Jan 2026');
  });

  it('keeps a calendar date on its day in a zone behind UTC', () => {
    // Read as local midnight, 2026-11-26 would be 25 Nov in New York.
    expect(formatDate('2026-11-26', { timeZone: 'America/New_York' })).toBe('26 Nov 2026');
    expect(formatDate('2026-01-01', { timeZone: 'Pacific/Honolulu' })).toBe('1 Jan 2026');
  });

  it('shows the day an instant falls on in the reader’s zone', () => {
    expect(formatDate('2026-11-25T22:30:00Z', { timeZone: 'Asia/Dubai' })).toBe('26 Nov 2026');
    expect(formatDate(new Date('2026-11-25T22:30:00Z'), { timeZone: 'America/New_York' })).toBe('25 Nov 2026');
  });

  it('writes a date-time day-month-year on a 24-hour clock, naming the zone when asked', () => {
    const instant = '2026-11-26T10:05:00.000Z';
    expect(formatDateTime(instant, { timeZone: 'Asia/Dubai' })).toBe('26 Nov 2026, 14:05');
    expect(formatDateTime(new Date(instant), { timeZone: 'UTC', showTimeZone: true })).toBe('26 Nov 2026, 10:05 UTC');
    expect(formatDateTime('2026-12-03T00:05:00Z', { timeZone: 'America/New_York' })).toBe('2 Dec 2026, 19:05');
  });

  it('takes another language, for the Arabic that follows', () => {
    expect(formatDate('2026-11-26', { locale: 'ar' })).toBe(
      new Intl.DateTimeFormat('ar', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
        new Date('2026-11-26T00:00:00Z'),
      ),
    );
  });

  it('has no text for a missing or unreadable date', () => {
    expect([formatDate(null), formatDate(undefined), formatDate(''), formatDate('soon'), formatDateTime('2026-13-45T00:00Z')]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
