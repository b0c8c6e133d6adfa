// Reading a CSV file: the one way the server's imports read an upload and the client's import
// dialog previews it, so both see the same columns. Papaparse does
// the RFC 4180 work (quoted fields, "" for a quote, line breaks inside quotes, CRLF, LF or CR
// records); here is what spreadsheets add: `;` or tab as delimiter, told by the header record, and
// a UTF-8 BOM. A stray quote inside an unquoted field is kept as text; a quoted field that is never
// closed is an error naming its record. Writing CSV is the server's alone (services/csv.ts).
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
