// The amenities mapped to projects and buildings: ids named in a body must be the developer
// organization's own (422 on `amenity_ids.N` otherwise), and a record's links are replaced whole.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AmenityRef } from '../../../shared/inventory.ts';
import type { Executor } from '../../db/client.ts';
import { amenities, buildingAmenities, projectAmenities } from '../../db/inventory-schema.ts';
import { validationFailed, type FieldErrors } from '../../http/errors.ts';

export async function assertOwnAmenities(db: Executor, organizationId: number, ids: number[], field = 'amenity_ids'): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db
    .select({ id: amenities.id })
    .from(amenities)
    .where(and(eq(amenities.organization_id, organizationId), inArray(amenities.id, ids)));
  const known = new Set(rows.map((row) => row.id));
  const errors: FieldErrors = {};
  ids.forEach((id, index) => {
    if (!known.has(id)) errors[`${field}.${index}`] = ['The selected amenity is invalid.'];
  });
  if (Object.keys(errors).length) throw validationFailed(errors);
}

export async function replaceProjectAmenities(db: Executor, organizationId: number, projectId: number, ids: number[]): Promise<void> {
  await db.delete(projectAmenities).where(eq(projectAmenities.project_id, projectId));
  if (ids.length)
    await db
      .insert(projectAmenities)
      .values(ids.map((amenityId) => ({ organization_id: organizationId, project_id: projectId, amenity_id: amenityId })));
}

export async function replaceBuildingAmenities(db: Executor, organizationId: number, buildingId: number, ids: number[]): Promise<void> {
  await db.delete(buildingAmenities).where(eq(buildingAmenities.building_id, buildingId));
  if (ids.length)
    await db
      .insert(buildingAmenities)
      .values(ids.map((amenityId) => ({ organization_id: organizationId, building_id: buildingId, amenity_id: amenityId })));
}

/** Amenity ids per project, for a page of projects. */
export async function projectAmenityIds(db: Executor, projectIds: number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>();
  if (projectIds.length === 0) return map;
  const rows = await db
    .select({ owner: projectAmenities.project_id, amenity: projectAmenities.amenity_id })
    .from(projectAmenities)
    .where(inArray(projectAmenities.project_id, projectIds))
    .orderBy(asc(projectAmenities.amenity_id));
  for (const row of rows) map.set(row.owner, [...(map.get(row.owner) ?? []), row.amenity]);
  return map;
}

export async function buildingAmenityIds(db: Executor, buildingIds: number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>();
  if (buildingIds.length === 0) return map;
  const rows = await db
    .select({ owner: buildingAmenities.building_id, amenity: buildingAmenities.amenity_id })
    .from(buildingAmenities)
    .where(inArray(buildingAmenities.building_id, buildingIds))
    .orderBy(asc(buildingAmenities.amenity_id));
  for (const row of rows) map.set(row.owner, [...(map.get(row.owner) ?? []), row.amenity]);
  return map;
}

/** The amenities mapped to one project or building, by name. */
export async function mappedAmenities(
  db: Executor,
  owner: { project_id?: number | null; building_id?: number | null },
): Promise<AmenityRef[]> {
  const select = { id: amenities.id, name: amenities.name, icon: amenities.icon };
  if (owner.project_id) {
    return db
      .select(select)
      .from(projectAmenities)
      .innerJoin(amenities, eq(amenities.id, projectAmenities.amenity_id))
      .where(eq(projectAmenities.project_id, owner.project_id))
      .orderBy(asc(amenities.name), asc(amenities.id));
  }
  return db
    .select(select)
    .from(buildingAmenities)
    .innerJoin(amenities, eq(amenities.id, buildingAmenities.amenity_id))
    .where(eq(buildingAmenities.building_id, owner.building_id!))
    .orderBy(asc(amenities.name), asc(amenities.id));
}
