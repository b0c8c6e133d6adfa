// The Excel exports write what people read: real date cells and amounts with their currency's
// number format, not ISO text and bare numbers; codes (unit type, views) as words.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currencyNumberFormat } from '../../src/server/modules/inventory/xlsx-stream.ts';
import { insertBuilding, insertProject, insertUnit, inventoryApi } from './support/inventory.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type World } from './support/world.ts';

/** The sheet's cells by header: the second row's cell under each header. */
async function firstRowByHeader(payload: Buffer): Promise<Map<string, ExcelJS.Cell>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const cells = new Map<string, ExcelJS.Cell>();
  sheet.getRow(1).eachCell((header, column) => cells.set(String(header.value), sheet.getRow(2).getCell(column)));
  return cells;
}

describe('Excel export cells', () => {
  let ctx: TestContext;
  let w: World;
  let api: ReturnType<typeof inventoryApi>;
  beforeAll(async () => {
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
    api = inventoryApi(ctx);
    const project = await insertProject(ctx.db, w.developerId, {
      name: 'Dated Project',
      launch_date: '2025-01-15',
      handover_date: '2027-12-31',
    });
    const building = await insertBuilding(ctx.db, w.developerId, project.id, { name: 'Dated Tower' });
    await insertUnit(ctx.db, w.developerId, building.id, {
      unit_number: '101',
      type: 'penthouse',
      views: ['sea', 'burj_khalifa'],
      orientation: 'north_east',
      price: 150_000_050,
      service_charge: 1_200_000,
    });
  });
  afterAll(() => ctx.close());

  it('writes calendar dates as date cells on their day, formatted day-month-year', async () => {
    const res = await api.get(w.actors.developer_admin, 'inventory/projects/export', { search: 'Dated Project' });
    expect(res.statusCode).toBe(200);
    const cells = await firstRowByHeader(res.rawPayload);
    const handover = cells.get('Handover date')!;
    expect(handover.type).toBe(ExcelJS.ValueType.Date);
    expect((handover.value as Date).toISOString()).toBe('2027-12-31T00:00:00.000Z');
    expect(handover.numFmt).toBe('dd mmm yyyy');
    expect((cells.get('Launch date')!.value as Date).toISOString()).toBe('2025-01-15T00:00:00.000Z');
    const created = cells.get('Created at (UTC)')!;
    expect(created.type).toBe(ExcelJS.ValueType.Date);
    expect(created.numFmt).toBe('dd mmm yyyy hh:mm');
  });

  it('writes amounts as numbers in the currency’s format, and the unit’s type and views in words', async () => {
    const res = await api.get(w.actors.developer_admin, 'inventory/units/export', { search: '101' });
    expect(res.statusCode).toBe(200);
    const cells = await firstRowByHeader(res.rawPayload);
    const price = cells.get('Price')!;
    expect(price.type).toBe(ExcelJS.ValueType.Number);
    expect(price.value).toBe(1_500_000.5);
    expect(price.numFmt).toBe('"AED "#,##0.00');
    expect(cells.get('Service charge')!.value).toBe(12_000);
    expect(cells.get('Service charge')!.numFmt).toBe('"AED "#,##0.00');
    expect(cells.get('Type')!.value).toBe('Penthouse');
    expect(cells.get('Views')!.value).toBe('Sea, Burj Khalifa');
    expect(cells.get('Orientation')!.value).toBe('North-east');
    expect(cells.get('Created at (UTC)')!.type).toBe(ExcelJS.ValueType.Date);
  });

  it('gives each currency its own decimals', () => {
    expect(currencyNumberFormat('AED')).toBe('"AED "#,##0.00');
    expect(currencyNumberFormat('KWD')).toBe('"KWD "#,##0.000');
  });
});
