// The unit counters (docs/architecture.md "Unit counters") against the units themselves: after each
// write path — creation, every edit of a counted column (price, area, bedrooms, status, building),
// the price and status routes, a reservation's lapse, the bulk creation, a many-row insert as an
// import makes, deletion and the cascades of a building's and an organization's deletion — the
// counters equal a fresh `group by` over the units. Concurrent writes in one building keep them
// exact. Runs on PGlite and, with DATABASE_URL, on PostgreSQL with a real pool (true concurrency).
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildings, unitCounters, units } from '../../src/server/db/inventory-schema.ts';
import { organizations } from '../../src/server/db/schema.ts';
import { setTestNow } from '../../src/server/services/clock.ts';
import { releaseExpiredReservations } from '../../src/server/services/reservations.ts';
import { writeWhileHeld } from './support/held-write.ts';
import { actingIn, insertBuilding, insertProject, insertUnit, inventoryApi, unitBody } from './support/inventory.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type World } from './support/world.ts';

interface CounterRow {
  organization_id: number;
  building_id: number;
  status: string;
  bedrooms: number;
  units: string;
  price: string;
  sized_units: string;
  sized_price: string;
  sized_area: string;
}

describe('unit counters', () => {
  let ctx: TestContext;
  let w: World;
  let api: ReturnType<typeof inventoryApi>;
  let projectId: number;
  let towerA: number;
  let towerB: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
    api = inventoryApi(ctx);
    projectId = (await insertProject(ctx.db, w.developerId)).id;
    towerA = (await insertBuilding(ctx.db, w.developerId, projectId, { name: 'Counter A' })).id;
    towerB = (await insertBuilding(ctx.db, w.developerId, projectId, { name: 'Counter B' })).id;
  });
  afterEach(() => setTestNow(undefined));
  afterAll(() => ctx.close());

  const rows = async (query: ReturnType<typeof sql>) => ((await ctx.db.execute(query)) as unknown as { rows: CounterRow[] }).rows;

  /** Every counter, as text (exact; areas without trailing zeros), in key order. */
  const counters = () =>
    rows(sql`
      select organization_id, building_id, status, bedrooms, units::text, price::text, sized_units::text,
             sized_price::text, trim_scale(sized_area)::text as sized_area
      from ${unitCounters} order by 1, 2, 3, 4`);

  /** The same figures computed now from the units themselves. */
  const recounted = () =>
    rows(sql`
      select organization_id, building_id, status, bedrooms, count(*)::text as units, sum(price)::text as price,
             count(*) filter (where internal_area > 0)::text as sized_units,
             coalesce(sum(price) filter (where internal_area > 0), 0)::text as sized_price,
             trim_scale(coalesce(sum(internal_area::numeric) filter (where internal_area > 0), 0))::text as sized_area
      from ${units} group by 1, 2, 3, 4 order by 1, 2, 3, 4`);

  async function expectExact() {
    const expected = await recounted();
    expect(await counters()).toEqual(expected);
    return expected;
  }

  const counterOf = async (buildingId: number, status: string, bedrooms: number) =>
    (await counters()).find((row) => row.building_id === buildingId && row.status === status && row.bedrooms === bedrooms);

  it('follows a unit through creation, every counted edit, the price and status routes and deletion', async () => {
    const admin = w.actors.developer_admin;
    const created = await api.post(admin, 'inventory/units', unitBody(towerA, { unit_number: 'C-1', bedrooms: 2, price: 2_000_000_00 }));
    expect(created.statusCode).toBe(201);
    const unitId = created.json().data.id as number;
    expect(await counterOf(towerA, 'available', 2)).toMatchObject({ units: '1', price: '200000000', sized_units: '1', sized_area: '1200' });
    await expectExact();

    let version = created.json().data.updated_at as string;
    const edit = async (extra: Record<string, unknown>) => {
      const answer = await api.put(
        admin,
        `inventory/units/${unitId}`,
        unitBody(towerA, { unit_number: 'C-1', updated_at: version, ...extra }),
      );
      expect(answer.statusCode).toBe(200);
      version = answer.json().data.updated_at;
      return expectExact();
    };
    // Price, then an area of 0 (out of the sized totals) and back with hundredths, bedrooms, then another building.
    await edit({ bedrooms: 2, price: 2_100_000_00 });
    await edit({ bedrooms: 2, price: 2_100_000_00, internal_area: 0 });
    expect(await counterOf(towerA, 'available', 2)).toMatchObject({ units: '1', sized_units: '0', sized_price: '0', sized_area: '0' });
    await edit({ bedrooms: 2, price: 2_100_000_00, internal_area: 1234.56 });
    expect(await counterOf(towerA, 'available', 2)).toMatchObject({ sized_area: '1234.56' });
    await edit({ bedrooms: 3, price: 2_100_000_00, internal_area: 1234.56 });
    expect(await counterOf(towerA, 'available', 2)).toBeUndefined();
    const moved = await api.put(
      admin,
      `inventory/units/${unitId}`,
      unitBody(towerB, { unit_number: 'C-1', bedrooms: 3, price: 2_100_000_00, internal_area: 1234.56, updated_at: version }),
    );
    expect(moved.statusCode).toBe(200);
    expect(await counterOf(towerA, 'available', 3)).toBeUndefined();
    expect(await counterOf(towerB, 'available', 3)).toMatchObject({ units: '1', price: '210000000' });
    await expectExact();

    // The sales manager's price edit and status changes.
    const sm = actingIn(w.actors.super_admin_sales_manager, w.developerId);
    expect((await api.patch(sm, `inventory/units/${unitId}/price`, { price: 1_999_999_99 })).statusCode).toBe(200);
    await expectExact();
    for (const status of ['reserved', 'booked', 'sold']) {
      expect((await api.patch(sm, `inventory/units/${unitId}/status`, { status })).statusCode).toBe(200);
      expect(await counterOf(towerB, status, 3)).toMatchObject({ units: '1', price: '199999999' });
      await expectExact();
    }

    expect((await api.delete(admin, `inventory/units/${unitId}`)).statusCode).toBe(200);
    expect(await counterOf(towerB, 'sold', 3)).toBeUndefined();
    await expectExact();
  });

  it('counts a reservation that lapses by itself back as available', async () => {
    const unit = await insertUnit(ctx.db, w.developerId, towerA, { bedrooms: 4, price: 3_000_000_00 });
    const sm = actingIn(w.actors.super_admin_sales_manager, w.developerId);
    expect((await api.patch(sm, `inventory/units/${unit.id}/status`, { status: 'reserved' })).statusCode).toBe(200);
    expect(await counterOf(towerA, 'reserved', 4)).toMatchObject({ units: '1' });
    setTestNow(new Date(Date.now() + 49 * 3_600_000));
    expect(await releaseExpiredReservations(ctx.db)).toBeGreaterThanOrEqual(1);
    expect(await counterOf(towerA, 'reserved', 4)).toBeUndefined();
    expect(await counterOf(towerA, 'available', 4)).toMatchObject({ units: '1', price: '300000000' });
    await expectExact();
  });

  it('follows the bulk creation, a many-row insert and a many-row update across groups', async () => {
    const bulk = await api.post(w.actors.developer_admin, `inventory/buildings/${towerB}/units/bulk`, {
      floor_from: 20,
      floor_to: 29,
      units_per_floor: 10,
      numbering_pattern: '{floor}{index:02}',
      type: 'apartment',
      bedrooms: 1,
      internal_area: 720.5,
      base_price: 1_000_000_00,
      price_step_per_floor: 10_000_00,
      views: ['sea'],
    });
    expect(bulk.statusCode).toBe(201);
    expect(await counterOf(towerB, 'available', 1)).toMatchObject({ units: '100', sized_area: '72050' });
    await expectExact();

    // An import's shape: one statement inserting many rows (the demo seed and the bench generator write so).
    await ctx.db.execute(sql`
      insert into ${units} (organization_id, building_id, unit_number, floor, type, bedrooms, internal_area, price, status)
      select ${w.developerId}::integer, case when n % 2 = 0 then ${towerA}::integer else ${towerB}::integer end, 'IMP-' || n, n % 40, 'apartment', n % 5,
             case when n % 7 = 0 then 0 else 400 + n / 100.0 end, 50000000 + n * 1000, (array['available','booked','sold','blocked'])[1 + n % 4]
      from generate_series(1, 2000) as n`);
    await expectExact();

    // One statement moving units between several groups at once, in both directions.
    await ctx.db.execute(sql`
      update ${units} set status = case when status = 'available' then 'blocked' else 'available' end,
                          bedrooms = bedrooms + (id % 2), price = price + 1
      where unit_number like 'IMP-%' and id % 3 = 0 and status in ('available', 'blocked')`);
    await ctx.db.execute(sql`update ${units} set building_id = ${towerA} where building_id = ${towerB} and unit_number like 'IMP-1%'`);
    // A statement that changes no counted column writes nothing.
    const before = await counters();
    await ctx.db.execute(sql`update ${units} set updated_at = now(), views = '{sea}' where unit_number like 'IMP-%'`);
    expect(await counters()).toEqual(before);
    await ctx.db.execute(sql`delete from ${units} where unit_number like 'IMP-%' and id % 5 = 0`);
    await expectExact();
  });

  it('drops the counters of a building and an organization deleted with their units (database cascades)', async () => {
    const project = await insertProject(ctx.db, w.developerId);
    const doomed = await insertBuilding(ctx.db, w.developerId, project.id, { name: 'Doomed' });
    const kept = await insertBuilding(ctx.db, w.developerId, project.id, { name: 'Doomed sibling' });
    for (let i = 0; i < 5; i++) {
      await insertUnit(ctx.db, w.developerId, doomed.id, { bedrooms: i % 2 });
      await insertUnit(ctx.db, w.developerId, kept.id, { bedrooms: i % 2 });
    }
    // The API refuses a building that has units, and changes nothing…
    const before = await counters();
    expect((await api.delete(w.actors.developer_admin, `inventory/buildings/${doomed.id}`)).statusCode).toBe(409);
    expect(await counters()).toEqual(before);
    // …but the foreign keys cascade a building's deletion to its units, and the counters follow.
    await ctx.db.delete(buildings).where(eq(buildings.id, doomed.id));
    expect((await counters()).filter((row) => row.building_id === doomed.id)).toEqual([]);
    expect((await counters()).filter((row) => row.building_id === kept.id).map((row) => row.units)).toEqual(['3', '2']);
    await expectExact();

    const [gone] = await ctx.db.insert(organizations).values({ kind: 'developer', name: 'Counters Gone' }).returning();
    const goneProject = await insertProject(ctx.db, gone!.id);
    const goneBuilding = await insertBuilding(ctx.db, gone!.id, goneProject.id);
    await insertUnit(ctx.db, gone!.id, goneBuilding.id);
    expect(await counterOf(goneBuilding.id, 'available', 1)).toMatchObject({ units: '1' });
    await ctx.db.delete(organizations).where(eq(organizations.id, gone!.id));
    expect((await counters()).filter((row) => row.organization_id === gone!.id)).toEqual([]);
    await expectExact();
  });

  it('stays exact when concurrent writes touch the same building', async () => {
    const tower = (await insertBuilding(ctx.db, w.developerId, projectId, { name: 'Contended' })).id;
    const seeded: { id: number }[] = [];
    for (let i = 0; i < 20; i++) seeded.push(await insertUnit(ctx.db, w.developerId, tower, { bedrooms: 2, price: 1_000_000_00 }));

    // Two transactions on one counter row: the first holds it (its insert is counted but not
    // committed) while the second changes a price in the same group; on PostgreSQL the second
    // waits for the first's commit and then adds to the committed figures.
    await writeWhileHeld(
      ctx.db,
      (tx) => insertUnit(tx as unknown as typeof ctx.db, w.developerId, tower, { bedrooms: 2, price: 1_000_000_00 }),
      (tx) => tx.update(units).set({ price: 1_500_000_00 }).where(eq(units.id, seeded[0]!.id)),
    );
    expect(await counterOf(tower, 'available', 2)).toMatchObject({ units: '21', price: String(21 * 1_000_000_00 + 500_000_00) });

    // Twenty requests at once against one building: creations, price edits, status changes and deletions.
    const admin = w.actors.developer_admin;
    const sm = actingIn(w.actors.super_admin_sales_manager, w.developerId);
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, (_, i) =>
        api.post(admin, 'inventory/units', unitBody(tower, { unit_number: `RACE-${i}`, bedrooms: 2, price: 1_000_000_00 + i })),
      ),
      ...seeded.slice(1, 6).map((unit, i) => api.patch(sm, `inventory/units/${unit.id}/price`, { price: 900_000_00 + i })),
      ...seeded.slice(6, 11).map((unit) => api.patch(sm, `inventory/units/${unit.id}/status`, { status: 'booked' })),
      ...seeded.slice(11, 16).map((unit) => api.delete(admin, `inventory/units/${unit.id}`)),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([...Array(5).fill(201), ...Array(15).fill(200)]);
    expect(await counterOf(tower, 'booked', 2)).toMatchObject({ units: '5', price: String(5 * 1_000_000_00) });
    expect(await counterOf(tower, 'available', 2)).toMatchObject({ units: String(21 + 5 - 5 - 5) });
    await expectExact();
  });
});
