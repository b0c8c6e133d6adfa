// What the company and broker imports (company-import.service.ts, broker-import.service.ts) do
// alike: they run through the import pipeline (services/import-pipeline.ts) in the platform
// organization with the contacts' limits and lock. Each resource plans which records its valid
// rows meet; from that one plan this file says what happens to each record (create, update, or
// skip with the reason) and, unless previewing, writes exactly that — so a preview and the import
// after it are the same computation (docs/api.md "CSV imports").
import type { z } from 'zod';
import { MAX_CONTACT_IMPORT_BYTES, MAX_CONTACT_IMPORT_ROWS, type ContactImportReport } from '../../../shared/contacts.ts';
import type { ImportColumns } from '../../../shared/csv.ts';
import type { ImportDuplicateMode, ImportFieldChange, ImportRecordOutcome } from '../../../shared/imports.ts';
import type { Database, Executor } from '../../db/client.ts';
import { apiMessages, translateFieldErrors } from '../../http/api-messages.ts';
import type { TenantContext } from '../../http/request-context.ts';
import type { UploadedFile } from '../../plugins/body-parsers.ts';
import { currentTime } from '../../services/clock.ts';
import { runImport, validateRows, type ImportOptions, type ImportResource, type ValidatedRows } from '../../services/import-pipeline.ts';
import { IMPORT_BATCH, IMPORT_LOCK_NAMESPACE } from './import-cells.ts';
import { platformOrganizationOf } from './platform.ts';

/** A contact's importable fields: text or null. */
export type ContactFields = { [field: string]: string | null };

/** A record the rows meet: one stored (id and stored fields) or one the import creates. */
export interface ContactTarget<Fields extends ContactFields> {
  id: number | null;
  stored: Fields | null;
  /** The record as the rows leave it; for a stored record when updates are off, as stored. */
  fields: Fields;
  /** The file rows naming it, in file order. */
  rows: number[];
  /** The field and stored value a row found it by (stored records only). */
  matchedOn: { field: string; value: string } | null;
}

/** A contacts import: its columns, its row schema, how rows meet records, and how records are written. */
export interface ContactImport<F extends string, Fields extends ContactFields> {
  columns: ImportColumns<F>;
  row: z.ZodType<Fields>;
  /** The field naming a record in the report. */
  nameField: keyof Fields & string;
  /** The fields an update compares and sets, and which of them a report shows (not the derived ones). */
  compared: readonly (keyof Fields & string)[];
  shown: readonly (keyof Fields & string)[];
  /** The records the valid rows meet, in the order of their first row. Reads only. */
  plan(
    tx: Executor,
    organizationId: number,
    valid: ValidatedRows<Fields>['valid'],
    duplicates: ImportDuplicateMode,
  ): Promise<ContactTarget<Fields>[]>;
  /** Creates the records, answering their ids in the same order. */
  insert(tx: Executor, organizationId: number, records: Fields[], now: Date): Promise<number[]>;
  /** Sets `change` on the organization's record `id`. */
  update(tx: Executor, organizationId: number, id: number, change: Partial<Fields>, now: Date): Promise<void>;
}

/** What the import does to one record: the outcome reported, and for an update the columns set. */
interface Decision<Fields extends ContactFields> {
  target: ContactTarget<Fields>;
  outcome: ImportRecordOutcome;
  change: Partial<Fields>;
}

export async function runContactImport<F extends string, Fields extends ContactFields>(
  db: Database,
  tenant: TenantContext,
  contactImport: ContactImport<F, Fields>,
  { file, mapping, preview, duplicates, language }: { file: UploadedFile } & ImportOptions,
): Promise<{ data: ContactImportReport }> {
  const organizationId = platformOrganizationOf(tenant);
  const resource: ImportResource<F, ContactImportReport> = {
    columns: contactImport.columns,
    maxBytes: MAX_CONTACT_IMPORT_BYTES,
    maxRows: MAX_CONTACT_IMPORT_ROWS,
    lockNamespace: IMPORT_LOCK_NAMESPACE,
    async apply(tx, table, dryRun) {
      const rows = validateRows(table.rows, contactImport.row);
      const targets = await contactImport.plan(tx, organizationId, rows.valid, duplicates);
      const decisions = targets.map((target) => decide(contactImport, target, duplicates));
      if (!dryRun) await write(tx, organizationId, contactImport, decisions);
      const records = decisions.map((decision) => decision.outcome);
      const count = (action: ImportRecordOutcome['action']) => records.filter((record) => record.action === action).length;
      return {
        preview: dryRun,
        created: count('create'),
        updated: count('update'),
        skipped: count('skip'),
        rejected: rows.rejected.map((rejection) => ({
          ...rejection,
          errors: translateFieldErrors(rejection.errors, apiMessages(language)),
        })),
        records,
      };
    },
  };
  return { data: await runImport(db, organizationId, resource, { file, mapping, preview }) };
}

/** A record's outcome: created when new; a stored one skipped unless updates were asked for and the rows change it. */
function decide<F extends string, Fields extends ContactFields>(
  contactImport: ContactImport<F, Fields>,
  target: ContactTarget<Fields>,
  duplicates: ImportDuplicateMode,
): Decision<Fields> {
  const base = {
    rows: target.rows,
    id: target.id,
    name: target.fields[contactImport.nameField] ?? '',
    matched_on: target.matchedOn,
  };
  const { stored } = target;
  if (!stored) {
    const changes = contactImport.shown.flatMap((field): ImportFieldChange[] =>
      target.fields[field] === null ? [] : [{ field, from: null, to: target.fields[field] }],
    );
    return { target, change: {}, outcome: { ...base, action: 'create', reason: null, changes } };
  }
  const skip = (reason: 'exists' | 'unchanged'): Decision<Fields> => ({
    target,
    change: {},
    outcome: { ...base, name: stored[contactImport.nameField] ?? '', action: 'skip', reason, changes: [] },
  });
  if (duplicates === 'skip') return skip('exists');
  const changed = contactImport.compared.filter((field) => target.fields[field] !== stored[field]);
  if (changed.length === 0) return skip('unchanged');
  const change = Object.fromEntries(changed.map((field) => [field, target.fields[field]])) as Partial<Fields>;
  const changes = changed
    .filter((field) => contactImport.shown.includes(field))
    .map((field) => ({ field, from: stored[field] ?? null, to: target.fields[field] ?? null }));
  return { target, change, outcome: { ...base, action: 'update', reason: null, changes } };
}

/** Writes the decisions in the caller's transaction; a created record's outcome gets its id. */
async function write<F extends string, Fields extends ContactFields>(
  tx: Executor,
  organizationId: number,
  contactImport: ContactImport<F, Fields>,
  decisions: Decision<Fields>[],
): Promise<void> {
  const now = currentTime();
  const creates = decisions.filter((decision) => decision.outcome.action === 'create');
  for (let i = 0; i < creates.length; i += IMPORT_BATCH) {
    const batch = creates.slice(i, i + IMPORT_BATCH);
    const ids = await contactImport.insert(
      tx,
      organizationId,
      batch.map((decision) => decision.target.fields),
      now,
    );
    batch.forEach((decision, index) => (decision.outcome.id = ids[index]!));
  }
  for (const decision of decisions) {
    if (decision.outcome.action === 'update') await contactImport.update(tx, organizationId, decision.target.id!, decision.change, now);
  }
}

/** The stored values of a contact an import creates from `fields`. */
export function newContactValues<Fields extends { status: string | null }>(fields: Fields, organizationId: number, now: Date) {
  return {
    ...fields,
    status: fields.status ?? 'new',
    organization_id: organizationId,
    last_contacted_at: fields.status === 'contacted' ? now : null,
    created_at: now,
    updated_at: now,
  };
}
