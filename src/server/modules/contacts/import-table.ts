// Reading a contacts import file: a UTF-8 CSV (≤ 5 MB, ≤ 20,000 rows, header row first) parsed
// by the CRM's CSV reader, each column matched to a field. A `mapping` (header → field, null to
// ignore the column) wins; every other column is matched by its header with letter case, spaces,
// dashes and underscores aside, or by one of the names spreadsheets commonly use.
import { MAX_CONTACT_IMPORT_BYTES, MAX_CONTACT_IMPORT_ROWS } from '../../../shared/contacts.ts';
import { fieldError, validationFailed, type FieldErrors } from '../../http/errors.ts';
import type { UploadedFile } from '../../plugins/body-parsers.ts';
import { readCsvUpload } from '../../services/csv.ts';

export interface ImportSpec<F extends string> {
  fields: readonly F[];
  /** Other header names of a field (already reduced by headerKey). */
  aliases: Record<string, F>;
  /** Fields a column must fill, or the file is refused as a whole (422 on `mapping`). */
  required: readonly F[];
  /** At least one of these must be filled by a column (the fields rows are matched on). */
  oneOf?: readonly F[];
}

export interface ImportRow<F extends string> {
  /** As a spreadsheet numbers it: the header is row 1. */
  row: number;
  cells: Partial<Record<F, string>>;
}

const headerKey = (header: string) => header.toLowerCase().replace(/[\s_.\-–]+/g, '');

function resolveColumns<F extends string>(spec: ImportSpec<F>, headers: string[], mapping: Record<string, unknown> | undefined): (F | null)[] {
  const errors: FieldErrors = {};
  const explicit = new Map<number, F | null>();
  for (const [header, field] of Object.entries(mapping ?? {})) {
    const found = headers.findIndex((candidate) => candidate !== '' && headerKey(candidate) === headerKey(header));
    if (found < 0) errors[`mapping.${header}`] = [`The file has no column "${header}".`];
    else if (field === null || field === '') explicit.set(found, null);
    else if (typeof field !== 'string' || !spec.fields.includes(field as F)) {
      errors[`mapping.${header}`] = [`The field must be one of: ${spec.fields.join(', ')} (or null to ignore the column).`];
    } else explicit.set(found, field as F);
  }
  if (Object.keys(errors).length) throw validationFailed(errors);

  const taken = new Set<F>();
  for (const field of explicit.values()) {
    if (field && taken.has(field)) throw fieldError('mapping', `The field ${field} is mapped from more than one column.`);
    if (field) taken.add(field);
  }
  const columns = headers.map((header, index): F | null => {
    if (explicit.has(index)) return explicit.get(index)!;
    if (header === '') return null;
    const key = headerKey(header);
    const guess = spec.fields.find((field) => headerKey(field) === key) ?? spec.aliases[key] ?? null;
    if (!guess || taken.has(guess)) return null;
    taken.add(guess);
    return guess;
  });
  const missing = spec.required.filter((field) => !taken.has(field));
  if (missing.length) throw fieldError('mapping', `Map a column to ${missing.join(' and ')}.`);
  if (spec.oneOf && !spec.oneOf.some((field) => taken.has(field))) throw fieldError('mapping', `Map a column to ${spec.oneOf.join(' or ')}: rows are matched on it.`);
  return columns;
}

export async function readImportTable<F extends string>(spec: ImportSpec<F>, file: UploadedFile, mapping: Record<string, unknown> | undefined): Promise<ImportRow<F>[]> {
  const { headers, records } = await readCsvUpload(file, MAX_CONTACT_IMPORT_BYTES);
  const seen = new Set<string>();
  for (const header of headers) {
    if (header !== '' && seen.has(headerKey(header))) throw fieldError('file', `The column "${header}" appears more than once in the header row.`);
    seen.add(headerKey(header));
  }
  const columns = resolveColumns(spec, headers, mapping);

  const rows: ImportRow<F>[] = [];
  records.slice(1).forEach((record, index) => {
    if (record.every((cell) => cell.trim() === '')) return;
    const cells: Partial<Record<F, string>> = {};
    columns.forEach((field, i) => {
      const value = (record[i] ?? '').trim();
      if (field && value !== '') cells[field] = value;
    });
    rows.push({ row: index + 2, cells });
  });
  if (rows.length === 0) throw fieldError('file', 'The file has a header row but no rows.');
  if (rows.length > MAX_CONTACT_IMPORT_ROWS) throw fieldError('file', `The file may hold at most ${MAX_CONTACT_IMPORT_ROWS} rows.`);
  return rows;
}

/** Cell checks both imports share; each returns the stored value or adds an error. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export function emailCell(value: string | undefined, field: string, errors: FieldErrors): string | null {
  if (!value) return null;
  if (value.length > 255 || !EMAIL.test(value)) {
    errors[field] = ['The email must be a valid email address.'];
    return null;
  }
  return value.toLowerCase();
}

export function textCell(value: string | undefined, field: string, max: number, errors: FieldErrors): string | null {
  if (!value) return null;
  if (value.length > max) {
    errors[field] = [`The ${field.replace(/_/g, ' ')} may not be greater than ${max} characters.`];
    return null;
  }
  return value;
}

/** A phone: digits with an optional leading +, spaces, dashes, dots and brackets; 7 to 15 digits. */
export function phoneCell(value: string | undefined, field: string, errors: FieldErrors): string | null {
  if (!value) return null;
  const digits = value.replace(/\D/g, '');
  if (!/^\+?[\d\s\-.()]+$/.test(value) || digits.length < 7 || digits.length > 15) {
    errors[field] = ['The phone must be a phone number of 7 to 15 digits.'];
    return null;
  }
  return value;
}

export function enumCell<T extends string>(value: string | undefined, field: string, allowed: readonly T[], errors: FieldErrors): T | null {
  if (!value) return null;
  const normalized = value.toLowerCase().replace(/[\s-]+/g, '_');
  if (!allowed.includes(normalized as T)) {
    errors[field] = [`The ${field} must be one of: ${allowed.join(', ')}.`];
    return null;
  }
  return normalized as T;
}

export const IMPORT_LOCK_NAMESPACE = 0x434f_4e54; // 'CONT': one contacts import per organization at a time
export const IMPORT_BATCH = 500;
