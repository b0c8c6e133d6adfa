// How commissions leave the server: strict response schemas checked against the shared interfaces.
import { z } from 'zod';
import {
  COMMISSION_STATUSES,
  COMMISSION_TRIGGERS,
  type Commission,
  type CommissionListItem,
  type CommissionSettings,
} from '../../../shared/commissions.ts';
import { SELLER_TYPES } from '../../../shared/sales.ts';

const id = z.number().int();
const money = z.number().int();
const person = z.object({ id, name: z.string() }).nullable();
const rate = z.number().int().nullable();

export const commissionListItemSchema = z.object({
  id,
  organization_id: id,
  developer_name: z.string(),
  sale_id: id,
  unit_id: id,
  unit_number: z.string(),
  project_id: id,
  project_name: z.string(),
  buyer_name: z.string(),
  seller_type: z.enum(SELLER_TYPES),
  seller_name: z.string(),
  rate_hundredths: z.number().int(),
  base_amount: money,
  amount: money,
  currency: z.string(),
  status: z.enum(COMMISSION_STATUSES),
  trigger: z.enum(COMMISSION_TRIGGERS),
  reached_on: z.string(),
  created_at: z.string(),
}) satisfies z.ZodType<CommissionListItem>;

export const commissionSchema = commissionListItemSchema.extend({
  agent_name: z.string().nullable(),
  agency_licence: z.string().nullable(),
  trigger_paid_hundredths: z.number().int().nullable(),
  approved_at: z.string().nullable(),
  approved_by: person,
  paid_at: z.string().nullable(),
  paid_by: person,
  paid_date: z.string().nullable(),
  payment_reference: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  can: z.object({ approve: z.boolean(), pay: z.boolean() }),
}) satisfies z.ZodType<Commission>;

export const commissionSettingsSchema = z.object({
  trigger: z.enum(COMMISSION_TRIGGERS),
  paid_hundredths: z.number().int().nullable(),
  projects: z.array(
    z.object({
      project_id: id,
      project_name: z.string(),
      currency: z.string(),
      rates: z.object({ developer: rate, platform: rate, broker: rate, agency: rate }),
    }),
  ),
}) satisfies z.ZodType<CommissionSettings>;
