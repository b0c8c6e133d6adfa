// The units Excel export (GET inventory/units/export): the list's scope, filters and sorting,
// read in keyset pages of 1,000 — each page starts after the last row of the one before, on the
// sort key and the id — so a hundred thousand units stream out with memory that stays flat and
// no page costs more than the first (an OFFSET would rescan every row before it).
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { UNIT_TYPE_LABELS } from '../../../shared/crm.ts';
import { ORIENTATION_LABELS, VIEW_LABELS, type UnitListRow } from '../../../shared/inventory.ts';
import { minorToMajor } from '../../../shared/money.ts';
import type { Database } from '../../db/client.ts';
import { units } from '../../db/inventory-schema.ts';
import type { ListQuery } from '../../http/lists.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { currentTime } from '../../services/clock.ts';
import { listedOrganizationIds, withinOrganizations } from './scope.ts';
import type { UnitFilters } from '../../../shared/schemas/units.ts';
import { releaseLapsed, selectUnitRows, toListRow } from './units.queries.ts';
import { unitFiltersWhere, unitSortKey, type UnitSort } from './units.queries.ts';
import { exportDate, type ExportColumn } from './xlsx-stream.ts';

export const EXPORT_PAGE = 1_000;

const STATUS_LABELS = { available: 'Available', reserved: 'Reserved', booked: 'Booked', sold: 'Sold', blocked: 'Blocked' } as const;

/** Money as major units of the unit's currency (AED, not fils) in the sheet, so totals and formats work in Excel. */
const major = (minor: number | null, currency: string) => (minor === null ? null : minorToMajor(minor, currency));

export const UNIT_COLUMNS: ExportColumn<UnitListRow>[] = [
  { header: 'ID', width: 8, value: (u) => u.id },
  { header: 'Unit', width: 10, value: (u) => u.unit_number },
  { header: 'Building', width: 22, value: (u) => u.building_name },
  { header: 'Project', width: 24, value: (u) => u.project_name },
  { header: 'Developer', width: 24, value: (u) => u.developer_name },
  { header: 'Floor', width: 7, value: (u) => u.floor },
  { header: 'Type', width: 12, value: (u) => UNIT_TYPE_LABELS[u.type] },
  { header: 'Bedrooms', width: 9, value: (u) => u.bedrooms },
  { header: 'Bathrooms', width: 9, value: (u) => u.bathrooms },
  { header: 'Internal area (sq ft)', width: 14, value: (u) => u.internal_area },
  { header: 'Balcony area (sq ft)', width: 14, value: (u) => u.balcony_area },
  { header: 'Total area (sq ft)', width: 14, value: (u) => u.total_area },
  { header: 'Currency', width: 9, value: (u) => u.currency },
  { header: 'Price', width: 16, value: (u) => major(u.price, u.currency), currency: (u) => u.currency },
  { header: 'Price per sq ft', width: 14, value: (u) => major(u.price_per_sqft, u.currency), currency: (u) => u.currency },
  { header: 'Views', width: 20, value: (u) => u.views.map((view) => VIEW_LABELS[view]).join(', ') },
  { header: 'Orientation', width: 12, value: (u) => (u.orientation ? ORIENTATION_LABELS[u.orientation] : null) },
  { header: 'Parking spaces', width: 9, value: (u) => u.parking_spaces },
  { header: 'Service charge', width: 14, value: (u) => major(u.service_charge, u.currency), currency: (u) => u.currency },
  { header: 'Status', width: 11, value: (u) => STATUS_LABELS[u.status] },
  { header: 'Reserved until (UTC)', width: 20, value: (u) => u.reserved_until, date: 'dateTime' },
  { header: 'Status changed at (UTC)', width: 20, value: (u) => u.status_changed_at, date: 'dateTime' },
  { header: 'Status changed by', width: 20, value: (u) => u.status_changed_by_name },
  { header: 'Created at (UTC)', width: 20, value: (u) => u.created_at, date: 'dateTime' },
];

const fetchPage = (db: Database, where: SQL | undefined) => selectUnitRows(db).where(where);

/** The units of `query` in keyset pages; `pageSize` rows at a time. */
export async function* unitPages(
  db: Database,
  tenant: TenantContext,
  query: Omit<ListQuery<UnitSort>, 'page' | 'per_page'> & UnitFilters,
  pageSize = EXPORT_PAGE,
): AsyncIterable<UnitListRow[]> {
  const organizationIds = listedOrganizationIds(tenant, query.developer_organization_id);
  await releaseLapsed(db, organizationIds, query.building_id ? eq(units.building_id, query.building_id) : undefined);
  const where = and(withinOrganizations(units.organization_id, organizationIds), unitFiltersWhere(query));
  const key = unitSortKey(query.sort);
  const descending = query.order === 'desc';
  const direction = descending ? desc : asc;
  let after: { key: unknown; id: number } | null = null;
  for (;;) {
    const cursor: SQL | undefined = after
      ? descending
        ? sql`(${key}, ${units.id}) < (${after.key}, ${after.id})`
        : sql`(${key}, ${units.id}) > (${after.key}, ${after.id})`
      : undefined;
    const rows: Awaited<ReturnType<typeof fetchPage>> = await selectUnitRows(db)
      .where(and(where, cursor))
      .orderBy(direction(key), direction(units.id))
      .limit(pageSize);
    if (rows.length === 0) return;
    yield rows.map(toListRow);
    const lastId: number = rows[rows.length - 1]!.unit.id;
    // The key as the database computed it, so the next page compares like with like.
    const [lastKey] = await db
      .select({ key: sql<unknown>`${key}` })
      .from(units)
      .where(eq(units.id, lastId));
    after = { key: lastKey?.key, id: lastId };
    if (rows.length < pageSize) return;
  }
}

export function unitExport(db: Database, tenant: TenantContext, query: ListQuery<UnitSort> & UnitFilters) {
  // Checked now, before anything is sent: a filter outside the scope is a 403, not a cut download.
  listedOrganizationIds(tenant, query.developer_organization_id);
  return {
    filename: `units-${exportDate(currentTime())}.xlsx`,
    sheet: 'Units',
    columns: UNIT_COLUMNS,
    batches: unitPages(db, tenant, query),
  };
}
