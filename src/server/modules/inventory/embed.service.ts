// A project's public page (docs/api.md: inventory/projects/{id}/embed, embed/projects/{token}). The
// developer admin switches it on, chooses its sections and gets an iframe snippet; the page is
// reached only through an unguessable token (128 random bits, base64url) he can regenerate to
// cut off old snippets. The public answer carries the developer's name, the cover and the chosen
// sections, never ids, storage keys or other organization data; a disabled page or unknown token
// is a 404. Its enquiry form is embed-enquiries.service.ts.
import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import {
  EMBED_SECTIONS,
  type EmbedSettings,
  type EmbedShow,
  type EmbedUnitMixRow,
  type PublicImage,
  type PublicProjectEmbed,
} from '../../../shared/inventory.ts';
import type { Database, Executor } from '../../db/client.ts';
import { buildings, inventoryImages, projects, units } from '../../db/inventory-schema.ts';
import { organizations } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { lockFreshVersion } from '../../http/versions.ts';
import { currentTime } from '../../services/clock.ts';
import type { EmbedBody } from '../../../shared/schemas/inventory.ts';
import type { ProjectRow } from './inventory.resources.ts';
import { findOwnProject } from './projects.queries.ts';
import { effectiveStatus, unitAvailability } from './availability.queries.ts';
import { issueEnquiryFormToken } from './enquiry-form-token.ts';
import type { Encrypter } from '../../services/encryption.ts';

const TOKEN_BYTES = 16;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22,86}$/;
/** Prices are the developer's choice to publish: off until he switches them on. */
const DEFAULT_SHOW: EmbedShow = {
  facts: true,
  description: true,
  gallery: true,
  availability: true,
  unit_mix: true,
  prices: false,
  enquiry: true,
};

const newToken = () => randomBytes(TOKEN_BYTES).toString('base64url');

export function showOf(row: ProjectRow): EmbedShow {
  return Object.fromEntries(EMBED_SECTIONS.map((section) => [section, row.embed_show?.[section] ?? DEFAULT_SHOW[section]])) as EmbedShow;
}

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function embedPageUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/embed/projects/${token}`;
}

function toSettings(row: ProjectRow & { embed_token: string }, publicUrl: string): EmbedSettings {
  const url = embedPageUrl(publicUrl, row.embed_token);
  return {
    enabled: row.embed_enabled,
    token: row.embed_token,
    show: showOf(row),
    url,
    snippet: `<iframe src="${escapeAttribute(url)}" title="${escapeAttribute(row.name)}" width="100%" height="720" style="border:0;max-width:100%" loading="lazy" referrerpolicy="no-referrer-when-downgrade"></iframe>`,
    updated_at: row.updated_at.toISOString(),
  };
}

/** The project with a token, made on first use (the page stays off until enabled). */
async function withToken(db: Executor, row: ProjectRow): Promise<ProjectRow & { embed_token: string }> {
  if (row.embed_token) return row as ProjectRow & { embed_token: string };
  const [updated] = await db
    .update(projects)
    .set({ embed_token: sql`coalesce(${projects.embed_token}, ${newToken()})` })
    .where(eq(projects.id, row.id))
    .returning();
  return updated as ProjectRow & { embed_token: string };
}

export async function embedSettings(db: Database, tenant: TenantContext, projectId: number, publicUrl: string) {
  const row = await findOwnProject(db, tenant, projectId);
  return { data: toSettings(await withToken(db, row), publicUrl) };
}

export async function updateEmbedSettings(db: Database, tenant: TenantContext, projectId: number, body: EmbedBody, publicUrl: string) {
  const row = await withToken(db, await findOwnProject(db, tenant, projectId));
  const show = { ...showOf(row), ...Object.fromEntries(Object.entries(body.show).filter(([, value]) => value !== undefined)) } as EmbedShow;
  const [updated] = await db.transaction(async (tx) => {
    await lockFreshVersion(tx, projects, row.id, async () =>
      toSettings(await withToken(tx, await findOwnProject(tx, tenant, row.id)), publicUrl),
    );
    return tx
      .update(projects)
      .set({
        embed_enabled: body.enabled,
        embed_show: show,
        ...(body.regenerate_token ? { embed_token: newToken() } : {}),
        updated_at: currentTime(),
      })
      .where(eq(projects.id, row.id))
      .returning();
  });
  return {
    data: toSettings(updated as ProjectRow & { embed_token: string }, publicUrl),
    message: body.regenerate_token ? 'Embed settings saved; the old snippet no longer works.' : 'Embed settings saved.',
  };
}

/** The enabled project behind a token, of an active organization, else 404. */
export async function findPublishedProject(db: Database, token: string) {
  if (!TOKEN_PATTERN.test(token)) throw notFound();
  const [row] = await db
    .select({ project: projects, developer_name: organizations.name, kind: organizations.kind })
    .from(projects)
    .innerJoin(organizations, eq(organizations.id, projects.organization_id))
    .where(and(eq(projects.embed_token, token), eq(projects.embed_enabled, true), eq(organizations.status, 'active')))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export const publicImageUrl = (token: string, imageId: number) => `/api/embed/projects/${token}/images/${imageId}`;

const publicImage = (token: string, imageId: number): PublicImage => ({
  url: publicImageUrl(token, imageId),
  thumbnail_url: `${publicImageUrl(token, imageId)}/thumbnail`,
});

async function galleryImageIds(db: Database, projectId: number): Promise<number[]> {
  const rows = await db
    .select({ id: inventoryImages.id })
    .from(inventoryImages)
    .where(and(eq(inventoryImages.project_id, projectId), eq(inventoryImages.kind, 'gallery')))
    .orderBy(asc(inventoryImages.position), asc(inventoryImages.id));
  return rows.map((row) => row.id);
}

/** The page's cover: the first uploaded cover image, else the first gallery image when the gallery is shown. */
async function coverImageIdOf(db: Database, projectId: number, show: EmbedShow): Promise<number | null> {
  const [cover] = await db
    .select({ id: inventoryImages.id })
    .from(inventoryImages)
    .where(and(eq(inventoryImages.project_id, projectId), eq(inventoryImages.kind, 'image')))
    .orderBy(asc(inventoryImages.id))
    .limit(1);
  if (cover) return cover.id;
  return show.gallery ? ((await galleryImageIds(db, projectId))[0] ?? null) : null;
}

const unitsOfProject = (db: Database, projectId: number) =>
  inArray(units.building_id, db.select({ id: buildings.id }).from(buildings).where(eq(buildings.project_id, projectId)));

/** The units by type and bedrooms: how many, how many available, and the lowest available price. */
async function unitMix(db: Database, projectId: number, withPrices: boolean): Promise<EmbedUnitMixRow[]> {
  const available = sql`${effectiveStatus(currentTime())} = 'available'`;
  const rows = await db
    .select({
      type: units.type,
      bedrooms: units.bedrooms,
      total: count(),
      available: sql<number>`count(*) filter (where ${available})`.mapWith(Number),
      price_from: sql<number | null>`min(${units.price}) filter (where ${available})`.mapWith((value: unknown) =>
        value === null ? null : Number(value),
      ),
    })
    .from(units)
    .where(unitsOfProject(db, projectId))
    .groupBy(units.type, units.bedrooms)
    .orderBy(asc(units.type), asc(units.bedrooms));
  return rows.map(({ price_from, ...row }) => (withPrices ? { ...row, price_from } : row));
}

export async function publicProject(db: Database, encrypter: Encrypter, token: string): Promise<{ data: PublicProjectEmbed }> {
  const { project, developer_name } = await findPublishedProject(db, token);
  const show = showOf(project);
  const coverId = await coverImageIdOf(db, project.id, show);
  const data: PublicProjectEmbed = {
    name: project.name,
    developer_name,
    show,
    cover: coverId === null ? null : publicImage(token, coverId),
  };
  if (show.facts)
    data.facts = { city: project.city, community: project.community, status: project.status, handover_date: project.handover_date };
  if (show.description) data.description = project.description;
  if (show.gallery) data.gallery = (await galleryImageIds(db, project.id)).map((id) => publicImage(token, id));
  if (show.availability) {
    const list = await db
      .select({ name: buildings.name, floors: buildings.floors, status: buildings.status, handover_date: buildings.handover_date })
      .from(buildings)
      .where(eq(buildings.project_id, project.id))
      .orderBy(asc(buildings.name), asc(buildings.id));
    data.availability = {
      buildings: list.length,
      floors: list.reduce((sum, building) => sum + (building.floors ?? 0), 0),
      building_list: list,
      units: await unitAvailability(db, unitsOfProject(db, project.id)),
    };
  }
  if (show.unit_mix || show.prices) {
    const mix = await unitMix(db, project.id, show.prices);
    if (show.unit_mix) data.unit_mix = mix;
    if (show.prices) {
      const prices = mix.map((row) => row.price_from).filter((price): price is number => typeof price === 'number');
      data.prices = { currency: project.currency, price_from: prices.length > 0 ? Math.min(...prices) : null };
    }
  }
  if (show.enquiry) data.enquiry = { form_token: issueEnquiryFormToken(encrypter, project.id, currentTime()) };
  return { data };
}

/** The page's cover, or a gallery image of a published project whose gallery is shown, else 404. */
export async function publicImageFile(db: Database, token: string, imageId: number, variant: 'original' | 'thumbnail') {
  const { project } = await findPublishedProject(db, token);
  const show = showOf(project);
  const isCover = imageId === (await coverImageIdOf(db, project.id, show));
  if (!isCover && !show.gallery) throw notFound();
  const [row] = await db
    .select()
    .from(inventoryImages)
    .where(
      and(
        eq(inventoryImages.id, imageId),
        eq(inventoryImages.project_id, project.id),
        isCover ? undefined : eq(inventoryImages.kind, 'gallery'),
      ),
    )
    .limit(1);
  if (!row) throw notFound();
  // The uploader's file name stays private: the public page gets a neutral one.
  const extension = row.file_path.split('.').pop() ?? 'jpg';
  return variant === 'original'
    ? { key: row.file_path, filename: `gallery.${extension}`, contentType: row.content_type }
    : { key: row.thumbnail_path, filename: 'gallery-thumbnail.webp', contentType: 'image/webp' };
}
