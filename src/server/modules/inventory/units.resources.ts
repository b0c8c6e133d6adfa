// The unit resources (shared/inventory.ts): response schemas of the unit calls and the mapping
// of a selected row to a list row. Money stays integer minor units; price per sq ft is derived.
import { z } from 'zod';
import { UNIT_TYPES } from '../../../shared/crm.ts';
import {
  DUE_TYPES,
  ORIENTATIONS,
  UNIT_STATUSES,
  UNIT_STATUS_REASONS,
  VIEWS,
  type AvailabilityMatrix,
  type BulkUnitsPreview,
  type SaleOfferFilterLimits,
  type Unit,
  type UnitFacts,
  type UnitListRow,
  type UnitPlan,
  type UnitStatusChange,
} from '../../../shared/inventory.ts';
import type { units } from '../../db/inventory-schema.ts';
import {
  inventoryImageSchema,
  inventoryThumbnailUrl,
  inventoryImageUrl,
  media360Schema,
  paymentPlanSchema,
  unitAvailabilitySchema,
  videoLinkSchema,
} from './inventory.resources.ts';

export type UnitRow = typeof units.$inferSelect;

const id = z.number().int();
const unitStatus = z.enum(UNIT_STATUSES);

/** The fields of UnitFacts, as unit lists and sale offers answer them. */
export const unitFactsShape = {
  project_id: id,
  project_name: z.string(),
  building_id: id,
  building_name: z.string(),
  unit_number: z.string(),
  floor: z.number().int(),
  type: z.enum(UNIT_TYPES),
  bedrooms: z.number().int(),
  bathrooms: z.number().int().nullable(),
  internal_area: z.number(),
  balcony_area: z.number().nullable(),
  total_area: z.number(),
} satisfies Record<keyof UnitFacts, z.ZodType>;

export const unitListRowSchema = z.object({
  id,
  organization_id: id,
  developer_name: z.string(),
  ...unitFactsShape,
  price: z.number().int(),
  currency: z.string(),
  price_per_sqft: z.number().int().nullable(),
  views: z.array(z.enum(VIEWS)),
  orientation: z.enum(ORIENTATIONS).nullable(),
  parking_spaces: z.number().int().nullable(),
  service_charge: z.number().int().nullable(),
  status: unitStatus,
  reserved_until: z.string().nullable(),
  status_changed_at: z.string().nullable(),
  status_changed_by: id.nullable(),
  status_changed_by_name: z.string().nullable(),
  floor_plan_url: z.string().nullable(),
  floor_plan_thumbnail_url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
}) satisfies z.ZodType<UnitListRow>;

export const unitStatusChangeSchema = z.object({
  id,
  from_status: unitStatus.nullable(),
  to_status: unitStatus,
  changed_by: id.nullable(),
  changed_by_name: z.string().nullable(),
  reason: z.enum(UNIT_STATUS_REASONS).nullable(),
  reserved_until: z.string().nullable(),
  created_at: z.string(),
}) satisfies z.ZodType<UnitStatusChange>;

export const unitSchema = unitListRowSchema.extend({
  images: z.array(inventoryImageSchema),
  media360: z.array(media360Schema),
  video_links: z.array(videoLinkSchema),
  status_history: z.array(unitStatusChangeSchema),
  next_statuses: z.array(unitStatus),
}) satisfies z.ZodType<Unit>;

export const availabilityMatrixSchema = z.object({
  building_id: id,
  building_name: z.string(),
  currency: z.string(),
  floors: z.array(
    z.object({
      floor: z.number().int(),
      units: z.array(
        z.object({
          id,
          unit_number: z.string(),
          floor: z.number().int(),
          type: z.enum(UNIT_TYPES),
          bedrooms: z.number().int(),
          price: z.number().int(),
          status: unitStatus,
        }),
      ),
    }),
  ),
  availability: unitAvailabilitySchema,
}) satisfies z.ZodType<AvailabilityMatrix>;

export const unitPlanSchema = z.object({
  plan: paymentPlanSchema,
  price: z.number().int(),
  currency: z.string(),
  booking_date: z.string().nullable(),
  handover_date: z.string().nullable(),
  installments: z.array(
    z.object({
      label: z.string(),
      percentage: z.number(),
      due_type: z.enum(DUE_TYPES),
      due_value: z.number().int().nullable(),
      amount: z.number().int(),
      due_date: z.string().nullable(),
    }),
  ),
  total: z.number().int(),
}) satisfies z.ZodType<UnitPlan>;

export const bulkUnitsPreviewSchema = z.object({
  building_id: id,
  count: z.number().int(),
  created: z.boolean(),
  units: z.array(
    unitListRowSchema.pick({
      unit_number: true,
      floor: true,
      type: true,
      bedrooms: true,
      bathrooms: true,
      internal_area: true,
      balcony_area: true,
      price: true,
      views: true,
    }),
  ),
}) satisfies z.ZodType<BulkUnitsPreview>;

export const filterLimitsSchema = z.object({
  price_min: z.number().int().nullable(),
  price_max: z.number().int().nullable(),
  area_min: z.number().nullable(),
  area_max: z.number().nullable(),
  bedrooms_min: z.number().int().nullable(),
  bedrooms_max: z.number().int().nullable(),
}) satisfies z.ZodType<SaleOfferFilterLimits>;

/** Price per sq ft of total area, rounded to whole minor units; null for a unit without area. */
export function pricePerSqft(price: number, totalArea: number): number | null {
  return totalArea > 0 ? Math.round(price / totalArea) : null;
}

export interface UnitRowExtras {
  developer_name: string;
  project_id: number;
  project_name: string;
  building_name: string;
  currency: string;
  status_changed_by_name: string | null;
  floor_plan_image_id: number | null;
}

export function toUnitListRow(row: UnitRow, extras: UnitRowExtras): UnitListRow {
  const totalArea = row.total_area ?? row.internal_area + (row.balcony_area ?? 0);
  return {
    id: row.id,
    organization_id: row.organization_id,
    developer_name: extras.developer_name,
    project_id: extras.project_id,
    project_name: extras.project_name,
    building_id: row.building_id,
    building_name: extras.building_name,
    unit_number: row.unit_number,
    floor: row.floor,
    type: row.type,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    internal_area: row.internal_area,
    balcony_area: row.balcony_area,
    total_area: totalArea,
    price: row.price,
    currency: extras.currency,
    price_per_sqft: pricePerSqft(row.price, totalArea),
    views: row.views,
    orientation: row.orientation,
    parking_spaces: row.parking_spaces,
    service_charge: row.service_charge,
    status: row.status,
    reserved_until: row.reserved_until?.toISOString() ?? null,
    status_changed_at: row.status_changed_at?.toISOString() ?? null,
    status_changed_by: row.status_changed_by,
    status_changed_by_name: extras.status_changed_by_name,
    floor_plan_url: extras.floor_plan_image_id === null ? null : inventoryImageUrl(extras.floor_plan_image_id),
    floor_plan_thumbnail_url: extras.floor_plan_image_id === null ? null : inventoryThumbnailUrl(extras.floor_plan_image_id),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
