// Reading a CSV file and matching its columns to fields: the one way the server's imports read an
// upload and the client's import dialog previews it, so both see the same columns. Papaparse does
// the RFC 4180 work (quoted fields, "" for a quote, line breaks inside quotes, CRLF, LF or CR
// records); here is what spreadsheets add: `;` or tab as delimiter, told by the header record, and
// a UTF-8 BOM. A stray quote inside an unquoted field is kept as text; a quoted field that is never
// closed is an error naming its record. Writing CSV is csv-writer.ts's.
import Papa from 'papaparse';

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

/**
 * The delimiter of the header record: whichever of `,` `;` tab occurs most outside quotes (`,` on
 * a tie). The header alone decides, as a person reading the file would: papaparse's own guess
 * wants several consistent records and falls back to `,` on a short file.
 */
export function detectDelimiter(text: string): CsvDelimiter {
  const counts: Record<CsvDelimiter, number> = { ',': 0, ';': 0, '\t': 0 };
  let inQuotes = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"') inQuotes = !inQuotes;
    else if (!inQuotes && (c === '\n' || c === '\r')) break;
    else if (!inQuotes && (c === ',' || c === ';' || c === '\t')) counts[c]++;
  }
  return (Object.keys(counts) as CsvDelimiter[]).reduce((a, b) => (counts[b] > counts[a] ? b : a), ',');
}

/** Every record of `text` as a list of fields; a trailing line break ends the last record, it does not start one. */
export function parseCsv(text: string, delimiter?: CsvDelimiter): string[][] {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const parsed = Papa.parse<string[]>(source, { delimiter: delimiter ?? detectDelimiter(source), skipEmptyLines: false });
  const unclosed = parsed.errors.find((error) => error.code === 'MissingQuotes');
  if (unclosed) {
    const row = (unclosed.row ?? parsed.data.length - 1) + 1;
    throw new CsvError(`Row ${row} has a quoted field that is never closed.`, row);
  }
  const records = parsed.data;
  const last = records.at(-1);
  if (last && last.length === 1 && last[0] === '' && /[\r\n]$/.test(source)) records.pop();
  return records;
}

/** A CSV text as its header row (cells trimmed) and every record, the header record first. */
export function readCsvTable(text: string): { headers: string[]; records: string[][] } {
  const records = parseCsv(text);
  return { headers: (records[0] ?? []).map((header) => header.trim()), records };
}

// --- columns to fields --------------------------------------------------------------------------

/** A header as it is matched: letter case, spaces, dots, dashes and underscores aside. */
export const headerKey = (header: string) => header.toLowerCase().replace(/[\s_.\-–]+/g, '');

/** What an import's columns may fill: each resource's description (shared/crm.ts, shared/contacts.ts). */
export interface ImportColumns<F extends string> {
  fields: readonly F[];
  /** Other header names of a field, as headerKey reduces them (`mobile` → phone). */
  aliases: Readonly<Record<string, F>>;
  /** Fields a column must fill, or the file is refused as a whole (422 on `mapping`). */
  required: readonly F[];
  /** At least one of these must be filled by a column: the fields rows are matched on, and why. */
  oneOf?: { fields: readonly F[]; reason: string };
}

/** The field a header names by itself (its own name or an alias), or null. */
export function fieldOfHeader<F extends string>(columns: ImportColumns<F>, header: string): F | null {
  const key = headerKey(header);
  if (key === '') return null;
  return columns.fields.find((field) => headerKey(field) === key) ?? columns.aliases[key] ?? null;
}

/**
 * The field of every column: the one chosen for it (`chosen`, by column index; null ignores it),
 * else the one its header names unless an earlier column already fills that field.
 */
export function matchColumns<F extends string>(
  columns: ImportColumns<F>,
  headers: readonly string[],
  chosen: ReadonlyMap<number, F | null> = new Map(),
): (F | null)[] {
  const taken = new Set<F>([...chosen.values()].filter((field): field is F => field !== null));
  return headers.map((header, index): F | null => {
    if (chosen.has(index)) return chosen.get(index)!;
    const guess = fieldOfHeader(columns, header);
    if (!guess || taken.has(guess)) return null;
    taken.add(guess);
    return guess;
  });
}

/** The first header that repeats an earlier one (as headerKey matches them), or null. */
export function repeatedHeader(headers: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const header of headers) {
    if (header === '') continue;
    if (seen.has(headerKey(header))) return header;
    seen.add(headerKey(header));
  }
  return null;
}
