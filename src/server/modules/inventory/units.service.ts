// Units (docs/api.md "Inventory and sales": inventory/units): lists with the filters buyers ask about
// in the caller's scope, the show page with media and status history, create/edit/delete by the
// developer admin and the sales manager's restricted edit (the price through PATCH …/price; the
// status moves through unit-status.service.ts). A unit always sits in a building of its own organization.
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { allowedNextStatuses, type Unit, type UnitStatusChange } from '../../../shared/inventory.ts';
import { can } from '../../../shared/permissions.ts';
import type { Database, Executor } from '../../db/client.ts';
import { buildings, unitStatusHistory, units } from '../../db/inventory-schema.ts';
import { users } from '../../db/schema.ts';
import { fieldError } from '../../http/errors.ts';
import { paginate, type ListQuery } from '../../http/lists.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { currentTime } from '../../services/clock.ts';
import type { FileStorage } from '../../services/storage.ts';
import { assertFreshVersion } from '../../http/versions.ts';
import { imagesOf, media360Of, videoLinksOf } from './media.queries.ts';
import { recordPriceChanges } from './unit-price-history.ts';
import { listedOrganizationIds, owningOrganizationId, viewableOrganizationIds, withinOrganizations } from './scope.ts';
import type { UnitBody, UnitFilters } from '../../../shared/schemas/units.ts';
import {
  findUnitIn,
  manageableOrganizationIds,
  releaseLapsed,
  selectUnitRows,
  toListRow,
  unitFiltersWhere,
  unitListRow,
  unitSortKey,
  type UnitSort,
} from './units.queries.ts';
import { inventoryImages, media360 } from '../../db/inventory-schema.ts';

export async function listUnits(db: Database, tenant: TenantContext, query: ListQuery<UnitSort> & UnitFilters) {
  const organizationIds = listedOrganizationIds(tenant, query.developer_organization_id);
  await releaseLapsed(db, organizationIds, query.building_id ? eq(units.building_id, query.building_id) : undefined);
  const where = and(withinOrganizations(units.organization_id, organizationIds), unitFiltersWhere(query));
  const direction = query.order === 'desc' ? desc : asc;
  const order = query.sort === 'id' ? [direction(units.id)] : [direction(unitSortKey(query.sort)), direction(units.id)];
  return paginate(
    query,
    async (limit, offset) =>
      (
        await selectUnitRows(db)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset)
      ).map(toListRow),
    // Only the project filter needs the buildings join: without it the count reads units alone.
    async () => {
      const counted = db.select({ n: count() }).from(units).$dynamic();
      return (await (query.project_id ? counted.innerJoin(buildings, eq(buildings.id, units.building_id)) : counted).where(where))[0]!.n;
    },
  );
}

async function statusHistory(db: Executor, unitId: number): Promise<UnitStatusChange[]> {
  const rows = await db
    .select({ change: unitStatusHistory, changed_by_name: users.full_name })
    .from(unitStatusHistory)
    .leftJoin(users, eq(users.id, unitStatusHistory.changed_by))
    .where(eq(unitStatusHistory.unit_id, unitId))
    .orderBy(desc(unitStatusHistory.created_at), desc(unitStatusHistory.id));
  return rows.map(({ change, changed_by_name }) => ({
    id: change.id,
    from_status: change.from_status,
    to_status: change.to_status,
    changed_by: change.changed_by,
    changed_by_name,
    reason: change.reason,
    reserved_until: change.reserved_until?.toISOString() ?? null,
    created_at: change.created_at.toISOString(),
  }));
}

/** Whether the caller may move a unit's status at all: what the status route admits (units.routes.ts). */
export function canChangeStatus(tenant: TenantContext): boolean {
  return can('inventory.manage', tenant.role) || can('inventory.units.restricted', tenant.role);
}

/** The unit with its media and history; `organizationIds`, when given, is the scope it must be in (404). */
export async function unitDetail(db: Executor, tenant: TenantContext, unitId: number, organizationIds?: number[]): Promise<Unit> {
  const row = await unitListRow(db, unitId, organizationIds);
  const owner = { unit_id: unitId };
  return {
    ...row,
    images: await imagesOf(db, owner),
    media360: await media360Of(db, owner),
    video_links: await videoLinksOf(db, owner),
    status_history: await statusHistory(db, unitId),
    next_statuses: canChangeStatus(tenant) ? [...allowedNextStatuses(row.status, can('inventory.units.reopen_sold', tenant.role))] : [],
  };
}

export async function showUnit(db: Database, tenant: TenantContext, unitId: number) {
  const organizationIds = viewableOrganizationIds(tenant);
  await releaseLapsed(db, organizationIds, eq(units.id, unitId));
  return { data: await unitDetail(db, tenant, unitId, organizationIds) };
}

/** The building named in a body must be one of the organization's own (422 on building_id). */
async function assertOwnBuilding(db: Executor, organizationId: number, buildingId: number) {
  const [row] = await db
    .select({ id: buildings.id })
    .from(buildings)
    .where(and(eq(buildings.id, buildingId), eq(buildings.organization_id, organizationId)))
    .limit(1);
  if (!row) throw fieldError('building_id', 'The selected building is invalid.');
}

/** 422 on unit_number when the building already has a unit with this number (another unit). */
async function assertFreeUnitNumber(db: Executor, buildingId: number, unitNumber: string, exceptUnitId?: number) {
  const [row] = await db
    .select({ id: units.id })
    .from(units)
    .where(
      and(
        eq(units.building_id, buildingId),
        eq(units.unit_number, unitNumber),
        exceptUnitId ? sql`${units.id} <> ${exceptUnitId}` : undefined,
      ),
    )
    .limit(1);
  if (row) throw fieldError('unit_number', 'This building already has a unit with this number.');
}

/** A race past the check above still ends as the 422, not a 500. */
export function isUnitNumberClash(error: unknown): boolean {
  const cause =
    (error as { cause?: { code?: string; constraint?: string } } | null)?.cause ?? (error as { code?: string; constraint?: string } | null);
  return cause?.code === '23505' && (cause.constraint === undefined || cause.constraint === 'units_building_unit_number_unique');
}

function unitValues(body: UnitBody) {
  return {
    building_id: body.building_id,
    unit_number: body.unit_number,
    floor: body.floor,
    type: body.type,
    bedrooms: body.bedrooms,
    bathrooms: body.bathrooms,
    internal_area: body.internal_area,
    balcony_area: body.balcony_area,
    price: body.price,
    views: body.views,
    orientation: body.orientation,
    parking_spaces: body.parking_spaces,
    service_charge: body.service_charge,
  };
}

export async function createUnit(db: Database, tenant: TenantContext, body: UnitBody) {
  const organizationId = owningOrganizationId(tenant);
  await assertOwnBuilding(db, organizationId, body.building_id);
  await assertFreeUnitNumber(db, body.building_id, body.unit_number);
  const status = body.status ?? 'available';
  if (status === 'reserved') throw fieldError('status', 'Create the unit, then reserve it (a reservation needs an expiry).');
  try {
    const unitId = await db.transaction(async (tx) => {
      const now = currentTime();
      const [row] = await tx
        .insert(units)
        .values({
          organization_id: organizationId,
          ...unitValues(body),
          status,
          status_changed_at: now,
          status_changed_by: tenant.userId,
          created_at: now,
          updated_at: now,
        })
        .returning({ id: units.id });
      await tx.insert(unitStatusHistory).values({
        organization_id: organizationId,
        unit_id: row!.id,
        building_id: body.building_id,
        from_status: null,
        to_status: status,
        changed_by: tenant.userId,
        price: body.price,
        created_at: now,
      });
      await recordPriceChanges(
        tx,
        [{ organization_id: organizationId, unit_id: row!.id, previous_price: null, price: body.price }],
        tenant.userId,
        now,
      );
      return row!.id;
    });
    return { data: await unitDetail(db, tenant, unitId), message: 'Unit created.' };
  } catch (error) {
    if (isUnitNumberClash(error)) throw fieldError('unit_number', 'This building already has a unit with this number.');
    throw error;
  }
}

/** The developer admin edits every field but the status (which moves through PATCH …/status). */
export async function updateUnit(db: Database, tenant: TenantContext, unitId: number, body: UnitBody) {
  const organizationIds = [owningOrganizationId(tenant)];
  await findUnitIn(db, organizationIds, unitId);
  await assertOwnBuilding(db, organizationIds[0]!, body.building_id);
  await assertFreeUnitNumber(db, body.building_id, body.unit_number, unitId);
  try {
    await db.transaction(async (tx) => {
      const current = await findUnitIn(tx, organizationIds, unitId, true);
      await assertFreshVersion(current.updated_at, () => unitDetail(tx, tenant, unitId));
      const now = currentTime();
      await tx
        .update(units)
        .set({ ...unitValues(body), updated_at: now })
        .where(eq(units.id, unitId));
      await recordPriceChanges(
        tx,
        [{ organization_id: current.organization_id, unit_id: unitId, previous_price: current.price, price: body.price }],
        tenant.userId,
        now,
      );
    });
  } catch (error) {
    if (isUnitNumberClash(error)) throw fieldError('unit_number', 'This building already has a unit with this number.');
    throw error;
  }
  return { data: await unitDetail(db, tenant, unitId), message: 'Unit updated.' };
}

/** The price alone (PATCH inventory/units/{id}/price): the sales manager's restricted edit, or the developer admin's. */
export async function updateUnitPrice(db: Database, tenant: TenantContext, unitId: number, body: { price: number; updated_at?: string }) {
  const organizationIds = manageableOrganizationIds(tenant);
  await findUnitIn(db, organizationIds, unitId);
  await db.transaction(async (tx) => {
    const current = await findUnitIn(tx, organizationIds, unitId, true);
    await assertFreshVersion(current.updated_at, () => unitDetail(tx, tenant, unitId));
    const now = currentTime();
    await tx.update(units).set({ price: body.price, updated_at: now }).where(eq(units.id, unitId));
    await recordPriceChanges(
      tx,
      [{ organization_id: current.organization_id, unit_id: unitId, previous_price: current.price, price: body.price }],
      tenant.userId,
      now,
    );
  });
  return { data: await unitDetail(db, tenant, unitId), message: 'Unit price updated.' };
}

/** Deletes the unit with its media and history; its stored files go once the rows are gone. */
export async function deleteUnit(db: Database, storage: FileStorage, tenant: TenantContext, unitId: number) {
  const files = await db.transaction(async (tx) => {
    await findUnitIn(tx, [owningOrganizationId(tenant)], unitId, true);
    const images = await tx
      .select({ file: inventoryImages.file_path, thumbnail: inventoryImages.thumbnail_path })
      .from(inventoryImages)
      .where(eq(inventoryImages.unit_id, unitId));
    const panoramas = await tx
      .select({ file: media360.file_path, thumbnail: media360.thumbnail_path })
      .from(media360)
      .where(eq(media360.unit_id, unitId));
    await tx.delete(units).where(eq(units.id, unitId));
    return [...images, ...panoramas].flatMap((row) => [row.file, row.thumbnail]).filter((key): key is string => Boolean(key));
  });
  await Promise.all(files.map((key) => storage.remove(key)));
  return { message: 'Unit deleted.' };
}
