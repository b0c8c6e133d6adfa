// The units Excel export (GET inventory/units/export): the list's scope, filters and sorting,
// read in keyset pages of 1,000 — each page starts after the last row of the one before, on the
// sort key and the id — so a hundred thousand units stream out with memory that stays flat and
// no page costs more than the first (an OFFSET would rescan every row before it). Headers and
// words are in the language of the person asking (export-texts.ts).
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { UnitListRow } from '../../../shared/inventory.ts';
import type { Language } from '../../../shared/languages.ts';
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
import { inventoryExportWords, type InventoryExportWords, type UnitExportHeaders } from './export-texts.ts';
import { columnsIn, exportDate, type ColumnDefinition } from './xlsx-stream.ts';

export const EXPORT_PAGE = 1_000;

/** Money as major units of the unit's currency (AED, not fils) in the sheet, so totals and formats work in Excel. */
const major = (minor: number | null, currency: string) => (minor === null ? null : minorToMajor(minor, currency));

const UNIT_COLUMNS: Record<keyof UnitExportHeaders, ColumnDefinition<UnitListRow, InventoryExportWords>> = {
  id: { width: 8, value: (u) => u.id },
  unit: { width: 10, value: (u) => u.unit_number },
  building: { width: 22, value: (u) => u.building_name },
  project: { width: 24, value: (u) => u.project_name },
  developer: { width: 24, value: (u) => u.developer_name },
  floor: { width: 7, value: (u) => u.floor },
  type: { width: 12, value: (u, { labels }) => labels.unitTypes[u.type] },
  bedrooms: { width: 9, value: (u) => u.bedrooms },
  bathrooms: { width: 9, value: (u) => u.bathrooms },
  internal_area: { width: 14, value: (u) => u.internal_area },
  balcony_area: { width: 14, value: (u) => u.balcony_area },
  total_area: { width: 14, value: (u) => u.total_area },
  currency: { width: 9, value: (u) => u.currency },
  price: { width: 16, value: (u) => major(u.price, u.currency), currency: (u) => u.currency },
  price_per_sqft: { width: 14, value: (u) => major(u.price_per_sqft, u.currency), currency: (u) => u.currency },
  views: { width: 20, value: (u, { labels, texts }) => u.views.map((view) => labels.views[view]).join(texts.listSeparator) },
  orientation: { width: 12, value: (u, { labels }) => (u.orientation ? labels.orientations[u.orientation] : null) },
  parking_spaces: { width: 9, value: (u) => u.parking_spaces },
  service_charge: { width: 14, value: (u) => major(u.service_charge, u.currency), currency: (u) => u.currency },
  status: { width: 11, value: (u, { labels }) => labels.unitStatuses[u.status] },
  reserved_until: { width: 20, value: (u) => u.reserved_until, date: 'dateTime' },
  status_changed_at: { width: 20, value: (u) => u.status_changed_at, date: 'dateTime' },
  status_changed_by: { width: 20, value: (u) => u.status_changed_by_name },
  created_at: { width: 20, value: (u) => u.created_at, date: 'dateTime' },
};

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

/** The units list as a workbook in `language`, the language of the person asking (docs/api.md "Languages"). */
export function unitExport(db: Database, tenant: TenantContext, query: ListQuery<UnitSort> & UnitFilters, language: Language) {
  // Checked now, before anything is sent: a filter outside the scope is a 403, not a cut download.
  listedOrganizationIds(tenant, query.developer_organization_id);
  const words = inventoryExportWords(language);
  return {
    filename: `units-${exportDate(currentTime())}.xlsx`,
    sheet: words.texts.sheets.units,
    columns: columnsIn(UNIT_COLUMNS, words.texts.units, words),
    batches: unitPages(db, tenant, query),
  };
}
