// Images of projects, buildings and units (a unit's floor plan is its floor_plate image): upload several at once (one kind per call), reorder the
// gallery, delete one (its files with it), and serve the original or its thumbnail to anyone who
// may read the record it belongs to.
import { and, asc, eq, max, type SQL } from 'drizzle-orm';
import type { ImageKind } from '../../../shared/inventory.ts';
import type { Database, Executor } from '../../db/client.ts';
import { inventoryImages } from '../../db/inventory-schema.ts';
import { notFound, validationFailed, type FieldErrors } from '../../http/errors.ts';
import type { TenantContext } from '../../http/request-context.ts';
import type { UploadedFile } from '../../plugins/body-parsers.ts';
import type { FileStorage } from '../../services/storage.ts';
import { findOwnBuilding } from './buildings.queries.ts';
import type { MediaOwnerRef } from './media.queries.ts';
import { imagesOf, ownedBy } from './media.queries.ts';
import { findUnitIn } from './units.queries.ts';
import { findOwnProject } from './projects.queries.ts';
import { owningOrganizationId, viewableOrganizationIds, withinOrganizations } from './scope.ts';
import { acceptImages, PRINTABLE_IMAGE_POLICY, removeStoredImages, storeImages } from './stored-images.ts';

export const IMAGE_FOLDER = 'inventory-images';

function ownerCondition(owner: MediaOwnerRef): SQL {
  return ownedBy(owner, inventoryImages);
}

/** The record an image call names, if it is the caller's own (else 404). */
async function findOwnOwner(db: Executor, tenant: TenantContext, owner: MediaOwnerRef): Promise<void> {
  if ('project_id' in owner) await findOwnProject(db, tenant, owner.project_id);
  else if ('building_id' in owner) await findOwnBuilding(db, tenant, owner.building_id);
  else await findUnitIn(db, [owningOrganizationId(tenant)], owner.unit_id);
}

export async function uploadImages(
  db: Database,
  storage: FileStorage,
  tenant: TenantContext,
  owner: MediaOwnerRef,
  body: { kind: ImageKind; images: UploadedFile[] },
  userId: number | null,
) {
  await findOwnOwner(db, tenant, owner);
  // Logos and PDF images are printed on sale offers, so they must be formats a PDF can embed.
  const printable = body.kind === 'logo' || body.kind === 'pdf_image';
  const uploads = await acceptImages('images', body.images, false, printable ? PRINTABLE_IMAGE_POLICY : undefined);
  const stored = await storeImages(storage, 'images', uploads, IMAGE_FOLDER);
  try {
    await db.transaction(async (tx) => {
      const [last] = await tx
        .select({ position: max(inventoryImages.position) })
        .from(inventoryImages)
        .where(and(ownerCondition(owner), eq(inventoryImages.kind, body.kind)));
      const start = last?.position === null || last?.position === undefined ? 0 : last.position + 1;
      await tx.insert(inventoryImages).values(
        stored.map((image, index) => ({
          organization_id: owningOrganizationId(tenant),
          ...owner,
          kind: body.kind,
          position: start + index,
          ...image,
          uploaded_by: userId,
        })),
      );
    });
  } catch (error) {
    await removeStoredImages(storage, stored);
    throw error;
  }
  return { data: await imagesOf(db, owner), message: stored.length === 1 ? 'Image uploaded.' : `${stored.length} images uploaded.` };
}

/**
 * Puts the gallery in the order of `ids`; gallery images left out keep their relative order after
 * them. An id that is not one of this record's gallery images is a 422 on `ids.N`.
 */
export async function reorderGallery(db: Database, tenant: TenantContext, owner: MediaOwnerRef, ids: number[]) {
  await findOwnOwner(db, tenant, owner);
  await db.transaction(async (tx) => {
    const gallery = await tx
      .select({ id: inventoryImages.id })
      .from(inventoryImages)
      .where(and(ownerCondition(owner), eq(inventoryImages.kind, 'gallery')))
      .orderBy(asc(inventoryImages.position), asc(inventoryImages.id))
      .for('update');
    const known = new Set(gallery.map((row) => row.id));
    const errors: FieldErrors = {};
    const seen = new Set<number>();
    ids.forEach((id, index) => {
      if (!known.has(id)) errors[`ids.${index}`] = ['The selected image is not in this gallery.'];
      else if (seen.has(id)) errors[`ids.${index}`] = ['The image is listed twice.'];
      seen.add(id);
    });
    if (Object.keys(errors).length) throw validationFailed(errors);
    const order = [...ids, ...gallery.map((row) => row.id).filter((id) => !seen.has(id))];
    for (const [position, id] of order.entries()) {
      await tx.update(inventoryImages).set({ position }).where(eq(inventoryImages.id, id));
    }
  });
  return { data: await imagesOf(db, owner), message: 'Gallery order saved.' };
}

export async function deleteImage(db: Database, storage: FileStorage, tenant: TenantContext, imageId: number) {
  const [row] = await db
    .delete(inventoryImages)
    .where(and(eq(inventoryImages.id, imageId), eq(inventoryImages.organization_id, owningOrganizationId(tenant))))
    .returning();
  if (!row) throw notFound();
  await removeStoredImages(storage, [row]);
  return { message: 'Image deleted.' };
}

/** The stored file of an image the caller may read, original or thumbnail. */
export async function imageFile(db: Database, tenant: TenantContext, imageId: number, variant: 'original' | 'thumbnail') {
  const [row] = await db
    .select()
    .from(inventoryImages)
    .where(and(eq(inventoryImages.id, imageId), withinOrganizations(inventoryImages.organization_id, viewableOrganizationIds(tenant))))
    .limit(1);
  if (!row) throw notFound();
  return variant === 'original'
    ? { key: row.file_path, filename: row.file_name, contentType: row.content_type }
    : { key: row.thumbnail_path, filename: `${row.file_name.replace(/\.[^.]+$/, '')}-thumbnail.webp`, contentType: 'image/webp' };
}
