// Money per currency (docs/domain.md "Money"): a project's currency defaults to its organization's,
// is fixed once the project has priced units, and prices its units, plans, offers, exports and
// PDFs in that currency's decimals — AED 2, KWD 3, JPY 0 — with sums exact in minor units.
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../../src/server/db/inventory-schema.ts';
import { organizations } from '../../src/server/db/schema.ts';
import type { Installment } from '../../src/shared/schemas/payment-plans.ts';
import { insertBuilding, insertPlan, insertProject, inventoryApi, projectBody } from './support/inventory.ts';
import { insertUnit, offerBody, pdfText } from './support/sale-offers.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type World } from './support/world.ts';

const THIRDS: Installment[] = [
  { label: 'Booking', percentage: 33.33, due_type: 'on_booking', due_value: null },
  { label: 'Construction', percentage: 33.33, due_type: 'construction_percent', due_value: 50 },
  { label: 'Handover', percentage: 33.34, due_type: 'on_handover', due_value: null },
];

async function sheetCells(payload: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  const price = header.indexOf('Price') + 1;
  const unit = header.indexOf('Unit') + 1;
  const cells = new Map<string, { value: unknown; numFmt: string }>();
  sheet.eachRow((row, index) => {
    if (index > 1) cells.set(String(row.getCell(unit).value), { value: row.getCell(price).value, numFmt: row.getCell(price).numFmt });
  });
  return cells;
}

describe('project currency', () => {
  let ctx: TestContext;
  let w: World;
  let api: ReturnType<typeof inventoryApi>;
  /** One priced unit per currency, each in its own project and building with a thirds plan. */
  const priced: Record<'AED' | 'KWD' | 'JPY', { projectId: number; buildingId: number; unitId: number; unitNumber: string }> = {} as never;

  beforeAll(async () => {
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
    api = inventoryApi(ctx);
    // 1,000,000.01 AED; 1,000.001 KWD (fils of a thousand); 1,000,001 JPY (no minor unit).
    const prices = { AED: 100_000_001, KWD: 1_000_001, JPY: 1_000_001 };
    for (const currency of ['AED', 'KWD', 'JPY'] as const) {
      const project = await insertProject(ctx.db, w.developerId, { name: `${currency} Residences`, currency, handover_date: '2028-06-30' });
      const building = await insertBuilding(ctx.db, w.developerId, project.id, { name: `${currency} Tower` });
      await insertPlan(ctx.db, w.developerId, building.id, THIRDS);
      const unit = await insertUnit(ctx.db, w.developerId, building.id, { unit_number: `${currency}-101`, price: prices[currency] });
      priced[currency] = { projectId: project.id, buildingId: building.id, unitId: unit.id, unitNumber: unit.unit_number };
    }
  });
  afterAll(() => ctx.close());

  describe('the project currency', () => {
    it('defaults to the organization’s currency, AED for an organization that never chose one', async () => {
      const aed = await api.post(w.actors.developer_admin, 'inventory/projects', projectBody());
      expect(aed.statusCode).toBe(201);
      expect(aed.json().data.currency).toBe('AED');

      await ctx.db.update(organizations).set({ currency: 'KWD' }).where(eq(organizations.id, w.developerId));
      try {
        const kwd = await api.post(w.actors.developer_admin, 'inventory/projects', projectBody({ name: 'Gulf Pearl' }));
        expect(kwd.json().data.currency).toBe('KWD');
        const chosen = await api.post(w.actors.developer_admin, 'inventory/projects', projectBody({ name: 'Tokyo Bay', currency: 'JPY' }));
        expect(chosen.json().data.currency).toBe('JPY');
      } finally {
        await ctx.db.update(organizations).set({ currency: 'AED' }).where(eq(organizations.id, w.developerId));
      }
    });

    it('refuses a currency it does not offer, naming the field, and writes nothing', async () => {
      const res = await api.post(w.actors.developer_admin, 'inventory/projects', projectBody({ name: 'Nowhere', currency: 'XYZ' }));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.currency[0]).toMatch(/The currency must be one of: AED, SAR/);
      expect(await ctx.db.select().from(projects).where(eq(projects.name, 'Nowhere'))).toEqual([]);
    });

    it('changes while the project has no units, and keeps it when an edit leaves it out', async () => {
      const project = await insertProject(ctx.db, w.developerId);
      await insertBuilding(ctx.db, w.developerId, project.id);
      const changed = await api.put(w.actors.developer_admin, `inventory/projects/${project.id}`, projectBody({ currency: 'BHD' }));
      expect(changed.statusCode).toBe(200);
      expect(changed.json().data.currency).toBe('BHD');
      const kept = await api.put(w.actors.developer_admin, `inventory/projects/${project.id}`, projectBody({ name: 'Renamed' }));
      expect(kept.json().data).toMatchObject({ name: 'Renamed', currency: 'BHD' });
    });

    it('refuses to change once the project has priced units, with a 422 on currency, and changes nothing', async () => {
      const { projectId, unitId } = priced.KWD;
      const res = await api.put(
        w.actors.developer_admin,
        `inventory/projects/${projectId}`,
        projectBody({ name: 'Changed', currency: 'AED' }),
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.currency).toEqual([
        'The currency cannot change once the project has priced units: its prices, plans and offers are in the current one.',
      ]);
      const [row] = await ctx.db.select().from(projects).where(eq(projects.id, projectId));
      expect(row).toMatchObject({ currency: 'KWD', name: 'KWD Residences' });
      expect((await api.get(w.actors.developer, `inventory/units/${unitId}`)).json().data.price).toBe(1_000_001);
      // The same currency again is no change: the rest of the edit goes through.
      const same = await api.put(
        w.actors.developer_admin,
        `inventory/projects/${projectId}`,
        projectBody({ name: 'KWD Residences', currency: 'KWD' }),
      );
      expect(same.statusCode).toBe(200);
    });

    it('lets only the developer admin of the project’s organization change it', async () => {
      const { projectId } = priced.JPY;
      expect((await api.put(w.actors.developer, `inventory/projects/${projectId}`, projectBody({ currency: 'AED' }))).statusCode).toBe(403);
      expect((await api.put(w.actors.foreign_admin, `inventory/projects/${projectId}`, projectBody({ currency: 'AED' }))).statusCode).toBe(
        404,
      );
      expect((await api.post(w.actors.broker_admin, 'inventory/projects', projectBody({ currency: 'KWD' }))).statusCode).toBe(403);
      const [row] = await ctx.db.select().from(projects).where(eq(projects.id, projectId));
      expect(row!.currency).toBe('JPY');
      const foreign = await api.get(w.actors.foreign_admin, `inventory/projects/${projectId}`);
      expect(foreign.statusCode).toBe(404);
    });
  });

  describe('units and plans in the project’s currency', () => {
    it('lists and shows each unit with its project’s currency', async () => {
      const list = await api.get(w.actors.developer, 'inventory/units', { per_page: 100 });
      const byNumber = new Map(list.json().data.map((row: { unit_number: string; currency: string }) => [row.unit_number, row.currency]));
      expect(byNumber.get('AED-101')).toBe('AED');
      expect(byNumber.get('KWD-101')).toBe('KWD');
      expect(byNumber.get('JPY-101')).toBe('JPY');
      expect((await api.get(w.actors.developer, `inventory/units/${priced.KWD.unitId}`)).json().data.currency).toBe('KWD');
      const matrix = await api.get(w.actors.developer, `inventory/buildings/${priced.JPY.buildingId}/availability`);
      expect(matrix.json().data.currency).toBe('JPY');
      expect((await api.get(w.actors.developer, `inventory/buildings/${priced.KWD.buildingId}`)).json().data.currency).toBe('KWD');
      const picker = (await api.get(w.actors.developer, 'inventory/sale-offers/filter-buildings')).json().data;
      expect(picker.find((row: { id: number }) => row.id === priced.KWD.buildingId)).toMatchObject({
        currency: 'KWD',
        price_from: 1_000_001,
      });
    });

    it.each([
      ['AED', [33_330_000, 33_330_000, 33_340_001]],
      ['KWD', [333_300, 333_300, 333_401]],
      ['JPY', [333_300, 333_300, 333_401]],
    ] as const)('schedules a %s plan in minor units, the remainder on the last installment, summing exactly', async (currency, amounts) => {
      const res = await api.get(w.actors.developer, `inventory/units/${priced[currency].unitId}/plans`);
      expect(res.statusCode).toBe(200);
      const [plan] = res.json().data;
      expect(plan.currency).toBe(currency);
      expect(plan.installments.map((installment: { amount: number }) => installment.amount)).toEqual(amounts);
      expect(plan.total).toBe(plan.price);
      expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(plan.price);
    });
  });

  describe('exports', () => {
    it('writes each price in its currency’s major units with that currency’s number format', async () => {
      const res = await api.get(w.actors.developer_admin, 'inventory/units/export', { sort: 'unit_number' });
      expect(res.statusCode).toBe(200);
      const cells = await sheetCells(res.rawPayload);
      expect(cells.get('AED-101')).toEqual({ value: 1_000_000.01, numFmt: '"AED "#,##0.00' });
      expect(cells.get('KWD-101')).toEqual({ value: 1_000.001, numFmt: '"KWD "#,##0.000' });
      expect(cells.get('JPY-101')).toEqual({ value: 1_000_001, numFmt: '"JPY "#,##0' });
    });
  });

  describe('sale offers', () => {
    it('prints a KWD offer with 3 decimals and a JPY one with none, totals exact', async () => {
      const kwd = await api.post(
        w.actors.developer,
        `inventory/sale-offers/${w.developerId}`,
        offerBody({ client_name: 'Fahad Al-Sabah', unit_ids: [priced.KWD.unitId], discount: 1 }),
      );
      expect(kwd.statusCode).toBe(201);
      expect(kwd.json().data).toMatchObject({ currency: 'KWD', totals: { subtotal: 1_000_001, discount: 1, total: 1_000_000 } });
      const offerId = kwd.json().data.id;
      await api.put(w.actors.developer, `inventory/sale-offers/${offerId}/units/${priced.KWD.unitId}/payment-plan`, {
        installments: THIRDS,
      });
      const kwdText = pdfText((await api.get(w.actors.developer, `inventory/sale-offers/${offerId}/pdf`)).rawPayload);
      expect(kwdText).toContain('KWD 1,000.001');
      expect(kwdText).toContain('- KWD 0.001');
      expect(kwdText).toContain('KWD 1,000');
      expect(kwdText).toContain('KWD 333.300');
      expect(kwdText).toContain('KWD 333.401');
      expect(kwdText).not.toContain('AED');

      const jpy = await api.post(
        w.actors.developer,
        `inventory/sale-offers/${w.developerId}`,
        offerBody({ client_name: 'Kenji Sato', unit_ids: [priced.JPY.unitId] }),
      );
      expect(jpy.json().data).toMatchObject({ currency: 'JPY', totals: { total: 1_000_001 } });
      const jpyText = pdfText((await api.get(w.actors.developer, `inventory/sale-offers/${jpy.json().data.id}/pdf`)).rawPayload);
      expect(jpyText).toContain('JPY 1,000,001');
      expect(jpyText).not.toMatch(/JPY [\d,]+\.\d/);
      const listed = await api.get(w.actors.developer, 'inventory/sale-offers', { per_page: 100 });
      const currencies = new Map(listed.json().data.map((row: { id: number; currency: string }) => [row.id, row.currency]));
      expect(currencies.get(offerId)).toBe('KWD');
      expect(currencies.get(jpy.json().data.id)).toBe('JPY');
    });

    it('refuses to mix currencies in one offer, naming the unit, and adds nothing', async () => {
      const mixed = await api.post(
        w.actors.developer,
        `inventory/sale-offers/${w.developerId}`,
        offerBody({ unit_ids: [priced.AED.unitId, priced.KWD.unitId] }),
      );
      expect(mixed.statusCode).toBe(422);
      expect(mixed.json().errors['unit_ids.1']).toEqual([
        'This unit is priced in KWD, the offer in AED: an offer holds units of one currency.',
      ]);

      const offer = await api.post(
        w.actors.developer,
        `inventory/sale-offers/${w.developerId}`,
        offerBody({ unit_ids: [priced.AED.unitId] }),
      );
      const offerId = offer.json().data.id;
      const added = await api.post(w.actors.developer, `inventory/sale-offers/${offerId}/units`, { unit_ids: [priced.JPY.unitId] });
      expect(added.statusCode).toBe(422);
      expect(added.json().errors['unit_ids.0'][0]).toMatch(/priced in JPY, the offer in AED/);
      const shown = await api.get(w.actors.developer, `inventory/sale-offers/${offerId}`);
      expect(shown.json().data.units.map((unit: { unit_id: number }) => unit.unit_id)).toEqual([priced.AED.unitId]);
    });

    it('reads an emptied offer in the organization’s currency and keeps its discount’s amount when KWD units come in', async () => {
      const offer = await api.post(
        w.actors.developer,
        `inventory/sale-offers/${w.developerId}`,
        offerBody({ unit_ids: [priced.AED.unitId], discount: 50_000 }),
      );
      const offerId = offer.json().data.id;
      const emptied = await api.delete(w.actors.developer, `inventory/sale-offers/${offerId}/units/${priced.AED.unitId}`);
      expect(emptied.json().data.currency).toBe('AED');
      const added = await api.post(w.actors.developer, `inventory/sale-offers/${offerId}/units`, { unit_ids: [priced.KWD.unitId] });
      expect(added.statusCode).toBe(200);
      // AED 500 (50,000 fils) stays 500, now KWD 500 (500,000 fils).
      expect(added.json().data).toMatchObject({ currency: 'KWD', discount: 500_000, totals: { discount: 500_000, total: 500_001 } });
    });
  });
});
