// Unit numbers sort naturally (2, 101, 102, 1001; A-2 before A-10; letters regardless of case)
// wherever units are listed: the list in both orders and across pages, the sale-offer picker's
// query, the availability matrix and the Excel export with its keyset pages.
import { asc, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { units } from '../../src/server/db/inventory-schema.ts';
import { unitPages } from '../../src/server/modules/inventory/units-export.service.ts';
import { unitNumberSortKey } from '../../src/server/modules/inventory/units.queries.ts';
import { compareUnitNumbers, unitNumberSortKey as sharedSortKey } from '../../src/shared/inventory.ts';
import { insertBuilding, insertProject, insertUnit, inventoryApi } from './support/inventory.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, developerAdminTenant, type World } from './support/world.ts';

const NATURAL = ['2', '101', '102', '1001', 'a-1', 'A-2', 'A-10', 'B1-10-3', 'B1-10-12', 'G-01', 'PH-2', 'ph-10'];
// Inserted shuffled, so the id tie-breaker cannot pass for the order.
const INSERTED = ['A-10', 'ph-10', '1001', 'B1-10-12', '102', 'G-01', '2', 'A-2', 'PH-2', '101', 'a-1', 'B1-10-3'];

describe('unit numbers in natural order', () => {
  let ctx: TestContext;
  let w: World;
  let api: ReturnType<typeof inventoryApi>;
  let buildingId: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
    api = inventoryApi(ctx);
    buildingId = (await insertBuilding(ctx.db, w.developerId, (await insertProject(ctx.db, w.developerId)).id, { name: 'Natural Tower' }))
      .id;
    for (const unit_number of INSERTED) await insertUnit(ctx.db, w.developerId, buildingId, { unit_number, floor: 3 });
  });
  afterAll(() => ctx.close());

  const numbersOf = (body: { data: { unit_number: string }[] }) => body.data.map((unit) => unit.unit_number);

  it('lists them naturally, ascending and descending, as the shared comparator orders them', async () => {
    expect([...INSERTED].sort(compareUnitNumbers)).toEqual(NATURAL);
    const asc = await api.get(w.actors.developer_admin, 'inventory/units', {
      building_id: buildingId,
      sort: 'unit_number',
      order: 'asc',
      per_page: 50,
    });
    expect(asc.statusCode).toBe(200);
    expect(numbersOf(asc.json())).toEqual(NATURAL);
    const desc = await api.get(w.actors.developer_admin, 'inventory/units', {
      building_id: buildingId,
      sort: 'unit_number',
      order: 'desc',
      per_page: 50,
    });
    expect(numbersOf(desc.json())).toEqual([...NATURAL].reverse());
  });

  it('pages through them without a gap or a repeat, in both orders', async () => {
    for (const order of ['asc', 'desc'] as const) {
      const seen: string[] = [];
      for (let page = 1; page <= 3; page++) {
        const res = await api.get(w.actors.developer_admin, 'inventory/units', {
          building_id: buildingId,
          sort: 'unit_number',
          order,
          per_page: 5,
          page,
        });
        seen.push(...numbersOf(res.json()));
      }
      expect(seen).toEqual(order === 'asc' ? NATURAL : [...NATURAL].reverse());
    }
  });

  it('offers them naturally in the sale-offer picker (available units of a building)', async () => {
    const res = await api.get(w.actors.developer, 'inventory/units', {
      building_id: buildingId,
      status: 'available',
      sort: 'unit_number',
      order: 'asc',
      per_page: 50,
    });
    expect(res.statusCode).toBe(200);
    expect(numbersOf(res.json())).toEqual(NATURAL);
  });

  it('lays them out naturally on their floor of the availability matrix', async () => {
    const res = await api.get(w.actors.developer_admin, `inventory/buildings/${buildingId}/availability`);
    expect(res.statusCode).toBe(200);
    const floors = res.json().data.floors as { floor: number; units: { unit_number: string }[] }[];
    expect(floors.map((floor) => floor.floor)).toEqual([3]);
    expect(floors[0]!.units.map((unit) => unit.unit_number)).toEqual(NATURAL);
  });

  it('exports them naturally, and reads the keyset pages in the same order', async () => {
    const res = await api.get(w.actors.developer_admin, 'inventory/units/export', {
      building_id: buildingId,
      sort: 'unit_number',
      order: 'desc',
    });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const numbers: unknown[] = [];
    workbook.worksheets[0]!.eachRow((row, index) => {
      if (index > 1) numbers.push((row.values as unknown[])[2]);
    });
    expect(numbers).toEqual([...NATURAL].reverse());

    const tenant = developerAdminTenant(w);
    for (const order of ['asc', 'desc'] as const) {
      const paged: string[] = [];
      for await (const rows of unitPages(ctx.db, tenant, { sort: 'unit_number', order, building_id: buildingId }, 5)) {
        paged.push(...rows.map((row) => row.unit_number));
      }
      expect(paged).toEqual(order === 'asc' ? NATURAL : [...NATURAL].reverse());
    }
  });

  it('reads the order from the index on the natural key, not by sorting every unit', async () => {
    // Told to avoid sorts and table scans, the planner still needs an index on exactly this key.
    const plan: { rows: Record<string, string>[] } = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_sort = off`);
      await tx.execute(sql`set local enable_seqscan = off`);
      return (await tx.execute(
        sql`explain select "units"."id" from "units" where "units"."organization_id" = ${w.developerId} order by ${unitNumberSortKey} desc, "units"."id" desc limit 25`,
      )) as unknown as { rows: Record<string, string>[] };
    });
    const text = plan.rows.map((row) => Object.values(row)[0]).join('\n');
    expect(text).toContain('units_organization_number_key_idx');
    expect(text).not.toMatch(/\bSort\b/);
  });

  it('stores the key the shared comparator computes, and follows an edited unit number', async () => {
    // The key is a generated column: the database writes it on insert and on every change of the
    // unit number, whichever statement makes it.
    const stored = await ctx.db
      .select({ number: units.unit_number, key: units.unit_number_key })
      .from(units)
      .where(eq(units.building_id, buildingId));
    expect(stored.map((row) => row.key)).toEqual(stored.map((row) => sharedSortKey(row.number)));

    const renamed = await insertBuilding(ctx.db, w.developerId, (await insertProject(ctx.db, w.developerId)).id, { name: 'Renamed Tower' });
    const nine = await insertUnit(ctx.db, w.developerId, renamed.id, { unit_number: '9', floor: 1 });
    const ten = await insertUnit(ctx.db, w.developerId, renamed.id, { unit_number: '10', floor: 1 });
    const listed = async () =>
      numbersOf(
        (
          await api.get(w.actors.developer_admin, 'inventory/units', {
            building_id: renamed.id,
            sort: 'unit_number',
            order: 'asc',
            per_page: 50,
          })
        ).json(),
      );
    expect(await listed()).toEqual(['9', '10']);
    await ctx.db.update(units).set({ unit_number: 'A-8' }).where(eq(units.id, ten.id));
    await ctx.db.update(units).set({ unit_number: '100' }).where(eq(units.id, nine.id));
    expect(await listed()).toEqual(['100', 'A-8']);
    const keys = await ctx.db
      .select({ key: units.unit_number_key })
      .from(units)
      .where(eq(units.building_id, renamed.id))
      .orderBy(asc(units.id));
    expect(keys.map((row) => row.key)).toEqual([sharedSortKey('100'), sharedSortKey('A-8')]);
  });
});
