// CSV as RFC 4180 describes it (quoted fields with "" for a quote, line breaks inside quotes,
// CRLF or LF records), plus what spreadsheets really export: `;` or tab as delimiter, a UTF-8
// BOM. Reading is lenient where the RFC is strict but the intent is plain (a stray quote inside
// an unquoted field is kept); an unterminated quoted field is an error naming its record. Writing
// quotes every text field and makes it inert for spreadsheets (formula injection).
import { readFile } from 'node:fs/promises';
import { fieldError, payloadTooLarge } from '../http/errors.ts';
import type { UploadedFile } from '../plugins/body-parsers.ts';
import { inertText } from './spreadsheet-cells.ts';

export type CsvDelimiter = ',' | ';' | '\t';

export class CsvError extends Error {
  constructor(
    message: string,
    /** The record (spreadsheet row, 1-based) the error is in. */
    readonly row: number,
  ) {
    super(message);
    this.name = 'CsvError';
  }
}

/** The delimiter of the header record: whichever of `,` `;` tab occurs most outside quotes (`,` on a tie). */
export function detectDelimiter(text: string): CsvDelimiter {
  const counts: Record<CsvDelimiter, number> = { ',': 0, ';': 0, '\t': 0 };
  let inQuotes = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"') inQuotes = !inQuotes;
    else if (!inQuotes && (c === '\n' || c === '\r')) break;
    else if (!inQuotes && (c === ',' || c === ';' || c === '\t')) counts[c]++;
  }
  const best = (Object.keys(counts) as CsvDelimiter[]).reduce((a, b) => (counts[b] > counts[a] ? b : a), ',');
  return best;
}

/** Every record of `text` as a list of fields; a trailing line break ends the last record, it does not start one. */
export function parseCsv(text: string, delimiter: CsvDelimiter = detectDelimiter(text)): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false; // the current field started with a quote
  let inQuotes = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const length = text.length;

  const endField = () => {
    record.push(field);
    field = '';
    quoted = false;
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };

  while (i < length) {
    const c = text[i]!;
    if (inQuotes) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
        } else {
          inQuotes = false;
          i++;
        }
      } else {
        // Copy up to the next quote in one go: quoted fields may be long.
        const next = text.indexOf('"', i);
        const end = next === -1 ? length : next;
        field += text.slice(i, end);
        i = end;
      }
      continue;
    }
    if (c === '"' && field === '' && !quoted) {
      quoted = true;
      inQuotes = true;
      i++;
    } else if (c === delimiter) {
      endField();
      i++;
    } else if (c === '\r' || c === '\n') {
      endRecord();
      i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
    } else {
      field += c;
      i++;
    }
  }
  if (inQuotes) throw new CsvError(`Row ${records.length + 1} has a quoted field that is never closed.`, records.length + 1);
  if (field !== '' || quoted || record.length > 0) endRecord();
  return records;
}

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

/**
 * An uploaded CSV file as records, with what every import refuses the same way: a file over
 * `maxBytes` (413), one that is not UTF-8 text (422 on `file`), a malformed one, and one without a
 * header row. Headers come back trimmed; the caller maps them to its fields.
 */
export async function readCsvUpload(file: UploadedFile, maxBytes: number): Promise<{ headers: string[]; records: string[][] }> {
  if (file.size > maxBytes) throw payloadTooLarge(`The file may not be greater than ${maxBytes / 1024 / 1024} MB.`);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await readFile(file.path));
  } catch {
    throw fieldError('file', 'The file must be a CSV file encoded as UTF-8.');
  }
  if (text.includes('\u0000')) throw fieldError('file', 'The file must be a CSV file encoded as UTF-8.');
  let records: string[][];
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvError) throw fieldError('file', error.message);
    throw error;
  }
  const headers = (records[0] ?? []).map((header) => header.trim());
  if (headers.every((header) => header === '')) throw fieldError('file', 'The file is empty: it needs a header row and at least one row.');
  return { headers, records };
}

