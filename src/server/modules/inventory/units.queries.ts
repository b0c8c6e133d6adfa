// Reading units as the API answers them: the list row (unit, building, project, developer, who
// last changed the status, the floor plan image) for any filter, and the scope rules of the unit
// calls. Every read first releases the lapsed reservations among the units it reads.
import { and, arrayContains, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { UNIT_SORTS, UnitListRow } from '../../../shared/inventory.ts';
import type { UnitFilters } from '../../../shared/schemas/units.ts';
import { can } from '../../../shared/permissions.ts';
import type { Executor } from '../../db/client.ts';
import { buildings, inventoryImages, projects, units } from '../../db/inventory-schema.ts';
import { qualified } from '../../db/qualified.ts';
import { organizations, users } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { onlyIds, searchAcross } from '../../http/lists.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { hasLapsedReservations, releaseExpiredReservations } from '../../services/reservations.ts';
import { owningOrganizationId, viewableOrganizationIds, withinOrganizations } from './scope.ts';
import { toUnitListRow } from './units.resources.ts';

const statusChanger = alias(users, 'status_changer');

export type UnitSort = (typeof UNIT_SORTS)[number];

/**
 * Unit numbers in natural order: the stored key column (src/server/db/unit-number-key.ts, indexed
 * with the organization and id), one for the list, the export's keyset pages, the availability
 * matrix and the inventory snapshot.
 */
export const unitNumberSortKey: SQL = sql`${units.unit_number_key}`;

/**
 * The sort key as a never-null expression (a unit without area sorts as price per sq ft −1), the
 * same for the list and the export's keyset pages so both answer one order.
 */
export function unitSortKey(sort: UnitSort): SQL {
  switch (sort) {
    case 'price_per_sqft':
      return sql`coalesce(${units.price}::double precision / nullif(${units.total_area}, 0), -1)`;
    case 'total_area':
      return sql`coalesce(${units.total_area}, 0)`;
    case 'unit_number':
      return unitNumberSortKey;
    default:
      return sql`${units[sort]}`;
  }
}

export function unitFiltersWhere(query: UnitFilters & { ids?: number[]; search?: string }): SQL | undefined {
  return and(
    onlyIds(units.id, query.ids),
    query.project_id ? eq(buildings.project_id, query.project_id) : undefined,
    query.building_id ? eq(units.building_id, query.building_id) : undefined,
    query.status ? eq(units.status, query.status) : undefined,
    query.type ? eq(units.type, query.type) : undefined,
    query.bedrooms !== undefined ? eq(units.bedrooms, query.bedrooms) : undefined,
    query.floor !== undefined ? eq(units.floor, query.floor) : undefined,
    query.view ? arrayContains(units.views, [query.view]) : undefined,
    query.price_min !== undefined ? gte(units.price, query.price_min) : undefined,
    query.price_max !== undefined ? lte(units.price, query.price_max) : undefined,
    query.area_min !== undefined ? gte(units.internal_area, query.area_min) : undefined,
    query.area_max !== undefined ? lte(units.internal_area, query.area_max) : undefined,
    searchAcross([units.unit_number], query.search),
  );
}

/** A unit's floor plan: its first floor_plate image, else its first image of any kind. */
const floorPlanImageId = sql<
  number | null
>`(select ${inventoryImages.id} from ${inventoryImages} where ${inventoryImages.unit_id} = ${qualified(units.id)} order by case when ${inventoryImages.kind} = 'floor_plate' then 0 else 1 end, ${inventoryImages.position}, ${inventoryImages.id} limit 1)`.mapWith(
  (value: unknown) => (value === null ? null : Number(value)),
);

export function selectUnitRows(db: Executor) {
  return db
    .select({
      unit: units,
      developer_name: organizations.name,
      currency: projects.currency,
      project_id: projects.id,
      project_name: projects.name,
      building_name: buildings.name,
      status_changed_by_name: statusChanger.full_name,
      floor_plan_image_id: floorPlanImageId,
    })
    .from(units)
    .innerJoin(buildings, eq(buildings.id, units.building_id))
    .innerJoin(projects, eq(projects.id, buildings.project_id))
    .innerJoin(organizations, eq(organizations.id, units.organization_id))
    .leftJoin(statusChanger, eq(statusChanger.id, units.status_changed_by));
}

type SelectedUnit = Awaited<ReturnType<ReturnType<typeof selectUnitRows>['where']>>[number];

export function toListRow(row: SelectedUnit): UnitListRow {
  return toUnitListRow(row.unit, row);
}

/** One unit as the list shows it; 404 when there is none, or none among `organizationIds` when given. */
export async function unitListRow(db: Executor, unitId: number, organizationIds?: number[]): Promise<UnitListRow> {
  const scope = organizationIds ? withinOrganizations(units.organization_id, organizationIds) : undefined;
  const [row] = await selectUnitRows(db)
    .where(and(eq(units.id, unitId), scope))
    .limit(1);
  if (!row) throw notFound();
  return toListRow(row);
}

/**
 * Releases lapsed reservations among the units in the caller's scope matching `where`. Nearly
 * every read finds none, so it looks first: the release's transaction (begin, update, history,
 * commit) runs only when there is one to release. A reservation that lapses between the look
 * and the read is released by the next read or the sweeper, as one lapsing just after would be.
 */
export async function releaseLapsed(db: Executor, organizationIds: number[], where?: SQL) {
  if (organizationIds.length === 0) return;
  const scope = and(withinOrganizations(units.organization_id, organizationIds), where);
  if (!(await hasLapsedReservations(db, scope))) return;
  await db.transaction((tx) => releaseExpiredReservations(tx, scope));
}

/**
 * The organizations whose units the caller may change: whoever has inventory.manage (the developer
 * admin) his own, the sales manager (restricted: status and price) every developer organization in his scope.
 */
export function manageableOrganizationIds(tenant: TenantContext): number[] {
  return can('inventory.manage', tenant.role) ? [owningOrganizationId(tenant)] : viewableOrganizationIds(tenant);
}

export async function findUnitIn(db: Executor, organizationIds: number[], unitId: number, lock = false) {
  const query = db
    .select()
    .from(units)
    .where(and(eq(units.id, unitId), withinOrganizations(units.organization_id, organizationIds)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}
