// Query-string filters lists share: yes/no flags, one-or-many enum values and date ranges whose
// `_to` end includes its whole day. (`ids[]`, the client's getMany, is in every list's schema
// already: see lists.ts.)
import { z } from 'zod';
import { dateOrDateTimeField, isDateOnly, toUtcIso } from './dates.ts';

export const queryFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'The value must be true or false.' })
  .transform((value) => value === 'true' || value === '1');

const asList = (value: unknown) => (value === undefined || Array.isArray(value) ? value : [value]);

/** `status=new` or `status[]=new&status[]=contacted`. */
export function oneOrMany<const T extends readonly [string, ...string[]]>(values: T, label: string) {
  return z
    .preprocess(asList, z.array(z.enum(values, { error: `The ${label} must be one of: ${values.join(', ')}.` })).max(values.length))
    .optional();
}

/**
 * A range bound as written: a bare day, or a date-time with its time zone. A day means a day of the
 * organization's calendar, so the server turns it into instants in the organization's time zone
 * (`rangeInstant` in src/server/services/time-zones.ts, docs/domain.md "Time zone").
 */
export type RangeBound = { end: 'from' | 'to'; day: string } | { end: 'from' | 'to'; instant: Date };

/**
 * A range bound: `from` inclusive, `to` exclusive. A bare date (YYYY-MM-DD) as `to` means the end of
 * that day; a full date-time (with its time zone) is taken as given (inclusive).
 * Both are checked by the shared date rules: a day that exists, within the years they allow.
 */
export function rangeBound(end: 'from' | 'to', label: string) {
  return dateOrDateTimeField(label)
    .transform((value): RangeBound => (isDateOnly(value) ? { end, day: value } : { end, instant: new Date(toUtcIso(value)) }))
    .optional();
}
