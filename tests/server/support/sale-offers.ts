// Support for the sale-offer suites: units written straight to the database, the request body of
// a new offer, and reading a PDF back (page count, extractable text) without a PDF library —
// pdfkit deflates its content streams and writes text as hex strings in TJ arrays.
import { inflateSync } from 'node:zlib';
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
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  // Each stream read by its /Length: a delimiter pattern (`\r?\nendstream`) took a deflated
  // stream's last byte for part of it whenever that byte was \r (1 in 256), and the page's text
  // went missing from the test's view.
  const streams = /\/Length (\d+)\b[\s\S]*?>>\s*stream\r?\n/g;
  for (let match = streams.exec(raw); match; match = streams.exec(raw)) {
    const data = raw.slice(streams.lastIndex, streams.lastIndex + Number(match[1]));
    let content: string;
    try {
      content = inflateSync(Buffer.from(data, 'latin1')).toString('latin1');
    } catch {
      content = data;
    }
    for (const array of content.matchAll(/\[((?:<[0-9a-fA-F]*>|\s|-?\d+(?:\.\d+)?)*)\]\s*TJ/g)) {
      const text = [...array[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1')).join('');
      lines.push(text);
    }
  }
  return lines.join('\n');
}

/** Images embedded in a PDF. */
export function pdfImageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Subtype \/Image/g) ?? []).length;
}
