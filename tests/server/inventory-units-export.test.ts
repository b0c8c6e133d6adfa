// The units Excel export: the list's scope, filters and sorting, streamed and audited, read in
// keyset pages that neither skip nor repeat a row whatever the sort.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNIT_SORTS } from '../../src/shared/inventory.ts';
import { unitPages } from '../../src/server/modules/inventory/units-export.service.ts';
import { auditEntries } from './support/crm.ts';
import { insertBuilding, insertProject, insertUnit, inventoryApi } from './support/inventory.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, developerAdminTenant, type World } from './support/world.ts';

async function readSheet(payload: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: sheet.name, rows };
}

describe('inventory units export', () => {
  let ctx: TestContext;
  let w: World;
  let api: ReturnType<typeof inventoryApi>;
  let buildingId: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
    api = inventoryApi(ctx);
    buildingId = (await insertBuilding(ctx.db, w.developerId, (await insertProject(ctx.db, w.developerId)).id, { name: 'Export Tower' }))
      .id;
    for (let i = 0; i < 23; i++) {
      await insertUnit(ctx.db, w.developerId, buildingId, {
        unit_number: `E-${String(i).padStart(2, '0')}`,
        floor: i % 5,
        price: 100_000_00 * (i % 7),
        internal_area: i % 4 === 0 ? 0 : 500 + i,
        status: i % 6 === 0 ? 'sold' : 'available',
      });
    }
    await insertUnit(ctx.db, w.developerId, buildingId, { unit_number: '=1+1', price: 123_456 });
    await insertUnit(ctx.db, w.foreignId, (await insertBuilding(ctx.db, w.foreignId, (await insertProject(ctx.db, w.foreignId)).id)).id, {
      unit_number: 'FOREIGN',
    });
  });
  afterAll(() => ctx.close());

  it('streams the units as xlsx for the developer admin and the sales manager, audited, in scope', async () => {
    const res = await api.get(w.actors.super_admin_sales_manager, 'inventory/units/export', { sort: 'unit_number' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="units-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const { name, rows } = await readSheet(res.rawPayload);
    expect(name).toBe('Units');
    expect(rows[0]!.slice(0, 4)).toEqual(['ID', 'Unit', 'Building', 'Project']);
    expect(rows).toHaveLength(25);
    const numbers = rows.slice(1).map((row) => row[1]);
    expect(numbers).toContain("'=1+1");
    expect(numbers).not.toContain('FOREIGN');
    const escaped = rows.find((row) => row[1] === "'=1+1")!;
    expect(escaped[13]).toBe(1234.56);
    expect(await auditEntries(ctx.db, 'inventory.units.exported')).toHaveLength(1);

    const filtered = await readSheet((await api.get(w.actors.developer_admin, 'inventory/units/export', { status: 'sold' })).rawPayload);
    expect(filtered.rows).toHaveLength(1 + 4);
    expect((await api.get(w.actors.developer, 'inventory/units/export')).statusCode).toBe(403);
    expect(
      (await api.get(w.actors.super_admin_sales_manager, 'inventory/units/export', { developer_organization_id: w.foreignId })).statusCode,
    ).toBe(403);
    expect((await api.get(w.actors.developer_admin, 'inventory/units/export', { sort: 'colour' })).statusCode).toBe(422);
  });

  it('reads keyset pages that match the list order exactly, for every sort and direction', async () => {
    const tenant = developerAdminTenant(w);
    for (const sort of UNIT_SORTS) {
      for (const order of ['asc', 'desc'] as const) {
        const expected = (
          await api.get(w.actors.developer_admin, 'inventory/units', { building_id: buildingId, sort, order, per_page: 100 })
        )
          .json()
          .data.map((row: { id: number }) => row.id);
        const seen: number[] = [];
        for await (const page of unitPages(ctx.db, tenant, { building_id: buildingId, sort, order }, 4))
          seen.push(...page.map((row) => row.id));
        expect({ sort, order, ids: seen }).toEqual({ sort, order, ids: expected });
      }
    }
  });
});
