// The database schema (Drizzle pg-core). One PostgreSQL schema serves both drivers.
// Every organization-owned table carries organization_id; money is integer minor units.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { InvitationStatus } from '../../shared/account.ts';
import type { Language } from '../../shared/languages.ts';
import type { OrganizationKind, OrganizationStatus, Role } from '../../shared/roles.ts';
import { createdAt, timestamps } from './columns.ts';

/** The user a row belongs to; the row goes with the user. */
const ownerUserId = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** The organization (tenant) a row belongs to; the row goes with the organization. */
/** The organization a row belongs to; the row goes with it. */
export const ownerOrganizationId = () =>
  integer('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

export const organizations = pgTable(
  'organizations',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    kind: text('kind').$type<OrganizationKind>().notNull(),
    name: text('name').notNull(),
    status: text('status').$type<OrganizationStatus>().notNull().default('active'),
    trade_license_number: text('trade_license_number'),
    trade_license_expiry: date('trade_license_expiry'),
    country: text('country'),
    city: text('city'),
    address: text('address'),
    phone: text('phone'),
    email: text('email'),
    logo_path: text('logo_path'),
    signup_source: text('signup_source'),
    currency: text('currency').notNull().default('AED'),
    /** IANA zone of the office: its "today", agenda days and date filters (docs/domain.md "Time zone"). */
    time_zone: text('time_zone').notNull().default('Asia/Dubai'),
    // The person a signup names as contact; approval invites them as the organization's admin.
    contact_full_name: text('contact_full_name'),
    contact_email: text('contact_email'),
    bank_name: text('bank_name'),
    bank_account_name: text('bank_account_name'),
    iban: text('iban'),
    swift: text('swift'),
    signatory_full_name: text('signatory_full_name'),
    signatory_email: text('signatory_email'),
    signatory_phone: text('signatory_phone'),
    signatory_nationality: text('signatory_nationality'),
    signatory_id_document_path: text('signatory_id_document_path'),
    broker_orn_number: text('broker_orn_number'),
    broker_card_path: text('broker_card_path'),
    /** The last signup step done (company_data, bank_data, auth_signatory_data, broker_data); null when created by staff. */
    signup_step: text('signup_step'),
    signup_completed_at: timestamp('signup_completed_at', { withTimezone: true }),
    /** The reviewer's word to the applicant: why the signup was rejected, or which changes it asks for. */
    signup_review_message: text('signup_review_message'),
    /** The step a `changes_requested` signup reopens at; null otherwise. */
    signup_changes_step: text('signup_changes_step'),
    /**
     * The language the applicant last sent a signup step in: the review's mails to them (who have
     * no account yet) are in it (docs/api.md "Mails"). Null when created by staff, or signed up
     * before it was kept: English then.
     */
    signup_language: text('signup_language').$type<Language>(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('organizations_trade_license_number_unique').on(t.trade_license_number),
    index('organizations_kind_status_idx').on(t.kind, t.status),
    // The organizations list's sorts and its status filter.
    index('organizations_name_idx').on(t.name),
    index('organizations_status_idx').on(t.status),
    index('organizations_created_idx').on(t.created_at),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    full_name: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    password_hash: text('password_hash').notNull(),
    two_factor_secret: text('two_factor_secret'),
    two_factor_recovery_codes: text('two_factor_recovery_codes'),
    two_factor_confirmed_at: timestamp('two_factor_confirmed_at', { withTimezone: true }),
    /** The TOTP time step last accepted: a code is good once, and never one older than it. */
    two_factor_last_used_step: bigint('two_factor_last_used_step', { mode: 'number' }),
    last_login_at: timestamp('last_login_at', { withTimezone: true }),
    /**
     * The last time the user signed in or used a session (to the minute the token's last_used_at
     * keeps): the platform dashboard's active users. Kept on the user, as a session's own record
     * goes with it when he signs out or it expires.
     */
    last_active_at: timestamp('last_active_at', { withTimezone: true }),
    /**
     * When the owner proved the email is theirs (a mailed link followed); null until then. An
     * unverified account accepts no invitation and joins no organization by itself.
     */
    email_verified_at: timestamp('email_verified_at', { withTimezone: true }),
    /** The language the user reads the product in (docs/api.md "Languages"): his screens, answers, mails. */
    locale: text('locale').$type<Language>().notNull().default('en'),
    ...timestamps,
  },
  // Emails are unique whatever their letter case.
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    // The users list sorts by the email as written, and by name, creation and last sign-in.
    index('users_email_idx').on(t.email),
    index('users_full_name_idx').on(t.full_name),
    index('users_created_idx').on(t.created_at),
    index('users_last_login_idx').on(t.last_login_at),
    index('users_last_active_idx').on(t.last_active_at),
  ],
);

export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    user_id: ownerUserId(),
    organization_id: ownerOrganizationId(),
    role: text('role').$type<Role>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('memberships_user_organization_unique').on(t.user_id, t.organization_id),
    index('memberships_organization_idx').on(t.organization_id),
    index('memberships_organization_role_idx').on(t.organization_id, t.role),
  ],
);

/** Opaque bearer tokens: a user's session on a device, or an organization's API token. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    organization_id: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    token_hash: text('token_hash').notNull().unique(),
    abilities: jsonb('abilities').$type<string[]>().notNull().default(['*']),
    last_used_at: timestamp('last_used_at', { withTimezone: true }),
    expires_at: timestamp('expires_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [index('access_tokens_user_idx').on(t.user_id), index('access_tokens_organization_idx').on(t.organization_id)],
);

/** The developer and broker organizations a sales manager looks after. */
export const salesAssignments = pgTable(
  'sales_assignments',
  {
    user_id: ownerUserId(),
    organization_id: ownerOrganizationId(),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.organization_id] }), index('sales_assignments_organization_idx').on(t.organization_id)],
);

/** A password was right and a second factor is owed: the answer to it must come within minutes. */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: serial('id').primaryKey(),
    user_id: ownerUserId(),
    token_hash: text('token_hash').notNull().unique(),
    device_name: text('device_name').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    created_at: createdAt(),
  },
  (t) => [index('two_factor_challenges_user_idx').on(t.user_id)],
);

/**
 * Mailed links that prove an address belongs to a user: the account's own email (registration)
 * or the one it asked to change to, which replaces it only once the link is followed. One live
 * link per user, stored as its hash, used once.
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: serial('id').primaryKey(),
    user_id: ownerUserId(),
    email: text('email').notNull(),
    token_hash: text('token_hash').notNull().unique(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('email_verifications_user_unique').on(t.user_id)],
);

/** Password reset links: one live token per user, stored as its hash, used once. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: ownerUserId(),
    token_hash: text('token_hash').notNull().unique(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    created_at: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.user_id)],
);

/**
 * An invitation to join an organization with a role, addressed to an email (an account may not
 * exist yet). At most one pending invitation per organization and email, whatever the case.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    organization_id: ownerOrganizationId(),
    email: text('email').notNull(),
    role: text('role').$type<Role>().notNull(),
    invited_by: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<InvitationStatus>().notNull().default('pending'),
    /** The secret of the mailed link (its hash): holding it proves the invited address's mail was read. */
    token_hash: text('token_hash').unique(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    responded_at: timestamp('responded_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('invitations_pending_unique')
      .on(t.organization_id, sql`lower(${t.email})`)
      .where(sql`${t.status} = 'pending'`),
    index('invitations_email_idx').on(sql`lower(${t.email})`),
    // The pending invitations list's sorts.
    index('invitations_organization_created_idx').on(t.organization_id, t.created_at),
    index('invitations_organization_email_idx').on(t.organization_id, t.email),
    index('invitations_organization_expires_idx').on(t.organization_id, t.expires_at),
  ],
);

/** In-app notifications of a user (invitations today; mentions and assignments later). */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    user_id: ownerUserId(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    read_at: timestamp('read_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.user_id, t.created_at),
    index('notifications_user_unread_idx')
      .on(t.user_id, t.created_at)
      .where(sql`${t.read_at} is null`),
  ],
);

/** A user's named filter set for one list (`resource`), e.g. "My hot leads" on crm/leads. */
export const savedFilters = pgTable(
  'saved_filters',
  {
    id: serial('id').primaryKey(),
    user_id: ownerUserId(),
    resource: text('resource').notNull(),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('saved_filters_user_resource_name_unique').on(t.user_id, t.resource, sql`lower(${t.name})`)],
);

/**
 * Throttle counters shared by every server process: hits of one key (stored as its SHA-256,
 * so emails and addresses do not sit in the table) within a fixed window ending at reset_at.
 */
export const throttleCounters = pgTable(
  'throttle_counters',
  {
    key_hash: text('key_hash').primaryKey(),
    hits: integer('hits').notNull(),
    reset_at: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('throttle_counters_reset_idx').on(t.reset_at)],
);

export type OrganizationDocumentType = 'bank_confirmation_letter' | 'additional';

/** Documents an organization keeps with the platform: its bank confirmation letter and others. */
export const organizationDocuments = pgTable(
  'organization_documents',
  {
    id: serial('id').primaryKey(),
    organization_id: ownerOrganizationId(),
    type: text('type').$type<OrganizationDocumentType>().notNull(),
    name: text('name').notNull(),
    file_path: text('file_path').notNull(),
    original_filename: text('original_filename').notNull(),
    content_type: text('content_type').notNull(),
    size: integer('size').notNull(),
    expires_at: date('expires_at'),
    uploaded_by: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('organization_documents_organization_idx').on(t.organization_id, t.type),
    // The upload quota sums a user's files on every upload (services/upload-quota.ts): read off the index.
    index('organization_documents_uploader_idx').on(t.uploaded_by, t.size),
  ],
);

/** Contract wording with placeholders ({{organization_name}}, {{commission_percent}}…). */
export const contractTemplates = pgTable('contract_templates', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  kind: text('kind').$type<'developer' | 'broker'>().notNull(),
  body: text('body').notNull(),
  default_commission_percent: numeric('default_commission_percent', { precision: 5, scale: 2 }).notNull(),
  default_duration_months: integer('default_duration_months').notNull(),
  ...timestamps,
});

export type ContractStatus = 'draft' | 'active' | 'expired' | 'renewed';

export const contracts = pgTable(
  'contracts',
  {
    id: serial('id').primaryKey(),
    organization_id: ownerOrganizationId(),
    template_id: integer('template_id')
      .notNull()
      .references(() => contractTemplates.id, { onDelete: 'restrict' }),
    number: text('number').notNull().unique(),
    start_date: date('start_date').notNull(),
    end_date: date('end_date').notNull(),
    commission_percent: numeric('commission_percent', { precision: 5, scale: 2 }).notNull(),
    status: text('status').$type<ContractStatus>().notNull().default('active'),
    renewed_from_id: integer('renewed_from_id').references((): AnyPgColumn => contracts.id, { onDelete: 'set null' }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('contracts_organization_idx').on(t.organization_id, t.start_date)],
);

/** Who did what security-relevant thing, when and from where (sign-ins, denials, role changes…). */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: serial('id').primaryKey(),
    occurred_at: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    organization_id: integer('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    /** What the entry is about (`lead`, `sale_offer`, `organization`…, src/server/modules/audit/audit-subjects.ts). */
    subject_type: text('subject_type'),
    subject_id: integer('subject_id'),
    /** The subject's name when the entry was written ("Sara Al Nuaimi", "SO-2026-000003"): it outlives a deletion. */
    subject_label: text('subject_label'),
    /**
     * The organization the subject belongs to (the actor's may be another: a super admin's
     * platform). No foreign key: deleting an organization is itself an entry about it, written
     * after the row is gone.
     */
    subject_organization_id: integer('subject_organization_id'),
    ip: text('ip'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('audit_logs_occurred_idx').on(t.occurred_at),
    index('audit_logs_user_idx').on(t.user_id, t.occurred_at),
    index('audit_logs_action_idx').on(t.action, t.occurred_at),
  ],
);
