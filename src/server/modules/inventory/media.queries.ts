// The media of one project, building or unit (images of every kind, 360 items, video links) as the
// show pages answer them, the cover a list shows, and the stored files a delete must remove.
import { asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { InventoryImage, Media360, VideoLink } from '../../../shared/inventory.ts';
import type { Executor } from '../../db/client.ts';
import { inventoryImages, media360, videoLinks } from '../../db/inventory-schema.ts';
import { toInventoryImage, toMedia360, toVideoLink } from './inventory.resources.ts';
import { qualified } from '../../db/qualified.ts';

export type MediaOwnerRef = { project_id: number } | { building_id: number } | { unit_id: number };

export function ownedBy(owner: MediaOwnerRef, columns: { project_id: AnyPgColumn; building_id: AnyPgColumn; unit_id: AnyPgColumn }): SQL {
  if ('project_id' in owner) return eq(columns.project_id, owner.project_id);
  return 'building_id' in owner ? eq(columns.building_id, owner.building_id) : eq(columns.unit_id, owner.unit_id);
}

/** Gallery first (in its order), then the other kinds in upload order. */
const imageOrder = [
  sql`case when ${inventoryImages.kind} = 'gallery' then 0 else 1 end`,
  asc(inventoryImages.kind),
  asc(inventoryImages.position),
  asc(inventoryImages.id),
];

export async function imagesOf(db: Executor, owner: MediaOwnerRef): Promise<InventoryImage[]> {
  const rows = await db
    .select()
    .from(inventoryImages)
    .where(ownedBy(owner, inventoryImages))
    .orderBy(...imageOrder);
  return rows.map(toInventoryImage);
}

export async function media360Of(db: Executor, owner: MediaOwnerRef): Promise<Media360[]> {
  const rows = await db.select().from(media360).where(ownedBy(owner, media360)).orderBy(asc(media360.id));
  return rows.map(toMedia360);
}

export async function videoLinksOf(db: Executor, owner: MediaOwnerRef): Promise<VideoLink[]> {
  const rows = await db.select().from(videoLinks).where(ownedBy(owner, videoLinks)).orderBy(asc(videoLinks.id));
  return rows.map(toVideoLink);
}

/** The list cover: the first gallery image, else the first plain image. */
export const coverImageId = (ownerColumn: AnyPgColumn, recordId: AnyPgColumn) =>
  sql<
    number | null
  >`(select ${inventoryImages.id} from ${inventoryImages} where ${qualified(ownerColumn)} = ${qualified(recordId)} and ${inventoryImages.kind} in ('gallery', 'image') order by case when ${inventoryImages.kind} = 'gallery' then 0 else 1 end, ${inventoryImages.position}, ${inventoryImages.id} limit 1)`.mapWith(
    (value: unknown) => (value === null ? null : Number(value)),
  );

/** Storage keys of every file under these projects and buildings (originals and thumbnails). */
export async function storedFilesUnder(db: Executor, owners: { projectIds: number[]; buildingIds: number[] }): Promise<string[]> {
  const { projectIds, buildingIds } = owners;
  if (projectIds.length === 0 && buildingIds.length === 0) return [];
  const imageOwner = or(
    projectIds.length ? inArray(inventoryImages.project_id, projectIds) : undefined,
    buildingIds.length ? inArray(inventoryImages.building_id, buildingIds) : undefined,
  );
  const mediaOwner = or(
    projectIds.length ? inArray(media360.project_id, projectIds) : undefined,
    buildingIds.length ? inArray(media360.building_id, buildingIds) : undefined,
  );
  const images = await db
    .select({ file: inventoryImages.file_path, thumbnail: inventoryImages.thumbnail_path })
    .from(inventoryImages)
    .where(imageOwner);
  const panoramas = await db.select({ file: media360.file_path, thumbnail: media360.thumbnail_path }).from(media360).where(mediaOwner);
  return [...images, ...panoramas].flatMap((row) => [row.file, row.thumbnail]).filter((key): key is string => Boolean(key));
}
