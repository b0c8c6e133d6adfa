// Lead import (POST crm/leads/import), the lead part of the import pipeline
// (services/import-pipeline.ts): a UTF-8 CSV of at most 5 MB with a header row, its columns
// matched as LEAD_IMPORT_COLUMNS (shared/crm.ts) says. Each row is read into lead fields, judged
// by the same rules as a lead created by hand (createLeadBody), and matched to the organization's
// leads — and to the rows before it — on normalised email, then phone. A match is skipped or,
// with `duplicates=update`, updated with the row's non-empty cells. Valid rows are applied together in one transaction (one import per
// organization at a time); invalid ones are reported with their reasons and never half applied.
// `preview=true` answers the same without writing anything. Either way the answer names each lead
// the rows meet: created, updated (each field old → new) or skipped and why.
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/languages.ts';
import {
  LEAD_SOURCES,
  LEAD_STATUSES,
  LEAD_IMPORT_COLUMNS,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  normalizeEmail,
  type Lead,
  type LeadImportField,
  type LeadImportRejection,
  type LeadImportResult,
  type LeadSource,
  type LeadStatus,
  type TagRef,
  type UserRef,
} from '../../../shared/crm.ts';
import type { ImportDuplicateMode } from '../../../shared/imports.ts';
import { DEFAULT_CURRENCY, parseMoney } from '../../../shared/money.ts';
import { normalizePhone } from '../../../shared/phones.ts';
import { createLeadBody } from '../../../shared/schemas/crm.ts';
import type { Database, Executor } from '../../db/client.ts';
import { leads, tags } from '../../db/crm-schema.ts';
import { apiMessages, translateFieldErrors } from '../../http/api-messages.ts';
import type { FieldErrors } from '../../http/errors.ts';
import type { TenantContext } from '../../http/request-context.ts';
import type { UploadedFile } from '../../plugins/body-parsers.ts';
import { currentTime } from '../../services/clock.ts';
import { organizationCountry } from '../organizations/organization-country.ts';
import { countryOptions } from '../utils/countries.ts';
import { notifyLeadsAssigned } from './crm-notifications.ts';
import { formatCsv } from '../../../shared/csv-writer.ts';
import {
  columnNames,
  runImport,
  zodFieldErrors,
  type ImportOptions,
  type ImportResource,
  type ImportRow,
} from '../../services/import-pipeline.ts';
import { recordHistory, sameValue, type HistoryEntry } from './history.ts';
import { tagsOfLeads } from './leads.queries.ts';
import { insertLeadTags, ownerChange, tagNames } from './leads.service.ts';
import { leadImportRecords } from './lead-import-records.ts';
import { enabledMembersByEmail, userNames } from './members.ts';

/** The headers of the columns the report adds after the file's own, in each language (docs/api.md "Languages"). */
const REPORT_HEADERS: Record<Language, { row: string; errors: string }> = {
  en: { row: 'row', errors: 'errors' },
  ar: { row: 'الصف', errors: 'الأخطاء' },
};

const STATE_FIELDS = ['full_name', 'email', 'phone', 'nationality', 'source', 'status', 'budget_min', 'budget_max'] as const;
export type StateField = (typeof STATE_FIELDS)[number];
/** The lead fields an import sets (currency and interests keep their defaults). */
export type LeadState = Pick<Lead, (typeof STATE_FIELDS)[number] | 'owner_id'>;

type FileRow = ImportRow<LeadImportField>;

/** A lead the import creates or changes; `tags` are lower-cased name → name as written. */
export interface Target {
  id: number | null;
  before: LeadState | null;
  state: LeadState;
  tagsBefore: TagRef[];
  tags: Map<string, string>;
  touched: boolean;
  /** The file rows that met it, and the stored email or phone the first of them found it by. */
  rows: number[];
  matchedOn: { field: string; value: string } | null;
}

interface Plan {
  creates: Target[];
  updates: Target[];
  /** Every lead the valid rows met, in the order of its first row. */
  met: Target[];
  created: number;
  updated: number;
  skipped: number;
  rejected: LeadImportRejection[];
}

const IMPORT_LOCK_NAMESPACE = 0x4c45_4144; // 'LEAD': one import per organization at a time
const INSERT_BATCH = 500;
const KEY_BATCH = 5000;
const TAG_COLORS = ['#1e88e5', '#43a047', '#fb8c00', '#8e24aa', '#e53935', '#00897b', '#6d4c41', '#3949ab'];

// --- one row's cells as lead fields -------------------------------------------------------------

const enumValue = (value: string) => value.toLowerCase().replace(/[\s-]+/g, '_');

function countryCode(value: string): string | null {
  const countries = countryOptions();
  const upper = value.toUpperCase();
  if (/^[A-Z]{2}$/.test(upper)) return countries.some((country) => country.code === upper) ? upper : null;
  return countries.find((country) => country.name.toLowerCase() === value.toLowerCase())?.code ?? null;
}

/** `1,500,000`, `AED 1500000.50` → minor units; null when it is not an amount. Imported leads are in the default currency. */
export const amountInMinorUnits = (value: string): number | null => parseMoney(value, DEFAULT_CURRENCY);

interface RowValues {
  fields: Partial<LeadState>;
  tags: string[];
  errors: FieldErrors;
}

function readRow(row: FileRow, members: Map<string, UserRef>): RowValues {
  const { cells } = row;
  const errors: FieldErrors = {};
  const fields: Partial<LeadState> = {};
  if (row.extraCells) errors.row = ['The row has more cells than the header row.'];
  if (cells.full_name) fields.full_name = cells.full_name;
  if (cells.email) fields.email = cells.email;
  if (cells.phone) fields.phone = cells.phone;
  if (cells.source) {
    const source = enumValue(cells.source);
    if ((LEAD_SOURCES as readonly string[]).includes(source)) fields.source = source as LeadSource;
    else errors.source = [`The source must be one of: ${LEAD_SOURCES.join(', ')}.`];
  }
  if (cells.status) {
    const status = enumValue(cells.status);
    if ((LEAD_STATUSES as readonly string[]).includes(status)) fields.status = status as LeadStatus;
    else errors.status = [`The status must be one of: ${LEAD_STATUSES.join(', ')}.`];
  }
  if (cells.nationality) {
    const code = countryCode(cells.nationality);
    if (code) fields.nationality = code;
    else errors.nationality = ['The nationality must be a country name or a two-letter ISO code.'];
  }
  for (const field of ['budget_min', 'budget_max'] as const) {
    const cell = cells[field];
    if (!cell) continue;
    const amount = amountInMinorUnits(cell);
    if (amount === null)
      errors[field] = [`The ${field === 'budget_min' ? 'minimum' : 'maximum'} budget must be an amount such as 1500000 or 1,500,000.00.`];
    else fields[field] = amount;
  }
  if (cells.owner_email) {
    const owner = members.get(cells.owner_email.toLowerCase());
    if (owner) fields.owner_id = owner.id;
    else errors.owner_email = ['No enabled member of the organization has this email.'];
  }
  const tagList = (cells.tags ?? '')
    .split(/[;|,]/)
    .map((name) => name.trim())
    .filter(Boolean);
  if (tagList.some((name) => name.length > 50)) errors.tags = ['A tag name must not be greater than 50 characters.'];
  return { fields, tags: [...new Map(tagList.map((name) => [name.toLowerCase(), name])).values()], errors };
}

/** The lead a row would make, judged by the rules of a lead created by hand. */
function judge(state: Partial<LeadState>): { state: LeadState } | { errors: FieldErrors } {
  const parsed = createLeadBody.safeParse({ ...state, source: state.source ?? 'other', status: state.status ?? 'new' });
  if (parsed.success) {
    const lead = parsed.data;
    return {
      state: {
        full_name: lead.full_name,
        email: lead.email,
        phone: lead.phone,
        nationality: lead.nationality,
        source: lead.source,
        status: lead.status,
        budget_min: lead.budget_min,
        budget_max: lead.budget_max,
        owner_id: state.owner_id ?? null,
      },
    };
  }
  return { errors: zodFieldErrors(parsed.error) };
}

// --- matching and planning ----------------------------------------------------------------------

function chunks<T>(items: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

/** The organization's leads whose normalised email or phone is among the keys, oldest first. */
async function leadsWithKeys(db: Executor, organizationId: number, emails: string[], phones: string[]) {
  const found = new Map<number, typeof leads.$inferSelect>();
  for (const [emailBatch, phoneBatch] of zipChunks(emails, phones)) {
    const rows = await db
      .select()
      .from(leads)
      .where(
        and(
          eq(leads.organization_id, organizationId),
          or(
            emailBatch.length ? inArray(leads.email_normalized, emailBatch) : undefined,
            phoneBatch.length ? inArray(leads.phone_normalized, phoneBatch) : undefined,
          ),
        ),
      );
    for (const row of rows) found.set(row.id, row);
  }
  return [...found.values()].sort((a, b) => a.id - b.id);
}

function zipChunks(emails: string[], phones: string[]): [string[], string[]][] {
  const emailChunks = chunks(emails, KEY_BATCH);
  const phoneChunks = chunks(phones, KEY_BATCH);
  const count = Math.max(emailChunks.length, phoneChunks.length);
  return Array.from({ length: count }, (_, i) => [emailChunks[i] ?? [], phoneChunks[i] ?? []]);
}

function stateOf(row: typeof leads.$inferSelect): LeadState {
  return {
    ...(Object.fromEntries(STATE_FIELDS.map((field) => [field, row[field]])) as Omit<LeadState, 'owner_id'>),
    owner_id: row.owner_id,
  };
}

async function planImport(db: Executor, tenant: TenantContext, rows: FileRow[], duplicates: ImportDuplicateMode): Promise<Plan> {
  const organizationId = tenant.organizationId;
  const members = await enabledMembersByEmail(db, organizationId);
  // The key the leads' trigger stores (migration `*_phone_e164.sql`): E.164, the organization's country the default.
  const country = await organizationCountry(db, organizationId);
  const phoneKeyOf = (phone: string | null | undefined) => normalizePhone(phone, country);
  const emails = [...new Set(rows.map((row) => normalizeEmail(row.cells.email)).filter((key): key is string => key !== null))];
  const phones = [...new Set(rows.map((row) => phoneKeyOf(row.cells.phone)).filter((key): key is string => key !== null))];
  const existing = await leadsWithKeys(db, organizationId, emails, phones);
  const existingTags =
    duplicates === 'update'
      ? await tagsOfLeads(
          db,
          existing.map((row) => row.id),
        )
      : new Map<number, TagRef[]>();

  const byEmail = new Map<string, Target>();
  const byPhone = new Map<string, Target>();
  const remember = (target: Target) => {
    const email = normalizeEmail(target.state.email);
    const phone = phoneKeyOf(target.state.phone);
    if (email && !byEmail.has(email)) byEmail.set(email, target);
    if (phone && !byPhone.has(phone)) byPhone.set(phone, target);
  };
  for (const row of existing) {
    const tagsBefore = existingTags.get(row.id) ?? [];
    remember({
      id: row.id,
      before: stateOf(row),
      state: stateOf(row),
      tagsBefore,
      tags: new Map(tagsBefore.map((tag) => [tag.name.toLowerCase(), tag.name])),
      touched: false,
      rows: [],
      matchedOn: null,
    });
  }

  const plan: Plan = { creates: [], updates: [], met: [], created: 0, updated: 0, skipped: 0, rejected: [] };
  const meet = (target: Target, row: FileRow, foundBy: 'email' | 'phone') => {
    if (target.rows.length === 0) {
      plan.met.push(target);
      if (target.before) target.matchedOn = { field: foundBy, value: target.before[foundBy] ?? '' };
    }
    target.rows.push(row.row);
  };
  const reject = (row: FileRow, errors: FieldErrors) => plan.rejected.push({ row: row.row, errors, values: row.values });
  for (const row of rows) {
    const read = readRow(row, members);
    const emailKey = normalizeEmail(row.cells.email);
    const phoneKey = phoneKeyOf(row.cells.phone);
    const byEmailTarget = emailKey ? byEmail.get(emailKey) : undefined;
    const target = byEmailTarget ?? (phoneKey ? byPhone.get(phoneKey) : undefined);
    const foundBy = byEmailTarget ? 'email' : 'phone';
    if (target && duplicates === 'skip') {
      plan.skipped++;
      meet(target, row, foundBy);
      continue;
    }
    if (target) {
      // The same email or phone written differently (letter case, spaces) is no change.
      if (normalizeEmail(read.fields.email) === normalizeEmail(target.state.email)) delete read.fields.email;
      if (phoneKeyOf(read.fields.phone) === phoneKeyOf(target.state.phone)) delete read.fields.phone;
    }
    const verdict = judge(target ? { ...target.state, ...read.fields } : read.fields);
    const errors = { ...read.errors, ...('errors' in verdict ? verdict.errors : {}) };
    if (Object.keys(errors).length || !('state' in verdict)) {
      reject(row, errors);
      continue;
    }
    if (!target) {
      const created: Target = {
        id: null,
        before: null,
        state: verdict.state,
        tagsBefore: [],
        tags: new Map(read.tags.map((name) => [name.toLowerCase(), name])),
        touched: true,
        rows: [row.row],
        matchedOn: null,
      };
      plan.met.push(created);
      plan.creates.push(created);
      plan.created++;
      remember(created);
      continue;
    }
    const newTags = read.tags.filter((name) => !target.tags.has(name.toLowerCase()));
    meet(target, row, foundBy);
    if (sameValue(verdict.state, target.state) && newTags.length === 0) {
      plan.skipped++;
      continue;
    }
    target.state = verdict.state;
    for (const name of newTags) target.tags.set(name.toLowerCase(), name);
    if (target.id !== null && !target.touched) plan.updates.push(target);
    target.touched = true;
    plan.updated++;
    remember(target);
  }
  return plan;
}

// --- applying a plan ----------------------------------------------------------------------------

/** The organization's tags by lower-cased name, creating those the file names that do not exist yet. */
async function ensureTags(db: Executor, organizationId: number, wanted: Map<string, string>): Promise<Map<string, TagRef>> {
  const byName = new Map<string, TagRef>();
  if (wanted.size === 0) return byName;
  const find = async () => {
    const rows = await db
      .select({ id: tags.id, name: tags.name, color: tags.color })
      .from(tags)
      .where(and(eq(tags.organization_id, organizationId), inArray(sql`lower(${tags.name})`, [...wanted.keys()])));
    for (const row of rows) byName.set(row.name.toLowerCase(), row);
  };
  await find();
  const missing = [...wanted].filter(([key]) => !byName.has(key));
  if (missing.length) {
    const now = currentTime();
    await db
      .insert(tags)
      .values(
        missing.map(([, name], i) => ({
          organization_id: organizationId,
          name,
          color: TAG_COLORS[i % TAG_COLORS.length]!,
          created_at: now,
          updated_at: now,
        })),
      )
      .onConflictDoNothing();
    await find();
  }
  return byName;
}

async function applyPlan(tx: Executor, tenant: TenantContext, plan: Plan): Promise<void> {
  const organizationId = tenant.organizationId;
  const now = currentTime();
  const wantedTags = new Map<string, string>();
  for (const target of [...plan.creates, ...plan.updates]) for (const [key, name] of target.tags) wantedTags.set(key, name);
  const tagByName = await ensureTags(tx, organizationId, wantedTags);
  const history: HistoryEntry[] = [];
  const links: { leadId: number; tagId: number }[] = [];
  const assigned = new Map<number, { owner: UserRef; leads: { id: number; full_name: string }[] }>();
  const names = await userNames(
    tx,
    [...plan.creates, ...plan.updates].flatMap((target) => [target.state.owner_id, target.before?.owner_id ?? null]),
  );
  const assign = (ownerId: number | null, lead: { id: number; full_name: string }) => {
    if (ownerId === null) return;
    const entry = assigned.get(ownerId) ?? { owner: { id: ownerId, full_name: names.get(ownerId) ?? '' }, leads: [] };
    entry.leads.push(lead);
    assigned.set(ownerId, entry);
  };

  for (const batch of chunks(plan.creates, INSERT_BATCH)) {
    const inserted = await tx
      .insert(leads)
      .values(
        batch.map((target) => ({
          ...target.state,
          organization_id: organizationId,
          seen: target.state.owner_id !== null && target.state.owner_id === tenant.userId,
          created_by: tenant.userId,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning({ id: leads.id });
    batch.forEach((target, i) => (target.id = inserted[i]!.id));
  }
  for (const target of plan.creates) {
    history.push({ leadId: target.id!, kind: 'created', details: { via: 'import' } });
    for (const key of target.tags.keys()) links.push({ leadId: target.id!, tagId: tagByName.get(key)!.id });
    assign(target.state.owner_id, { id: target.id!, full_name: target.state.full_name });
  }

  for (const target of plan.updates) {
    const leadId = target.id!;
    const before = target.before!;
    const changed = STATE_FIELDS.filter((field) => !sameValue(before[field], target.state[field]));
    for (const field of changed)
      history.push({
        leadId,
        kind: 'field_changed',
        field,
        old_value: before[field],
        new_value: target.state[field],
        details: { via: 'import' },
      });
    const changes: Partial<typeof leads.$inferInsert> = Object.fromEntries(changed.map((field) => [field, target.state[field]]));
    if (before.owner_id !== target.state.owner_id) {
      const owner =
        target.state.owner_id !== null ? { id: target.state.owner_id, full_name: names.get(target.state.owner_id) ?? '' } : null;
      const item = ownerChange(leadId, before.owner_id, owner, names);
      history.push({ ...item, details: { ...item.details, via: 'import' } });
      changes.owner_id = target.state.owner_id;
      changes.seen = target.state.owner_id !== null && target.state.owner_id === tenant.userId;
      assign(target.state.owner_id, { id: leadId, full_name: target.state.full_name });
    }
    const addedTags = [...target.tags.keys()].filter((key) => !target.tagsBefore.some((tag) => tag.name.toLowerCase() === key));
    if (addedTags.length) {
      const after = [...target.tagsBefore, ...addedTags.map((key) => tagByName.get(key)!)];
      history.push({
        leadId,
        kind: 'field_changed',
        field: 'tags',
        old_value: tagNames(target.tagsBefore),
        new_value: tagNames(after),
        details: { via: 'import' },
      });
      for (const key of addedTags) links.push({ leadId, tagId: tagByName.get(key)!.id });
    }
    await tx
      .update(leads)
      .set({ ...changes, updated_at: now })
      .where(and(eq(leads.id, leadId), eq(leads.organization_id, organizationId)));
  }

  await recordHistory(tx, tenant, history, now);
  for (const batch of chunks(links, INSERT_BATCH)) await insertLeadTags(tx, organizationId, batch);
  for (const { owner, leads: given } of assigned.values()) await notifyLeadsAssigned(tx, tenant, owner, given, 'import');
}

/**
 * The rejected rows as CSV: the file's columns, then the row number and the reasons. Every cell,
 * headers included, is the uploader's text: formatCsv makes each one inert for spreadsheets.
 */
function rejectionReport(headers: string[], rejected: LeadImportRejection[], language: Language): string | null {
  if (rejected.length === 0) return null;
  const names = columnNames(headers);
  const reasons = (errors: FieldErrors) =>
    Object.entries(errors)
      .map(([field, messages]) => `${field}: ${messages.join(' ')}`)
      .join('; ');
  // A BOM, so spreadsheets read the names (Arabic, accents) as UTF-8.
  return `\uFEFF${formatCsv([
    [...names, REPORT_HEADERS[language].row, REPORT_HEADERS[language].errors],
    ...rejected.map((rejection) => [...names.map((name) => rejection.values[name] ?? ''), rejection.row, reasons(rejection.errors)]),
  ])}`;
}

/** The lead import as the pipeline runs it; a full name is required of a column only when known leads are skipped. */
function leadImport(
  tenant: TenantContext,
  duplicates: ImportDuplicateMode,
  language: Language,
): ImportResource<LeadImportField, LeadImportResult> {
  return {
    columns: { ...LEAD_IMPORT_COLUMNS, required: duplicates === 'skip' ? ['full_name'] : [] },
    maxBytes: MAX_IMPORT_BYTES,
    maxRows: MAX_IMPORT_ROWS,
    lockNamespace: IMPORT_LOCK_NAMESPACE,
    async apply(tx, table, preview) {
      const plan = await planImport(tx, tenant, table.rows, duplicates);
      if (!preview) await applyPlan(tx, tenant, plan);
      // The reasons a row was refused, in the importer's language, in the answer and the report alike.
      const rejected = plan.rejected.map((rejection) => ({
        ...rejection,
        errors: translateFieldErrors(rejection.errors, apiMessages(language)),
      }));
      return {
        records: await leadImportRecords(tx, plan.met, duplicates, STATE_FIELDS),
        preview,
        columns: table.headers.map((header, index) => ({ header, field: table.columns[index] ?? null })),
        created: plan.created,
        updated: plan.updated,
        skipped: plan.skipped,
        rejected,
        report: rejectionReport(table.headers, rejected, language),
      };
    },
  };
}

export async function importLeads(
  db: Database,
  tenant: TenantContext,
  file: UploadedFile,
  options: ImportOptions,
): Promise<{ data: LeadImportResult }> {
  const data = await runImport(db, tenant.organizationId, leadImport(tenant, options.duplicates, options.language), {
    file,
    mapping: options.mapping,
    preview: options.preview,
  });
  return { data };
}
