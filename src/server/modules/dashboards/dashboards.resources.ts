// The response schemas of the dashboard routes (src/shared/dashboards.ts has their meaning).
import { z } from 'zod';
import { LEAD_SOURCES } from '../../../shared/crm.ts';
import { UNIT_STATUSES } from '../../../shared/inventory.ts';

export const inventoryByProjectSchema = z.object({
  project_id: z.number().int(),
  project_name: z.string(),
  currency: z.string(),
  status: z.enum(UNIT_STATUSES),
  units: z.number().int(),
  value: z.number().int(),
});

export const pipelineStageSchema = z.object({
  pipeline_id: z.number().int(),
  pipeline_name: z.string(),
  stage_id: z.number().int(),
  stage_name: z.string(),
  probability: z.number().int(),
  currency: z.string().nullable(),
  deals: z.number().int(),
  value: z.number().int(),
  weighted_value: z.number().int(),
});

export const pipelineOutcomeSchema = z.object({
  won: z.number().int(),
  lost: z.number().int(),
  win_rate: z.number().nullable(),
  median_days_to_won: z.number().nullable(),
});

export const absorptionSchema = z.object({
  period: z.string(),
  status: z.enum(['booked', 'sold']),
  units: z.number().int(),
});

export const leadSourceSchema = z.object({
  source: z.enum(LEAD_SOURCES),
  leads: z.number().int(),
  converted: z.number().int(),
  conversion_rate: z.number(),
});

export const teamActivitySchema = z.object({
  owner_id: z.number().int().nullable(),
  owner_name: z.string().nullable(),
  done: z.number().int(),
  overdue: z.number().int(),
});

export const pricePerSqftSchema = z.object({
  project_id: z.number().int(),
  project_name: z.string(),
  currency: z.string(),
  bedrooms: z.number().int(),
  units: z.number().int(),
  price_per_sqft: z.number().int(),
});

export const saleOffersPeriodSchema = z.object({
  period: z.string(),
  offers: z.number().int(),
});
