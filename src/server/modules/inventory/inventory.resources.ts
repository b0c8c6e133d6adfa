// How inventory records leave the server: strict response schemas and the mappers that fill
// them, so storage keys, embed tokens and other tenants' ids never leave by accident. Files are
// answered as the addresses of the authenticated routes that serve them.
import { z } from 'zod';
import {
  DUE_TYPES,
  EMBED_SECTIONS,
  IMAGE_KINDS,
  MEDIA360_KINDS,
  PROJECT_STATUSES,
  VIDEO_PROVIDERS,
  type Amenity,
  type AmenityImage,
  type AmenityRef,
  type Building,
  type BuildingDetail,
  type EmbedSettings,
  type InventoryImage,
  type Media360,
  type PaymentPlan,
  type Project,
  type ProjectDetail,
  type PublicProjectEmbed,
  type UnitAvailability,
  type VideoLink,
} from '../../../shared/inventory.ts';
import { UNIT_TYPES } from '../../../shared/crm.ts';
import type {
  amenities,
  amenityImages,
  buildings,
  inventoryImages,
  media360,
  paymentPlans,
  projects,
  videoLinks,
} from '../../db/inventory-schema.ts';

export type ProjectRow = typeof projects.$inferSelect;
export type BuildingRow = typeof buildings.$inferSelect;
export type AmenityRow = typeof amenities.$inferSelect;
export type AmenityImageRow = typeof amenityImages.$inferSelect;
export type InventoryImageRow = typeof inventoryImages.$inferSelect;
export type Media360Row = typeof media360.$inferSelect;
export type VideoLinkRow = typeof videoLinks.$inferSelect;
export type PaymentPlanRow = typeof paymentPlans.$inferSelect;

const id = z.number().int();
const timestamp = z.string();

export const inventoryImageUrl = (imageId: number) => `/api/inventory/images/${imageId}`;
export const inventoryThumbnailUrl = (imageId: number) => `/api/inventory/images/${imageId}/thumbnail`;
export const amenityImageUrl = (imageId: number) => `/api/inventory/amenity-images/${imageId}`;
export const media360ImageUrl = (mediaId: number) => `/api/inventory/media360/${mediaId}/image`;

export const inventoryImageSchema = z.object({
  id,
  kind: z.enum(IMAGE_KINDS),
  position: z.number().int(),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  url: z.string(),
  thumbnail_url: z.string(),
  created_at: timestamp,
}) satisfies z.ZodType<InventoryImage>;

export const amenityImageSchema = z.object({
  id,
  file_name: z.string(),
  url: z.string(),
  thumbnail_url: z.string(),
}) satisfies z.ZodType<AmenityImage>;
export const amenityRefSchema = z.object({ id, name: z.string(), icon: z.string().nullable() }) satisfies z.ZodType<AmenityRef>;
export const amenitySchema = amenityRefSchema.extend({
  description: z.string().nullable(),
  images: z.array(amenityImageSchema),
  projects_count: z.number().int(),
  buildings_count: z.number().int(),
  created_at: timestamp,
  updated_at: timestamp,
}) satisfies z.ZodType<Amenity>;

export const media360Schema = z.object({
  id,
  project_id: id.nullable(),
  building_id: id.nullable(),
  unit_id: id.nullable(),
  title: z.string(),
  kind: z.enum(MEDIA360_KINDS),
  tour_url: z.string().nullable(),
  url: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  created_at: timestamp,
}) satisfies z.ZodType<Media360>;

export const videoLinkSchema = z.object({
  id,
  project_id: id.nullable(),
  building_id: id.nullable(),
  unit_id: id.nullable(),
  title: z.string().nullable(),
  provider: z.enum(VIDEO_PROVIDERS),
  video_id: z.string(),
  url: z.string(),
  embed_url: z.string(),
  created_at: timestamp,
}) satisfies z.ZodType<VideoLink>;

export const installmentResourceSchema = z.object({
  label: z.string(),
  percentage: z.number(),
  due_type: z.enum(DUE_TYPES),
  due_value: z.number().int().nullable(),
});

export const paymentPlanSchema = z.object({
  id,
  building_id: id,
  name: z.string(),
  installments: z.array(installmentResourceSchema),
  created_at: timestamp,
  updated_at: timestamp,
}) satisfies z.ZodType<PaymentPlan>;

export const unitAvailabilitySchema = z.object({
  available: z.number().int(),
  reserved: z.number().int(),
  booked: z.number().int(),
  sold: z.number().int(),
  blocked: z.number().int(),
  total: z.number().int(),
}) satisfies z.ZodType<UnitAvailability>;

export const projectSchema = z.object({
  id,
  organization_id: id,
  developer_name: z.string(),
  name: z.string(),
  city: z.string(),
  community: z.string().nullable(),
  address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  status: z.enum(PROJECT_STATUSES),
  launch_date: z.string().nullable(),
  handover_date: z.string().nullable(),
  construction_progress: z.number().int(),
  description: z.string().nullable(),
  regulator_number: z.string().nullable(),
  escrow_account: z.string().nullable(),
  currency: z.string(),
  amenity_ids: z.array(id),
  cover_thumbnail_url: z.string().nullable(),
  buildings_count: z.number().int(),
  created_at: timestamp,
  updated_at: timestamp,
}) satisfies z.ZodType<Project>;

/** What a project's and a building's show page both carry beside the record. */
const recordDetailShape = {
  amenities: z.array(amenityRefSchema),
  images: z.array(inventoryImageSchema),
  media360: z.array(media360Schema),
  video_links: z.array(videoLinkSchema),
  availability: unitAvailabilitySchema,
};

export const projectDetailSchema = projectSchema.extend({
  counts: z.object({ buildings: z.number().int(), floors: z.number().int(), images: z.number().int() }),
  ...recordDetailShape,
}) satisfies z.ZodType<ProjectDetail>;

export const buildingSchema = z.object({
  id,
  organization_id: id,
  developer_name: z.string(),
  project_id: id,
  project_name: z.string(),
  currency: z.string(),
  name: z.string(),
  floors: z.number().int().nullable(),
  status: z.enum(PROJECT_STATUSES),
  handover_date: z.string().nullable(),
  description: z.string().nullable(),
  amenity_ids: z.array(id),
  cover_thumbnail_url: z.string().nullable(),
  payment_plans_count: z.number().int(),
  created_at: timestamp,
  updated_at: timestamp,
}) satisfies z.ZodType<Building>;

export const buildingDetailSchema = buildingSchema.extend({
  ...recordDetailShape,
  payment_plans: z.array(paymentPlanSchema),
}) satisfies z.ZodType<BuildingDetail>;

const embedShowSchema = z.object(
  Object.fromEntries(EMBED_SECTIONS.map((section) => [section, z.boolean()])) as Record<(typeof EMBED_SECTIONS)[number], z.ZodBoolean>,
);

export const embedSettingsSchema = z.object({
  enabled: z.boolean(),
  token: z.string(),
  show: embedShowSchema,
  url: z.string(),
  snippet: z.string(),
  updated_at: z.string(),
}) satisfies z.ZodType<EmbedSettings>;

const publicImageSchema = z.object({ url: z.string(), thumbnail_url: z.string() });

export const publicEmbedSchema = z.object({
  name: z.string(),
  developer_name: z.string(),
  show: embedShowSchema,
  cover: publicImageSchema.nullable(),
  facts: z
    .object({ city: z.string(), community: z.string().nullable(), status: z.enum(PROJECT_STATUSES), handover_date: z.string().nullable() })
    .optional(),
  description: z.string().nullable().optional(),
  gallery: z.array(publicImageSchema).optional(),
  availability: z
    .object({
      buildings: z.number().int(),
      floors: z.number().int(),
      building_list: z.array(
        z.object({
          name: z.string(),
          floors: z.number().int().nullable(),
          status: z.enum(PROJECT_STATUSES),
          handover_date: z.string().nullable(),
        }),
      ),
      units: unitAvailabilitySchema,
    })
    .optional(),
  unit_mix: z
    .array(
      z.object({
        type: z.enum(UNIT_TYPES),
        bedrooms: z.number().int(),
        total: z.number().int(),
        available: z.number().int(),
        price_from: z.number().int().nullable().optional(),
      }),
    )
    .optional(),
  prices: z.object({ currency: z.string(), price_from: z.number().int().nullable() }).optional(),
  enquiry: z.object({ form_token: z.string() }).optional(),
}) satisfies z.ZodType<PublicProjectEmbed>;

export function toInventoryImage(row: InventoryImageRow): InventoryImage {
  return {
    id: row.id,
    kind: row.kind,
    position: row.position,
    file_name: row.file_name,
    content_type: row.content_type,
    size: row.size,
    width: row.width,
    height: row.height,
    url: inventoryImageUrl(row.id),
    thumbnail_url: inventoryThumbnailUrl(row.id),
    created_at: row.created_at.toISOString(),
  };
}

export function toAmenityImage(row: AmenityImageRow): AmenityImage {
  return { id: row.id, file_name: row.file_name, url: amenityImageUrl(row.id), thumbnail_url: `${amenityImageUrl(row.id)}/thumbnail` };
}

export function toMedia360(row: Media360Row): Media360 {
  const isImage = row.kind === 'image';
  return {
    id: row.id,
    project_id: row.project_id,
    building_id: row.building_id,
    unit_id: row.unit_id,
    title: row.title,
    kind: row.kind,
    tour_url: isImage ? null : row.tour_url,
    url: isImage ? media360ImageUrl(row.id) : null,
    thumbnail_url: isImage ? `/api/inventory/media360/${row.id}/thumbnail` : null,
    created_at: row.created_at.toISOString(),
  };
}

export function toVideoLink(row: VideoLinkRow): VideoLink {
  return {
    id: row.id,
    project_id: row.project_id,
    building_id: row.building_id,
    unit_id: row.unit_id,
    title: row.title,
    provider: row.provider,
    video_id: row.video_id,
    url: row.url,
    embed_url: row.embed_url,
    created_at: row.created_at.toISOString(),
  };
}

export function toPaymentPlan(row: PaymentPlanRow): PaymentPlan {
  return {
    id: row.id,
    building_id: row.building_id,
    name: row.name,
    installments: row.installments.map((item) => ({
      label: item.label,
      percentage: item.percentage,
      due_type: item.due_type,
      due_value: item.due_value ?? null,
    })),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export interface ProjectExtras {
  developer_name: string;
  amenity_ids: number[];
  cover_image_id: number | null;
  buildings_count: number;
}

export function toProject(row: ProjectRow, extras: ProjectExtras): Project {
  return {
    id: row.id,
    organization_id: row.organization_id,
    developer_name: extras.developer_name,
    name: row.name,
    city: row.city,
    community: row.community,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    status: row.status,
    launch_date: row.launch_date,
    handover_date: row.handover_date,
    construction_progress: row.construction_progress,
    description: row.description,
    regulator_number: row.regulator_number,
    escrow_account: row.escrow_account,
    currency: row.currency,
    amenity_ids: extras.amenity_ids,
    cover_thumbnail_url: extras.cover_image_id ? inventoryThumbnailUrl(extras.cover_image_id) : null,
    buildings_count: extras.buildings_count,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export interface BuildingExtras {
  developer_name: string;
  project_name: string;
  /** The project's: its units' prices and its plans' schedules are in it. */
  currency: string;
  amenity_ids: number[];
  cover_image_id: number | null;
  payment_plans_count: number;
}

export function toBuilding(row: BuildingRow, extras: BuildingExtras): Building {
  return {
    id: row.id,
    organization_id: row.organization_id,
    developer_name: extras.developer_name,
    project_id: row.project_id,
    project_name: extras.project_name,
    currency: extras.currency,
    name: row.name,
    floors: row.floors,
    status: row.status,
    handover_date: row.handover_date,
    description: row.description,
    amenity_ids: extras.amenity_ids,
    cover_thumbnail_url: extras.cover_image_id ? inventoryThumbnailUrl(extras.cover_image_id) : null,
    payment_plans_count: extras.payment_plans_count,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
