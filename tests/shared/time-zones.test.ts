// Days and wall clocks of an organization's time zone, read through Intl (docs/domain.md "Time zone").
import { describe, expect, it } from 'vitest';
import { isoToLocalDateTime, localDateTimeToIso } from '../../src/client/forms/dateTimeValue.ts';
import { addDays, instantToWallClock, isTimeZone, localDay, wallClockToInstant } from '../../src/shared/time-zones.ts';

describe('time zones', () => {
  it('knows IANA zones and refuses the rest', () => {
    expect(['Asia/Dubai', 'Asia/Kuwait', 'America/New_York', 'UTC'].every(isTimeZone)).toBe(true);
    expect(['Mars/Olympus_Mons', '+04:00', 'GST', '', 'Asia/'].some(isTimeZone)).toBe(false);
  });

  it('gives the day an instant falls on in a zone', () => {
    expect(localDay(new Date('2026-11-25T21:30:00Z'), 'Asia/Dubai')).toBe('2026-11-26');
    expect(localDay(new Date('2026-11-25T21:30:00Z'), 'UTC')).toBe('2026-11-25');
    expect(localDay(new Date('2026-11-26T03:00:00Z'), 'America/New_York')).toBe('2026-11-25');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
  });

  it('turns a wall-clock time into its instant and back, across a daylight saving change', () => {
    expect(wallClockToInstant('2026-12-05T09:30', 'Asia/Dubai')).toEqual(new Date('2026-12-05T05:30:00Z'));
    // New York leaves summer time on 1 Nov 2026: 09:30 is UTC-4 the day before, UTC-5 the day after.
    expect(wallClockToInstant('2026-10-31T09:30', 'America/New_York')).toEqual(new Date('2026-10-31T13:30:00Z'));
    expect(wallClockToInstant('2026-11-02T09:30', 'America/New_York')).toEqual(new Date('2026-11-02T14:30:00Z'));
    expect(instantToWallClock(new Date('2026-11-02T14:30:00Z'), 'America/New_York')).toBe('2026-11-02T09:30');
    expect(wallClockToInstant('not a time', 'UTC')).toBeNull();
  });

  it('gives a datetime-local picker the organization’s wall clock', () => {
    expect(localDateTimeToIso('2030-06-01T09:30', 'Asia/Dubai')).toBe('2030-06-01T05:30:00.000Z');
    expect(localDateTimeToIso('', 'Asia/Dubai')).toBeNull();
    expect(localDateTimeToIso('junk', 'Asia/Dubai')).toBe('junk');
    expect(isoToLocalDateTime('2030-06-01T05:30:00.000Z', 'Asia/Dubai')).toBe('2030-06-01T09:30');
    expect(isoToLocalDateTime('2030-06-01T09:30', 'Asia/Dubai')).toBe('2030-06-01T09:30');
    expect(isoToLocalDateTime(null, 'Asia/Dubai')).toBe('');
  });
});
