// Sale offers (docs/domain.md "Sale offer"): an offer of a developer's units to a client, each unit
// with its chosen payment plan. Conventions as at the top of schema.ts. Offer units name their
// offer and unit together with organization_id (composite foreign keys), so an offer can never
// hold another developer's unit.
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { StoredSaleOfferStatus } from '../../shared/sale-offers.ts';
import type { FeeKind, ReceiptMethod, ReceiptStatus, SaleStatus, ScheduleSource, SellerType } from '../../shared/sales.ts';
import type { DueType } from '../../shared/inventory.ts';
import type { Installment } from '../../shared/schemas/payment-plans.ts';
import { paymentPlans, units } from './inventory-schema.ts';
import { organizations, ownerOrganizationId, users } from './schema.ts';
import { deals, leads } from './crm-schema.ts';
import { createdAt, timestamps } from './columns.ts';

export const saleOffers = pgTable(
  'sale_offers',
  {
    id: serial('id').primaryKey(),
    /** The developer organization whose units are offered. */
    organization_id: ownerOrganizationId(),
    /** `SO-{year}-{sequence:06}`, unique in the organization. */
    number: text('number').notNull(),
    client_name: text('client_name').notNull(),
    client_email: text('client_email'),
    client_phone: text('client_phone'),
    /** A lead of the same organization; the offer stays when the lead is deleted. */
    lead_id: integer('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    valid_until: date('valid_until').notNull(),
    /** `expired` is derived from valid_until when read, never stored. */
    status: text('status').$type<StoredSaleOfferStatus>().notNull().default('draft'),
    /** Minor units off the sum of the unit prices. */
    discount: bigint('discount', { mode: 'number' }).notNull().default(0),
    notes: text('notes'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('sale_offers_organization_id_id_unique').on(t.organization_id, t.id),
    unique('sale_offers_organization_number_unique').on(t.organization_id, t.number),
    index('sale_offers_organization_created_idx').on(t.organization_id, t.created_at),
    // The offers list's other sorts and its status filter.
    index('sale_offers_organization_client_idx').on(t.organization_id, t.client_name),
    index('sale_offers_organization_valid_until_idx').on(t.organization_id, t.valid_until),
    index('sale_offers_organization_status_idx').on(t.organization_id, t.status, t.created_at),
    index('sale_offers_created_by_idx').on(t.created_by, t.created_at),
    index('sale_offers_lead_idx').on(t.lead_id),
    check('sale_offers_status_stored', sql`${t.status} in ('draft', 'sent', 'accepted')`),
    check('sale_offers_discount_non_negative', sql`${t.discount} >= 0`),
  ],
);

/** The last offer number handed out per organization and year (one row upserted per offer). */
export const saleOfferNumberCounters = pgTable(
  'sale_offer_number_counters',
  {
    organization_id: ownerOrganizationId(),
    year: integer('year').notNull(),
    last_value: integer('last_value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organization_id, t.year] })],
);

/**
 * A unit of an offer with its plan: a building plan (`payment_plan_id`), custom installments
 * (`custom_installments`), or neither yet. A deleted plan leaves the unit without one.
 */
export const saleOfferUnits = pgTable(
  'sale_offer_units',
  {
    id: serial('id').primaryKey(),
    organization_id: ownerOrganizationId(),
    sale_offer_id: integer('sale_offer_id').notNull(),
    unit_id: integer('unit_id').notNull(),
    position: integer('position').notNull().default(0),
    payment_plan_id: integer('payment_plan_id').references(() => paymentPlans.id, { onDelete: 'set null' }),
    custom_installments: jsonb('custom_installments').$type<Installment[]>(),
    created_at: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'sale_offer_units_offer_fk',
      columns: [t.organization_id, t.sale_offer_id],
      foreignColumns: [saleOffers.organization_id, saleOffers.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'sale_offer_units_unit_fk',
      columns: [t.organization_id, t.unit_id],
      foreignColumns: [units.organization_id, units.id],
    }).onDelete('cascade'),
    unique('sale_offer_units_offer_unit_unique').on(t.sale_offer_id, t.unit_id),
    index('sale_offer_units_offer_idx').on(t.sale_offer_id, t.position),
    index('sale_offer_units_unit_idx').on(t.unit_id),
    check('sale_offer_units_one_plan', sql`${t.payment_plan_id} is null or ${t.custom_installments} is null`),
  ],
);

const userRef = (name: string) => integer(name).references(() => users.id, { onDelete: 'set null' });

/**
 * A booked or sold unit's sale (docs/domain.md "Sale"): the agreed price, the seller, the deal and
 * the offer it came from. Written in the transaction that books (or sells) the unit; cancelling
 * keeps the row (status `cancelled`, with why, when and by whom) and returns the unit to
 * available. At most one active sale per unit (a partial unique index), so two sales racing for
 * one unit cannot both land. Money is integer minor units of `currency` (the project's).
 */
export const sales = pgTable(
  'sales',
  {
    id: serial('id').primaryKey(),
    organization_id: ownerOrganizationId(),
    unit_id: integer('unit_id').notNull(),
    currency: text('currency').notNull(),
    list_price: bigint('list_price', { mode: 'number' }).notNull(),
    discount: bigint('discount', { mode: 'number' }).notNull().default(0),
    final_price: bigint('final_price', { mode: 'number' }).notNull(),
    booking_date: date('booking_date').notNull(),
    spa_date: date('spa_date'),
    seller_type: text('seller_type').$type<SellerType>().notNull(),
    /** A broker organization of the platform (seller_type broker). */
    broker_organization_id: integer('broker_organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    /** The broker's agent named on the sale (a member of broker_organization_id). */
    agent_user_id: userRef('agent_user_id'),
    /** An outside agency (seller_type agency): named, licensed, without access. */
    agency_name: text('agency_name'),
    agency_licence: text('agency_licence'),
    /** The deal it came from (a deal of the recording organization), kept null when it goes. */
    deal_id: integer('deal_id').references(() => deals.id, { onDelete: 'set null' }),
    sale_offer_id: integer('sale_offer_id').references(() => saleOffers.id, { onDelete: 'set null' }),
    status: text('status').$type<SaleStatus>().notNull().default('active'),
    cancellation_reason: text('cancellation_reason'),
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
    cancelled_by: userRef('cancelled_by'),
    created_by: userRef('created_by'),
    ...timestamps,
  },
  (t) => [
    unique('sales_organization_id_id_unique').on(t.organization_id, t.id),
    foreignKey({
      name: 'sales_unit_fk',
      columns: [t.organization_id, t.unit_id],
      foreignColumns: [units.organization_id, units.id],
    }).onDelete('cascade'),
    uniqueIndex('sales_one_active_per_unit')
      .on(t.unit_id)
      .where(sql`${t.status} = 'active'`),
    index('sales_unit_idx').on(t.unit_id, t.created_at),
    index('sales_organization_booking_idx').on(t.organization_id, t.booking_date, t.id),
    index('sales_organization_status_idx').on(t.organization_id, t.status, t.booking_date),
    index('sales_organization_created_idx').on(t.organization_id, t.created_at),
    index('sales_deal_idx').on(t.deal_id),
    index('sales_offer_idx').on(t.sale_offer_id),
    index('sales_broker_organization_idx').on(t.broker_organization_id),
    check('sales_status_known', sql`${t.status} in ('active', 'cancelled')`),
    check('sales_seller_type_known', sql`${t.seller_type} in ('developer', 'platform', 'broker', 'agency')`),
    check(
      'sales_prices_consistent',
      sql`${t.list_price} >= 0 and ${t.discount} >= 0 and ${t.final_price} >= 0 and ${t.final_price} = ${t.list_price} - ${t.discount}`,
    ),
    check(
      'sales_cancellation_complete',
      sql`(${t.status} = 'cancelled') = (${t.cancelled_at} is not null and ${t.cancellation_reason} is not null)`,
    ),
    check('sales_agency_named', sql`${t.seller_type} <> 'agency' or ${t.agency_name} is not null`),
  ],
);

const saleOfRow = (name: string, t: { organization_id: AnyPgColumn; sale_id: AnyPgColumn }) =>
  foreignKey({ name, columns: [t.organization_id, t.sale_id], foreignColumns: [sales.organization_id, sales.id] }).onDelete('cascade');

/** The buyers of a sale, in order (one or more), each linked to a lead of the organization where there is one. */
export const saleBuyers = pgTable(
  'sale_buyers',
  {
    id: serial('id').primaryKey(),
    organization_id: ownerOrganizationId(),
    sale_id: integer('sale_id').notNull(),
    position: integer('position').notNull(),
    full_name: text('full_name').notNull(),
    /** ISO 3166 alpha-2. */
    nationality: text('nationality'),
    /** Emirates ID, national ID or passport number, as written on the document. */
    id_number: text('id_number'),
    email: text('email'),
    phone: text('phone'),
    lead_id: integer('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    saleOfRow('sale_buyers_sale_fk', t),
    unique('sale_buyers_sale_position_unique').on(t.sale_id, t.position),
    index('sale_buyers_organization_name_idx').on(t.organization_id, t.full_name),
    index('sale_buyers_lead_idx').on(t.lead_id),
  ],
);

/**
 * A fee line of a sale: a percentage of the final price (rate in hundredths of a percent) or a
 * fixed amount; `amount` is what it comes to, in minor units of the sale's currency.
 */
export const saleFees = pgTable(
  'sale_fees',
  {
    id: serial('id').primaryKey(),
    organization_id: ownerOrganizationId(),
    sale_id: integer('sale_id').notNull(),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    kind: text('kind').$type<FeeKind>().notNull(),
    rate_hundredths: integer('rate_hundredths'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    created_at: createdAt(),
  },
  (t) => [
    saleOfRow('sale_fees_sale_fk', t),
    unique('sale_fees_sale_position_unique').on(t.sale_id, t.position),
    check('sale_fees_kind_known', sql`${t.kind} in ('percent', 'fixed')`),
    check('sale_fees_rate_for_percent', sql`(${t.kind} = 'percent') = (${t.rate_hundredths} is not null)`),
    check('sale_fees_amount_non_negative', sql`${t.amount} >= 0`),
  ],
);

/** The fees a new sale of the organization starts from (its settings); fixed amounts in `currency`. */
export const saleFeeDefaults = pgTable(
  'sale_fee_defaults',
  {
    id: serial('id').primaryKey(),
    organization_id: ownerOrganizationId(),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    kind: text('kind').$type<FeeKind>().notNull(),
    rate_hundredths: integer('rate_hundredths'),
    fixed_amount: bigint('fixed_amount', { mode: 'number' }),
    currency: text('currency').notNull(),
    ...timestamps,
  },
  (t) => [
    unique('sale_fee_defaults_organization_position_unique').on(t.organization_id, t.position),
    check('sale_fee_defaults_kind_known', sql`${t.kind} in ('percent', 'fixed')`),
    check(
      'sale_fee_defaults_one_value',
      sql`(${t.kind} = 'percent' and ${t.rate_hundredths} is not null and ${t.fixed_amount} is null) or (${t.kind} = 'fixed' and ${t.fixed_amount} is not null and ${t.rate_hundredths} is null)`,
    ),
  ],
);

/**
 * A version of a sale's payment schedule. Exactly one is current per sale (a partial unique
 * index); a re-plan marks the current one superseded (when, by whom) and adds the next version
 * with its reason. `installments` keeps the plan as agreed, so a building plan edited later
 * changes nothing here.
 */
export const saleSchedules = pgTable(
  'sale_schedules',
  {
    id: serial('id').primaryKey(),
    organization_id: ownerOrganizationId(),
    sale_id: integer('sale_id').notNull(),
    version: integer('version').notNull(),
    source: text('source').$type<ScheduleSource>().notNull(),
    payment_plan_id: integer('payment_plan_id').references(() => paymentPlans.id, { onDelete: 'set null' }),
    plan_name: text('plan_name').notNull(),
    installments: jsonb('installments').$type<Installment[]>().notNull(),
    reason: text('reason'),
    is_current: boolean('is_current').notNull().default(true),
    created_by: userRef('created_by'),
    created_at: createdAt(),
    superseded_at: timestamp('superseded_at', { withTimezone: true }),
    superseded_by: userRef('superseded_by'),
  },
  (t) => [
    unique('sale_schedules_organization_id_id_unique').on(t.organization_id, t.id),
    saleOfRow('sale_schedules_sale_fk', t),
    unique('sale_schedules_sale_version_unique').on(t.sale_id, t.version),
    uniqueIndex('sale_schedules_one_current')
      .on(t.sale_id)
      .where(sql`${t.is_current}`),
    check('sale_schedules_source_known', sql`${t.source} in ('building_plan', 'offer_plan', 'custom')`),
    check('sale_schedules_superseded', sql`${t.is_current} = (${t.superseded_at} is null)`),
  ],
);

/**
 * A dated line of a schedule: what is due, when, how much (minor units; the lines of a schedule
 * add up to the sale's final price exactly, the remainder on the last). `due_date` is null while
 * a construction milestone waits for the project's progress, or a handover line for a handover
 * date. Receipts, reminders and commissions will name lines by id.
 */
export const saleScheduleLines = pgTable(
  'sale_schedule_lines',
  {
    id: serial('id').primaryKey(),
    organization_id: ownerOrganizationId(),
    schedule_id: integer('schedule_id').notNull(),
    sale_id: integer('sale_id').notNull(),
    sequence: integer('sequence').notNull(),
    label: text('label').notNull(),
    /** Hundredths of a percent of the final price. */
    percentage_hundredths: integer('percentage_hundredths').notNull(),
    due_type: text('due_type').$type<DueType>().notNull(),
    due_value: integer('due_value'),
    due_date: date('due_date'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /**
     * What the sale's received receipts leave open on this line, in the allocation's order (due
     * date, then sequence, the undated last); 0 on a superseded schedule and on a cancelled sale.
     * Kept by triggers on the lines, schedules, receipts and sales (migration 0040_open_amounts,
     * docs/architecture.md "Open amounts"), whichever code path writes them. Pending cheques are
     * left out: a cheque whose date has come pays its lines in the queries, not here.
     */
    open_amount: bigint('open_amount', { mode: 'number' }).notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [
    unique('sale_schedule_lines_organization_id_id_unique').on(t.organization_id, t.id),
    foreignKey({
      name: 'sale_schedule_lines_schedule_fk',
      columns: [t.organization_id, t.schedule_id],
      foreignColumns: [saleSchedules.organization_id, saleSchedules.id],
    }).onDelete('cascade'),
    saleOfRow('sale_schedule_lines_sale_fk', t),
    unique('sale_schedule_lines_schedule_sequence_unique').on(t.schedule_id, t.sequence),
    index('sale_schedule_lines_sale_idx').on(t.sale_id),
    // What falls due when: the collections screen and the reminders will read it by day.
    index('sale_schedule_lines_organization_due_idx').on(t.organization_id, t.due_date),
    // The open lines by day: the collections screen and the dashboards read only these.
    index('sale_schedule_lines_open_due_idx')
      .on(t.organization_id, t.due_date)
      .where(sql`${t.open_amount} > 0`),
    index('sale_schedule_lines_waiting_idx')
      .on(t.organization_id, t.due_type)
      .where(sql`${t.due_date} is null`),
    check('sale_schedule_lines_amount_non_negative', sql`${t.amount} >= 0`),
  ],
);

/**
 * A payment received on a sale (docs/domain.md "Payments"): amount in minor units of the sale's
 * currency, how it came (a cheque with its number, bank and date), and its status. A cheque dated
 * after the day it is recorded (in the organization's time zone) is `pending` and becomes
 * `received` on its date; a bounced cheque keeps its row with why, when and by whom, and pays
 * nothing. `idempotency_key`, unique in the organization, makes a double submit record once.
 */
export const saleReceipts = pgTable(
  'sale_receipts',
  {
    id: serial('id').primaryKey(),
    organization_id: ownerOrganizationId(),
    sale_id: integer('sale_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    received_date: date('received_date').notNull(),
    method: text('method').$type<ReceiptMethod>().notNull(),
    cheque_number: text('cheque_number'),
    cheque_bank: text('cheque_bank'),
    cheque_date: date('cheque_date'),
    reference: text('reference'),
    status: text('status').$type<ReceiptStatus>().notNull(),
    bounce_reason: text('bounce_reason'),
    bounced_at: timestamp('bounced_at', { withTimezone: true }),
    bounced_by: userRef('bounced_by'),
    idempotency_key: text('idempotency_key'),
    created_by: userRef('created_by'),
    created_at: createdAt(),
  },
  (t) => [
    unique('sale_receipts_organization_id_id_unique').on(t.organization_id, t.id),
    saleOfRow('sale_receipts_sale_fk', t),
    uniqueIndex('sale_receipts_organization_idempotency_unique').on(t.organization_id, t.idempotency_key),
    index('sale_receipts_sale_idx').on(t.sale_id, t.received_date, t.id),
    index('sale_receipts_pending_idx')
      .on(t.organization_id, t.cheque_date)
      .where(sql`${t.status} = 'pending'`),
    check('sale_receipts_amount_positive', sql`${t.amount} > 0`),
    check('sale_receipts_method_known', sql`${t.method} in ('bank_transfer', 'cheque', 'card', 'cash')`),
    check('sale_receipts_status_known', sql`${t.status} in ('pending', 'received', 'bounced')`),
    check(
      'sale_receipts_cheque_complete',
      sql`(${t.method} = 'cheque') = (${t.cheque_number} is not null and ${t.cheque_bank} is not null and ${t.cheque_date} is not null)`,
    ),
    check('sale_receipts_only_cheques_bounce', sql`${t.status} <> 'bounced' or ${t.method} = 'cheque'`),
    check(
      'sale_receipts_bounce_complete',
      sql`(${t.status} = 'bounced') = (${t.bounced_at} is not null and ${t.bounce_reason} is not null)`,
    ),
  ],
);

/**
 * What a received receipt pays on a line of the sale's current schedule. Derived: the service
 * rewrites a sale's allocations from its received receipts (receipts.allocation.ts) after every
 * change, under a lock on the sale; a receipt's amount not allocated is the sale's credit.
 */
export const saleReceiptAllocations = pgTable(
  'sale_receipt_allocations',
  {
    id: serial('id').primaryKey(),
    organization_id: ownerOrganizationId(),
    sale_id: integer('sale_id').notNull(),
    receipt_id: integer('receipt_id').notNull(),
    line_id: integer('line_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [
    saleOfRow('sale_receipt_allocations_sale_fk', t),
    foreignKey({
      name: 'sale_receipt_allocations_receipt_fk',
      columns: [t.organization_id, t.receipt_id],
      foreignColumns: [saleReceipts.organization_id, saleReceipts.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'sale_receipt_allocations_line_fk',
      columns: [t.organization_id, t.line_id],
      foreignColumns: [saleScheduleLines.organization_id, saleScheduleLines.id],
    }).onDelete('cascade'),
    unique('sale_receipt_allocations_receipt_line_unique').on(t.receipt_id, t.line_id),
    index('sale_receipt_allocations_sale_idx').on(t.sale_id),
    index('sale_receipt_allocations_line_idx').on(t.line_id),
    check('sale_receipt_allocations_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * Money given back to the buyer of a cancelled sale (docs/domain.md "Payments"): amount in the
 * sale's currency, the day, how (a cheque with its number, bank and date), a reference and a
 * note. The service keeps the refunds of a sale at most what it received, under the sale's lock.
 */
export const saleRefunds = pgTable(
  'sale_refunds',
  {
    id: serial('id').primaryKey(),
    organization_id: ownerOrganizationId(),
    sale_id: integer('sale_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    refund_date: date('refund_date').notNull(),
    method: text('method').$type<ReceiptMethod>().notNull(),
    cheque_number: text('cheque_number'),
    cheque_bank: text('cheque_bank'),
    cheque_date: date('cheque_date'),
    reference: text('reference'),
    note: text('note'),
    created_by: userRef('created_by'),
    created_at: createdAt(),
  },
  (t) => [
    saleOfRow('sale_refunds_sale_fk', t),
    index('sale_refunds_sale_idx').on(t.sale_id, t.refund_date, t.id),
    check('sale_refunds_amount_positive', sql`${t.amount} > 0`),
    check('sale_refunds_method_known', sql`${t.method} in ('bank_transfer', 'cheque', 'card', 'cash')`),
    check(
      'sale_refunds_cheque_complete',
      sql`(${t.method} = 'cheque') = (${t.cheque_number} is not null and ${t.cheque_bank} is not null and ${t.cheque_date} is not null)`,
    ),
  ],
);
