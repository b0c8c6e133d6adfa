// The organization's time zone as the services use it (docs/domain.md "Time zone"): its zone, its
// today, and a list's date filter turned into UTC instants. Instants are stored and answered in UTC;
// only days are read in the zone.
import { and, eq, gte, lt, type Column, type SQL } from 'drizzle-orm';
import type { RangeBound } from '../../shared/schemas/list-filters.ts';
import { DEFAULT_TIME_ZONE, localDay, startOfLocalDay, addDays } from '../../shared/time-zones.ts';
import type { Executor } from '../db/client.ts';
import { organizations } from '../db/schema.ts';
import { currentTime } from './clock.ts';

/** The IANA zone of an organization (the default for one that is gone). */
export async function organizationTimeZone(db: Executor, organizationId: number): Promise<string> {
  const [row] = await db
    .select({ time_zone: organizations.time_zone })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  return row?.time_zone ?? DEFAULT_TIME_ZONE;
}

/** Today (YYYY-MM-DD) where the organization is. */
export function todayIn(timeZone: string, now: Date = currentTime()): string {
  return localDay(now, timeZone);
}

/**
 * The instant a range bound stands for, `from` inclusive and `to` exclusive: a day starts (`from`)
 * or ends (`to`, the next day's start) at midnight in `timeZone`; a date-time is taken as given,
 * its `to` including that very millisecond.
 */
export function rangeInstant(bound: RangeBound, timeZone: string): Date {
  if ('instant' in bound) return bound.end === 'to' ? new Date(bound.instant.getTime() + 1) : bound.instant;
  return startOfLocalDay(bound.end === 'to' ? addDays(bound.day, 1) : bound.day, timeZone);
}

/** WHERE for a list's date filter on a timestamp column: `from` and `to` as `rangeInstant` reads them. */
export function withinRange(column: Column, from: RangeBound | undefined, to: RangeBound | undefined, timeZone: string): SQL | undefined {
  return and(from ? gte(column, rangeInstant(from, timeZone)) : undefined, to ? lt(column, rangeInstant(to, timeZone)) : undefined);
}
