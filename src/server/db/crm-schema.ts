// The CRM's tables (docs/domain.md "CRM"): tags, leads and what hangs on them (tag links, notes,
// documents, activities, history), pipelines, stages and deals. Kept apart from schema.ts
// (accounts, organizations) like the other areas; conventions as at the top of schema.ts.
// Every row carries organization_id; a row that belongs to a lead or a tag references it by
// (organization_id, id), so the database itself refuses a note, tag link, document, activity or
// history item that points into another organization.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
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
import type {
  ActivityType,
  CallOutcome,
  LeadHistoryKind,
  LeadHistorySubjectType,
  LeadInterests,
  LeadSource,
  LeadStatus,
} from '../../shared/crm.ts';
import type { DealStatus } from '../../shared/deals.ts';
import { ownerOrganizationId, users } from './schema.ts';
import { createdAt, timestamps } from './columns.ts';

/** The organization (tenant) a row belongs to; the row goes with the organization. */
/** A user of the organization a CRM row points at (owner, author…); the row stays when he goes. */
const crmUserId = (name: string) => integer(name).references(() => users.id, { onDelete: 'set null' });

/** Lead labels, unique per organization whatever their letter case. */
export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    organization_id: ownerOrganizationId(),
    name: text('name').notNull(),
    color: text('color').notNull(),
    ...timestamps,
  },
  (t) => [
    unique('tags_organization_id_id_unique').on(t.organization_id, t.id),
    uniqueIndex('tags_organization_name_unique').on(t.organization_id, sql`lower(${t.name})`),
    // The tags list sorts by the name as written, which the lower-case unique index does not serve.
    index('tags_organization_name_idx').on(t.organization_id, t.name),
    index('tags_organization_created_idx').on(t.organization_id, t.created_at),
  ],
);

/**
 * A prospective buyer. Email and phone are also kept normalised (lower-case email, a generated
 * column; the phone in E.164, set by a trigger) for search and the import's duplicate detection.
 */
export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    organization_id: ownerOrganizationId(),
    full_name: text('full_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    email_normalized: text('email_normalized').generatedAlwaysAs(sql`nullif(lower(btrim("email")), '')`),
    /** The phone in E.164, the organization's country the default; set by a trigger (migration `*_phone_e164.sql`). */
    phone_normalized: text('phone_normalized'),
    nationality: text('nationality'),
    source: text('source').$type<LeadSource>().notNull(),
    status: text('status').$type<LeadStatus>().notNull().default('new'),
    budget_min: bigint('budget_min', { mode: 'number' }),
    budget_max: bigint('budget_max', { mode: 'number' }),
    currency: text('currency').notNull().default('AED'),
    interests: jsonb('interests').$type<LeadInterests>().notNull().default({}),
    owner_id: crmUserId('owner_id'),
    /** Whether the owner has opened the lead since it became his. */
    seen: boolean('seen').notNull().default(false),
    created_by: crmUserId('created_by'),
    ...timestamps,
  },
  (t) => [
    unique('leads_organization_id_id_unique').on(t.organization_id, t.id),
    index('leads_organization_created_idx').on(t.organization_id, t.created_at),
    index('leads_organization_updated_idx').on(t.organization_id, t.updated_at),
    index('leads_organization_name_idx').on(t.organization_id, t.full_name),
    index('leads_organization_email_idx').on(t.organization_id, t.email),
    index('leads_organization_status_idx').on(t.organization_id, t.status, t.created_at),
    index('leads_organization_source_idx').on(t.organization_id, t.source, t.created_at),
    // `seen` last: the broker admin's per-member figures count each owner's leads of a period and
    // unseen ones from this index alone (an index-only scan in owner order), the owner filter of
    // the leads list reads its first three columns as before.
    index('leads_organization_owner_idx').on(t.organization_id, t.owner_id, t.created_at, t.seen),
    index('leads_organization_budget_min_idx').on(t.organization_id, t.budget_min),
    index('leads_organization_budget_max_idx').on(t.organization_id, t.budget_max),
    index('leads_organization_unseen_idx')
      .on(t.organization_id, t.created_at)
      .where(sql`not ${t.seen}`),
    index('leads_organization_email_normalized_idx').on(t.organization_id, t.email_normalized),
    index('leads_organization_phone_normalized_idx').on(t.organization_id, t.phone_normalized),
    index('leads_owner_user_idx').on(t.owner_id),
  ],
);

/** The lead of a row, within its organization; the row goes with the lead. */
const leadOfRow = (name: string, t: { organization_id: AnyPgColumn; lead_id: AnyPgColumn }) =>
  foreignKey({ name, columns: [t.organization_id, t.lead_id], foreignColumns: [leads.organization_id, leads.id] }).onDelete('cascade');

export const leadTags = pgTable(
  'lead_tags',
  {
    organization_id: ownerOrganizationId(),
    lead_id: integer('lead_id').notNull(),
    tag_id: integer('tag_id').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.lead_id, t.tag_id] }),
    leadOfRow('lead_tags_lead_fk', t),
    foreignKey({
      name: 'lead_tags_tag_fk',
      columns: [t.organization_id, t.tag_id],
      foreignColumns: [tags.organization_id, tags.id],
    }).onDelete('cascade'),
    index('lead_tags_tag_idx').on(t.tag_id, t.lead_id),
  ],
);

/** A note on a lead; its body may hold @mention tokens (`@[Full Name](user:12)`). */
export const notes = pgTable(
  'notes',
  {
    id: serial('id').primaryKey(),
    organization_id: ownerOrganizationId(),
    lead_id: integer('lead_id').notNull(),
    author_id: crmUserId('author_id'),
    body: text('body').notNull(),
    ...timestamps,
  },
  (t) => [leadOfRow('notes_lead_fk', t), index('notes_lead_idx').on(t.lead_id, t.created_at)],
);

/** A file kept with a lead (PDF, JPEG, PNG), stored under a server-generated key. */
export const leadDocuments = pgTable(
  'lead_documents',
  {
    id: serial('id').primaryKey(),
    organization_id: ownerOrganizationId(),
    lead_id: integer('lead_id').notNull(),
    name: text('name').notNull(),
    file_path: text('file_path').notNull(),
    original_filename: text('original_filename').notNull(),
    content_type: text('content_type').notNull(),
    size: integer('size').notNull(),
    uploaded_by: crmUserId('uploaded_by'),
    ...timestamps,
  },
  (t) => [
    leadOfRow('lead_documents_lead_fk', t),
    index('lead_documents_lead_idx').on(t.lead_id, t.created_at),
    // The upload quota sums a user's files on every upload (services/upload-quota.ts): read off the index.
    index('lead_documents_uploader_idx').on(t.uploaded_by, t.size),
  ],
);

/** A call, meeting, visit… on a lead or a deal. */
export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    organization_id: ownerOrganizationId(),
    type: text('type').$type<ActivityType>().notNull(),
    title: text('title').notNull(),
    notes: text('notes'),
    due_at: timestamp('due_at', { withTimezone: true }).notNull(),
    duration_minutes: integer('duration_minutes'),
    /** A call's outcome (CALL_OUTCOMES); null for other types. */
    outcome: text('outcome').$type<CallOutcome>(),
    lead_id: integer('lead_id'),
    deal_id: integer('deal_id'),
    owner_id: crmUserId('owner_id'),
    completed_at: timestamp('completed_at', { withTimezone: true }),
    created_by: crmUserId('created_by'),
    ...timestamps,
  },
  (t) => [
    leadOfRow('activities_lead_fk', t),
    // An activity on a deal goes with the deal, and can only point at a deal of its organization.
    foreignKey({
      name: 'activities_deal_fk',
      columns: [t.organization_id, t.deal_id],
      foreignColumns: [deals.organization_id, deals.id],
    }).onDelete('cascade'),
    index('activities_organization_due_idx').on(t.organization_id, t.due_at),
    index('activities_organization_open_due_idx')
      .on(t.organization_id, t.due_at)
      .where(sql`${t.completed_at} is null`),
    // `completed_at` last: the team activities widget counts each owner's done and overdue
    // activities of a period from this index alone (an index-only scan in owner order); the
    // activities list's owner filter reads its first three columns as before.
    index('activities_organization_owner_due_idx').on(t.organization_id, t.owner_id, t.due_at, t.completed_at),
    index('activities_organization_type_due_idx').on(t.organization_id, t.type, t.due_at),
    index('activities_organization_created_idx').on(t.organization_id, t.created_at),
    index('activities_organization_title_idx').on(t.organization_id, t.title),
    index('activities_organization_completed_idx').on(t.organization_id, t.completed_at),
    index('activities_organization_deal_idx').on(t.organization_id, t.deal_id),
    index('activities_lead_due_idx').on(t.lead_id, t.due_at),
    index('activities_owner_user_idx').on(t.owner_id),
  ],
);

/**
 * A lead's history: every change (field, old → new), note, document and activity, written in the
 * transaction of the change. `subject_type`/`subject_id` name the record an item is about (a
 * note, document, activity or deal).
 */
export const leadHistory = pgTable(
  'lead_history',
  {
    id: serial('id').primaryKey(),
    organization_id: ownerOrganizationId(),
    lead_id: integer('lead_id').notNull(),
    actor_id: crmUserId('actor_id'),
    kind: text('kind').$type<LeadHistoryKind>().notNull(),
    field: text('field'),
    old_value: jsonb('old_value'),
    new_value: jsonb('new_value'),
    /** What the timeline shows without the subject: labels of old/new values, a note's excerpt… */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    subject_type: text('subject_type').$type<LeadHistorySubjectType>(),
    subject_id: integer('subject_id'),
    created_at: createdAt(),
  },
  (t) => [
    leadOfRow('lead_history_lead_fk', t),
    index('lead_history_lead_created_idx').on(t.lead_id, t.created_at, t.id),
    // The pipeline movement report: an organization's deal moves of a period.
    index('lead_history_organization_kind_created_idx').on(t.organization_id, t.kind, t.created_at),
    // The pipeline movement report: the deals added before their history item carried the stage
    // id, which deal_moves_by_day cannot place (they are matched by name when read).
    index('lead_history_deal_added_unplaced_idx')
      .on(t.organization_id, t.created_at)
      .where(sql`${t.kind} = 'deal_added' and (${t.details} ->> 'stage_id') is null`),
  ],
);

/**
 * The deal moves of the leads' history per (organization, day, stage), counted (docs/architecture.md
 * "Deal moves by day"): deals added to the stage, moved into it and moved out of it, `day` in the
 * organization's time zone. Kept by statement-level triggers on `lead_history` and on the
 * organizations' time zone (migration `0041_daily_counters`), so every write moves them in its
 * own transaction; the pipeline movement report reads a row per day and stage instead of every
 * move of its period. A deal added without its stage id in the history is not counted here. A
 * group with no move has no row; a deleted stage keeps its rows (the report lists current stages).
 */
export const dealMovesByDay = pgTable(
  'deal_moves_by_day',
  {
    organization_id: ownerOrganizationId(),
    day: date('day', { mode: 'string' }).notNull(),
    stage_id: integer('stage_id').notNull(),
    added: bigint('added', { mode: 'number' }).notNull(),
    moved_in: bigint('moved_in', { mode: 'number' }).notNull(),
    moved_out: bigint('moved_out', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.organization_id, t.day, t.stage_id] })],
);

/**
 * The leads per (organization, day of creation, source), counted (docs/architecture.md "Leads by
 * day"), `day` in the organization's time zone. Kept by statement-level triggers on `leads` and on
 * the organizations' time zone (migration `0042_leads_by_day`), so every write moves them in its
 * own transaction; the lead sources report and widget read a row per day and source instead of
 * every lead of their period. Whether a lead converted (has a won deal) is not kept here: it
 * changes with the deals, and is read from the won deals. A group with no lead has no row.
 */
export const leadsByDay = pgTable(
  'leads_by_day',
  {
    organization_id: ownerOrganizationId(),
    day: date('day', { mode: 'string' }).notNull(),
    source: text('source').$type<LeadSource>().notNull(),
    leads: bigint('leads', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.organization_id, t.day, t.source] })],
);

/**
 * A sales pipeline of an organization; at most one is its default (the partial unique index),
 * and the services keep exactly one once any exists.
 */
export const pipelines = pgTable(
  'pipelines',
  {
    id: serial('id').primaryKey(),
    organization_id: ownerOrganizationId(),
    name: text('name').notNull(),
    is_default: boolean('is_default').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    unique('pipelines_organization_id_id_unique').on(t.organization_id, t.id),
    uniqueIndex('pipelines_organization_name_unique').on(t.organization_id, sql`lower(${t.name})`),
    uniqueIndex('pipelines_organization_default_unique')
      .on(t.organization_id)
      .where(sql`${t.is_default}`),
    index('pipelines_organization_name_idx').on(t.organization_id, t.name),
    index('pipelines_organization_created_idx').on(t.organization_id, t.created_at),
  ],
);

/**
 * A stage of a pipeline, `position` 0… in the pipeline's order. No two stages of a pipeline share
 * a position: a deferred unique constraint (custom migration deals_positions) checks it at commit,
 * so a reorder may pass through duplicates inside its transaction.
 */
export const stages = pgTable(
  'stages',
  {
    id: serial('id').primaryKey(),
    organization_id: ownerOrganizationId(),
    pipeline_id: integer('pipeline_id').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    /** Percent chance a deal in this stage is won, 0–100 (the weighted value of a column). */
    probability: integer('probability').notNull().default(0),
    color: text('color').notNull(),
    ...timestamps,
  },
  (t) => [
    unique('stages_organization_id_id_unique').on(t.organization_id, t.id),
    unique('stages_pipeline_id_id_unique').on(t.pipeline_id, t.id),
    foreignKey({
      name: 'stages_pipeline_fk',
      columns: [t.organization_id, t.pipeline_id],
      foreignColumns: [pipelines.organization_id, pipelines.id],
    }).onDelete('cascade'),
    index('stages_pipeline_position_idx').on(t.pipeline_id, t.position),
  ],
);

/**
 * A deal on a lead, in a stage of a pipeline. (pipeline_id, stage_id) references the stage within
 * its pipeline, so a deal can never sit in another pipeline's stage. No two deals of a stage share
 * a position: a deferred unique constraint (custom migration deals_positions) checks it at commit.
 * `value` is integer minor units of `currency`.
 */
export const deals = pgTable(
  'deals',
  {
    id: serial('id').primaryKey(),
    organization_id: ownerOrganizationId(),
    lead_id: integer('lead_id').notNull(),
    pipeline_id: integer('pipeline_id').notNull(),
    stage_id: integer('stage_id').notNull(),
    title: text('title').notNull(),
    position: integer('position').notNull(),
    value: bigint('value', { mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull().default('AED'),
    owner_id: crmUserId('owner_id'),
    hot: boolean('hot').notNull().default(false),
    status: text('status').$type<DealStatus>().notNull().default('open'),
    lost_reason: text('lost_reason'),
    /** Why a won deal was won, when the person marking it said (optional, unlike lost_reason). */
    won_reason: text('won_reason'),
    expected_close_date: date('expected_close_date', { mode: 'string' }),
    closed_at: timestamp('closed_at', { withTimezone: true }),
    stage_entered_at: timestamp('stage_entered_at', { withTimezone: true }).notNull().defaultNow(),
    created_by: crmUserId('created_by'),
    ...timestamps,
  },
  (t) => [
    unique('deals_organization_id_id_unique').on(t.organization_id, t.id),
    leadOfRow('deals_lead_fk', t),
    foreignKey({
      name: 'deals_pipeline_fk',
      columns: [t.organization_id, t.pipeline_id],
      foreignColumns: [pipelines.organization_id, pipelines.id],
    }),
    foreignKey({ name: 'deals_stage_fk', columns: [t.pipeline_id, t.stage_id], foreignColumns: [stages.pipeline_id, stages.id] }),
    // The kanban (a stage's deals by position) and every filter and sort of the pipeline's list.
    index('deals_stage_position_idx').on(t.stage_id, t.position, t.id),
    index('deals_pipeline_title_idx').on(t.pipeline_id, t.title),
    index('deals_pipeline_value_idx').on(t.pipeline_id, t.value),
    index('deals_pipeline_close_idx').on(t.pipeline_id, t.expected_close_date),
    index('deals_pipeline_status_idx').on(t.pipeline_id, t.status, t.stage_id),
    index('deals_pipeline_entered_idx').on(t.pipeline_id, t.stage_entered_at),
    index('deals_pipeline_created_idx').on(t.pipeline_id, t.created_at),
    index('deals_pipeline_updated_idx').on(t.pipeline_id, t.updated_at),
    index('deals_pipeline_owner_idx').on(t.pipeline_id, t.owner_id),
    index('deals_pipeline_hot_idx')
      .on(t.pipeline_id, t.stage_id)
      .where(sql`${t.hot}`),
    index('deals_organization_title_idx').on(t.organization_id, t.title),
    index('deals_lead_idx').on(t.lead_id, t.created_at),
    // The lead sources' conversion: the organization's won deals' leads, read from the index alone.
    index('deals_organization_status_lead_idx').on(t.organization_id, t.status, t.lead_id),
    index('deals_owner_user_idx').on(t.owner_id),
  ],
);

export const dealTags = pgTable(
  'deal_tags',
  {
    organization_id: ownerOrganizationId(),
    deal_id: integer('deal_id').notNull(),
    tag_id: integer('tag_id').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.deal_id, t.tag_id] }),
    foreignKey({
      name: 'deal_tags_deal_fk',
      columns: [t.organization_id, t.deal_id],
      foreignColumns: [deals.organization_id, deals.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'deal_tags_tag_fk',
      columns: [t.organization_id, t.tag_id],
      foreignColumns: [tags.organization_id, tags.id],
    }).onDelete('cascade'),
    index('deal_tags_tag_idx').on(t.tag_id, t.deal_id),
  ],
);
