// The units' entries into a status per week or month (docs/architecture.md "Unit entries by day"),
// as the absorption widget and the sales report count them: read from unit_entries_by_day — one
// row per (organization, day, status, building), kept by the status history's writes — so a
// year's figures read at most a row per day and building, not every entry of the year.
//
// A row's day is its organization's: it answers for a caller who reads in that same zone. A
// sales manager reads his assigned developers in his own organization's zone; for an organization
// whose zone differs from the caller's, the entries themselves are read (as before the counters),
// in the same statement, so the answer is the same whoever asks.
import { and, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { AbsorptionInterval } from '../../../shared/dashboards.ts';
import type { UnitStatus } from '../../../shared/inventory.ts';
import type { Executor } from '../../db/client.ts';
import { unitEntriesByDay, unitStatusHistory } from '../../db/inventory-schema.ts';
import { organizations } from '../../db/schema.ts';
import { withinRange } from '../../services/time-zones.ts';
import { withinOrganizations } from '../inventory/scope.ts';
import { periodTruncated } from './dashboards.queries.ts';

export interface EntriesQuery<S extends UnitStatus> {
  organizationIds: number[];
  statuses: S[];
  /** The period's days in the caller's zone, both included; either may be open. */
  from?: string;
  to?: string;
  interval: AbsorptionInterval;
  /** The caller's organization's zone: the calendar the weeks, months and days are read in. */
  timeZone: string;
}

/** The organizations of `ids` whose zone is (or is not) `timeZone`, as a subquery for `in`. */
function organizationsInZone(db: Executor, ids: number[], timeZone: string, same: boolean) {
  return db
    .select({ id: organizations.id })
    .from(organizations)
    .where(
      and(withinOrganizations(organizations.id, ids), same ? eq(organizations.time_zone, timeZone) : ne(organizations.time_zone, timeZone)),
    );
}

/**
 * The entries per (period start, building, status): `units` entered and the sum of the `value`
 * (price) they had then, as a subquery; `start` is the first local moment of the week or month.
 */
export function statusEntriesByPeriod<S extends UnitStatus>(db: Executor, query: EntriesQuery<S>) {
  const unit = sql.raw(query.interval === 'week' ? `'week'` : `'month'`);
  const counted = db
    .select({
      start: sql<string>`date_trunc(${unit}, ${unitEntriesByDay.day}::timestamp)`.as('entry_start'),
      building_id: sql<number>`${unitEntriesByDay.building_id}`.as('entry_building_id'),
      status: sql<S>`${unitEntriesByDay.status}`.as('entry_status'),
      units: sql<number>`${unitEntriesByDay.units}`.as('entry_units'),
      value: sql<number>`${unitEntriesByDay.price}`.as('entry_value'),
    })
    .from(unitEntriesByDay)
    .where(
      and(
        inArray(unitEntriesByDay.organization_id, organizationsInZone(db, query.organizationIds, query.timeZone, true)),
        inArray(unitEntriesByDay.status, query.statuses),
        query.from ? gte(unitEntriesByDay.day, query.from) : undefined,
        query.to ? lte(unitEntriesByDay.day, query.to) : undefined,
      ),
    );
  const read = db
    .select({
      start: sql<string>`${periodTruncated(unitStatusHistory.created_at, query.interval, query.timeZone)}`.as('entry_start'),
      building_id: sql<number>`${unitStatusHistory.building_id}`.as('entry_building_id'),
      status: sql<S>`${unitStatusHistory.to_status}`.as('entry_status'),
      units: sql<number>`1::bigint`.as('entry_units'),
      value: sql<number>`${unitStatusHistory.price}`.as('entry_value'),
    })
    .from(unitStatusHistory)
    .where(
      and(
        inArray(unitStatusHistory.organization_id, organizationsInZone(db, query.organizationIds, query.timeZone, false)),
        inArray(unitStatusHistory.to_status, query.statuses),
        withinRange(
          unitStatusHistory.created_at,
          query.from ? { end: 'from', day: query.from } : undefined,
          query.to ? { end: 'to', day: query.to } : undefined,
          query.timeZone,
        ),
      ),
    );
  return counted.unionAll(read);
}
