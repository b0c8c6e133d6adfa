// Commissions (docs/domain.md "Commission"): a developer organization's trigger stage and rates,
// and the commission line each sale gets once it reaches that stage. Conventions as at the top of
// schema.ts. A line names its sale with organization_id (a composite foreign key), so it can
// never point at another developer's sale, and there is at most one line per sale (a unique
// constraint): two requests reaching the stage together insert it once.
import { sql } from 'drizzle-orm';
import { bigint, check, date, foreignKey, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { CommissionStatus, CommissionTrigger } from '../../shared/commissions.ts';
import type { SellerType } from '../../shared/sales.ts';
import { projects } from './inventory-schema.ts';
import { sales } from './sales-schema.ts';
import { organizations, ownerOrganizationId, users } from './schema.ts';
import { createdAt, timestamps } from './columns.ts';

const userRef = (name: string) => integer(name).references(() => users.id, { onDelete: 'set null' });

/** The organization's trigger stage; an organization without a row triggers at the booking. */
export const commissionSettings = pgTable(
  'commission_settings',
  {
    organization_id: integer('organization_id')
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    trigger: text('trigger').$type<CommissionTrigger>().notNull().default('booking'),
    /** Hundredths of a percent of the final price, for the paid-percentage trigger. */
    paid_hundredths: integer('paid_hundredths'),
    updated_by: userRef('updated_by'),
    ...timestamps,
  },
  (t) => [
    check('commission_settings_trigger_known', sql`${t.trigger} in ('booking', 'spa', 'paid_percentage')`),
    check(
      'commission_settings_paid_share',
      sql`(${t.trigger} = 'paid_percentage') = (${t.paid_hundredths} is not null) and (${t.paid_hundredths} is null or ${t.paid_hundredths} between 1 and 10000)`,
    ),
  ],
);

/** A project's commission rate for one seller type, in hundredths of a percent of the final price. */
export const commissionRates = pgTable(
  'commission_rates',
  {
    id: serial('id').primaryKey(),
    organization_id: ownerOrganizationId(),
    project_id: integer('project_id').notNull(),
    seller_type: text('seller_type').$type<SellerType>().notNull(),
    rate_hundredths: integer('rate_hundredths').notNull(),
    ...timestamps,
  },
  (t) => [
    foreignKey({
      name: 'commission_rates_project_fk',
      columns: [t.organization_id, t.project_id],
      foreignColumns: [projects.organization_id, projects.id],
    }).onDelete('cascade'),
    unique('commission_rates_project_seller_unique').on(t.project_id, t.seller_type),
    index('commission_rates_organization_idx').on(t.organization_id),
    check('commission_rates_seller_type_known', sql`${t.seller_type} in ('developer', 'platform', 'broker', 'agency')`),
    check('commission_rates_rate_range', sql`${t.rate_hundredths} between 0 and 10000`),
  ],
);

/**
 * A sale's commission line: the seller, the rate in force when the sale reached the stage, the
 * base (the final price) and the commission, in minor units of the sale's currency.
 */
export const commissions = pgTable(
  'commissions',
  {
    id: serial('id').primaryKey(),
    organization_id: ownerOrganizationId(),
    sale_id: integer('sale_id').notNull(),
    project_id: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    seller_type: text('seller_type').$type<SellerType>().notNull(),
    seller_name: text('seller_name').notNull(),
    rate_hundredths: integer('rate_hundredths').notNull(),
    base_amount: bigint('base_amount', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<CommissionStatus>().notNull().default('pending'),
    trigger: text('trigger').$type<CommissionTrigger>().notNull(),
    trigger_paid_hundredths: integer('trigger_paid_hundredths'),
    reached_on: date('reached_on').notNull(),
    approved_at: timestamp('approved_at', { withTimezone: true }),
    approved_by: userRef('approved_by'),
    paid_at: timestamp('paid_at', { withTimezone: true }),
    paid_by: userRef('paid_by'),
    paid_date: date('paid_date'),
    payment_reference: text('payment_reference'),
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
    created_at: createdAt(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'commissions_sale_fk',
      columns: [t.organization_id, t.sale_id],
      foreignColumns: [sales.organization_id, sales.id],
    }).onDelete('cascade'),
    unique('commissions_sale_unique').on(t.sale_id),
    index('commissions_organization_reached_idx').on(t.organization_id, t.reached_on, t.id),
    index('commissions_organization_status_idx').on(t.organization_id, t.status, t.reached_on),
    index('commissions_project_idx').on(t.project_id),
    check('commissions_status_known', sql`${t.status} in ('pending', 'approved', 'paid', 'cancelled')`),
    check('commissions_trigger_known', sql`${t.trigger} in ('booking', 'spa', 'paid_percentage')`),
    check('commissions_amounts_non_negative', sql`${t.base_amount} >= 0 and ${t.amount} >= 0`),
    check('commissions_approved_when', sql`${t.status} not in ('approved', 'paid') or ${t.approved_at} is not null`),
    check('commissions_paid_when', sql`(${t.status} = 'paid') = (${t.paid_at} is not null)`),
  ],
);
