// The one way a CSV import runs (POST crm/leads/import, contacts/companies/import,
// contacts/brokers/import): read the upload → resolve its columns (the client's mapping, else the
// header names, shared/csv.ts) → validate each row with the resource's zod schema → apply the valid
// rows in one transaction, one import of a kind per organization at a time → report. What differs
// per resource (its columns, its row schema, how rows match stored records) lives in its own
// *-import.service.ts as an ImportResource.
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { IMPORT_ACTIONS, IMPORT_SKIP_REASONS, type ImportDuplicateMode, type ImportRecordOutcome } from '../../shared/imports.ts';
import type { Language } from '../../shared/languages.ts';
import { CsvError, headerKey, matchColumns, readCsvTable, repeatedHeader, type ImportColumns } from '../../shared/csv.ts';
import type { Database, Executor } from '../db/client.ts';
import { fieldError, payloadTooLarge, validationFailed, type FieldErrors } from '../http/errors.ts';
import type { UploadedFile } from '../plugins/body-parsers.ts';

/** What the person importing chose (the import route's fields, http/import-route.ts). */
export interface ImportOptions {
  mapping: Record<string, unknown> | undefined;
  preview: boolean;
  duplicates: ImportDuplicateMode;
  /** The caller's: the report's headers and the reasons a row is rejected are answered in it. */
  language: Language;
}

/** One row of the file with a cell for each mapped field. */
export interface ImportRow<F extends string> {
  /** As a spreadsheet numbers it: the header is row 1. */
  row: number;
  /** The non-empty cells of mapped columns, trimmed. */
  cells: Partial<Record<F, string>>;
  /** Every cell of the row by column name (`column 3` for a column without a header), as written. */
  values: Record<string, string>;
  /** The row has non-empty cells beyond the header row's columns. */
  extraCells: boolean;
}

export interface ImportTable<F extends string> {
  headers: string[];
  /** The field each column fills, null when it is not imported. */
  columns: (F | null)[];
  rows: ImportRow<F>[];
}

export interface ImportResource<F extends string, Report> {
  columns: ImportColumns<F>;
  maxBytes: number;
  maxRows: number;
  /** The first key of the advisory lock that keeps to one import of this kind per organization. */
  lockNamespace: number;
  /** Validates the rows and, unless `preview`, writes the valid ones; says what it did. */
  apply(tx: Executor, table: ImportTable<F>, preview: boolean): Promise<Report>;
}

/** How an answer names one record an import creates, updates or skips (docs/api.md "CSV imports"). */
export const importRecordSchema = z.object({
  rows: z.array(z.number().int()),
  action: z.enum(IMPORT_ACTIONS),
  id: z.number().int().nullable(),
  name: z.string(),
  matched_on: z.object({ field: z.string(), value: z.string() }).nullable(),
  reason: z.enum(IMPORT_SKIP_REASONS).nullable(),
  changes: z.array(z.object({ field: z.string(), from: z.string().nullable(), to: z.string().nullable() })),
}) satisfies z.ZodType<ImportRecordOutcome>;

const NOT_UTF8 = 'The file must be a CSV file encoded as UTF-8.';

/**
 * An uploaded CSV file as its header row and records, with what every import refuses the same
 * way: a file over `maxBytes` (413), one that is not UTF-8 text (422 on `file`), a malformed one,
 * and one without a header row.
 */
export async function readCsvUpload(file: UploadedFile, maxBytes: number): Promise<{ headers: string[]; records: string[][] }> {
  if (file.size > maxBytes) throw payloadTooLarge(`The file may not be greater than ${maxBytes / 1024 / 1024} MB.`);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await readFile(file.path));
  } catch {
    throw fieldError('file', NOT_UTF8);
  }
  if (text.includes('\u0000')) throw fieldError('file', NOT_UTF8);
  let table: { headers: string[]; records: string[][] };
  try {
    table = readCsvTable(text);
  } catch (error) {
    if (error instanceof CsvError) throw fieldError('file', error.message);
    throw error;
  }
  if (table.headers.every((header) => header === ''))
    throw fieldError('file', 'The file is empty: it needs a header row and at least one row.');
  return table;
}

/** The field of every column: the client's `mapping` (header → field, null to ignore) first, then the header names. */
export function resolveColumns<F extends string>(
  columns: ImportColumns<F>,
  headers: string[],
  mapping: Record<string, unknown> | undefined,
): (F | null)[] {
  const errors: FieldErrors = {};
  const chosen = new Map<number, F | null>();
  for (const [header, field] of Object.entries(mapping ?? {})) {
    const found = headers.findIndex((candidate) => candidate !== '' && headerKey(candidate) === headerKey(header));
    if (found < 0) errors[`mapping.${header}`] = [`The file has no column "${header}".`];
    else if (field === null || field === '') chosen.set(found, null);
    else if (typeof field !== 'string' || !columns.fields.includes(field as F)) {
      errors[`mapping.${header}`] = [`The field must be one of: ${columns.fields.join(', ')} (or null to ignore the column).`];
    } else chosen.set(found, field as F);
  }
  if (Object.keys(errors).length) throw validationFailed(errors);

  const mapped = new Set<F>();
  for (const field of chosen.values()) {
    if (field && mapped.has(field)) throw fieldError('mapping', `The field ${field} is mapped from more than one column.`);
    if (field) mapped.add(field);
  }
  const resolved = matchColumns(columns, headers, chosen);
  const taken = new Set(resolved.filter((field): field is F => field !== null));
  if (columns.oneOf && !columns.oneOf.fields.some((field) => taken.has(field))) {
    throw fieldError('mapping', `Map a column to ${columns.oneOf.fields.join(' or ')}: ${columns.oneOf.reason}.`);
  }
  const missing = columns.required.filter((field) => !taken.has(field));
  if (missing.length) throw fieldError('mapping', `Map a column to ${missing.join(' and ')}.`);
  return resolved;
}

/** The upload read and its columns resolved: every non-blank row with its cells by field. */
export async function readImportTable<F extends string>(
  resource: Pick<ImportResource<F, unknown>, 'columns' | 'maxBytes' | 'maxRows'>,
  file: UploadedFile,
  mapping: Record<string, unknown> | undefined,
): Promise<ImportTable<F>> {
  const { headers, records } = await readCsvUpload(file, resource.maxBytes);
  const repeated = repeatedHeader(headers);
  if (repeated !== null) throw fieldError('file', `The column "${repeated}" appears more than once in the header row.`);
  const columns = resolveColumns(resource.columns, headers, mapping);
  const names = columnNames(headers);

  const rows: ImportRow<F>[] = [];
  records.slice(1).forEach((record, index) => {
    if (record.every((cell) => cell.trim() === '')) return;
    const cells: Partial<Record<F, string>> = {};
    columns.forEach((field, i) => {
      const value = (record[i] ?? '').trim();
      if (field && value !== '') cells[field] = value;
    });
    rows.push({
      row: index + 2,
      cells,
      values: Object.fromEntries(names.map((name, i) => [name, record[i] ?? ''])),
      extraCells: record.slice(headers.length).some((cell) => cell.trim() !== ''),
    });
  });
  if (rows.length === 0) throw fieldError('file', 'The file has a header row but no rows.');
  if (rows.length > resource.maxRows) throw fieldError('file', `The file may hold at most ${resource.maxRows} rows.`);
  return { headers, columns, rows };
}

/** How a report names the columns: by header, or by place for a column without one. */
export const columnNames = (headers: string[]) => headers.map((header, index) => header || `column ${index + 1}`);

/** A zod failure as the field errors a rejected row reports (`row` for one about the whole row). */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) (errors[issue.path.join('.') || 'row'] ??= []).push(issue.message);
  return errors;
}

/** The rows through a row schema: the valid values, and the rows refused with their reasons. */
export interface ValidatedRows<T> {
  valid: { row: number; value: T }[];
  rejected: { row: number; errors: FieldErrors }[];
}

/** Each row's cells through the resource's row schema. */
export function validateRows<F extends string, T>(rows: ImportRow<F>[], schema: z.ZodType<T>): ValidatedRows<T> {
  const valid: ValidatedRows<T>['valid'] = [];
  const rejected: ValidatedRows<T>['rejected'] = [];
  for (const row of rows) {
    const parsed = schema.safeParse(row.cells);
    if (parsed.success) valid.push({ row: row.row, value: parsed.data });
    else rejected.push({ row: row.row, errors: zodFieldErrors(parsed.error) });
  }
  return { valid, rejected };
}

/**
 * An import from start to end: read and resolve the file, then let the resource validate and
 * apply its rows — in one transaction holding the organization's import lock, or, for a preview,
 * without writing and without the lock.
 */
export async function runImport<F extends string, Report>(
  db: Database,
  organizationId: number,
  resource: ImportResource<F, Report>,
  upload: { file: UploadedFile; mapping: Record<string, unknown> | undefined; preview?: boolean },
): Promise<Report> {
  const table = await readImportTable(resource, upload.file, upload.mapping);
  if (upload.preview) return resource.apply(db, table, true);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${resource.lockNamespace}, ${organizationId})`);
    return resource.apply(tx, table, false);
  });
}
