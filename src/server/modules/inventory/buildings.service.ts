// Buildings (docs/api.md "Inventory and sales": inventory/buildings): like projects — lists in the
// caller's scope, the show page with media and payment plans, create/edit/delete by the developer
// admin — plus the no-units banner. A building always sits in a project of its own organization.
import { and, asc, count, eq, notExists, sql, type SQL } from 'drizzle-orm';
import { MAX_OPTIONS } from '../../../shared/api.ts';
import type { BUILDING_SORTS, Building, BuildingDetail, NoUnitsBuilding, ProjectStatus } from '../../../shared/inventory.ts';
import type { Database, Executor } from '../../db/client.ts';
import { buildings, inventoryImages, paymentPlans, projects, units } from '../../db/inventory-schema.ts';
import { unitAvailability } from './availability.queries.ts';
import { organizations } from '../../db/schema.ts';
import { conflict, fieldError, notFound } from '../../http/errors.ts';
import { onlyIds, onPage, orderBy, paginate, searchAcross, toOptions, type ListPage, type ListQuery } from '../../http/lists.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { followHandover } from '../sales/schedule.ts';
import { currentTime } from '../../services/clock.ts';
import type { FileStorage } from '../../services/storage.ts';
import { assertFreshVersion } from '../../http/versions.ts';
import { assertOwnAmenities, buildingAmenityIds, mappedAmenities, replaceBuildingAmenities } from './amenity-links.ts';
import type { BuildingBody } from '../../../shared/schemas/inventory.ts';
import { toBuilding, toPaymentPlan } from './inventory.resources.ts';
import { coverImageId, imagesOf, media360Of, storedFilesUnder, videoLinksOf } from './media.queries.ts';
import { cityMatches } from './projects.queries.ts';
import { listedOrganizationIds, owningOrganizationId, viewableOrganizationIds, withinOrganizations } from './scope.ts';
import { qualified } from '../../db/qualified.ts';
import { findOwnBuilding, findViewableBuilding, rehomeStatusHistory } from './buildings.queries.ts';

export type BuildingSort = (typeof BUILDING_SORTS)[number];
export interface BuildingFilters {
  city?: string;
  status?: ProjectStatus;
  developer_organization_id?: number;
  project_id?: number;
}

const SORT_COLUMNS = {
  name: buildings.name,
  floors: buildings.floors,
  status: buildings.status,
  handover_date: buildings.handover_date,
  created_at: buildings.created_at,
  updated_at: buildings.updated_at,
  id: buildings.id,
};

const plansCount =
  sql<number>`(select count(*) from ${paymentPlans} where ${qualified(paymentPlans.building_id)} = ${qualified(buildings.id)})`.mapWith(
    Number,
  );

async function selectBuildings(db: Executor, where: SQL | undefined, page?: ListPage): Promise<Building[]> {
  const base = db
    .select({
      building: buildings,
      project_name: projects.name,
      currency: projects.currency,
      developer_name: organizations.name,
      cover_image_id: coverImageId(inventoryImages.building_id, buildings.id),
      payment_plans_count: plansCount,
    })
    .from(buildings)
    .innerJoin(projects, eq(projects.id, buildings.project_id))
    .innerJoin(organizations, eq(organizations.id, buildings.organization_id))
    .where(where)
    .$dynamic();
  const rows = await onPage(base, page);
  const amenityIds = await buildingAmenityIds(
    db,
    rows.map((row) => row.building.id),
  );
  return rows.map((row) =>
    toBuilding(row.building, {
      developer_name: row.developer_name,
      project_name: row.project_name,
      currency: row.currency,
      cover_image_id: row.cover_image_id,
      payment_plans_count: row.payment_plans_count,
      amenity_ids: amenityIds.get(row.building.id) ?? [],
    }),
  );
}

function listWhere(tenant: TenantContext, query: { ids?: number[]; search?: string } & BuildingFilters): SQL | undefined {
  return and(
    withinOrganizations(buildings.organization_id, listedOrganizationIds(tenant, query.developer_organization_id)),
    onlyIds(buildings.id, query.ids),
    query.project_id ? eq(buildings.project_id, query.project_id) : undefined,
    query.status ? eq(buildings.status, query.status) : undefined,
    cityMatches(query.city),
    searchAcross([buildings.name, projects.name], query.search),
  );
}

export async function listBuildings(db: Database, tenant: TenantContext, query: ListQuery<BuildingSort> & BuildingFilters) {
  const where = listWhere(tenant, query);
  return paginate(
    query,
    (limit, offset) => selectBuildings(db, where, { order: orderBy(SORT_COLUMNS, query, buildings.id), limit, offset }),
    async () =>
      (await db.select({ n: count() }).from(buildings).innerJoin(projects, eq(projects.id, buildings.project_id)).where(where))[0]!.n,
  );
}

async function buildingDetail(db: Executor, buildingId: number): Promise<BuildingDetail> {
  const [building] = await selectBuildings(db, eq(buildings.id, buildingId));
  if (!building) throw notFound();
  const owner = { building_id: buildingId };
  const plans = await db
    .select()
    .from(paymentPlans)
    .where(eq(paymentPlans.building_id, buildingId))
    .orderBy(asc(paymentPlans.name), asc(paymentPlans.id));
  return {
    ...building,
    amenities: await mappedAmenities(db, owner),
    images: await imagesOf(db, owner),
    media360: await media360Of(db, owner),
    video_links: await videoLinksOf(db, owner),
    payment_plans: plans.map(toPaymentPlan),
    availability: await unitAvailability(db, eq(units.building_id, buildingId)),
  };
}

export async function showBuilding(db: Database, tenant: TenantContext, buildingId: number) {
  await findViewableBuilding(db, tenant, buildingId);
  return { data: await buildingDetail(db, buildingId) };
}

/** The project named in a body must be one of the organization's own (422 on project_id). */
async function assertOwnProject(db: Executor, organizationId: number, projectId: number) {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.organization_id, organizationId)))
    .limit(1);
  if (!row) throw fieldError('project_id', 'The selected project is invalid.');
}

function buildingValues(body: BuildingBody) {
  return {
    project_id: body.project_id,
    name: body.name,
    floors: body.floors,
    status: body.status,
    handover_date: body.handover_date,
    description: body.description,
  };
}

export async function createBuilding(db: Database, tenant: TenantContext, body: BuildingBody) {
  const organizationId = owningOrganizationId(tenant);
  await assertOwnProject(db, organizationId, body.project_id);
  await assertOwnAmenities(db, organizationId, body.amenity_ids);
  const buildingId = await db.transaction(async (tx) => {
    const now = currentTime();
    const [row] = await tx
      .insert(buildings)
      .values({ organization_id: organizationId, ...buildingValues(body), created_at: now, updated_at: now })
      .returning({ id: buildings.id });
    await replaceBuildingAmenities(tx, organizationId, row!.id, body.amenity_ids);
    return row!.id;
  });
  return { data: await buildingDetail(db, buildingId), message: 'Building created.' };
}

export async function updateBuilding(db: Database, tenant: TenantContext, buildingId: number, body: BuildingBody) {
  const organizationId = owningOrganizationId(tenant);
  await findOwnBuilding(db, tenant, buildingId);
  await assertOwnProject(db, organizationId, body.project_id);
  await assertOwnAmenities(db, organizationId, body.amenity_ids);
  await db.transaction(async (tx) => {
    const current = await findOwnBuilding(tx, tenant, buildingId, true);
    await assertFreshVersion(current.updated_at, () => buildingDetail(tx, buildingId));
    await tx
      .update(buildings)
      .set({ ...buildingValues(body), updated_at: currentTime() })
      .where(eq(buildings.id, buildingId));
    await replaceBuildingAmenities(tx, organizationId, buildingId, body.amenity_ids);
    // Sales' handover lines follow the building's handover date, or its project's (docs/domain.md "Sale schedule").
    if (body.handover_date !== current.handover_date || body.project_id !== current.project_id) await followHandover(tx, { buildingId });
  });
  return { data: await buildingDetail(db, buildingId), message: 'Building updated.' };
}

export async function deleteBuilding(db: Database, storage: FileStorage, tenant: TenantContext, buildingId: number) {
  const files = await db.transaction(async (tx) => {
    await findOwnBuilding(tx, tenant, buildingId, true);
    if ((await tx.select({ id: units.id }).from(units).where(eq(units.building_id, buildingId)).limit(1)).length) {
      throw conflict('This building has units; delete its units first.');
    }
    const keys = await storedFilesUnder(tx, { projectIds: [], buildingIds: [buildingId] });
    await rehomeStatusHistory(tx, [buildingId]);
    await tx.delete(buildings).where(eq(buildings.id, buildingId));
    return keys;
  });
  await Promise.all(files.map((key) => storage.remove(key)));
  return { message: 'Building deleted.' };
}

export async function buildingOptions(
  db: Database,
  tenant: TenantContext,
  query: { search?: string; project_id?: number; developer_organization_id?: number },
) {
  const rows = await db
    .select({ id: buildings.id, name: buildings.name, project_name: projects.name })
    .from(buildings)
    .innerJoin(projects, eq(projects.id, buildings.project_id))
    .where(
      and(
        withinOrganizations(buildings.organization_id, listedOrganizationIds(tenant, query.developer_organization_id)),
        query.project_id ? eq(buildings.project_id, query.project_id) : undefined,
        searchAcross([buildings.name, projects.name], query.search),
      ),
    )
    .orderBy(asc(sql`lower(${projects.name})`), asc(sql`lower(${buildings.name})`), asc(buildings.id))
    .limit(MAX_OPTIONS);
  return toOptions(
    rows,
    (row) => row.id,
    (row) => `${row.project_name} — ${row.name}`,
  );
}

/** The caller's buildings that have no units yet, for the banner that invites him to add them. */
export async function buildingsWithoutUnits(db: Database, tenant: TenantContext): Promise<{ data: NoUnitsBuilding[] }> {
  const rows = await db
    .select({ id: buildings.id, name: buildings.name, project_id: projects.id, project_name: projects.name })
    .from(buildings)
    .innerJoin(projects, eq(projects.id, buildings.project_id))
    .where(
      and(
        withinOrganizations(buildings.organization_id, viewableOrganizationIds(tenant)),
        notExists(db.select({ id: units.id }).from(units).where(eq(units.building_id, buildings.id))),
      ),
    )
    .orderBy(asc(projects.name), asc(buildings.name), asc(buildings.id))
    .limit(MAX_OPTIONS);
  return { data: rows };
}
