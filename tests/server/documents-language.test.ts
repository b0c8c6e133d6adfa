// Documents and exports go out in the language of the person who generates them (docs/api.md
// "Languages"): the sale-offer and contract PDFs, the units Excel export and the lead import's CSV
// report, each asked for by an Arabic-speaking and an English-speaking user of one organization.
// Page 1 of the Arabic sale offer is rendered to PNG under tmp/screens/documents-language, for a
// person to look at (CI keeps no artifacts).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, users } from '../../src/server/db/schema.ts';
import type { Language } from '../../src/shared/languages.ts';
import { parseCsv } from '../../src/shared/csv.ts';
import { multipart } from './support/files.ts';
import { insertBuilding, insertPlan, insertProject, inventoryApi } from './support/inventory.ts';
import { drawnWord, insertUnit, offerBody, pdfPicture, pdfText, pdfWords } from './support/sale-offers.ts';
import { call, createTestContext, type TestContext } from './support/testApp.ts';
import { as, buildWorld, type Actor, type World } from './support/world.ts';

const BUYER = 'محمد عبدالله الهاشمي';
const PROJECT = 'أبراج الخليج';
const DEVELOPER = 'شركة أبراج الخليج للتطوير العقاري';
const PICTURES = path.join(import.meta.dirname, '../../tmp/screens/documents-language');

/** pdftotext marks right-to-left lines with bidi embedding controls; the words are what matter. */
const readable = (text: string) => text.replace(/[\u202a-\u202e\u200e\u200f]/g, '');

/** The PDF's metadata title, as pdfinfo reads it. */
function pdfTitle(pdf: Buffer): string {
  const result = spawnSync('pdfinfo', ['-enc', 'UTF-8', '-'], { input: pdf, encoding: 'utf8' });
  if (result.error || result.status !== 0) throw new Error(`pdfinfo failed: ${result.error?.message ?? result.stderr}`);
  return /^Title:\s*(.*)$/m.exec(result.stdout)?.[1]?.trim() ?? '';
}

async function sheetOf(payload: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: sheet.name, rows };
}

describe('documents and exports in the language of who generates them', () => {
  let ctx: TestContext;
  let w: World;
  let api: ReturnType<typeof inventoryApi>;
  let offerId: number;

  /** The actor's profile language, which decides the language of what the server answers him. */
  const speaking = async (actor: Actor, language: Language) => {
    await ctx.db.update(users).set({ locale: language }).where(eq(users.id, actor.userId));
    return actor;
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
    api = inventoryApi(ctx);
    await ctx.db.update(organizations).set({ name: DEVELOPER }).where(eq(organizations.id, w.developerId));
    const project = await insertProject(ctx.db, w.developerId, { name: PROJECT, handover_date: '2028-06-30' });
    const building = await insertBuilding(ctx.db, w.developerId, project.id, { name: 'Tower A' });
    const plan = await insertPlan(ctx.db, w.developerId, building.id);
    const unit = await insertUnit(ctx.db, w.developerId, building.id, {
      unit_number: '1204',
      floor: 12,
      bedrooms: 2,
      price: 120_000_000,
      internal_area: 1200,
      views: ['sea'],
    });
    const created = await api.post(
      w.actors.developer,
      `inventory/sale-offers/${w.developerId}`,
      offerBody({ client_name: BUYER, unit_ids: [unit.id], discount: 5_000_000, notes: 'Prefers a high floor.' }),
    );
    expect(created.statusCode).toBe(201);
    offerId = created.json().data.id;
    const chosen = await api.put(w.actors.developer, `inventory/sale-offers/${offerId}/units/${unit.id}/payment-plan`, {
      payment_plan_id: plan.id,
    });
    expect(chosen.statusCode).toBe(200);
  });
  afterAll(() => ctx.close());

  it('writes the sale offer in Arabic, right to left, for an Arabic-speaking user', async () => {
    const res = await api.get(await speaking(w.actors.developer, 'ar'), `inventory/sale-offers/${offerId}/pdf`);
    expect(res.statusCode).toBe(200);
    const pdf = res.rawPayload;
    const picture = pdfPicture(pdf, PICTURES, 'sale-offer-ar');
    if (picture) console.log(`Arabic sale offer, page 1, for a person to look at: ${picture}`);

    const text = readable(pdfText(pdf));
    expect(text).toContain(BUYER);
    expect(text).toContain(PROJECT);
    expect(text).toContain(DEVELOPER);
    for (const label of [
      'عرض بيع',
      'رقم العرض',
      'صالح حتى',
      'الإجمالي',
      'المشروع',
      'الطابق',
      'غرف النوم',
      'المساحة الداخلية',
      'قدم مربع',
      'شقة',
      'البحر',
      'السعر',
      'خطة الدفع',
      'القسط',
      'عند الحجز',
      'عند إنجاز',
      'من البناء',
      'عند التسليم',
      'ملخص العرض',
      'الخصم',
      'هذا العرض صالح حتى',
    ])
      expect(text).toContain(label);
    // Amounts and dates in the Arabic locale with Latin digits, as Gulf documents write them.
    expect(text).toContain('AED 1,200,000');
    // pdftotext reorders a number beside Arabic words on its own; the words are there.
    expect(text).toMatch(/30\s*يونيو\s*2028/);
    expect(text).not.toMatch(/[\u0660-\u0669]/);
    for (const english of ['Sale Offer', 'Prepared for', 'Payment plan', 'On booking', 'Offer summary', 'Valid until'])
      expect(text).not.toContain(english);
    // A note written in English stays as written.
    expect(text).toContain('Prefers a high floor.');
    expect(pdfTitle(pdf)).toMatch(/^عرض بيع SO-/);

    // Mirrored: the cover's labels are on the right, their values to their left.
    const words = pdfWords(pdf, 1);
    const at = (word: string) => words.find((candidate) => candidate.word === drawnWord(word));
    const label = at('رقم');
    const number = words.find((candidate) => candidate.word.startsWith('SO-'));
    expect(label && number).toBeTruthy();
    expect(number!.right).toBeLessThan(label!.x);
    expect(label!.right).toBeGreaterThan(500);
  });

  it('writes the same offer in English for an English-speaking user, the Arabic names intact', async () => {
    const res = await api.get(await speaking(w.actors.developer_admin, 'en'), `inventory/sale-offers/${offerId}/pdf`);
    expect(res.statusCode).toBe(200);
    const text = readable(pdfText(res.rawPayload));
    expect(text).toContain(BUYER);
    expect(text).toContain(PROJECT);
    for (const label of ['Sale Offer', 'Prepared for', 'Offer number', 'Valid until', 'Payment plan', 'On booking', 'On handover'])
      expect(text).toContain(label);
    expect(text).toContain('At 50% construction');
    expect(text).toContain('- AED 50,000');
    expect(text).toContain('30 Jun 2028');
    expect(text).not.toContain('عرض بيع');
    expect(pdfTitle(res.rawPayload)).toMatch(/^Sale offer SO-/);
    // Left to right: the labels on the left, their values to their right.
    const words = pdfWords(res.rawPayload, 1);
    const label = words.find((candidate) => candidate.word === 'Offer');
    const number = words.find((candidate) => candidate.word.startsWith('SO-'));
    expect(label!.right).toBeLessThan(number!.x);
  });

  it('writes the contract in the language of who downloads it; the template keeps its own', async () => {
    const templates = (await call(ctx.app, 'GET', 'contracts/templates', as(w.actors.super_admin))).json().data as {
      id: number;
      kind: string;
    }[];
    const template = templates.find((candidate) => candidate.kind === 'developer')!.id;
    const contract = (
      await call(
        ctx.app,
        'POST',
        `contracts/${w.developerId}`,
        as(w.actors.super_admin, { body: { template_id: template, start_date: '2026-05-01' } }),
      )
    ).json().data;
    const download = async (language: Language) =>
      (await call(ctx.app, 'GET', `contracts/download/${contract.id}`, as(await speaking(w.actors.developer_admin, language)))).rawPayload;

    const arabic = await download('ar');
    const text = readable(pdfText(arabic));
    expect(text).toContain(DEVELOPER);
    for (const label of ['الطرف', 'الرخصة التجارية', 'المدة', 'العمولة', 'ساري', 'مايو', 'أبريل', 'إلى']) expect(text).toContain(label);
    expect(text).toContain('عقد');
    expect(text).toContain(contract.number);
    expect(text).not.toContain('Party:');
    // The template is English: its sentences and their dates stay English.
    expect(text).toContain('This Listing Agreement');
    expect(text).toContain('from 1 May 2026 to 30 Apr 2027');
    expect(pdfTitle(arabic)).toBe(`عقد ${contract.number}: Developer listing agreement`);

    const english = readable(pdfText(await download('en')));
    expect(english).toContain(DEVELOPER);
    for (const label of [
      'Party:',
      'Trade licence:',
      'Period:',
      '1 May 2026 to 30 Apr 2027',
      'Commission:',
      `Contract ${contract.number} · active`,
    ])
      expect(english).toContain(label);
    expect(english).not.toContain('الطرف');
  });

  it('heads the units Excel export, and words its types and statuses, in the language of who asks', async () => {
    const arabic = await sheetOf(
      (await api.get(await speaking(w.actors.developer_admin, 'ar'), 'inventory/units/export', { sort: 'unit_number' })).rawPayload,
    );
    expect(arabic.name).toBe('الوحدات');
    expect(arabic.rows[0]!.slice(0, 4)).toEqual(['المعرّف', 'الوحدة', 'المبنى', 'المشروع']);
    const header = arabic.rows[0]!;
    const row = arabic.rows[1]!;
    expect(row[header.indexOf('النوع')]).toBe('شقة');
    expect(row[header.indexOf('الإطلالات')]).toBe('البحر');
    expect(row[header.indexOf('الحالة')]).toBe('متاحة');
    // The cells stay numbers, in the same formats.
    expect(row[header.indexOf('السعر')]).toBe(1_200_000);

    const english = await sheetOf(
      (await api.get(await speaking(w.actors.developer_admin, 'en'), 'inventory/units/export', { sort: 'unit_number' })).rawPayload,
    );
    expect(english.name).toBe('Units');
    expect(english.rows[0]!.slice(0, 4)).toEqual(['ID', 'Unit', 'Building', 'Project']);
    expect(english.rows[1]![english.rows[0]!.indexOf('Status')]).toBe('Available');
    expect(english.rows[0]).toHaveLength(arabic.rows[0]!.length);
  });

  it('heads the lead import report’s own columns in the language of who imports', async () => {
    const importCsv = async (language: Language) => {
      const actor = await speaking(w.actors.developer_admin, language);
      const { body, headers } = multipart({
        organization_id: String(actor.orgId),
        preview: 'true',
        file: { filename: 'leads.csv', content: Buffer.from('name,email\nسارة,not-an-email\n', 'utf8'), type: 'text/csv' },
      });
      const res = await call(ctx.app, 'POST', 'crm/leads/import', { token: actor.token, body, headers });
      expect(res.statusCode).toBe(200);
      return res.json().data.report as string;
    };
    const arabic = await importCsv('ar');
    expect(arabic.startsWith('\uFEFF')).toBe(true);
    expect(parseCsv(arabic)[0]).toEqual(['name', 'email', 'الصف', 'الأخطاء']);
    expect(parseCsv(arabic)[1]!.slice(0, 2)).toEqual(['سارة', 'not-an-email']);
    expect(parseCsv(await importCsv('en'))[0]).toEqual(['name', 'email', 'row', 'errors']);
  });
});
