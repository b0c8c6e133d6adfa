// Support for the sale-offer suites: units written straight to the database, the request body of
// a new offer, and reading a PDF back (page count, extractable text) without a PDF library —
// pdfkit deflates its content streams and writes text as hex strings in TJ arrays.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '../../../src/server/db/client.ts';
import { units } from '../../../src/server/db/inventory-schema.ts';
import { addDays, DEFAULT_TIME_ZONE, localDay } from '../../../src/shared/time-zones.ts';

let sequence = 0;

export async function insertUnit(
  db: Database,
  organizationId: number,
  buildingId: number,
  fields: Partial<typeof units.$inferInsert> = {},
) {
  const n = ++sequence;
  const [row] = await db
    .insert(units)
    .values({
      organization_id: organizationId,
      building_id: buildingId,
      unit_number: `U-${String(n).padStart(4, '0')}`,
      floor: 1 + (n % 20),
      type: 'apartment',
      bedrooms: 2,
      bathrooms: 2,
      internal_area: 1000,
      balcony_area: 120,
      price: 150_000_000,
      views: ['sea'],
      ...fields,
    })
    .returning();
  return row!;
}

/** A date `days` from today where the organizations are (the default zone) as YYYY-MM-DD. */
export function daysFromToday(days: number): string {
  return addDays(localDay(new Date(), DEFAULT_TIME_ZONE), days);
}

export const offerBody = (extra: Record<string, unknown> = {}) => ({
  client_name: 'Amira Haddad',
  client_email: 'amira@example.test',
  client_phone: '+971 50 123 4567',
  valid_until: daysFromToday(14),
  notes: 'Prefers a high floor.',
  ...extra,
});

/** Pages of a PDF (page objects, not the page tree). */
export function pdfPageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length;
}

/** The text a PDF shows, one TJ array per line, read from its (deflated) content streams. */
/**
 * The text of a PDF as poppler's pdftotext reads it (`-layout`: each line as placed), the way a
 * reader copies it: the fonts are embedded subsets, so the content streams hold glyph ids, not
 * characters. Arabic comes out in logical order when it was drawn right; presentation forms are
 * folded back to letters (NFKC). Fails when pdftotext is missing: CI installs poppler-utils.
 */
export function pdfText(pdf: Buffer): string {
  const result = spawnSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], {
    input: pdf,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) throw new Error(`pdftotext is needed to read PDFs in tests (poppler-utils): ${result.error.message}`);
  if (result.status !== 0) throw new Error(`pdftotext failed: ${result.stderr}`);
  return result.stdout.normalize('NFKC');
}

/**
 * Where each word of a PDF's page `page` (from 1) is drawn, read with `pdftotext -bbox`. Arabic
 * words come as drawn (letters right to left); compare them through `drawnWord`.
 */
export function pdfWords(pdf: Buffer, page = 1): { word: string; x: number; right: number }[] {
  const pageRange = ['-f', String(page), '-l', String(page)];
  const result = spawnSync('pdftotext', ['-bbox', ...pageRange, '-', '-'], { input: pdf, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error || result.status !== 0) throw new Error(`pdftotext -bbox failed: ${result.error?.message ?? result.stderr}`);
  return [...result.stdout.matchAll(/<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g)].map((match) => ({
    word: match[3]!,
    x: Number(match[1]),
    right: Number(match[2]),
  }));
}

/** A word as `pdfWords` reads it: Latin as written, Arabic as drawn (its letters right to left). */
export const drawnWord = (word: string) => (/[\u0600-\u06ff]/.test(word) ? Array.from(word).reverse().join('') : word);

/**
 * Page 1 of a PDF as a PNG in `folder`, for a person to look at (CI keeps no artifacts); answers
 * the file, or null when pdftoppm is missing (only pdftotext is required).
 */
export function pdfPicture(pdf: Buffer, folder: string, name: string): string | null {
  mkdirSync(folder, { recursive: true });
  const file = join(folder, `${name}.pdf`);
  writeFileSync(file, pdf);
  const rendered = spawnSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', '-singlefile', file, join(folder, name)]);
  return !rendered.error && rendered.status === 0 ? join(folder, `${name}.png`) : null;
}

/** Images embedded in a PDF. */
export function pdfImageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Subtype \/Image/g) ?? []).length;
}
