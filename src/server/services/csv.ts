// Writing CSV, the one way the product does it: every text field quoted and made inert for
// spreadsheets (formula injection), numbers bare, CRLF records; and reading an uploaded one with
// shared/csv.ts, the reader the client's preview uses too.
import { readFile } from 'node:fs/promises';
import { CsvError, readCsvTable, type CsvDelimiter } from '../../shared/csv.ts';
import { fieldError, payloadTooLarge } from '../http/errors.ts';
import type { UploadedFile } from '../plugins/body-parsers.ts';
import { inertText } from './spreadsheet-cells.ts';

/** A cell of a CSV the product writes: text, or a number it formatted itself. */
export type CsvCell = string | number | null;

/**
 * One field: text made inert (spreadsheet-cells.ts) and always quoted, as OWASP advises, so a
 * reader splitting on another delimiter (`;` in many locales) keeps a value holding one whole
 * instead of starting a new cell inside it; a number goes out bare, so it is read as a number.
 */
function csvField(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  return `"${inertText(cell).replace(/"/g, '""')}"`;
}

/** Records as CSV text with CRLF line breaks: the one way the product writes CSV. */
export function formatCsv(records: CsvCell[][], delimiter: CsvDelimiter = ','): string {
  return records.map((record) => record.map(csvField).join(delimiter)).join('\r\n') + '\r\n';
}

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
  if (table.headers.every((header) => header === '')) throw fieldError('file', 'The file is empty: it needs a header row and at least one row.');
  return table;
}
