// How sales leave the server: strict response schemas checked against the shared interfaces, so
// nothing but the documented fields is ever answered.
import { z } from 'zod';
import { DUE_TYPES, UNIT_STATUSES } from '../../../shared/inventory.ts';
import {
  type BrokerSeller,
  FEE_KINDS,
  RECEIPT_METHODS,
  RECEIPT_STATUSES,
  SALE_STATUSES,
  SCHEDULE_SOURCES,
  SELLER_TYPES,
  type SaleDetail,
  type SaleFeeDefaults,
  type SaleListItem,
  type SalePayments,
  type SaleReceipt,
  type SaleRefund,
  type SaleSchedule,
} from '../../../shared/sales.ts';

const id = z.number().int();
const money = z.number().int();
const person = z.object({ id, name: z.string() }).nullable();

export const saleListItemSchema = z.object({
  id,
  organization_id: id,
  developer_name: z.string(),
  unit_id: id,
  unit_number: z.string(),
  building_id: id,
  building_name: z.string(),
  project_id: id,
  project_name: z.string(),
  buyer_name: z.string(),
  buyers_count: z.number().int(),
  currency: z.string(),
  list_price: money,
  discount: money,
  final_price: money,
  booking_date: z.string(),
  spa_date: z.string().nullable(),
  status: z.enum(SALE_STATUSES),
  seller_type: z.enum(SELLER_TYPES),
  created_at: z.string(),
}) satisfies z.ZodType<SaleListItem>;

const scheduleSchema = z.object({
  id,
  version: z.number().int(),
  source: z.enum(SCHEDULE_SOURCES),
  payment_plan_id: id.nullable(),
  plan_name: z.string(),
  reason: z.string().nullable(),
  is_current: z.boolean(),
  created_at: z.string(),
  created_by: person,
  superseded_at: z.string().nullable(),
  total: money,
  lines: z.array(
    z.object({
      id,
      sequence: z.number().int(),
      label: z.string(),
      percentage: z.number(),
      due_type: z.enum(DUE_TYPES),
      due_value: z.number().int().nullable(),
      due_date: z.string().nullable(),
      amount: money,
    }),
  ),
}) satisfies z.ZodType<SaleSchedule>;

const salePaymentsSchema = z.object({
  lines: z.array(z.object({ line_id: id, paid: money, open: money, overdue: money })),
  paid: money,
  open: money,
  overdue: money,
  credit: money,
  pending: money,
  refunded: money,
  to_refund: money,
}) satisfies z.ZodType<SalePayments>;

export const saleRefundSchema = z.object({
  id,
  sale_id: id,
  amount: money,
  currency: z.string(),
  refund_date: z.string(),
  method: z.enum(RECEIPT_METHODS),
  cheque_number: z.string().nullable(),
  cheque_bank: z.string().nullable(),
  cheque_date: z.string().nullable(),
  reference: z.string().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
  created_by: person,
}) satisfies z.ZodType<SaleRefund>;

export const saleReceiptSchema = z.object({
  id,
  sale_id: id,
  amount: money,
  currency: z.string(),
  received_date: z.string(),
  method: z.enum(RECEIPT_METHODS),
  cheque_number: z.string().nullable(),
  cheque_bank: z.string().nullable(),
  cheque_date: z.string().nullable(),
  reference: z.string().nullable(),
  status: z.enum(RECEIPT_STATUSES),
  allocations: z.array(z.object({ line_id: id, amount: money })),
  bounce: z.object({ reason: z.string(), at: z.string(), by: person }).nullable(),
  created_at: z.string(),
  created_by: person,
  can: z.object({ bounce: z.boolean() }),
}) satisfies z.ZodType<SaleReceipt>;

export const saleDetailSchema = saleListItemSchema.extend({
  unit_status: z.enum(UNIT_STATUSES),
  deal_id: id.nullable(),
  deal_title: z.string().nullable(),
  sale_offer_id: id.nullable(),
  sale_offer_number: z.string().nullable(),
  seller: z.object({
    type: z.enum(SELLER_TYPES),
    broker_organization_id: id.nullable(),
    broker_organization_name: z.string().nullable(),
    agent_user_id: id.nullable(),
    agent_name: z.string().nullable(),
    agency_name: z.string().nullable(),
    agency_licence: z.string().nullable(),
  }),
  buyers: z.array(
    z.object({
      id,
      position: z.number().int(),
      full_name: z.string(),
      nationality: z.string().nullable(),
      id_number: z.string().nullable(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      lead_id: id.nullable(),
      lead_name: z.string().nullable(),
    }),
  ),
  fees: z.array(
    z.object({
      id,
      position: z.number().int(),
      label: z.string(),
      kind: z.enum(FEE_KINDS),
      rate_hundredths: z.number().int().nullable(),
      amount: money,
    }),
  ),
  fees_total: money,
  schedule: scheduleSchema,
  schedule_history: z.array(scheduleSchema),
  cancellation: z.object({ reason: z.string(), at: z.string(), by: person }).nullable(),
  created_by: person,
  payments: salePaymentsSchema,
  refunds: z.array(saleRefundSchema),
  can: z.object({ cancel: z.boolean(), replan: z.boolean(), record_payment: z.boolean(), bounce: z.boolean(), refund: z.boolean() }),
}) satisfies z.ZodType<SaleDetail>;

export const saleFeeDefaultsSchema = z.object({
  currency: z.string(),
  fees: z.array(
    z.object({
      label: z.string(),
      kind: z.enum(FEE_KINDS),
      rate_hundredths: z.number().int().nullable(),
      fixed_amount: money.nullable(),
    }),
  ),
}) satisfies z.ZodType<SaleFeeDefaults>;

export const brokerSellerSchema = z.object({
  id,
  name: z.string(),
  agents: z.array(z.object({ id, name: z.string() })),
}) satisfies z.ZodType<BrokerSeller>;
