// Building lookups the inventory's services share: a building in the caller's reading scope or
// of his own organization (writes, optionally locked for update), each a 404 otherwise.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { buildings, unitStatusHistory, units } from '../../db/inventory-schema.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { owningOrganizationId, viewableOrganizationIds, withinOrganizations } from './scope.ts';

/** A building in the caller's reading scope, else 404. */
export async function findViewableBuilding(db: Executor, tenant: TenantContext, buildingId: number) {
  const [row] = await db
    .select()
    .from(buildings)
    .where(and(eq(buildings.id, buildingId), withinOrganizations(buildings.organization_id, viewableOrganizationIds(tenant))))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** A building of the caller's own organization (writes), locked for update when asked, else 404. */
export async function findOwnBuilding(db: Executor, tenant: TenantContext, buildingId: number, lock = false) {
  const query = db
    .select()
    .from(buildings)
    .where(and(eq(buildings.id, buildingId), eq(buildings.organization_id, owningOrganizationId(tenant))))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/**
 * Before buildings without units are deleted: the status entries that name them — of units moved
 * to another building since (docs/domain.md "Unit price history") — are given the unit's building
 * now, so that deleting an emptied building keeps the units' history (and their sales in the
 * report, under the project they are in today) instead of cascading it away.
 */
export async function rehomeStatusHistory(db: Executor, buildingIds: number[]) {
  if (buildingIds.length === 0) return;
  await db
    .update(unitStatusHistory)
    .set({ building_id: sql`${units.building_id}` })
    .from(units)
    .where(and(eq(units.id, unitStatusHistory.unit_id), inArray(unitStatusHistory.building_id, buildingIds)));
}
