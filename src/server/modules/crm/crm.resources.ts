// How CRM records leave the server: strict response schemas and the mappers that fill them, so
// storage keys, normalised contact columns and other tenants' ids never leave by accident.
import { z } from 'zod';
import {
  ACTIVITY_TYPES,
  CALL_OUTCOMES,
  LEAD_HISTORY_KINDS,
  LEAD_HISTORY_SUBJECTS,
  LEAD_IMPORT_FIELDS,
  LEAD_SOURCES,
  LEAD_STATUSES,
  UNIT_TYPES,
  type Activity,
  type Lead,
  type LeadDetail,
  type LeadDocument,
  type LeadHistoryItem,
  type LeadImportResult,
  type Note,
  type Tag,
  type TagRef,
  type UserRef,
} from '../../../shared/crm.ts';
import type { activities, leadDocuments, leadHistory, leads, notes, tags } from '../../db/crm-schema.ts';
import { importRecordSchema } from '../../services/import-pipeline.ts';
import { dealSchema } from './deals.resources.ts';

export type LeadRow = typeof leads.$inferSelect;
export type TagRow = typeof tags.$inferSelect;
export type NoteRow = typeof notes.$inferSelect;
export type LeadDocumentRow = typeof leadDocuments.$inferSelect;
export type ActivityRow = typeof activities.$inferSelect;
export type LeadHistoryRow = typeof leadHistory.$inferSelect;

const id = z.number().int();

export const userRefSchema = z.object({ id, full_name: z.string() }) satisfies z.ZodType<UserRef>;
export const tagRefSchema = z.object({ id, name: z.string(), color: z.string() }) satisfies z.ZodType<TagRef>;

export const tagSchema = tagRefSchema.extend({
  leads_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
}) satisfies z.ZodType<Tag>;

export const leadDocumentSchema = z.object({
  id,
  lead_id: id,
  name: z.string(),
  filename: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  uploaded_by: userRefSchema.nullable(),
  created_at: z.string(),
}) satisfies z.ZodType<LeadDocument>;

export const leadSchema = z.object({
  id,
  full_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  nationality: z.string().nullable(),
  source: z.enum(LEAD_SOURCES),
  status: z.enum(LEAD_STATUSES),
  budget_min: z.number().int().nullable(),
  budget_max: z.number().int().nullable(),
  currency: z.string(),
  interests: z.object({
    unit_types: z.array(z.enum(UNIT_TYPES)).optional(),
    bedrooms: z.array(z.number().int()).optional(),
    communities: z.array(z.string()).optional(),
    projects: z.array(z.string()).optional(),
  }),
  owner_id: id.nullable(),
  owner: userRefSchema.nullable(),
  tag_ids: z.array(id),
  tags: z.array(tagRefSchema),
  seen: z.boolean(),
  created_by: userRefSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
}) satisfies z.ZodType<Lead>;

export const leadDetailSchema = leadSchema.extend({ documents: z.array(leadDocumentSchema) }) satisfies z.ZodType<LeadDetail>;

export const noteSchema = z.object({
  id,
  lead_id: id,
  body: z.string(),
  author: userRefSchema.nullable(),
  created_at: z.string(),
}) satisfies z.ZodType<Note>;

export const activitySchema = z.object({
  id,
  type: z.enum(ACTIVITY_TYPES),
  title: z.string(),
  notes: z.string().nullable(),
  due_at: z.string(),
  duration_minutes: z.number().int().nullable(),
  outcome: z.enum(CALL_OUTCOMES).nullable(),
  lead_id: id.nullable(),
  lead: z.object({ id, full_name: z.string() }).nullable(),
  deal_id: id.nullable(),
  owner_id: id.nullable(),
  owner: userRefSchema.nullable(),
  completed: z.boolean(),
  completed_at: z.string().nullable(),
  overdue: z.boolean(),
  created_by: userRefSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
}) satisfies z.ZodType<Activity>;

export const leadHistoryItemSchema = z.object({
  id,
  lead_id: id,
  kind: z.enum(LEAD_HISTORY_KINDS),
  field: z.string().nullable(),
  old_value: z.unknown(),
  new_value: z.unknown(),
  details: z.record(z.string(), z.unknown()),
  subject_type: z.enum(LEAD_HISTORY_SUBJECTS).nullable(),
  subject_id: id.nullable(),
  // Their required fields tell them apart (an activity has a type, a document a filename, a note a body, a deal a stage).
  subject: z.union([activitySchema, leadDocumentSchema, noteSchema, dealSchema]).nullable(),
  actor: userRefSchema.nullable(),
  created_at: z.string(),
}) satisfies z.ZodType<LeadHistoryItem>;

export const leadImportResultSchema = z.object({
  preview: z.boolean(),
  columns: z.array(z.object({ header: z.string(), field: z.enum(LEAD_IMPORT_FIELDS).nullable() })),
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  rejected: z.array(
    z.object({ row: z.number().int(), errors: z.record(z.string(), z.array(z.string())), values: z.record(z.string(), z.string()) }),
  ),
  report: z.string().nullable(),
  records: z.array(importRecordSchema),
}) satisfies z.ZodType<LeadImportResult>;

/** A user reference from a left join: null when the user is gone or was never set. */
export function userRef(userId: number | null, fullName: string | null): UserRef | null {
  return userId !== null && fullName !== null ? { id: userId, full_name: fullName } : null;
}

export function toTagResource(row: TagRow, leadsCount: number): Tag {
  return {
    id: row.id,
    name: row.name,
    color: row.color,
    leads_count: leadsCount,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function toLeadResource(row: LeadRow, people: { owner: string | null; creator: string | null }, leadTags: TagRef[]): Lead {
  return {
    id: row.id,
    full_name: row.full_name,
    email: row.email,
    phone: row.phone,
    nationality: row.nationality,
    source: row.source,
    status: row.status,
    budget_min: row.budget_min,
    budget_max: row.budget_max,
    currency: row.currency,
    interests: row.interests,
    owner_id: row.owner_id,
    owner: userRef(row.owner_id, people.owner),
    tag_ids: leadTags.map((tag) => tag.id),
    tags: leadTags,
    seen: row.seen,
    created_by: userRef(row.created_by, people.creator),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function toNoteResource(row: NoteRow, authorName: string | null): Note {
  return {
    id: row.id,
    lead_id: row.lead_id,
    body: row.body,
    author: userRef(row.author_id, authorName),
    created_at: row.created_at.toISOString(),
  };
}

export function toLeadDocumentResource(row: LeadDocumentRow, uploaderName: string | null): LeadDocument {
  return {
    id: row.id,
    lead_id: row.lead_id,
    name: row.name,
    filename: row.original_filename,
    content_type: row.content_type,
    size: row.size,
    uploaded_by: userRef(row.uploaded_by, uploaderName),
    created_at: row.created_at.toISOString(),
  };
}

export function isOverdue(row: Pick<ActivityRow, 'completed_at' | 'due_at'>, now: Date): boolean {
  return row.completed_at === null && row.due_at.getTime() < now.getTime();
}

export function toActivityResource(
  row: ActivityRow,
  joined: { leadName: string | null; owner: string | null; creator: string | null },
  now: Date,
): Activity {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    notes: row.notes,
    due_at: row.due_at.toISOString(),
    duration_minutes: row.duration_minutes,
    outcome: row.outcome,
    lead_id: row.lead_id,
    lead: row.lead_id !== null && joined.leadName !== null ? { id: row.lead_id, full_name: joined.leadName } : null,
    deal_id: row.deal_id,
    owner_id: row.owner_id,
    owner: userRef(row.owner_id, joined.owner),
    completed: row.completed_at !== null,
    completed_at: row.completed_at?.toISOString() ?? null,
    overdue: isOverdue(row, now),
    created_by: userRef(row.created_by, joined.creator),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function toLeadHistoryItemResource(
  row: LeadHistoryRow,
  actorName: string | null,
  subject: LeadHistoryItem['subject'],
): LeadHistoryItem {
  return {
    id: row.id,
    lead_id: row.lead_id,
    kind: row.kind,
    field: row.field,
    old_value: row.old_value ?? null,
    new_value: row.new_value ?? null,
    details: row.details,
    subject_type: row.subject_type,
    subject_id: row.subject_id,
    subject,
    actor: userRef(row.actor_id, actorName),
    created_at: row.created_at.toISOString(),
  };
}
