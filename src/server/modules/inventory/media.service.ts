// 360 media and video links of a project or building (docs/api.md: inventory/media360,
// inventory/video-links). A 360 item is an uploaded equirectangular image (served like images,
// with a thumbnail) or the https address of a hosted tour; a video link is a YouTube or Vimeo
// address, stored with the id parsed from it and the privacy-friendly player address the client
// plays. Each belongs to exactly one project, building or unit.
import { and, eq } from 'drizzle-orm';
import { parseVideoUrl } from '../../../shared/inventory.ts';
import type { Database, Executor } from '../../db/client.ts';
import { media360, videoLinks } from '../../db/inventory-schema.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import type { UploadedFile } from '../../plugins/body-parsers.ts';
import type { TenantContext } from '../../http/request-context.ts';
import type { FileStorage } from '../../services/storage.ts';
import { findOwnBuilding, findViewableBuilding } from './buildings.queries.ts';
import type { Media360Fields, MediaOwner, VideoLinkBody } from '../../../shared/schemas/inventory.ts';
import { toMedia360, toVideoLink } from './inventory.resources.ts';
import { media360Of, videoLinksOf, type MediaOwnerRef } from './media.queries.ts';
import { findOwnProject, findViewableProject } from './projects.queries.ts';
import { owningOrganizationId, viewableOrganizationIds, withinOrganizations } from './scope.ts';
import { acceptImages, removeStoredImages, storeImages } from './stored-images.ts';
import { findUnitIn } from './units.queries.ts';

const PANORAMA_FOLDER = 'media360';

function ownerRef(owner: MediaOwner): MediaOwnerRef {
  if (owner.project_id) return { project_id: owner.project_id };
  return owner.building_id ? { building_id: owner.building_id } : { unit_id: owner.unit_id! };
}

const ownerField = (ref: MediaOwnerRef) => ('project_id' in ref ? 'project' : 'building_id' in ref ? 'building' : 'unit');

/**
 * The record a body or query names. Reading: in the caller's scope; writing: his own. A record
 * he cannot reach is a 422 on the field for writes (the body named it) and a 404 for reads.
 */
async function resolveOwner(db: Executor, tenant: TenantContext, owner: MediaOwner, mode: 'read' | 'write'): Promise<MediaOwnerRef> {
  const ref = ownerRef(owner);
  try {
    if ('project_id' in ref) await (mode === 'read' ? findViewableProject : findOwnProject)(db, tenant, ref.project_id);
    else if ('building_id' in ref) await (mode === 'read' ? findViewableBuilding : findOwnBuilding)(db, tenant, ref.building_id);
    else await findUnitIn(db, mode === 'read' ? viewableOrganizationIds(tenant) : [owningOrganizationId(tenant)], ref.unit_id);
  } catch (error) {
    if (mode === 'write') throw fieldError(`${ownerField(ref)}_id`, `The selected ${ownerField(ref)} is invalid.`);
    throw error;
  }
  return ref;
}

export async function listMedia360(db: Database, tenant: TenantContext, owner: MediaOwner) {
  return { data: await media360Of(db, await resolveOwner(db, tenant, owner, 'read')) };
}

export async function createMedia360(
  db: Database,
  storage: FileStorage,
  tenant: TenantContext,
  body: Media360Fields & { image?: UploadedFile },
) {
  const owner = await resolveOwner(db, tenant, body, 'write');
  const organizationId = owningOrganizationId(tenant);
  if (body.tour_url) {
    const [row] = await db
      .insert(media360)
      .values({
        organization_id: organizationId,
        ...owner,
        title: body.title,
        kind: 'tour',
        tour_url: body.tour_url,
        uploaded_by: tenant.userId,
      })
      .returning();
    return { data: toMedia360(row!), message: '360° tour added.' };
  }
  const [image] = await storeImages(storage, 'image', await acceptImages('image', [body.image!], true), PANORAMA_FOLDER, true);
  try {
    const [row] = await db
      .insert(media360)
      .values({
        organization_id: organizationId,
        ...owner,
        title: body.title,
        kind: 'image',
        file_path: image!.file_path,
        thumbnail_path: image!.thumbnail_path,
        file_name: image!.file_name,
        content_type: image!.content_type,
        size: image!.size,
        uploaded_by: tenant.userId,
      })
      .returning();
    return { data: toMedia360(row!), message: '360° image uploaded.' };
  } catch (error) {
    await removeStoredImages(storage, [image!]);
    throw error;
  }
}

export async function deleteMedia360(db: Database, storage: FileStorage, tenant: TenantContext, mediaId: number) {
  const [row] = await db
    .delete(media360)
    .where(and(eq(media360.id, mediaId), eq(media360.organization_id, owningOrganizationId(tenant))))
    .returning();
  if (!row) throw notFound();
  await removeStoredImages(storage, [row]);
  return { message: '360° item deleted.' };
}

export async function media360File(db: Database, tenant: TenantContext, mediaId: number, variant: 'original' | 'thumbnail') {
  const [row] = await db
    .select()
    .from(media360)
    .where(
      and(
        eq(media360.id, mediaId),
        eq(media360.kind, 'image'),
        withinOrganizations(media360.organization_id, viewableOrganizationIds(tenant)),
      ),
    )
    .limit(1);
  if (!row || !row.file_path || !row.thumbnail_path) throw notFound();
  const name = row.file_name ?? 'panorama.jpg';
  return variant === 'original'
    ? { key: row.file_path, filename: name, contentType: row.content_type ?? 'image/jpeg' }
    : { key: row.thumbnail_path, filename: `${name.replace(/\.[^.]+$/, '')}-thumbnail.webp`, contentType: 'image/webp' };
}

export async function listVideoLinks(db: Database, tenant: TenantContext, owner: MediaOwner) {
  return { data: await videoLinksOf(db, await resolveOwner(db, tenant, owner, 'read')) };
}

export async function createVideoLink(db: Database, tenant: TenantContext, body: VideoLinkBody) {
  const video = parseVideoUrl(body.url);
  if (!video) throw fieldError('url', 'The url must be a YouTube or Vimeo video address.');
  const owner = await resolveOwner(db, tenant, body, 'write');
  const [row] = await db
    .insert(videoLinks)
    .values({
      organization_id: owningOrganizationId(tenant),
      ...owner,
      title: body.title,
      provider: video.provider,
      video_id: video.video_id,
      url: body.url,
      embed_url: video.embed_url,
    })
    .returning();
  return { data: toVideoLink(row!), message: 'Video added.' };
}

export async function deleteVideoLink(db: Database, tenant: TenantContext, videoLinkId: number) {
  const deleted = await db
    .delete(videoLinks)
    .where(and(eq(videoLinks.id, videoLinkId), eq(videoLinks.organization_id, owningOrganizationId(tenant))))
    .returning({ id: videoLinks.id });
  if (deleted.length === 0) throw notFound();
  return { message: 'Video deleted.' };
}
