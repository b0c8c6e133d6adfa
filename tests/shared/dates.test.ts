import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  dateField,
  dateOrDateTimeField,
  dateProblem,
  dateTimeField,
  dateTimeProblem,
  isCalendarDate,
  MAX_YEAR,
  MIN_YEAR,
  toUtcIso,
} from '../../src/shared/schemas/dates.ts';

function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('dates', () => {
  it('accepts a day that exists, leap days included, as written', () => {
    for (const day of ['2026-02-28', '2028-02-29', '2000-02-29', '2026-04-30', '2026-12-31', `${MIN_YEAR}-01-01`, `${MAX_YEAR}-12-31`]) {
      expect(dateProblem(day), day).toBeNull();
      expect(dateField('start date').parse(` ${day} `)).toBe(day);
    }
  });

  it('refuses a day the calendar does not have, instead of rolling it into the next month', () => {
    for (const day of [
      '2026-02-29',
      '2026-02-30',
      '1900-02-29',
      '2100-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '2026-01-32',
    ]) {
      expect(dateProblem(day), day).toBe('day');
    }
    expect(messagesOf(dateField('start date'), '2026-02-30')).toEqual(['The start date must be a day that exists in the calendar.']);
  });

  it(`refuses years before ${MIN_YEAR} and after ${MAX_YEAR}`, () => {
    for (const day of ['1899-12-31', '2201-01-01', '9999-12-31', '0001-01-01']) expect(dateProblem(day), day).toBe('year');
    expect(messagesOf(dateField('expiry date'), '9999-12-31')).toEqual([
      `The expiry date must be between the years ${MIN_YEAR} and ${MAX_YEAR}.`,
    ]);
  });

  it('refuses other shapes with one message naming the field, and says when it is missing', () => {
    for (const value of [
      '+275760-09-13',
      '2026-2-3',
      '20260203',
      '31/12/2027',
      '2026-02-03T00:00:00Z',
      'December 1, 2026',
      '2026-02-03\u0000',
    ]) {
      expect(dateProblem(value), value).toBe('format');
      expect(messagesOf(dateField('start date'), value)).toEqual(['The start date must be a date in the format YYYY-MM-DD.']);
    }
    expect(messagesOf(dateField('start date'), 20260203)).toEqual(['The start date must be a date in the format YYYY-MM-DD.']);
    expect(messagesOf(z.object({ start_date: dateField('start date') }), {})).toEqual(['The start date field is required.']);
    expect(messagesOf(dateField('start date'), '  ')).toEqual(['The start date field is required.']);
    expect(messagesOf(dateTimeField('due at'), null)).toEqual(['The due at field is required.']);
    expect(isCalendarDate('2026-02-30')).toBe(false);
  });

  it('reads a date-time with its time zone as exactly that moment, answered in UTC', () => {
    const cases: [string, string][] = [
      ['2026-02-28T10:00Z', '2026-02-28T10:00:00.000Z'],
      ['2026-02-28T10:00:30Z', '2026-02-28T10:00:30.000Z'],
      ['2026-02-28T10:00:30.5Z', '2026-02-28T10:00:30.500Z'],
      ['2026-02-28T10:00:30.123456Z', '2026-02-28T10:00:30.123Z'],
      ['2026-12-05T09:30:00+04:00', '2026-12-05T05:30:00.000Z'],
      ['2026-03-01T01:00:00+04:00', '2026-02-28T21:00:00.000Z'],
      ['2028-02-29T23:30:00-05:30', '2028-03-01T05:00:00.000Z'],
      [`${MAX_YEAR}-12-31T23:59:59.999Z`, `${MAX_YEAR}-12-31T23:59:59.999Z`],
    ];
    for (const [value, utc] of cases) {
      expect(dateTimeProblem(value), value).toBeNull();
      expect(dateTimeField('due at').parse(value)).toBe(utc);
      // The same moment JavaScript reads, where it reads the string at all.
      expect(new Date(utc).getTime()).toBe(Date.parse(value));
    }
  });

  it('refuses a date-time on a day or at a time that does not exist, out of range, or without a time zone', () => {
    expect(dateTimeProblem('2026-02-30T10:00Z')).toBe('day');
    expect(messagesOf(dateTimeField('due at'), '2026-02-30T10:00Z')).toEqual(['The due at must be a day that exists in the calendar.']);
    for (const value of ['2026-02-28T24:00Z', '2026-12-31T23:59:60Z', '2026-02-28T10:60Z', '2026-02-28T10:00+24:00'])
      expect(dateTimeProblem(value), value).toBe('time');
    for (const value of ['9999-12-31T00:00:00Z', '1899-12-31T23:59:59Z']) expect(dateTimeProblem(value), value).toBe('year');
    for (const value of [
      '+275760-09-13T00:00:00Z',
      '2026-12-05T09:30',
      '2026-12-05',
      '2026-12-05 09:30Z',
      '2026-12-05T09:30+0400',
      '2026-12-05t09:30z',
      'December 1, 2026 10:00 UTC',
    ]) {
      expect(dateTimeProblem(value), value).toBe('format');
      expect(messagesOf(dateTimeField('due at'), value)).toEqual([
        'The due at must be a date and time with its time zone, such as 2026-05-01T09:30:00Z or 2026-05-01T13:30:00+04:00.',
      ]);
    }
  });

  it('takes either shape where a bare date has a meaning, checking each the same way', () => {
    const field = dateOrDateTimeField('expiry');
    expect(field.parse('2027-01-31')).toBe('2027-01-31');
    expect(field.parse('2027-01-31T12:00:00+04:00')).toBe('2027-01-31T12:00:00+04:00');
    expect(toUtcIso('2027-01-31')).toBe('2027-01-31T00:00:00.000Z');
    expect(messagesOf(field, '2027-02-30')).toEqual(['The expiry must be a day that exists in the calendar.']);
    expect(messagesOf(field, '+275760-09-13T00:00:00Z')).toEqual([
      'The expiry must be a date (YYYY-MM-DD) or a date and time with its time zone (2026-05-01T09:30:00Z).',
    ]);
  });

  it('lets the rules of the object around a bad date still run, and turns into UTC only what it accepted', () => {
    const always = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };
    const body = z.object({ due_at: dateTimeField('due at'), lead_id: z.number().optional() }).superRefine((value, context) => {
      if (value.lead_id === undefined) context.addIssue({ code: 'custom', path: ['lead_id'], message: 'The lead id field is required.' });
    }, always);
    expect(messagesOf(body, { due_at: '2030-02-30T10:00Z' })).toEqual([
      'The due at must be a day that exists in the calendar.',
      'The lead id field is required.',
    ]);
  });

  it('tells the API documents which format each field takes', () => {
    expect(
      z.toJSONSchema(z.object({ a: dateField('a'), b: dateTimeField('b'), c: dateOrDateTimeField('c') }), { io: 'input' }),
    ).toMatchObject({
      properties: {
        a: { type: 'string', format: 'date' },
        b: { type: 'string', format: 'date-time' },
        c: {
          type: 'string',
          anyOf: [
            { type: 'string', format: 'date' },
            { type: 'string', format: 'date-time' },
          ],
        },
      },
    });
  });
});
