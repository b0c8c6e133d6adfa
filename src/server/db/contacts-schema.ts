// The platform's contacts and messenger tables (docs/domain.md "Contacts and messenger"): company and
// broker contacts, message templates, and message logs, which are also the send queue (a log
// `queued` is a job; the worker claims it by moving it to `sending`). Conventions as at the top of
// schema.ts: every row belongs to the platform organization it was made in.
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type {
  BrokerStatus,
  CompanyStatus,
  MessageProvider,
  MessageStatus,
  TemplatePurpose,
  TemplateStatus,
} from '../../shared/contacts.ts';
import { organizations, ownerOrganizationId, users } from './schema.ts';
import { timestamps } from './columns.ts';

export const contactCompanies = pgTable(
  'contact_companies',
  {
    id: serial('id').primaryKey(),
    organization_id: ownerOrganizationId(),
    name: text('name').notNull(),
    trade_license_number: text('trade_license_number'),
    country: text('country'),
    city: text('city'),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    status: text('status').$type<CompanyStatus>().notNull().default('new'),
    /** The organization the company became (convert) or was linked to. */
    converted_organization_id: integer('converted_organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    last_contacted_at: timestamp('last_contacted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // Imports deduplicate on the trade licence whatever its letter case and surrounding spaces.
    uniqueIndex('contact_companies_trade_license_unique').on(t.organization_id, sql`upper(${t.trade_license_number})`),
    index('contact_companies_organization_status_idx').on(t.organization_id, t.status),
    // The companies list's sorts and its country filter.
    index('contact_companies_organization_name_idx').on(t.organization_id, t.name),
    index('contact_companies_organization_licence_idx').on(t.organization_id, t.trade_license_number),
    index('contact_companies_organization_country_idx').on(t.organization_id, t.country),
    index('contact_companies_organization_city_idx').on(t.organization_id, t.city),
    index('contact_companies_organization_contacted_idx').on(t.organization_id, t.last_contacted_at),
    index('contact_companies_organization_created_idx').on(t.organization_id, t.created_at),
    index('contact_companies_organization_updated_idx').on(t.organization_id, t.updated_at),
  ],
);

export const contactBrokers = pgTable(
  'contact_brokers',
  {
    id: serial('id').primaryKey(),
    organization_id: ownerOrganizationId(),
    full_name: text('full_name').notNull(),
    phone: text('phone'),
    /** The phone in E.164, the organization's country the default; set by a trigger (migration `*_phone_e164.sql`): imports deduplicate on it. */
    phone_normalized: text('phone_normalized'),
    email: text('email'),
    orn: text('orn'),
    company_name: text('company_name'),
    status: text('status').$type<BrokerStatus>().notNull().default('new'),
    last_contacted_at: timestamp('last_contacted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('contact_brokers_orn_unique').on(t.organization_id, sql`upper(${t.orn})`),
    index('contact_brokers_phone_idx').on(t.organization_id, t.phone_normalized),
    index('contact_brokers_organization_status_idx').on(t.organization_id, t.status),
    // The brokers list's sorts.
    index('contact_brokers_organization_name_idx').on(t.organization_id, t.full_name),
    index('contact_brokers_organization_orn_idx').on(t.organization_id, t.orn),
    index('contact_brokers_organization_company_idx').on(t.organization_id, t.company_name),
    index('contact_brokers_organization_contacted_idx').on(t.organization_id, t.last_contacted_at),
    index('contact_brokers_organization_created_idx').on(t.organization_id, t.created_at),
    index('contact_brokers_organization_updated_idx').on(t.organization_id, t.updated_at),
  ],
);

export const messageTemplates = pgTable(
  'message_templates',
  {
    id: serial('id').primaryKey(),
    organization_id: ownerOrganizationId(),
    provider: text('provider').$type<MessageProvider>().notNull(),
    name: text('name').notNull(),
    language: text('language').notNull(),
    body: text('body').notNull(),
    status: text('status').$type<TemplateStatus>().notNull().default('active'),
    purpose: text('purpose').$type<TemplatePurpose>().notNull().default('companies'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('message_templates_name_unique').on(t.organization_id, t.provider, sql`lower(${t.name})`, t.language),
    // The templates list (one provider at a time): its sorts and status filter.
    index('message_templates_organization_name_idx').on(t.organization_id, t.provider, t.name),
    index('message_templates_organization_language_idx').on(t.organization_id, t.provider, t.language),
    index('message_templates_organization_status_idx').on(t.organization_id, t.provider, t.status),
    index('message_templates_organization_purpose_idx').on(t.organization_id, t.provider, t.purpose),
    check('message_templates_purpose_known', sql`${t.purpose} in ('companies', 'payment_reminder')`),
    index('message_templates_organization_created_idx').on(t.organization_id, t.provider, t.created_at),
    index('message_templates_organization_updated_idx').on(t.organization_id, t.provider, t.updated_at),
  ],
);

export const messageLogs = pgTable(
  'message_logs',
  {
    id: serial('id').primaryKey(),
    organization_id: ownerOrganizationId(),
    provider: text('provider').$type<MessageProvider>().notNull(),
    template_id: integer('template_id').references(() => messageTemplates.id, { onDelete: 'set null' }),
    /** Kept so the log still names its template once the template is deleted. */
    template_name: text('template_name'),
    template_language: text('template_language'),
    company_id: integer('company_id').references(() => contactCompanies.id, { onDelete: 'set null' }),
    recipient_name: text('recipient_name').notNull(),
    recipient_phone: text('recipient_phone').notNull(),
    body: text('body').notNull(),
    /** The values each template variable was filled with (the provider needs them, not just the body). */
    variables: jsonb('variables').$type<Record<string, string>>().notNull().default({}),
    status: text('status').$type<MessageStatus>().notNull().default('queued'),
    provider_message_id: text('provider_message_id'),
    provider_response: jsonb('provider_response').$type<unknown>(),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    claimed_at: timestamp('claimed_at', { withTimezone: true }),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    sender_id: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    // The worker looks for the oldest queued rows; a partial index keeps that cheap however long the history.
    index('message_logs_queued_idx')
      .on(t.id)
      .where(sql`${t.status} = 'queued'`),
    index('message_logs_organization_created_idx').on(t.organization_id, t.created_at),
    // The logs list's sorts and filters.
    index('message_logs_organization_sent_idx').on(t.organization_id, t.sent_at),
    index('message_logs_organization_status_idx').on(t.organization_id, t.status, t.created_at),
    index('message_logs_organization_provider_idx').on(t.organization_id, t.provider, t.created_at),
    index('message_logs_organization_recipient_idx').on(t.organization_id, t.recipient_name),
    index('message_logs_organization_template_idx').on(t.organization_id, t.template_id),
    index('message_logs_organization_company_idx').on(t.organization_id, t.company_id),
  ],
);

/**
 * The message logs per (organization, day of creation, provider, status), counted
 * (docs/architecture.md "Messages by day"), `day` in the organization's time zone. Kept by
 * statement-level triggers on `message_logs` and on the organizations' time zone (migration
 * `0048_message_logs_by_day`), so a log's creation and each move of its status (the worker's claim,
 * send and failure) move them in the same transaction; the super admin's messages widget reads a
 * row per day, provider and status instead of every log of its period. A group with no log has no
 * row.
 */
export const messageLogsByDay = pgTable(
  'message_logs_by_day',
  {
    organization_id: ownerOrganizationId(),
    day: date('day', { mode: 'string' }).notNull(),
    provider: text('provider').$type<MessageProvider>().notNull(),
    status: text('status').$type<MessageStatus>().notNull(),
    messages: bigint('messages', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.organization_id, t.day, t.provider, t.status] })],
);
