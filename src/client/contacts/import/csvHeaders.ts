// The header row of a CSV file, read in the browser so the columns can be mapped before the upload,
// and the field each header names on its own (case, spaces and punctuation ignored, as the server
// matches them).

/** The first record's cells: quoted cells may hold commas, doubled quotes and line breaks. */
export function parseCsvHeader(text: string): string[] {
  const source = text.replace(/^\uFEFF/, '');
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index]!;
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      cells.push(cell.trim());
      cell = '';
    } else if (char === '\n' || char === '\r') break;
    else cell += char;
  }
  cells.push(cell.trim());
  // A column without a header cannot be mapped by name.
  return cells.filter((header) => header !== '');
}

const normalise = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The field a header names by its name or by its label as the screen shows it, or '' when it names none. */
export function guessField(header: string, fields: readonly string[], labelOf: (field: string) => string = (field) => field): string {
  const key = normalise(header);
  return fields.find((field) => normalise(field) === key || normalise(labelOf(field)) === key) ?? '';
}

/** Reads only the start of the file: a header row is far shorter than this. */
export async function readCsvHeader(file: Blob): Promise<string[]> {
  return parseCsvHeader(await file.slice(0, 64 * 1024).text());
}
