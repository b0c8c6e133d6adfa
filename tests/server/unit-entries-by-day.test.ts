// The status entries counted per day (docs/architecture.md "Unit entries by day") against the
// status history itself: after each write path — a unit's creation, the status route, a
// reservation's lapse, the bulk creation, a many-row insert as the demo seed and the bench
// generator make, a re-homed entry, a unit's deletion, the cascades of a building's and an
// organization's deletion, and a change of the organization's time zone — the rows equal a fresh
// `group by` over the history, each entry on its day in its organization's zone, and the month rows
// (docs/architecture.md "Unit entries by month") equal the same per month. The sales report
// and the absorption widget answer the same as a recount from the entries, read in the caller's
// zone, also for a sales manager whose zone is not his developers', over whole months and over
// periods that start and end within a month. Concurrent writes (and a zone
// change among them) keep the rows exact. Runs on PGlite and, with DATABASE_URL, on PostgreSQL
// with a real pool (true concurrency).
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildings, unitEntriesByDay, unitEntriesByMonth, unitStatusHistory, units } from '../../src/server/db/inventory-schema.ts';
import { organizations } from '../../src/server/db/schema.ts';
import { setTestNow } from '../../src/server/services/clock.ts';
import { releaseExpiredReservations } from '../../src/server/services/reservations.ts';
import { rehomeStatusHistory } from '../../src/server/modules/inventory/buildings.queries.ts';
import { writeWhileHeld } from './support/held-write.ts';
import { actingIn, insertBuilding, insertProject, insertUnit, inventoryApi, unitBody } from './support/inventory.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type World } from './support/world.ts';

interface DayRow {
  organization_id: number;
  status: string;
  day: string;
  building_id: number;
  units: string;
  price: string;
}

interface PeriodRow {
  period: string;
  project_id: number;
  status: string;
  units: number;
  value: number;
}

describe('unit entries by day', () => {
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
    towerA = (await insertBuilding(ctx.db, w.developerId, projectId, { name: 'Days A' })).id;
    towerB = (await insertBuilding(ctx.db, w.developerId, projectId, { name: 'Days B' })).id;
  });
  afterEach(() => setTestNow(undefined));
  afterAll(() => ctx.close());

  const rows = async <T>(query: ReturnType<typeof sql>) => ((await ctx.db.execute(query)) as unknown as { rows: T[] }).rows;

  /** Every row of the day rows (`day`) or the month rows (`month`), as text, in key order. */
  const rowsOf = (table: typeof unitEntriesByDay | typeof unitEntriesByMonth, period: 'day' | 'month') =>
    rows<DayRow>(sql`
      select organization_id, status, ${sql.raw(period)}::text as day, building_id, units::text, price::text
      from ${table} order by 1, 2, 3, 4`);
  const counted = () => rowsOf(unitEntriesByDay, 'day');
  const countedMonths = () => rowsOf(unitEntriesByMonth, 'month');

  /** The same figures computed now from the history, each entry's day (or month) in its organization's zone. */
  const recountedBy = (period: 'day' | 'month') =>
    rows<DayRow>(sql`
      select h.organization_id, h.to_status as status,
             date_trunc(${period}, h.created_at at time zone o.time_zone)::date::text as day, h.building_id,
             count(*)::text as units, sum(h.price)::text as price
      from ${unitStatusHistory} h join ${organizations} o on o.id = h.organization_id
      group by 1, 2, 3, 4 order by 1, 2, 3, 4`);
  const recounted = () => recountedBy('day');
  const recountedMonths = () => recountedBy('month');

  /** The day rows and the month rows both equal a recount from the history; the day rows are returned. */
  async function expectExact() {
    const expected = await recounted();
    expect(await counted()).toEqual(expected);
    expect(await countedMonths()).toEqual(await recountedMonths());
    return expected;
  }

  /**
   * Many entries in one statement, within 400 days back from `until` (the bench generator's shape):
   * `perUnit` a unit, `hoursApart` between a unit's entries.
   */
  const insertEntries = (unitIds: number[], until: string, { perUnit = 6, hoursApart = 11 } = {}) =>
    ctx.db.execute(sql`
      insert into ${unitStatusHistory} (organization_id, unit_id, building_id, from_status, to_status, price, created_at)
      select u.organization_id, u.id, u.building_id, 'available', (array['booked','sold','reserved'])[1 + (u.id + n) % 3],
             1000000 + u.id * 7 + n, ${until}::timestamptz - make_interval(hours => ((u.id * 37 + n * ${hoursApart}::int) % 9600)::int)
      from ${units} u cross join generate_series(1, ${perUnit}::int) as n
      where u.id = any(${`{${unitIds.join(',')}}`}::int[])`);

  it('follows creation, the status route, a lapsed reservation and deletion', async () => {
    const admin = w.actors.developer_admin;
    const created = await api.post(admin, 'inventory/units', unitBody(towerA, { unit_number: 'D-1', price: 2_000_000_00 }));
    expect(created.statusCode).toBe(201);
    const unitId = created.json().data.id as number;
    await expectExact();

    const sm = actingIn(w.actors.super_admin_sales_manager, w.developerId);
    for (const status of ['reserved', 'booked', 'sold']) {
      expect((await api.patch(sm, `inventory/units/${unitId}/status`, { status })).statusCode).toBe(200);
      await expectExact();
    }

    const reserved = await insertUnit(ctx.db, w.developerId, towerB, { price: 3_000_000_00 });
    expect((await api.patch(sm, `inventory/units/${reserved.id}/status`, { status: 'reserved' })).statusCode).toBe(200);
    setTestNow(new Date(Date.now() + 49 * 3_600_000));
    expect(await releaseExpiredReservations(ctx.db)).toBeGreaterThanOrEqual(1);
    await expectExact();
    setTestNow(undefined);

    expect((await api.delete(admin, `inventory/units/${unitId}`)).statusCode).toBe(200);
    expect((await counted()).filter((row) => row.status === 'sold' && row.building_id === towerA)).toEqual([]);
    await expectExact();
  });

  it('follows the bulk creation, a many-row insert, a re-homing update and a many-row delete', async () => {
    const bulk = await api.post(w.actors.developer_admin, `inventory/buildings/${towerB}/units/bulk`, {
      floor_from: 30,
      floor_to: 34,
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
    await expectExact();

    const bulkUnits = await ctx.db.select({ id: units.id }).from(units).where(eq(units.building_id, towerB));
    await insertEntries(
      bulkUnits.map((unit) => unit.id),
      '2026-06-30T21:30:00Z',
    );
    const after = await expectExact();
    // Several entries share a day and a building: the rows are fewer than the entries.
    const [{ entries }] = await rows<{ entries: number }>(sql`select count(*)::int as entries from ${unitStatusHistory}`);
    expect(after.length).toBeLessThan(entries);

    // A unit moved to tower A, then tower B emptied of it: its entries in B are re-homed to A.
    const moved = bulkUnits[0]!.id;
    await ctx.db.update(units).set({ building_id: towerA }).where(eq(units.id, moved));
    await rehomeStatusHistory(ctx.db, [towerB]);
    await expectExact();
    // An entry's time moved across midnight (no path does it; the trigger follows it anyway).
    await ctx.db.execute(
      sql`update ${unitStatusHistory} set created_at = created_at + interval '13 hours' where unit_id = ${bulkUnits[1]!.id}`,
    );
    await expectExact();
    await ctx.db.execute(
      sql`delete from ${unitStatusHistory} where unit_id = any(${`{${bulkUnits
        .slice(2, 12)
        .map((unit) => unit.id)
        .join(',')}}`}::int[]) and id % 2 = 0`,
    );
    await expectExact();
  });

  it('re-keys an organization’s rows when its time zone changes, through the route too', async () => {
    const unit = await insertUnit(ctx.db, w.developerId, towerA);
    await insertEntries([unit.id], '2026-03-31T20:30:00Z');
    const dubai = await expectExact();
    const answer = await api.patch(w.actors.developer_admin, `auth/organizations/${w.developerId}`, { time_zone: 'America/New_York' });
    expect(answer.statusCode).toBe(200);
    const newYork = await expectExact();
    expect(newYork).not.toEqual(dubai);
    // A statement that changes another column moves nothing.
    await ctx.db.update(organizations).set({ name: 'Renamed developer' }).where(eq(organizations.id, w.developerId));
    expect(await counted()).toEqual(newYork);
    await ctx.db.update(organizations).set({ time_zone: 'Asia/Dubai' }).where(eq(organizations.id, w.developerId));
    expect(await expectExact()).toEqual(dubai);
  });

  it('drops the rows of a building and an organization deleted with their entries (database cascades)', async () => {
    const project = await insertProject(ctx.db, w.developerId);
    const doomed = await insertBuilding(ctx.db, w.developerId, project.id, { name: 'Doomed days' });
    const doomedUnits = [await insertUnit(ctx.db, w.developerId, doomed.id), await insertUnit(ctx.db, w.developerId, doomed.id)];
    await insertEntries(
      doomedUnits.map((unit) => unit.id),
      '2026-05-01T00:00:00Z',
    );
    await expectExact();
    await ctx.db.delete(buildings).where(eq(buildings.id, doomed.id));
    expect((await counted()).filter((row) => row.building_id === doomed.id)).toEqual([]);
    await expectExact();

    const [gone] = await ctx.db
      .insert(organizations)
      .values({ kind: 'developer', name: 'Days Gone', time_zone: 'Asia/Kolkata' })
      .returning();
    const goneBuilding = await insertBuilding(ctx.db, gone!.id, (await insertProject(ctx.db, gone!.id)).id);
    const goneUnit = await insertUnit(ctx.db, gone!.id, goneBuilding.id);
    await insertEntries([goneUnit.id], '2026-05-01T00:00:00Z');
    expect((await counted()).some((row) => row.organization_id === gone!.id)).toBe(true);
    await expectExact();
    await ctx.db.delete(organizations).where(eq(organizations.id, gone!.id));
    expect((await counted()).filter((row) => row.organization_id === gone!.id)).toEqual([]);
    await expectExact();
  });

  /** The sales report's rows as the entries give them, read in `timeZone` (the query before the counters). */
  const salesRecount = (timeZone: string, from: string, to: string, interval: 'week' | 'month') =>
    rows<PeriodRow>(sql`
      select to_char(date_trunc(${sql.raw(`'${interval}'`)}, h.created_at at time zone ${timeZone}), 'YYYY-MM-DD') as period,
             b.project_id, h.to_status as status, count(*)::int as units, sum(h.price)::float8 as value
      from ${unitStatusHistory} h join ${buildings} b on b.id = h.building_id
      where h.organization_id = ${w.developerId} and h.to_status in ('booked', 'sold')
        and (h.created_at at time zone ${timeZone})::date between ${from}::date and ${to}::date
      group by 1, 2, 3 order by 1, 2, 3`);

  it('answers the sales report and absorption as the entries do, in the zone of whoever asks', async () => {
    const otherProject = await insertProject(ctx.db, w.developerId);
    const otherTower = await insertBuilding(ctx.db, w.developerId, otherProject.id, { name: 'Other days' });
    for (let i = 0; i < 3; i++) await insertUnit(ctx.db, w.developerId, otherTower.id);
    const unitsNow = await ctx.db.select({ id: units.id }).from(units).where(eq(units.organization_id, w.developerId));
    await insertEntries(
      unitsNow.map((unit) => unit.id),
      '2026-07-31T22:00:00Z',
      { perUnit: 40, hoursApart: 233 },
    );
    await ctx.db.update(organizations).set({ time_zone: 'America/New_York' }).where(eq(organizations.id, w.platformId));
    type Period = { from: string; to: string };
    const salesOf = async (actor: World['actors'][keyof World['actors']], period: Period, interval: 'week' | 'month', zone: string) => {
      const pages: PeriodRow[] = [];
      for (let page = 1; ; page++) {
        const answer = await api.get(actor, 'reports/sales-by-period', {
          ...period,
          interval,
          page: String(page),
          per_page: '100',
          developer_organization_id: String(w.developerId),
        });
        expect(answer.statusCode).toBe(200);
        pages.push(...(answer.json().data as PeriodRow[]));
        if (page >= answer.json().meta.last_page) break;
      }
      const got = pages
        .map(({ period: day, project_id, status, units: count, value }) => ({ period: day, project_id, status, units: count, value }))
        .sort((a, b) => `${a.period}${a.project_id}${a.status}`.localeCompare(`${b.period}${b.project_id}${b.status}`));
      const expected = await salesRecount(zone, period.from, period.to, interval);
      expected.sort((a, b) => `${a.period}${a.project_id}${a.status}`.localeCompare(`${b.period}${b.project_id}${b.status}`));
      expect(got.length).toBeGreaterThan(0);
      expect(got).toEqual(expected);
      return got;
    };
    const absorptionOf = async (period: Period) => {
      const absorption = await api.get(w.actors.developer_admin, 'dashboards/developer/absorption', { ...period, interval: 'month' });
      expect(absorption.statusCode).toBe(200);
      const byMonth = new Map<string, number>();
      for (const row of await salesRecount('Asia/Dubai', period.from, period.to, 'month')) {
        byMonth.set(`${row.period} ${row.status}`, (byMonth.get(`${row.period} ${row.status}`) ?? 0) + row.units);
      }
      expect(
        (absorption.json().data as { period: string; status: string; units: number }[]).map((row) => [
          `${row.period} ${row.status}`,
          row.units,
        ]),
      ).toEqual([...byMonth.entries()].sort(([a], [b]) => a.localeCompare(b)));
    };

    const wholeMonths = { from: '2025-09-01', to: '2026-07-31' };
    for (const interval of ['week', 'month'] as const) {
      // The developer reads in his own zone (the rows); the sales manager in his platform's (the entries).
      const own = await salesOf(w.actors.developer_admin, wholeMonths, interval, 'Asia/Dubai');
      const manager = await salesOf(w.actors.super_admin_sales_manager, wholeMonths, interval, 'America/New_York');
      expect(manager).not.toEqual(own);
    }
    await absorptionOf(wholeMonths);

    // Periods that cut months: whole months between partial ones, one month's middle, one whole
    // month, and days across a month's end (month rows, day rows, or both, for the same answer).
    const cut = [
      { from: '2025-09-17', to: '2026-07-09' },
      { from: '2026-03-05', to: '2026-03-20' },
      { from: '2026-03-01', to: '2026-03-31' },
      { from: '2026-02-20', to: '2026-04-10' },
      { from: '2026-01-25', to: '2026-02-06' },
    ];
    for (const period of cut) {
      const all = await salesOf(w.actors.developer_admin, period, 'month', 'Asia/Dubai');
      // One project's rows: the same groups, the other project's left out.
      const answer = await api.get(w.actors.developer_admin, 'reports/sales-by-period', {
        ...period,
        interval: 'month',
        per_page: '100',
        project_id: String(otherProject.id),
      });
      const ofProject = all.filter((row) => row.project_id === otherProject.id);
      expect(ofProject.length).toBeLessThan(all.length);
      expect(
        (answer.json().data as PeriodRow[]).map(({ period: day, project_id, status, units: count, value }) => ({
          period: day,
          project_id,
          status,
          units: count,
          value,
        })),
      ).toEqual(ofProject);
      await salesOf(w.actors.super_admin_sales_manager, period, 'month', 'America/New_York');
      await absorptionOf(period);
    }
  });

  it('stays exact under concurrent status changes and a time zone change among them', async () => {
    const tower = (await insertBuilding(ctx.db, w.developerId, projectId, { name: 'Contended days' })).id;
    const seeded: { id: number }[] = [];
    for (let i = 0; i < 16; i++) seeded.push(await insertUnit(ctx.db, w.developerId, tower));

    // One transaction holds the day's row (its entry is counted, not committed) while another
    // enters a unit into the same status the same day: on PostgreSQL the second waits, then adds.
    const entry = (unitId: number) => ({
      organization_id: w.developerId,
      unit_id: unitId,
      building_id: tower,
      from_status: 'available' as const,
      to_status: 'booked' as const,
      price: 5,
    });
    await writeWhileHeld(
      ctx.db,
      (tx) => tx.insert(unitStatusHistory).values(entry(seeded[0]!.id)),
      (tx) => tx.insert(unitStatusHistory).values(entry(seeded[1]!.id)),
    );
    await expectExact();

    // Status changes through the route at once, with the organization's zone changed among them.
    const sm = actingIn(w.actors.super_admin_sales_manager, w.developerId);
    const setZone = (time_zone: string) => ctx.db.update(organizations).set({ time_zone }).where(eq(organizations.id, w.developerId));
    const changeStatus = (unit: { id: number }, status: string) =>
      api.patch(sm, `inventory/units/${unit.id}/status`, { status }).then((answer) => answer.statusCode);
    const [booked, , reserved] = await Promise.all([
      Promise.all(seeded.slice(2, 8).map((unit) => changeStatus(unit, 'booked'))),
      setZone('Pacific/Kiritimati').then(() => setZone('Asia/Dubai')),
      Promise.all(seeded.slice(8, 14).map((unit) => changeStatus(unit, 'reserved'))),
    ]);
    const statuses = [...booked, ...reserved];
    expect(statuses).toEqual(Array(12).fill(200));
    await expectExact();
  });

  it('empties the rows with the history (TRUNCATE)', async () => {
    expect((await countedMonths()).length).toBeGreaterThan(0);
    await ctx.db.execute(sql`truncate ${unitStatusHistory}`);
    expect(await counted()).toEqual([]);
    expect(await countedMonths()).toEqual([]);
  });
});
