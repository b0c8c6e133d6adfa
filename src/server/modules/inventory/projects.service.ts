// Projects (docs/api.md "Inventory and sales": inventory/projects): lists with filters and sorting in
// the caller's scope, the show page's overview and media, create, edit (with the version check)
// and delete (its buildings, media and stored files go with it; a 409 while it has units), and the cities and options select inputs read.
// Its currency defaults to the organization's and is fixed once it has units (docs/domain.md "Money").
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { MAX_OPTIONS } from '../../../shared/api.ts';
import { DEFAULT_CURRENCY } from '../../../shared/money.ts';
import { VIEW_LABELS, VIEWS, type PROJECT_SORTS, type Project, type ProjectDetail, type ProjectStatus } from '../../../shared/inventory.ts';
import type { Database, Executor } from '../../db/client.ts';
import { buildings, inventoryImages, projects, units } from '../../db/inventory-schema.ts';
import { organizations } from '../../db/schema.ts';
import { conflict, notFound, validationFailed } from '../../http/errors.ts';
import { onlyIds, onPage, orderBy, paginate, searchAcross, toOptions, type ListPage, type ListQuery } from '../../http/lists.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { dateReachedMilestones, followHandover } from '../sales/schedule.ts';
import { currentTime } from '../../services/clock.ts';
import type { FileStorage } from '../../services/storage.ts';
import { assertFreshVersion } from '../../http/versions.ts';
import { unitAvailability } from './availability.queries.ts';
import { assertOwnAmenities, mappedAmenities, projectAmenityIds, replaceProjectAmenities } from './amenity-links.ts';
import type { ProjectBody } from '../../../shared/schemas/inventory.ts';
import { toProject } from './inventory.resources.ts';
import { coverImageId, imagesOf, media360Of, storedFilesUnder, videoLinksOf } from './media.queries.ts';
import { listedOrganizationIds, owningOrganizationId, viewableOrganizationIds, withinOrganizations } from './scope.ts';
import { qualified } from '../../db/qualified.ts';
import { cityMatches, findOwnProject, findViewableProject } from './projects.queries.ts';
import { rehomeStatusHistory } from './buildings.queries.ts';

export type ProjectSort = (typeof PROJECT_SORTS)[number];
export interface ProjectFilters {
  city?: string;
  status?: ProjectStatus;
  developer_organization_id?: number;
}

const SORT_COLUMNS = {
  name: projects.name,
  city: projects.city,
  community: projects.community,
  status: projects.status,
  handover_date: projects.handover_date,
  construction_progress: projects.construction_progress,
  created_at: projects.created_at,
  updated_at: projects.updated_at,
  id: projects.id,
};

const buildingsCount =
  sql<number>`(select count(*) from ${buildings} where ${qualified(buildings.project_id)} = ${qualified(projects.id)})`.mapWith(Number);

const projectColumns = {
  project: projects,
  developer_name: organizations.name,
  cover_image_id: coverImageId(inventoryImages.project_id, projects.id),
  buildings_count: buildingsCount,
};

/** Projects matching `where`, with what a list row shows. */
async function selectProjects(db: Executor, where: SQL | undefined, page?: ListPage): Promise<Project[]> {
  const base = db
    .select(projectColumns)
    .from(projects)
    .innerJoin(organizations, eq(organizations.id, projects.organization_id))
    .where(where)
    .$dynamic();
  const rows = await onPage(base, page);
  const amenityIds = await projectAmenityIds(
    db,
    rows.map((row) => row.project.id),
  );
  return rows.map((row) =>
    toProject(row.project, {
      developer_name: row.developer_name,
      cover_image_id: row.cover_image_id,
      buildings_count: row.buildings_count,
      amenity_ids: amenityIds.get(row.project.id) ?? [],
    }),
  );
}

export async function listProjects(db: Database, tenant: TenantContext, query: ListQuery<ProjectSort> & ProjectFilters) {
  const where = and(
    withinOrganizations(projects.organization_id, listedOrganizationIds(tenant, query.developer_organization_id)),
    onlyIds(projects.id, query.ids),
    cityMatches(query.city),
    query.status ? eq(projects.status, query.status) : undefined,
    searchAcross([projects.name, projects.city, projects.community], query.search),
  );
  return paginate(
    query,
    (limit, offset) => selectProjects(db, where, { order: orderBy(SORT_COLUMNS, query, projects.id), limit, offset }),
    async () => (await db.select({ n: count() }).from(projects).where(where))[0]!.n,
  );
}

async function projectDetail(db: Executor, projectId: number): Promise<ProjectDetail> {
  const [project] = await selectProjects(db, eq(projects.id, projectId));
  if (!project) throw notFound();
  const owner = { project_id: projectId };
  const [floors] = await db
    .select({ total: sql<number>`coalesce(sum(${buildings.floors}), 0)`.mapWith(Number) })
    .from(buildings)
    .where(eq(buildings.project_id, projectId));
  const images = await imagesOf(db, owner);
  return {
    ...project,
    counts: { buildings: project.buildings_count, floors: floors?.total ?? 0, images: images.length },
    amenities: await mappedAmenities(db, owner),
    images,
    media360: await media360Of(db, owner),
    video_links: await videoLinksOf(db, owner),
    availability: await unitAvailability(
      db,
      inArray(units.building_id, db.select({ id: buildings.id }).from(buildings).where(eq(buildings.project_id, projectId))),
    ),
  };
}

export async function showProject(db: Database, tenant: TenantContext, projectId: number) {
  await findViewableProject(db, tenant, projectId);
  return { data: await projectDetail(db, projectId) };
}

function projectValues(body: ProjectBody) {
  return {
    name: body.name,
    city: body.city,
    community: body.community,
    address: body.address,
    latitude: body.latitude,
    longitude: body.longitude,
    status: body.status,
    launch_date: body.launch_date,
    handover_date: body.handover_date,
    construction_progress: body.construction_progress,
    description: body.description,
    regulator_number: body.regulator_number,
    escrow_account: body.escrow_account,
  };
}

/** A new project is priced in its organization's currency unless the body names another. */
async function organizationCurrency(db: Executor, organizationId: number): Promise<string> {
  const [row] = await db.select({ currency: organizations.currency }).from(organizations).where(eq(organizations.id, organizationId));
  return row?.currency ?? DEFAULT_CURRENCY;
}

/**
 * A project's currency may change only while none of its buildings holds a unit: every unit has a
 * price, in minor units of that currency, and rescaling prices, plans and offers behind the
 * developer's back would change what was quoted. Refused with a 422 on `currency` otherwise.
 */
async function assertCurrencyChangeable(db: Executor, projectId: number) {
  const [priced] = await db
    .select({ id: units.id })
    .from(units)
    .innerJoin(buildings, eq(buildings.id, units.building_id))
    .where(eq(buildings.project_id, projectId))
    .limit(1);
  if (priced) {
    throw validationFailed({
      currency: ['The currency cannot change once the project has priced units: its prices, plans and offers are in the current one.'],
    });
  }
}

export async function createProject(db: Database, tenant: TenantContext, body: ProjectBody) {
  const organizationId = owningOrganizationId(tenant);
  await assertOwnAmenities(db, organizationId, body.amenity_ids);
  const projectId = await db.transaction(async (tx) => {
    const now = currentTime();
    const currency = body.currency ?? (await organizationCurrency(tx, organizationId));
    const [row] = await tx
      .insert(projects)
      .values({ organization_id: organizationId, ...projectValues(body), currency, created_at: now, updated_at: now })
      .returning({ id: projects.id });
    await replaceProjectAmenities(tx, organizationId, row!.id, body.amenity_ids);
    return row!.id;
  });
  return { data: await projectDetail(db, projectId), message: 'Project created.' };
}

export async function updateProject(db: Database, tenant: TenantContext, projectId: number, body: ProjectBody) {
  const organizationId = owningOrganizationId(tenant);
  await findOwnProject(db, tenant, projectId);
  await assertOwnAmenities(db, organizationId, body.amenity_ids);
  await db.transaction(async (tx) => {
    const current = await findOwnProject(tx, tenant, projectId, true);
    await assertFreshVersion(current.updated_at, () => projectDetail(tx, projectId));
    const currency = body.currency ?? current.currency;
    if (currency !== current.currency) await assertCurrencyChangeable(tx, projectId);
    await tx
      .update(projects)
      .set({ ...projectValues(body), currency, updated_at: currentTime() })
      .where(eq(projects.id, projectId));
    await replaceProjectAmenities(tx, organizationId, projectId, body.amenity_ids);
    // Sales' schedules follow the project (docs/domain.md "Sale schedule"), in the same transaction.
    if (body.handover_date !== current.handover_date) await followHandover(tx, { projectId });
    if (body.construction_progress !== undefined && body.construction_progress > current.construction_progress)
      await dateReachedMilestones(tx, organizationId, projectId, body.construction_progress);
  });
  return { data: await projectDetail(db, projectId), message: 'Project updated.' };
}

/**
 * Deletes the project with its buildings and media; their stored files go once the rows are gone.
 * A project whose buildings hold units is a 409: units carry sales history and offers.
 */
export async function deleteProject(db: Database, storage: FileStorage, tenant: TenantContext, projectId: number) {
  const files = await db.transaction(async (tx) => {
    await findOwnProject(tx, tenant, projectId, true);
    const buildingIds = (await tx.select({ id: buildings.id }).from(buildings).where(eq(buildings.project_id, projectId))).map(
      (row) => row.id,
    );
    if (
      buildingIds.length &&
      (await tx.select({ id: units.id }).from(units).where(inArray(units.building_id, buildingIds)).limit(1)).length
    ) {
      throw conflict('This project has units; delete its units first.');
    }
    const keys = await storedFilesUnder(tx, { projectIds: [projectId], buildingIds });
    await rehomeStatusHistory(tx, buildingIds);
    await tx.delete(projects).where(eq(projects.id, projectId));
    return keys;
  });
  await Promise.all(files.map((key) => storage.remove(key)));
  return { message: 'Project deleted.' };
}

/** Distinct cities of the projects in scope, for the city filter and input. */
export async function projectCities(db: Database, tenant: TenantContext, search: string | undefined) {
  const rows = await db
    .selectDistinct({ city: projects.city })
    .from(projects)
    .where(and(withinOrganizations(projects.organization_id, viewableOrganizationIds(tenant)), searchAcross([projects.city], search)))
    .orderBy(asc(projects.city))
    .limit(MAX_OPTIONS);
  return toOptions(
    rows,
    (row) => row.city,
    (row) => row.city,
  );
}

export async function projectOptions(db: Database, tenant: TenantContext, query: { search?: string; developer_organization_id?: number }) {
  const rows = await db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(
      and(
        withinOrganizations(projects.organization_id, listedOrganizationIds(tenant, query.developer_organization_id)),
        searchAcross([projects.name], query.search),
      ),
    )
    .orderBy(asc(sql`lower(${projects.name})`), asc(projects.id))
    .limit(MAX_OPTIONS);
  return toOptions(
    rows,
    (row) => row.id,
    (row) => row.name,
  );
}

/** The views a unit may have as options, those whose value or label holds `search`. */
export function viewOptions(search: string | undefined) {
  const term = search?.toLowerCase();
  const views = VIEWS.filter((view) => !term || view.includes(term) || VIEW_LABELS[view].toLowerCase().includes(term));
  return { data: views.map((view) => ({ value: view, label: VIEW_LABELS[view] })) };
}
