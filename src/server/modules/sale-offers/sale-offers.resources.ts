// How sale offers leave the server: strict response schemas checked against the shared
// interfaces, so nothing but the documented fields (no storage keys) is ever answered.
import { z } from 'zod';
import { DUE_TYPES, UNIT_STATUSES, VIEWS } from '../../../shared/inventory.ts';
import {
  SALE_OFFER_STATUSES,
  type SaleOfferDetail,
  type SaleOfferFilterBuilding,
  type SaleOfferListItem,
  type SaleOfferTotals,
  type SaleOfferUnit,
} from '../../../shared/sale-offers.ts';
import { unitFactsShape } from '../inventory/units.resources.ts';

const id = z.number().int();
const money = z.number().int();

const installmentSchema = z.object({
  label: z.string(),
  percentage: z.number(),
  due_type: z.enum(DUE_TYPES),
  due_value: z.number().int().nullable(),
});

const scheduledInstallmentSchema = installmentSchema.extend({ amount: money, due_date: z.string().nullable() });

export const saleOfferListItemSchema = z.object({
  id,
  organization_id: id,
  developer_name: z.string(),
  number: z.string(),
  client_name: z.string(),
  client_email: z.string().nullable(),
  client_phone: z.string().nullable(),
  lead_id: id.nullable(),
  lead_name: z.string().nullable(),
  valid_until: z.string(),
  status: z.enum(SALE_OFFER_STATUSES),
  currency: z.string(),
  discount: money,
  subtotal: money,
  total: money,
  units_count: z.number().int(),
  created_by: z.object({ id, name: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
}) satisfies z.ZodType<SaleOfferListItem>;

export const saleOfferUnitSchema = z.object({
  unit_id: id,
  position: z.number().int(),
  ...unitFactsShape,
  views: z.array(z.enum(VIEWS)),
  unit_status: z.enum(UNIT_STATUSES),
  price: money,
  floor_plan_url: z.string().nullable(),
  payment_plan_id: id.nullable(),
  payment_plan_name: z.string().nullable(),
  custom_installments: z.boolean(),
  installments: z.array(installmentSchema),
  schedule: z.array(scheduledInstallmentSchema),
}) satisfies z.ZodType<SaleOfferUnit>;

const totalsSchema = z.object({
  subtotal: money,
  discount: money,
  total: money,
  units_count: z.number().int(),
}) satisfies z.ZodType<SaleOfferTotals>;

export const saleOfferDetailSchema = saleOfferListItemSchema.extend({
  notes: z.string().nullable(),
  units: z.array(saleOfferUnitSchema),
  totals: totalsSchema,
  can: z.object({ edit: z.boolean(), delete: z.boolean() }),
}) satisfies z.ZodType<SaleOfferDetail>;

export const saleOfferFilterBuildingSchema = z.object({
  id,
  name: z.string(),
  project_id: id,
  project_name: z.string(),
  matching_units_count: z.number().int(),
  currency: z.string(),
  price_from: money,
  price_to: money,
}) satisfies z.ZodType<SaleOfferFilterBuilding>;
