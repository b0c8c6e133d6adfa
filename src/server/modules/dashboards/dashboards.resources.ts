// The response schemas of the dashboards' routes (src/shared/dashboards.ts has their meaning).
import { z } from 'zod';
import { MESSAGE_PROVIDERS } from '../../../shared/contacts.ts';
import { LEAD_SOURCES } from '../../../shared/crm.ts';
import { ACTIVE_USER_WINDOWS } from '../../../shared/dashboards.ts';
import { UNIT_STATUSES } from '../../../shared/inventory.ts';
import { ORGANIZATION_KINDS, ORGANIZATION_STATUSES } from '../../../shared/roles.ts';
import { SIGNUP_KINDS, SIGNUP_STAGES } from '../../../shared/signup.ts';

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
  booked: z.number().int(),
  conversion_rate: z.number(),
});

export const collectionsCurrencySchema = z.object({
  currency: z.string(),
  overdue: z.number().int(),
  overdue_sales: z.number().int(),
  due_soon: z.number().int(),
});

export const collectionsSummarySchema = z.object({
  today: z.string(),
  due_soon_until: z.string(),
  currencies: z.array(collectionsCurrencySchema),
});

export const organizationCollectionsSchema = collectionsCurrencySchema.extend({
  organization_id: z.number().int(),
  organization_name: z.string(),
});

export const organizationAvailabilitySchema = z.object({
  organization_id: z.number().int(),
  organization_name: z.string(),
  currency: z.string().nullable(),
  status: z.enum(UNIT_STATUSES).nullable(),
  units: z.number().int(),
  value: z.number().int(),
});

export const organizationOffersPeriodSchema = z.object({
  organization_id: z.number().int(),
  organization_name: z.string(),
  period: z.string(),
  offers: z.number().int(),
  booked: z.number().int(),
  conversion_rate: z.number(),
});

export const organizationsByKindSchema = z.object({
  kind: z.enum(ORGANIZATION_KINDS),
  status: z.enum(ORGANIZATION_STATUSES),
  organizations: z.number().int(),
});

export const pendingSignupsSchema = z.object({
  kind: z.enum(SIGNUP_KINDS),
  stage: z.enum(SIGNUP_STAGES),
  organizations: z.number().int(),
});

export const activeUsersSchema = z.object({
  days: z.union(ACTIVE_USER_WINDOWS.map((days) => z.literal(days))),
  users: z.number().int(),
});

export const messagesByProviderSchema = z.object({
  provider: z.enum(MESSAGE_PROVIDERS),
  sent: z.number().int(),
  failed: z.number().int(),
});
