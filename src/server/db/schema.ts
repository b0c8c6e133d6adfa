// The database schema (Drizzle pg-core). One PostgreSQL schema serves both drivers.
// Every organization-owned table carries organization_id; money is integer minor units.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { InvitationStatus } from '../../shared/account.ts';
import type { OrganizationKind, OrganizationStatus, Role } from '../../shared/roles.ts';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

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
    ...timestamps,
  },
  (t) => [
    uniqueIndex('organizations_trade_license_number_unique').on(t.trade_license_number),
    index('organizations_kind_status_idx').on(t.kind, t.status),
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
    ...timestamps,
  },
  // Emails are unique whatever their letter case.
  (t) => [uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`)],
);

export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    role: text('role').$type<Role>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('memberships_user_organization_unique').on(t.user_id, t.organization_id),
    index('memberships_organization_idx').on(t.organization_id),
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
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('access_tokens_user_idx').on(t.user_id), index('access_tokens_organization_idx').on(t.organization_id)],
);

/** The developer and broker organizations a sales manager looks after. */
export const salesAssignments = pgTable(
  'sales_assignments',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.organization_id] }), index('sales_assignments_organization_idx').on(t.organization_id)],
);

/** A password was right and a second factor is owed: the answer to it must come within minutes. */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull().unique(),
    device_name: text('device_name').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('two_factor_challenges_user_idx').on(t.user_id)],
);

/** Password reset links: one live token per user, stored as its hash, used once. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull().unique(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').$type<Role>().notNull(),
    invited_by: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<InvitationStatus>().notNull().default('pending'),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    responded_at: timestamp('responded_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('invitations_pending_unique').on(t.organization_id, sql`lower(${t.email})`).where(sql`${t.status} = 'pending'`),
    index('invitations_email_idx').on(sql`lower(${t.email})`),
  ],
);

/** In-app notifications of a user (invitations today; mentions and assignments later). */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    read_at: timestamp('read_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_created_idx').on(t.user_id, t.created_at)],
);

/** A user's named filter set for one list (`resource`), e.g. "My hot leads" on crm/leads. */
export const savedFilters = pgTable(
  'saved_filters',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
