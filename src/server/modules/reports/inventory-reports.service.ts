// The inventory reports (docs/api.md "Reports"): sales by period and the inventory snapshot, both
// read from the unit status history and the unit price history (docs/domain.md "Unit price
// history") over the units the inventory lists show (scope.ts). Every figure is one SQL statement
// whatever the number of units: a page is one statement and its total another; the export reads
// keyset pages of EXPORT_PAGE rows, so memory stays flat at any size.
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ListResponse } from '../../../shared/api.ts';
import type { UnitStatus } from '../../../shared/inventory.ts';
import type { InventorySnapshotRow, SalesByPeriodRow } from '../../../shared/reports.ts';
import type { InventorySnapshotQuery, SalesByPeriodQuery } from '../../../shared/schemas/reports.ts';
import { addDays } from '../../../shared/time-zones.ts';
import type { Database, Executor } from '../../db/client.ts';
import { buildings, projects, unitCounters, unitPriceHistory, unitStatusHistory, units } from '../../db/inventory-schema.ts';
import { paginate } from '../../http/lists.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { organizationTimeZone, rangeInstant, todayIn } from '../../services/time-zones.ts';
import { withinOrganizations } from '../inventory/scope.ts';
import { releaseLapsed, unitNumberSortKey } from '../inventory/units.queries.ts';
import { reportOrganizationIds } from './scope.ts';
import { periodDay } from '../dashboards/dashboards.queries.ts';
import { statusEntriesByPeriod } from '../dashboards/status-entries.queries.ts';
import { type Period } from './periods.ts';

export const EXPORT_PAGE = 1_000;

/** An instant as a timestamptz parameter (a raw Date in `sql` is not mapped by a column). */
const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/** A unit's recorded price at `instant` (its last change at or before it), or null. */
const recordedPriceAt = (instant: SQL) =>
  sql<
    number | null
  >`(select ${unitPriceHistory.price} from ${unitPriceHistory} where ${unitPriceHistory.unit_id} = ${units.id} and ${unitPriceHistory.created_at} <= ${instant} order by ${unitPriceHistory.created_at} desc, ${unitPriceHistory.id} desc limit 1)`;

/** The price a unit had before its first recorded change after `instant`, or null. */
const priceBeforeNextChange = (instant: SQL) =>
  sql<
    number | null
  >`(select ${unitPriceHistory.previous_price} from ${unitPriceHistory} where ${unitPriceHistory.unit_id} = ${units.id} and ${unitPriceHistory.created_at} > ${instant} order by ${unitPriceHistory.created_at} asc, ${unitPriceHistory.id} asc limit 1)`;

/**
 * The default period of the sales report: the last twelve months to today, in the organization's
 * calendar, when neither end is given; one missing end is taken a year from the other.
 */
function salesPeriod(query: SalesByPeriodQuery, timeZone: string): Period {
  const to = query.to ?? (query.from ? addDays(query.from, 365) : todayIn(timeZone));
  const from = query.from ?? addDays(to, -365);
  return { from, to };
}

/**
 * The sales report's groups: the entries into booked and sold within the period per (week or
 * month, project, status), from the entries counted per day (docs/architecture.md "Unit entries
 * by day"), each with the price and building the unit had then (a unit moved since counts where
 * it was then), and on every group the number of groups (`total`), so that a page and its total
 * come from one statement.
 *
 * The entries' union is planned on its own (`offset 0`): left to the planner, the union was
 * pulled up into the grouping and planned in parallel (two workers each running one branch, the
 * groups merged): under 50 concurrent callers, two to four times the absorption widget reading
 * the same rows in one process; planned apart, about 1.1 to 1.75 times it (bench/RESULTS.md,
 * "Sales by period in one process"). A union planned apart offers no partial rows to aggregate
 * in workers, so the plan stays serial. The rows are grouped by the project's id, and only the
 * groups joined to the projects for their name and currency: hashing ids rather than names made
 * the statement about a tenth cheaper (bench/RESULTS.md, "Unit entries by month").
 */
export function salesGroups(db: Executor, tenant: TenantContext, query: SalesByPeriodQuery, timeZone: string): SQL {
  const period = salesPeriod(query, timeZone);
  const entries = statusEntriesByPeriod(db, {
    organizationIds: reportOrganizationIds(tenant, query.developer_organization_id),
    statuses: ['booked', 'sold'],
    from: period.from,
    to: period.to,
    interval: query.interval,
    timeZone,
  });
  const project = query.project_id ? sql`where ${buildings.project_id} = ${query.project_id}` : sql``;
  return sql`select ${periodDay(sql.raw('"groups"."entry_start"'))} as "period", ${projects.id} as "project_id",
      ${projects.name} as "project_name", ${projects.currency} as "currency", "groups"."entry_status" as "status",
      "groups"."units", "groups"."value", count(*) over () as "total"
    from (
      select "entries"."entry_start", ${buildings.project_id} as "project_id", "entries"."entry_status",
        sum("entries"."entry_units") as "units", coalesce(sum("entries"."entry_value"), 0) as "value"
      from (${entries} offset 0) "entries"
      inner join ${buildings} on ${buildings.id} = "entries"."entry_building_id"
      ${project}
      group by "entries"."entry_start", ${buildings.project_id}, "entries"."entry_status"
    ) "groups"
    inner join ${projects} on ${projects.id} = "groups"."project_id"`;
}

interface SalesGroupRow {
  period: string;
  project_id: number | string;
  project_name: string;
  currency: string;
  status: SalesByPeriodRow['status'];
  units: number | string;
  value: number | string;
  total: number | string;
}

/** A page of the groups, in the report's order, each with the number of groups. */
async function salesPage(db: Executor, groups: SQL, limit: number, offset: number) {
  const result = (await db.execute(sql`${groups}
    order by "groups"."entry_start" asc, ${projects.name} asc, ${projects.id} asc, "groups"."entry_status" asc
    limit ${limit} offset ${offset}`)) as unknown as { rows: SalesGroupRow[] };
  return result.rows.map((row) => ({
    row: {
      period: row.period,
      project_id: Number(row.project_id),
      project_name: row.project_name,
      currency: row.currency,
      status: row.status,
      units: Number(row.units),
      value: Number(row.value),
    } satisfies SalesByPeriodRow,
    total: Number(row.total),
  }));
}

/**
 * Units booked and sold per week or month by project, with their value: a page of rows and their
 * total, both from one statement (`count(*) over ()` counts the groups before the page is cut).
 * Only a page past the last row carries no total; it is then counted on its own.
 */
export async function salesByPeriod(
  db: Database,
  tenant: TenantContext,
  query: SalesByPeriodQuery,
): Promise<ListResponse<SalesByPeriodRow> & { period: Period }> {
  const timeZone = await organizationTimeZone(db, tenant.organizationId);
  const offset = (query.page - 1) * query.per_page;
  const groups = salesGroups(db, tenant, query, timeZone);
  const rows = await salesPage(db, groups, query.per_page, offset);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && offset > 0) {
    const counted = (await db.execute(sql`select count(*) as "total" from (${groups}) "sales"`)) as unknown as {
      rows: { total: number | string }[];
    };
    total = Number(counted.rows[0]?.total ?? 0);
  }
  return {
    data: rows.map(({ row }) => row),
    meta: { total, page: query.page, per_page: query.per_page, last_page: Math.max(1, Math.ceil(total / query.per_page)) },
    period: salesPeriod(query, timeZone),
  };
}

/** Every row of the sales report in pages (the rows are grouped: at most periods × projects × 2). */
export async function* salesPages(db: Database, tenant: TenantContext, query: SalesByPeriodQuery): AsyncIterable<SalesByPeriodRow[]> {
  const timeZone = await organizationTimeZone(db, tenant.organizationId);
  for (let offset = 0; ; offset += EXPORT_PAGE) {
    const rows = await salesPage(db, salesGroups(db, tenant, query, timeZone), EXPORT_PAGE, offset);
    if (rows.length) yield rows.map(({ row }) => row);
    if (rows.length < EXPORT_PAGE) return;
  }
}

/** The snapshot's day (today when not given) and the instant it ends at, in the organization's zone. */
export async function snapshotMoment(db: Executor, tenant: TenantContext, query: InventorySnapshotQuery) {
  const timeZone = await organizationTimeZone(db, tenant.organizationId);
  const date = query.date ?? todayIn(timeZone);
  return { date, end: rangeInstant({ end: 'to', day: date }, timeZone) };
}

/** The unit's last status entry before `end`, if any. */
const lastStatusBefore = (end: SQL) =>
  sql`(select ${unitStatusHistory.to_status} from ${unitStatusHistory} where ${unitStatusHistory.unit_id} = ${units.id} and ${unitStatusHistory.created_at} < ${end} order by ${unitStatusHistory.created_at} desc, ${unitStatusHistory.id} desc limit 1)`;

/** The status of a unit at `end`: its last entry before it, else the status it left next, else today's. */
function statusAt(end: SQL): SQL<UnitStatus> {
  const next = sql`(select ${unitStatusHistory.from_status} from ${unitStatusHistory} where ${unitStatusHistory.unit_id} = ${units.id} and ${unitStatusHistory.created_at} >= ${end} order by ${unitStatusHistory.created_at} asc, ${unitStatusHistory.id} asc limit 1)`;
  return sql<UnitStatus>`coalesce(${lastStatusBefore(end)}, ${next}, ${units.status})`;
}

function snapshotSelect(db: Executor, endInstant: Date) {
  const end = at(endInstant);
  // The history's bounds are exclusive of the day's end (`<`), the price's inclusive (`<=`) of the
  // instant before it: one millisecond apart, the same moment.
  const priceMoment = at(new Date(endInstant.getTime() - 1));
  return db
    .select({
      unit_id: units.id,
      unit_number: units.unit_number,
      building_id: buildings.id,
      building_name: buildings.name,
      project_id: projects.id,
      project_name: projects.name,
      type: units.type,
      bedrooms: units.bedrooms,
      currency: projects.currency,
      status: statusAt(end),
      recorded_price: recordedPriceAt(priceMoment).mapWith((value) => (value === null ? null : Number(value))),
      price_before_next: priceBeforeNextChange(priceMoment).mapWith((value) => (value === null ? null : Number(value))),
      current_price: units.price,
      current_status: units.status,
      sort_key: sql<string>`${unitNumberSortKey}`,
    })
    .from(units)
    .innerJoin(buildings, eq(buildings.id, units.building_id))
    .innerJoin(projects, eq(projects.id, buildings.project_id));
}

type SnapshotSelectRow = Awaited<ReturnType<ReturnType<typeof snapshotSelect>['execute']>>[number];

function toSnapshotRow(row: SnapshotSelectRow): InventorySnapshotRow {
  const historic = row.recorded_price ?? row.price_before_next;
  return {
    unit_id: row.unit_id,
    unit_number: row.unit_number,
    building_id: row.building_id,
    building_name: row.building_name,
    project_id: row.project_id,
    project_name: row.project_name,
    type: row.type,
    bedrooms: row.bedrooms,
    currency: row.currency,
    status: row.status,
    price: historic ?? row.current_price,
    price_source: historic === null ? 'current' : 'history',
    current_status: row.current_status,
  };
}

/**
 * The snapshot's filter: the condition a page of units reads and, when a status filter must
 * rebuild past statuses, the condition its count reads over the changed units joined once.
 */
interface SnapshotFilter {
  where: SQL | undefined;
  counted?: { where: SQL | undefined; changed: ChangedUnits };
}

type ChangedUnits = ReturnType<typeof changedSince>;

/**
 * The units whose status changed at or after `end`, each once, with the status it left at its first
 * change since (`from_status` of its earliest entry at or after `end`): one pass over the entries
 * since, from the history's (organization, time, unit) index or its table, sorted by unit.
 */
function changedSince(db: Executor, organizationIds: number[], end: Date) {
  return db
    .selectDistinctOn([unitStatusHistory.unit_id], {
      unit_id: sql<number>`${unitStatusHistory.unit_id}`.as('changed_unit_id'),
      from_status: sql<UnitStatus | null>`${unitStatusHistory.from_status}`.as('changed_from_status'),
    })
    .from(unitStatusHistory)
    .where(and(withinOrganizations(unitStatusHistory.organization_id, organizationIds), sql`${unitStatusHistory.created_at} >= ${at(end)}`))
    .orderBy(unitStatusHistory.unit_id, unitStatusHistory.created_at, unitStatusHistory.id)
    .as('changed_since');
}

/**
 * The units whose status at `end` is `status`, without rebuilding every unit's status. Every status
 * write records its history entry in the same transaction, so a unit with no entry at or after
 * `end` had then the status it has now. One look at the history's (organization, time, unit) index
 * tells whether any unit changed since: when none did (always, for today), the filter is the
 * units' own status, which their (organization, status) index serves. Otherwise only the units
 * changed since have their status at `end` rebuilt — its last entry before `end`, else the status
 * it left at its first change since, else today's: `statusAt`'s answer. A page walks the units in
 * their number order and asks the history's (unit, time) index, unit by unit, whether it changed
 * since (a `limit 1` probe, which the planner cannot turn into a scan of every entry since): a
 * page costs its own units, not the changes since. A building's or project's count reads the
 * changed units once (`changedSince`, left-joined to the units), one pass instead of a probe per
 * unit (bench/RESULTS.md, "The snapshot's past-day page walks the units"); the organization's
 * reads no unit (`statusTotalFromEntries`).
 */
async function statusAtIs(db: Executor, status: UnitStatus, organizationIds: number[], end: Date): Promise<SnapshotFilter> {
  const [any] = await db
    .select({ id: unitStatusHistory.id })
    .from(unitStatusHistory)
    .where(and(withinOrganizations(unitStatusHistory.organization_id, organizationIds), sql`${unitStatusHistory.created_at} >= ${at(end)}`))
    .limit(1);
  if (!any) return { where: eq(units.status, status) };
  const changedSinceEnd = sql`(select 1 from ${unitStatusHistory} where ${unitStatusHistory.unit_id} = ${units.id} and ${unitStatusHistory.created_at} >= ${at(end)} limit 1) is not null`;
  const changed = changedSince(db, organizationIds, end);
  return {
    where: sql`(case when ${changedSinceEnd} then ${statusAt(at(end))} else ${units.status} end) = ${status}`,
    counted: {
      where: sql`(case when ${changed.unit_id} is null then ${units.status} else coalesce(${lastStatusBefore(at(end))}, ${changed.from_status}, ${units.status}) end) = ${status}`,
      changed,
    },
  };
}

/** The report's project and building filters on a building column (the project through its buildings). */
function inPlace(query: InventorySnapshotQuery, buildingId: AnyPgColumn): SQL | undefined {
  return and(
    query.project_id
      ? inArray(buildingId, sql`(select ${buildings.id} from ${buildings} where ${buildings.project_id} = ${query.project_id})`)
      : undefined,
    query.building_id ? eq(buildingId, query.building_id) : undefined,
  );
}

/** The units that existed at `end`, in the report's scope and filters (the status is the one at `end`). */
async function snapshotWhere(db: Executor, query: InventorySnapshotQuery, organizationIds: number[], end: Date): Promise<SnapshotFilter> {
  const byStatus = query.status ? await statusAtIs(db, query.status, organizationIds, end) : undefined;
  const existing = and(
    withinOrganizations(units.organization_id, organizationIds),
    sql`${units.created_at} < ${at(end)}`,
    inPlace(query, units.building_id),
  );
  return {
    where: and(existing, byStatus?.where),
    counted: byStatus?.counted && { where: and(existing, byStatus.counted.where), changed: byStatus.counted.changed },
  };
}

/**
 * The units of the organizations in `status` at `end`, from the history's entries since instead of
 * each unit: today's count of the status (`unit_counters`) less the entries into it since `end`
 * plus the entries out of it. Each unit's entries form a chain — a creation entry from no status
 * when the unit is created, then each entry leaving the status the one before entered, the last
 * entering today's (docs/architecture.md "The status history is a chain") — so a unit's entries
 * since `end` net to its status today less its status at `end`, and to nothing for a unit created
 * since. Two index-only ranges over the entries of the status since `end`, whatever the number of
 * units. Entries keep the building of their day, so a building or project filter, which asks
 * for the units there today, counts with the changed units joined instead.
 */
async function statusTotalFromEntries(db: Executor, status: UnitStatus, organizationIds: number[], end: Date): Promise<number> {
  const entriesSince = (column: typeof unitStatusHistory.to_status | typeof unitStatusHistory.from_status) =>
    db
      .select({ entries: count() })
      .from(unitStatusHistory)
      .where(
        and(
          withinOrganizations(unitStatusHistory.organization_id, organizationIds),
          eq(column, status),
          sql`${unitStatusHistory.created_at} >= ${at(end)}`,
        ),
      );
  const [row] = await db
    .select({
      total:
        sql<number>`coalesce(sum(${unitCounters.units}), 0) - (${entriesSince(unitStatusHistory.to_status)}) + (${entriesSince(unitStatusHistory.from_status)})`.mapWith(
          Number,
        ),
    })
    .from(unitCounters)
    .where(and(withinOrganizations(unitCounters.organization_id, organizationIds), eq(unitCounters.status, status)));
  return row?.total ?? 0;
}

/**
 * The snapshot's total. When no unit's status has to be rebuilt (no status filter, or no change
 * since `end`), the units in scope of the status are those `unit_counters` counts today (a few
 * rows per building: docs/architecture.md "Unit counters") less those created at or after `end`
 * (the units' (organization, created) index, empty for today): no unit is read one by one.
 * Otherwise the organizations' units of a status come from the entries since
 * (`statusTotalFromEntries`), and a building's or project's are counted with the changed units
 * joined (`statusAtIs`).
 */
async function snapshotTotal(
  db: Executor,
  query: InventorySnapshotQuery,
  organizationIds: number[],
  end: Date,
  filter: SnapshotFilter,
): Promise<number> {
  if (filter.counted && query.status && !query.project_id && !query.building_id) {
    return statusTotalFromEntries(db, query.status, organizationIds, end);
  }
  if (filter.counted) {
    const { changed, where } = filter.counted;
    const [row] = await db.select({ total: count() }).from(units).leftJoin(changed, eq(changed.unit_id, units.id)).where(where);
    return row?.total ?? 0;
  }
  const createdSince = db
    .select({ units: count() })
    .from(units)
    .where(
      and(
        withinOrganizations(units.organization_id, organizationIds),
        sql`${units.created_at} >= ${at(end)}`,
        inPlace(query, units.building_id),
        query.status ? eq(units.status, query.status) : undefined,
      ),
    );
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${unitCounters.units}), 0) - (${createdSince})`.mapWith(Number) })
    .from(unitCounters)
    .where(
      and(
        withinOrganizations(unitCounters.organization_id, organizationIds),
        inPlace(query, unitCounters.building_id),
        query.status ? eq(unitCounters.status, query.status) : undefined,
      ),
    );
  return row?.total ?? 0;
}

/** The units list's natural order by unit number, which the units' (organization, number key, id) index serves. */
const snapshotOrder = () => [asc(unitNumberSortKey), asc(units.id)];

/** Every unit's status and price at the end of the date: a page of units and their total. */
export async function inventorySnapshot(
  db: Database,
  tenant: TenantContext,
  query: InventorySnapshotQuery,
): Promise<ListResponse<InventorySnapshotRow> & { date: string }> {
  const organizationIds = reportOrganizationIds(tenant, query.developer_organization_id);
  await releaseLapsed(db, organizationIds);
  const { date, end } = await snapshotMoment(db, tenant, query);
  const filter = await snapshotWhere(db, query, organizationIds, end);
  const page = await paginate(
    query,
    async (limit, offset) =>
      (
        await snapshotSelect(db, end)
          .where(filter.where)
          .orderBy(...snapshotOrder())
          .limit(limit)
          .offset(offset)
      ).map(toSnapshotRow),
    () => snapshotTotal(db, query, organizationIds, end, filter),
  );
  return { ...page, date };
}

/** The snapshot's units in keyset pages (each after the last row of the one before), for the export. */
export async function* snapshotPages(
  db: Database,
  tenant: TenantContext,
  query: InventorySnapshotQuery,
  pageSize = EXPORT_PAGE,
): AsyncIterable<InventorySnapshotRow[]> {
  const organizationIds = reportOrganizationIds(tenant, query.developer_organization_id);
  await releaseLapsed(db, organizationIds);
  const { end } = await snapshotMoment(db, tenant, query);
  const filter = await snapshotWhere(db, query, organizationIds, end);
  let after: { key: string; id: number } | null = null;
  for (;;) {
    const cursor: SQL | undefined = after ? sql`(${unitNumberSortKey}, ${units.id}) > (${after.key} collate "C", ${after.id})` : undefined;
    const rows: SnapshotSelectRow[] = await snapshotSelect(db, end)
      .where(and(filter.where, cursor))
      .orderBy(...snapshotOrder())
      .limit(pageSize);
    if (rows.length === 0) return;
    yield rows.map(toSnapshotRow);
    const last = rows[rows.length - 1]!;
    after = { key: last.sort_key, id: last.unit_id };
    if (rows.length < pageSize) return;
  }
}
