// Sale offers (docs/domain.md "Sale offer"): an offer of a developer's units to a client, each unit
// with its chosen payment plan. Conventions as at the top of schema.ts. Offer units name their
// offer and unit together with organization_id (composite foreign keys), so an offer can never
// hold another developer's unit.
import { sql } from 'drizzle-orm';
import {
  bigint,
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
} from 'drizzle-orm/pg-core';
import type { StoredSaleOfferStatus } from '../../shared/sale-offers.ts';
import type { Installment } from '../../shared/schemas/payment-plans.ts';
import { paymentPlans, units } from './inventory-schema.ts';
import { ownerOrganizationId, users } from './schema.ts';
import { leads } from './crm-schema.ts';
import { createdAt } from './columns.ts';

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
