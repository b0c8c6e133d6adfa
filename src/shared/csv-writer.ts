// Writing CSV, the one way the product does it: every text field quoted and made inert for
// spreadsheets (formula injection), numbers bare, CRLF records. Reading is csv.ts's. Shared, so
// the server's exports and the client's table downloads (the dashboard) write CSV alike.
import type { CsvDelimiter } from './csv.ts';
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
