// Amenities of a developer organization (docs/api.md: inventory/amenities, amenity images, mapped):
// managed by its developer admin, names unique whatever their letter case (422 on `name`), each
// with images and how many projects and buildings it is mapped to. Options and the amenities
// mapped to a record are read by every inventory viewer in his scope.
import { and, asc, count, eq, inArray, max, ne, sql } from 'drizzle-orm';
import { MAX_OPTIONS } from '../../../shared/api.ts';
import type { AMENITY_SORTS, Amenity } from '../../../shared/inventory.ts';
import type { Database, Executor } from '../../db/client.ts';
import { uniqueFieldGuard } from '../../db/constraint-errors.ts';
import { amenities, amenityImages, buildingAmenities, projectAmenities } from '../../db/inventory-schema.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import { onlyIds, orderBy, paginate, searchAcross, toOptions, type ListQuery } from '../../http/lists.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { lockFreshVersion } from '../../http/versions.ts';
import type { UploadedFile } from '../../plugins/body-parsers.ts';
import { currentTime } from '../../services/clock.ts';
import type { FileStorage } from '../../services/storage.ts';
import { mappedAmenities } from './amenity-links.ts';
import { findViewableBuilding } from './buildings.queries.ts';
import type { AmenityBody, MediaOwner } from '../../../shared/schemas/inventory.ts';
import { toAmenityImage, type AmenityRow } from './inventory.resources.ts';
import { findViewableProject } from './projects.queries.ts';
import { listedOrganizationIds, owningOrganizationId, viewableOrganizationIds, withinOrganizations } from './scope.ts';
import { acceptImages, removeStoredImages, storeImages } from './stored-images.ts';
import { qualified } from '../../db/qualified.ts';

export type AmenitySort = (typeof AMENITY_SORTS)[number];
const SORT_COLUMNS = { name: amenities.name, created_at: amenities.created_at, id: amenities.id };
const NAME_TAKEN = 'An amenity with this name already exists.';
const AMENITY_IMAGE_FOLDER = 'amenity-images';

const projectsCount =
  sql<number>`(select count(*) from ${projectAmenities} where ${qualified(projectAmenities.amenity_id)} = ${qualified(amenities.id)})`.mapWith(
    Number,
  );
const buildingsCount =
  sql<number>`(select count(*) from ${buildingAmenities} where ${qualified(buildingAmenities.amenity_id)} = ${qualified(amenities.id)})`.mapWith(
    Number,
  );

async function toAmenities(db: Executor, rows: { amenity: AmenityRow; projects: number; buildings: number }[]): Promise<Amenity[]> {
  const ids = rows.map((row) => row.amenity.id);
  const images = ids.length
    ? await db
        .select()
        .from(amenityImages)
        .where(inArray(amenityImages.amenity_id, ids))
        .orderBy(asc(amenityImages.position), asc(amenityImages.id))
    : [];
  return rows.map(({ amenity, projects, buildings }) => ({
    id: amenity.id,
    name: amenity.name,
    icon: amenity.icon,
    description: amenity.description,
    images: images.filter((image) => image.amenity_id === amenity.id).map(toAmenityImage),
    projects_count: projects,
    buildings_count: buildings,
    created_at: amenity.created_at.toISOString(),
    updated_at: amenity.updated_at.toISOString(),
  }));
}

const ofOrganization = (organizationId: number) => eq(amenities.organization_id, organizationId);

export async function listAmenities(db: Database, tenant: TenantContext, query: ListQuery<AmenitySort>) {
  const where = and(
    ofOrganization(owningOrganizationId(tenant)),
    onlyIds(amenities.id, query.ids),
    searchAcross([amenities.name], query.search),
  );
  return paginate(
    query,
    async (limit, offset) =>
      toAmenities(
        db,
        await db
          .select({ amenity: amenities, projects: projectsCount, buildings: buildingsCount })
          .from(amenities)
          .where(where)
          .orderBy(...orderBy(SORT_COLUMNS, query, amenities.id))
          .limit(limit)
          .offset(offset),
      ),
    async () => (await db.select({ n: count() }).from(amenities).where(where))[0]!.n,
  );
}

async function amenityResource(db: Executor, organizationId: number, amenityId: number): Promise<Amenity> {
  const rows = await db
    .select({ amenity: amenities, projects: projectsCount, buildings: buildingsCount })
    .from(amenities)
    .where(and(eq(amenities.id, amenityId), ofOrganization(organizationId)))
    .limit(1);
  if (rows.length === 0) throw notFound();
  return (await toAmenities(db, rows))[0]!;
}

export async function showAmenity(db: Database, tenant: TenantContext, amenityId: number) {
  return { data: await amenityResource(db, owningOrganizationId(tenant), amenityId) };
}

export async function amenityOptions(db: Database, tenant: TenantContext, query: { search?: string; developer_organization_id?: number }) {
  const rows = await db
    .select({ id: amenities.id, name: amenities.name })
    .from(amenities)
    .where(
      and(
        withinOrganizations(amenities.organization_id, listedOrganizationIds(tenant, query.developer_organization_id)),
        searchAcross([amenities.name], query.search),
      ),
    )
    .orderBy(asc(sql`lower(${amenities.name})`), asc(amenities.id))
    .limit(MAX_OPTIONS);
  return toOptions(
    rows,
    (row) => row.id,
    (row) => row.name,
  );
}

export async function amenitiesMappedTo(db: Database, tenant: TenantContext, owner: MediaOwner) {
  if (owner.project_id) await findViewableProject(db, tenant, owner.project_id);
  else await findViewableBuilding(db, tenant, owner.building_id!);
  return { data: await mappedAmenities(db, owner) };
}

async function assertNameFree(db: Executor, organizationId: number, name: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: amenities.id })
    .from(amenities)
    .where(
      and(
        ofOrganization(organizationId),
        eq(sql`lower(${amenities.name})`, name.toLowerCase()),
        exceptId ? ne(amenities.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw fieldError('name', NAME_TAKEN);
}

const withNameUniqueness = uniqueFieldGuard('amenities_organization_name_unique', 'name', NAME_TAKEN);

export async function createAmenity(db: Database, tenant: TenantContext, body: AmenityBody) {
  const organizationId = owningOrganizationId(tenant);
  await assertNameFree(db, organizationId, body.name);
  const now = currentTime();
  const [row] = await withNameUniqueness(() =>
    db
      .insert(amenities)
      .values({
        organization_id: organizationId,
        name: body.name,
        icon: body.icon,
        description: body.description,
        created_at: now,
        updated_at: now,
      })
      .returning({ id: amenities.id }),
  );
  return { data: await amenityResource(db, organizationId, row!.id), message: 'Amenity created.' };
}

async function findOwnAmenity(db: Executor, organizationId: number, amenityId: number) {
  const [row] = await db
    .select()
    .from(amenities)
    .where(and(eq(amenities.id, amenityId), ofOrganization(organizationId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export async function updateAmenity(db: Database, tenant: TenantContext, amenityId: number, body: AmenityBody) {
  const organizationId = owningOrganizationId(tenant);
  await findOwnAmenity(db, organizationId, amenityId);
  await assertNameFree(db, organizationId, body.name, amenityId);
  await withNameUniqueness(() =>
    db.transaction(async (tx) => {
      await lockFreshVersion(
        tx,
        amenities,
        amenityId,
        () => amenityResource(tx, organizationId, amenityId),
        ofOrganization(organizationId),
      );
      await tx
        .update(amenities)
        .set({ name: body.name, icon: body.icon, description: body.description, updated_at: currentTime() })
        .where(and(eq(amenities.id, amenityId), ofOrganization(organizationId)));
    }),
  );
  return { data: await amenityResource(db, organizationId, amenityId), message: 'Amenity updated.' };
}

/** Deleting an amenity takes it off every project and building (the links cascade) and removes its images' files. */
export async function deleteAmenity(db: Database, storage: FileStorage, tenant: TenantContext, amenityId: number) {
  const organizationId = owningOrganizationId(tenant);
  const images = await db.transaction(async (tx) => {
    await findOwnAmenity(tx, organizationId, amenityId);
    const files = await tx.select().from(amenityImages).where(eq(amenityImages.amenity_id, amenityId));
    await tx.delete(amenities).where(eq(amenities.id, amenityId));
    return files;
  });
  await removeStoredImages(storage, images);
  return { message: 'Amenity deleted.' };
}

export async function uploadAmenityImages(
  db: Database,
  storage: FileStorage,
  tenant: TenantContext,
  amenityId: number,
  files: UploadedFile[],
) {
  const organizationId = owningOrganizationId(tenant);
  await findOwnAmenity(db, organizationId, amenityId);
  const stored = await storeImages(storage, 'images', await acceptImages('images', files), AMENITY_IMAGE_FOLDER);
  try {
    await db.transaction(async (tx) => {
      const [last] = await tx
        .select({ position: max(amenityImages.position) })
        .from(amenityImages)
        .where(eq(amenityImages.amenity_id, amenityId));
      const start = last?.position === null || last?.position === undefined ? 0 : last.position + 1;
      await tx.insert(amenityImages).values(
        stored.map((image, index) => ({
          organization_id: organizationId,
          amenity_id: amenityId,
          position: start + index,
          ...image,
          uploaded_by: tenant.userId,
        })),
      );
    });
  } catch (error) {
    await removeStoredImages(storage, stored);
    throw error;
  }
  return {
    data: await amenityResource(db, organizationId, amenityId),
    message: stored.length === 1 ? 'Image uploaded.' : `${stored.length} images uploaded.`,
  };
}

export async function deleteAmenityImage(db: Database, storage: FileStorage, tenant: TenantContext, imageId: number) {
  const [row] = await db
    .delete(amenityImages)
    .where(and(eq(amenityImages.id, imageId), eq(amenityImages.organization_id, owningOrganizationId(tenant))))
    .returning();
  if (!row) throw notFound();
  await removeStoredImages(storage, [row]);
  return { message: 'Image deleted.' };
}

export async function amenityImageFile(db: Database, tenant: TenantContext, imageId: number, variant: 'original' | 'thumbnail') {
  const [row] = await db
    .select()
    .from(amenityImages)
    .where(and(eq(amenityImages.id, imageId), withinOrganizations(amenityImages.organization_id, viewableOrganizationIds(tenant))))
    .limit(1);
  if (!row) throw notFound();
  return variant === 'original'
    ? { key: row.file_path, filename: row.file_name, contentType: row.content_type }
    : { key: row.thumbnail_path, filename: `${row.file_name.replace(/\.[^.]+$/, '')}-thumbnail.webp`, contentType: 'image/webp' };
}
