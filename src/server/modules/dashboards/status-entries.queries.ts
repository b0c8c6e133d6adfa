// The units' entries into a status per week or month (docs/architecture.md "Unit entries by day"),
// as the absorption widget and the sales report count them: read from unit_entries_by_day — one
// row per (organization, day, status, building), kept by the status history's writes — so a
// year's figures read at most a row per day and building, not every entry of the year. Per month,
// a period's whole months read unit_entries_by_month instead (a row per month and building, the
// sum of its days: "Unit entries by month"); only its partial first and last months read days.
//
// A row's day is its organization's: it answers for a caller who reads in that same zone. A
// sales manager reads his assigned developers in his own organization's zone; for an organization
// whose zone differs from the caller's, the entries themselves are read (as before the counters),
// in the same statement, so the answer is the same whoever asks.
import { and, eq, gte, inArray, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { unionAll, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AbsorptionInterval } from '../../../shared/dashboards.ts';
import type { UnitStatus } from '../../../shared/inventory.ts';
import { addDays } from '../../../shared/time-zones.ts';
import type { Executor } from '../../db/client.ts';
import { unitEntriesByDay, unitEntriesByMonth, unitStatusHistory } from '../../db/inventory-schema.ts';
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

/** Days `from` to `to`, both included; either may be open. */
export interface DayRange {
  from?: string;
  to?: string;
}

/** A period cut into its whole months (`from` to before `before`, first days) and the days outside them. */
export interface MonthsAndDays {
  months?: { from?: string; before?: string };
  days: DayRange[];
}

/** The first day of `day`'s month. */
const monthOf = (day: string) => `${day.slice(0, 7)}-01`;

/** The first day of the month after `day`'s. */
const monthAfter = (day: string) => new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 1)).toISOString().slice(0, 10);

/**
 * `period` as the whole months it covers and the days left at its ends: 27 November to 27 November
 * a year later is December to October whole, and 27–30 November and 1–27 November as days. A
 * period within one month, or shorter than one, is days only.
 */
export function wholeMonthsOf(period: DayRange): MonthsAndDays {
  const { from, to } = period;
  const first = from === undefined ? undefined : from === monthOf(from) ? from : monthAfter(from);
  const before = to === undefined ? undefined : addDays(to, 1) === monthAfter(to) ? monthAfter(to) : monthOf(to);
  if (first !== undefined && before !== undefined && first >= before) return { days: [{ from, to }] };
  const days: DayRange[] = [];
  if (from !== undefined && first !== undefined && from < first) days.push({ from, to: addDays(first, -1) });
  if (to !== undefined && before !== undefined && before <= to) days.push({ from: before, to });
  return { months: { from: first, before }, days };
}

/** A branch of the entries' union: the same five columns, whichever rows it reads. */
function entryColumns<S extends UnitStatus>(columns: {
  start: SQL;
  building: AnyPgColumn;
  status: AnyPgColumn;
  units: SQL | AnyPgColumn;
  value: AnyPgColumn;
}) {
  return {
    start: sql<string>`${columns.start}`.as('entry_start'),
    building_id: sql<number>`${columns.building}`.as('entry_building_id'),
    status: sql<S>`${columns.status}`.as('entry_status'),
    units: sql<number>`${columns.units}`.as('entry_units'),
    value: sql<number>`${columns.value}`.as('entry_value'),
  };
}

/**
 * The entries per (period start, building, status): `units` entered and the sum of the `value`
 * (price) they had then, as a subquery; `start` is the first local moment of the week or month.
 */
export function statusEntriesByPeriod<S extends UnitStatus>(db: Executor, query: EntriesQuery<S>) {
  const sameZone = organizationsInZone(db, query.organizationIds, query.timeZone, true);
  const split: MonthsAndDays = query.interval === 'month' ? wholeMonthsOf(query) : { days: [{ from: query.from, to: query.to }] };
  const counted = [];
  if (split.months) {
    const { from, before } = split.months;
    counted.push(
      db
        .select(
          entryColumns<S>({
            start: sql`${unitEntriesByMonth.month}::timestamp`,
            building: unitEntriesByMonth.building_id,
            status: unitEntriesByMonth.status,
            units: unitEntriesByMonth.units,
            value: unitEntriesByMonth.price,
          }),
        )
        .from(unitEntriesByMonth)
        .where(
          and(
            inArray(unitEntriesByMonth.organization_id, sameZone),
            inArray(unitEntriesByMonth.status, query.statuses),
            from ? gte(unitEntriesByMonth.month, from) : undefined,
            before ? lt(unitEntriesByMonth.month, before) : undefined,
          ),
        ),
    );
  }
  if (split.days.length > 0) {
    const unit = sql.raw(query.interval === 'week' ? `'week'` : `'month'`);
    counted.push(
      db
        .select(
          entryColumns<S>({
            start: sql`date_trunc(${unit}, ${unitEntriesByDay.day}::timestamp)`,
            building: unitEntriesByDay.building_id,
            status: unitEntriesByDay.status,
            units: unitEntriesByDay.units,
            value: unitEntriesByDay.price,
          }),
        )
        .from(unitEntriesByDay)
        .where(
          and(
            inArray(unitEntriesByDay.organization_id, sameZone),
            inArray(unitEntriesByDay.status, query.statuses),
            or(
              ...split.days.map(({ from, to }) =>
                and(from ? gte(unitEntriesByDay.day, from) : undefined, to ? lte(unitEntriesByDay.day, to) : undefined),
              ),
            ),
          ),
        ),
    );
  }
  const read = db
    .select(
      entryColumns<S>({
        start: periodTruncated(unitStatusHistory.created_at, query.interval, query.timeZone),
        building: unitStatusHistory.building_id,
        status: unitStatusHistory.to_status,
        units: sql`1::bigint`,
        value: unitStatusHistory.price,
      }),
    )
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
  const [first, ...rest] = counted;
  return unionAll(read, first!, ...rest);
}
