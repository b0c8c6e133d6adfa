// GET inventory/sale-offers/{id}/pdf: gathers what the branded PDF shows — the developer's logo
// (the projects' or buildings' `logo` image, else the organization's logo), the cover picture (a
// `pdf_image`, else the project's cover: its first gallery image, else its first image), each
// unit's floor plan, and who sells (the offer's creator) — and renders it. Only PNG and JPEG
// embed in a PDF: any other stored image, or one that cannot be read, is simply left out.
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Language } from '../../../shared/languages.ts';
import type { Database, Executor } from '../../db/client.ts';
import { inventoryImages } from '../../db/inventory-schema.ts';
import { organizations, users } from '../../db/schema.ts';
import type { TenantContext } from '../../http/request-context.ts';
import type { FileStorage } from '../../services/storage.ts';
import { renderSaleOfferPdf, type PdfImage } from './sale-offer.pdf.ts';
import { offerDetail } from './sale-offers.queries.ts';
import { canDeleteOffer, canEditOffer } from './scope.ts';
import { findReadableOffer } from './sale-offers.queries.ts';

/** The image's bytes when they are a PNG or a JPEG (checked by content, not by name). */
export async function printableImage(storage: FileStorage, key: string | null | undefined): Promise<PdfImage | null> {
  if (!key) return null;
  let bytes: Buffer | null;
  try {
    bytes = await storage.read(key);
  } catch {
    return null;
  }
  if (!bytes) return null;
  const isPng = bytes.length > 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const isJpeg = bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  return isPng || isJpeg ? bytes : null;
}

/** The kinds of image a cover may show, in the order they are tried. */
const COVER_KINDS = ['pdf_image', 'gallery', 'image'] as const;

/** Branding and cover images of the offer's projects and buildings: the projects' first, in upload order. */
export async function brandingImages(db: Executor, organizationId: number, projectIds: number[], buildingIds: number[]) {
  if (!projectIds.length && !buildingIds.length) return [];
  const rows = await db
    .select({
      kind: inventoryImages.kind,
      project_id: inventoryImages.project_id,
      building_id: inventoryImages.building_id,
      file_path: inventoryImages.file_path,
    })
    .from(inventoryImages)
    .where(
      and(
        eq(inventoryImages.organization_id, organizationId),
        inArray(inventoryImages.kind, ['logo', ...COVER_KINDS]),
        or(
          projectIds.length ? inArray(inventoryImages.project_id, projectIds) : undefined,
          buildingIds.length ? inArray(inventoryImages.building_id, buildingIds) : undefined,
        ),
      ),
    )
    .orderBy(asc(inventoryImages.position), asc(inventoryImages.id));
  const projectOrder = (row: { project_id: number | null; building_id: number | null }) =>
    row.project_id !== null ? projectIds.indexOf(row.project_id) : projectIds.length + buildingIds.indexOf(row.building_id!);
  return rows.sort((a, b) => projectOrder(a) - projectOrder(b));
}

export async function firstPrintable(storage: FileStorage, keys: string[]): Promise<PdfImage | null> {
  for (const key of keys) {
    const image = await printableImage(storage, key);
    if (image) return image;
  }
  return null;
}

/** The offer's PDF in `language`, the language of the person generating it (docs/api.md "Languages"). */
export async function saleOfferPdf(db: Database, storage: FileStorage, tenant: TenantContext, offerId: number, language: Language) {
  const offer = await findReadableOffer(db, tenant, offerId);
  const { detail, units } = await offerDetail(db, offer, { edit: canEditOffer(tenant, offer), delete: canDeleteOffer(tenant, offer) });
  const [organization] = await db
    .select({ name: organizations.name, logo_path: organizations.logo_path, phone: organizations.phone, email: organizations.email })
    .from(organizations)
    .where(eq(organizations.id, offer.organization_id));
  const projectIds = [...new Set(units.map((unit) => unit.project_id))];
  const buildingIds = [...new Set(units.map((unit) => unit.building_id))];
  const branding = await brandingImages(db, offer.organization_id, projectIds, buildingIds);
  const logo =
    (await firstPrintable(
      storage,
      branding.filter((image) => image.kind === 'logo').map((image) => image.file_path),
    )) ?? (await printableImage(storage, organization!.logo_path));
  // A picture made for the PDF first; without one, the project's own cover, so no cover is left bare.
  const coverCandidates = COVER_KINDS.flatMap((kind) => branding.filter((image) => image.kind === kind));
  const coverImage = await firstPrintable(
    storage,
    coverCandidates.map((image) => image.file_path),
  );
  const [seller] =
    offer.created_by === null
      ? []
      : await db
          .select({ name: users.full_name, email: users.email, phone: users.phone })
          .from(users)
          .where(eq(users.id, offer.created_by));
  const floorPlans = new Map<number, PdfImage>();
  for (const unit of units) {
    const image = await printableImage(storage, unit.floor_plan?.file_path);
    if (image) floorPlans.set(unit.unit_id, image);
  }
  const bytes = await renderSaleOfferPdf({
    offer: detail,
    developer: { name: organization!.name, phone: organization!.phone, email: organization!.email },
    logo,
    coverImage,
    seller: seller ?? null,
    floorPlans,
    issuedOn: offer.created_at.toISOString().slice(0, 10),
    language,
  });
  return { bytes, filename: `${offer.number}.pdf`, contentType: 'application/pdf' };
}
