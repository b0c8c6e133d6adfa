import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from './support/crm.ts';
import { createOrganization } from './support/factories.ts';
import { actingIn, insertBuilding, insertProject, inventoryApi } from './support/inventory.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type World } from './support/world.ts';

async function readSheet(payload: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: sheet.name, rows };
}

describe('inventory exports', () => {
  let ctx: TestContext;
  let w: World;
  let api: ReturnType<typeof inventoryApi>;
  beforeAll(async () => {
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
    api = inventoryApi(ctx);
    const formula = await insertProject(ctx.db, w.developerId, {
      name: '=HYPERLINK("http://evil.test","x")',
      city: 'Dubai',
      community: '+971 community',
      address: '@SUM(A1)',
      regulator_number: '-5',
    });
    await insertProject(ctx.db, w.developerId, { name: 'Plain Project', city: 'Abu Dhabi', status: 'ready' });
    await insertProject(ctx.db, w.foreignId, { name: 'Foreign Project' });
    await insertBuilding(ctx.db, w.developerId, formula.id, { name: '=1+1', floors: 12 });
  });
  afterAll(() => ctx.close());

  it('streams the projects as a valid xlsx with formula-like text escaped, and audits it', async () => {
    const res = await api.get(w.actors.developer_admin, 'inventory/projects/export', { sort: 'name' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="projects-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const { name, rows } = await readSheet(res.rawPayload);
    expect(name).toBe('Projects');
    expect(rows[0]!.slice(0, 5)).toEqual(['ID', 'Name', 'Developer', 'City', 'Community']);
    expect(rows).toHaveLength(3);
    const names = rows.slice(1).map((row) => row[1]);
    expect(names).toEqual(['\'=HYPERLINK("http://evil.test","x")', 'Plain Project']);
    const formulaRow = rows[1]!;
    expect(formulaRow[4]).toBe("'+971 community");
    expect(formulaRow[5]).toBe("'@SUM(A1)");
    expect(formulaRow[13]).toBe("'-5");
    expect(names).not.toContain('Foreign Project');
    const audits = await auditEntries(ctx.db, 'inventory.projects.exported');
    expect(audits.at(-1)).toMatchObject({ organization_id: w.developerId, user_id: w.actors.developer_admin.userId });
  });

  it('exports buildings with the list filters, for the sales manager in his scope', async () => {
    const res = await api.get(w.actors.super_admin_sales_manager, 'inventory/buildings/export', { search: '=1' });
    expect(res.statusCode).toBe(200);
    const { name, rows } = await readSheet(res.rawPayload);
    expect(name).toBe('Buildings');
    expect(rows.slice(1).map((row) => row[1])).toEqual(["'=1+1"]);
    expect(rows[1]![4]).toBe(12);
    expect(await auditEntries(ctx.db, 'inventory.buildings.exported')).toHaveLength(1);
    const narrowed = await api.get(actingIn(w.actors.super_admin_sales_manager, w.developerId), 'inventory/projects/export', {
      status: 'ready',
    });
    expect((await readSheet(narrowed.rawPayload)).rows.slice(1).map((row) => row[1])).toEqual(['Plain Project']);
  });

  it('refuses developers, brokers and unassigned organizations; validates the query', async () => {
    expect((await api.get(w.actors.developer, 'inventory/projects/export')).statusCode).toBe(403);
    expect((await api.get(w.actors.broker_admin, 'inventory/buildings/export')).statusCode).toBe(403);
    expect((await api.get(w.actors.super_admin, 'inventory/projects/export')).statusCode).toBe(403);
    const unassigned = await createOrganization(ctx.db, { kind: 'developer', name: 'Unassigned Dev' });
    expect(
      (await api.get(w.actors.super_admin_sales_manager, 'inventory/projects/export', { developer_organization_id: unassigned.id }))
        .statusCode,
    ).toBe(403);
    expect((await api.get(actingIn(w.actors.super_admin_sales_manager, unassigned.id), 'inventory/buildings/export')).statusCode).toBe(403);
    // Another tenant's records never appear: the foreign admin exports only his own.
    const foreign = await api.get(w.actors.foreign_admin, 'inventory/projects/export');
    expect((await readSheet(foreign.rawPayload)).rows.slice(1).map((row) => row[1])).toEqual(['Foreign Project']);
    const bad = await api.get(w.actors.developer_admin, 'inventory/projects/export', { sort: 'password' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('sort');
  });
});
