// The CRM's vocabulary (docs/domain.md "CRM"), shared by the server's rules and the client's screens:
// lead statuses and sources, activity types, history kinds, the @mention token syntax, the
// contact normalisation import deduplicates on, and the shapes the CRM calls answer with.
// No Node or DOM APIs here.
import type { ImportColumns } from './csv.ts';
import type { ImportRecordOutcome } from './imports.ts';

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'unqualified'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_SOURCES = ['website', 'referral', 'portal', 'walk_in', 'social', 'other'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

export const ACTIVITY_TYPES = ['call', 'meeting', 'site_visit', 'email', 'whatsapp', 'task'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** How a call went (docs/domain.md "CRM"): only calls have one, and a call logged as done must say. */
export const CALL_OUTCOMES = ['answered', 'no_answer', 'busy', 'left_voicemail', 'wrong_number'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

/** A lead source's name in English: the English screens and the exports read it (Arabic: vocabulary-ar.ts). */
export const LEAD_SOURCE_LABELS: Record<LeadSource, string> = {
  website: 'Website',
  referral: 'Referral',
  portal: 'Portal',
  walk_in: 'Walk-in',
  social: 'Social',
  other: 'Other',
};

/** Unit types a lead may be interested in (docs/domain.md "Unit"). */
export const UNIT_TYPES = ['apartment', 'villa', 'townhouse', 'penthouse', 'duplex', 'office', 'retail'] as const;
export type UnitType = (typeof UNIT_TYPES)[number];
/** A unit type's name in English: the English screens, the sale offer PDF and the demo data read it. */
export const UNIT_TYPE_LABELS: Record<UnitType, string> = {
  apartment: 'Apartment',
  villa: 'Villa',
  townhouse: 'Townhouse',
  penthouse: 'Penthouse',
  duplex: 'Duplex',
  office: 'Office',
  retail: 'Retail',
};

/**
 * What a lead's history records. Each item is written in the transaction of the change it
 * describes. `subject_type`/`subject_id` name the record an item is about (a note, a document,
 * an activity, a deal). Deal items: `field` names what changed (deal_updated: one of
 * DEAL_TRACKED_FIELDS; deal_stage_changed: stage_id; deal_pipeline_changed: pipeline_id), and
 * `details` holds the deal's title and the labels of old and new values.
 */
export const LEAD_HISTORY_KINDS = [
  'created',
  'field_changed',
  'note_added',
  'note_deleted',
  'document_added',
  'document_deleted',
  'activity_added',
  'activity_updated',
  'activity_completed',
  'activity_reopened',
  'activity_deleted',
  'deal_added',
  'deal_updated',
  'deal_stage_changed',
  'deal_pipeline_changed',
  'deal_status_changed',
  'deal_deleted',
] as const;
export type LeadHistoryKind = (typeof LEAD_HISTORY_KINDS)[number];

export const LEAD_HISTORY_SUBJECTS = ['note', 'document', 'activity', 'deal'] as const;
export type LeadHistorySubjectType = (typeof LEAD_HISTORY_SUBJECTS)[number];

/** Lead fields whose changes the history records, one item per changed field. */
export const LEAD_TRACKED_FIELDS = [
  'full_name',
  'email',
  'phone',
  'nationality',
  'source',
  'status',
  'budget_min',
  'budget_max',
  'currency',
  'interests',
  'owner_id',
  'tags',
] as const;
export type LeadTrackedField = (typeof LEAD_TRACKED_FIELDS)[number];

export const LEAD_SORTS = ['full_name', 'email', 'status', 'source', 'budget_min', 'budget_max', 'created_at', 'updated_at', 'id'] as const;
export const ACTIVITY_SORTS = ['due_at', 'created_at', 'type', 'title', 'completed_at', 'id'] as const;
export const TAG_SORTS = ['name', 'created_at', 'id'] as const;

/** Bulk actions on selected leads besides deleting them (crm/leads/bulk; deletes: crm/leads/bulk-delete). */
export const BULK_LEAD_ACTIONS = ['assign_owner', 'add_tag', 'remove_tag'] as const;
export type BulkLeadAction = (typeof BULK_LEAD_ACTIONS)[number];
export const MAX_BULK_LEADS = 500;

/** Lead import (POST crm/leads/import): the fields a CSV column can fill, and what to do with a known lead. */
export const LEAD_IMPORT_FIELDS = [
  'full_name',
  'email',
  'phone',
  'nationality',
  'source',
  'status',
  'budget_min',
  'budget_max',
  'owner_email',
  'tags',
] as const;
export type LeadImportField = (typeof LEAD_IMPORT_FIELDS)[number];

/** Header names spreadsheets use for a person's phone or email column, alike in every import of people (leads, companies, brokers). */
export const PHONE_EMAIL_ALIASES = {
  phonenumber: 'phone',
  mobile: 'phone',
  telephone: 'phone',
  tel: 'phone',
  whatsapp: 'phone',
  emailaddress: 'email',
  mail: 'email',
} as const;

/**
 * How a lead import's columns are matched to fields (shared/csv.ts): by name, or by a name
 * spreadsheets commonly use (Mobile, Agent…). A full name is required only of new leads, so the
 * server adds it when known leads are skipped (duplicates=skip).
 */
export const LEAD_IMPORT_COLUMNS: ImportColumns<LeadImportField> = {
  fields: LEAD_IMPORT_FIELDS,
  aliases: {
    name: 'full_name',
    clientname: 'full_name',
    customername: 'full_name',
    contactname: 'full_name',
    leadname: 'full_name',
    ...PHONE_EMAIL_ALIASES,
    mobilenumber: 'phone',
    country: 'nationality',
    leadsource: 'source',
    leadstatus: 'status',
    minbudget: 'budget_min',
    minimumbudget: 'budget_min',
    budgetfrom: 'budget_min',
    maxbudget: 'budget_max',
    maximumbudget: 'budget_max',
    budgetto: 'budget_max',
    owner: 'owner_email',
    assignedto: 'owner_email',
    agent: 'owner_email',
    agentemail: 'owner_email',
    tag: 'tags',
    labels: 'tags',
  },
  required: [],
  oneOf: { fields: ['email', 'phone'], reason: 'leads are matched on them' },
};
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 20_000;

/** Notification types the CRM writes (in-app, see notifications). */
export const MENTION_NOTIFICATION = 'mention';
export const LEAD_ASSIGNED_NOTIFICATION = 'lead_assigned';
export const ACTIVITY_ASSIGNED_NOTIFICATION = 'activity_assigned';
/** A visitor's enquiry from a project's public page became a lead (to the organization's admins). */
export const WEBSITE_ENQUIRY_NOTIFICATION = 'website_enquiry';

/**
 * @mentions in a note body are tokens the client inserts from crm/mentions:
 * `@[Full Name](user:12)`. The id decides who is mentioned; the name is only what the text shows.
 */
export const MENTION_TOKEN = /@\[([^\]\n]{1,200})\]\(user:(\d{1,10})\)/g;

export function mentionToken(user: { id: number; full_name: string }): string {
  return `@[${user.full_name.replace(/[[\]\n]/g, ' ').trim()}](user:${user.id})`;
}

/** The distinct user ids a body mentions, in order of first mention. */
export function mentionedUserIds(body: string): number[] {
  const ids = new Set<number>();
  for (const match of body.matchAll(MENTION_TOKEN)) ids.add(Number(match[2]));
  return [...ids];
}

/** The body as plain text: each token becomes `@Full Name`. */
export function plainMentions(body: string): string {
  return body.replace(MENTION_TOKEN, (_token, name: string) => `@${name}`);
}

/** Emails match whatever their letter case and surrounding spaces. */
export function normalizeEmail(email: string | null | undefined): string | null {
  const value = email?.trim().toLowerCase();
  return value ? value : null;
}

export interface UserRef {
  id: number;
  full_name: string;
}

export interface TagRef {
  id: number;
  name: string;
  color: string;
}

export interface LeadInterests {
  unit_types?: UnitType[];
  bedrooms?: number[];
  communities?: string[];
  /** Projects by name (a public page's enquiry names its project). */
  projects?: string[];
}

export interface Tag extends TagRef {
  leads_count: number;
  created_at: string;
  updated_at: string;
}

export interface LeadDocument {
  id: number;
  lead_id: number;
  name: string;
  filename: string;
  content_type: string;
  size: number;
  uploaded_by: UserRef | null;
  created_at: string;
}

export interface Lead {
  id: number;
  full_name: string;
  email: string | null;
  phone: string | null;
  nationality: string | null;
  source: LeadSource;
  status: LeadStatus;
  /** Minor units of `currency`. */
  budget_min: number | null;
  budget_max: number | null;
  currency: string;
  interests: LeadInterests;
  owner_id: number | null;
  owner: UserRef | null;
  tag_ids: number[];
  tags: TagRef[];
  /** Whether the owner has opened the lead since it became his. */
  seen: boolean;
  created_by: UserRef | null;
  created_at: string;
  updated_at: string;
}

/** GET crm/leads/{id} adds the lead's documents. */
export interface LeadDetail extends Lead {
  documents: LeadDocument[];
}

export interface Note {
  id: number;
  lead_id: number;
  body: string;
  author: UserRef | null;
  created_at: string;
}

export interface Activity {
  id: number;
  type: ActivityType;
  title: string;
  notes: string | null;
  due_at: string;
  duration_minutes: number | null;
  /** A call's outcome; null for other types and calls not yet made. */
  outcome: CallOutcome | null;
  lead_id: number | null;
  lead: { id: number; full_name: string } | null;
  deal_id: number | null;
  owner_id: number | null;
  owner: UserRef | null;
  completed: boolean;
  completed_at: string | null;
  /** Not completed and due in the past. */
  overdue: boolean;
  created_by: UserRef | null;
  created_at: string;
  updated_at: string;
}

/** One item of a lead's timeline; `subject` is the note, document, activity or deal as it is now (null once deleted). */
export interface LeadHistoryItem {
  id: number;
  lead_id: number;
  kind: LeadHistoryKind;
  field: string | null;
  old_value: unknown;
  new_value: unknown;
  details: Record<string, unknown>;
  subject_type: LeadHistorySubjectType | null;
  subject_id: number | null;
  subject: Note | LeadDocument | Activity | import('./deals.ts').Deal | null;
  actor: UserRef | null;
  created_at: string;
}

export interface LeadImportColumn {
  header: string;
  field: LeadImportField | null;
}

export interface LeadImportRejection {
  /** The row's number as a spreadsheet shows it: the header is row 1. */
  row: number;
  errors: Record<string, string[]>;
  /** The row as it was in the file, header → value. */
  values: Record<string, string>;
}

export interface LeadImportResult {
  preview: boolean;
  columns: LeadImportColumn[];
  created: number;
  updated: number;
  skipped: number;
  rejected: LeadImportRejection[];
  /** The rejected rows as CSV (the file's columns plus `row` and `errors`), ready to download; null when none. */
  report: string | null;
  /** Each lead the valid rows meet (the counts above are of rows). */
  records: ImportRecordOutcome[];
}
