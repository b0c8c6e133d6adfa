// A unit's status: the allowed transitions (409 otherwise, sold final but for a developer admin),
// the history, reservations that lapse by themselves (lazily on read, and by the sweeper), and
// 20 concurrent bookings of one unit of which exactly one wins. Then the unit's payment plans,
// bulk generation and the availability matrix. Runs on PGlite and, with DATABASE_URL, PostgreSQL.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { unitStatusHistory, units } from '../../src/server/db/inventory-schema.ts';
import { setTestNow } from '../../src/server/services/clock.ts';
import { createReservationSweeper } from '../../src/server/services/reservations.ts';
import { snapshot } from './support/crm.ts';
import { actingIn, insertBuilding, insertPlan, insertProject, insertUnit, inventoryApi } from './support/inventory.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type World } from './support/world.ts';

const HOUR = 3_600_000;

describe('inventory unit status', () => {
  let ctx: TestContext;
  let w: World;
  let api: ReturnType<typeof inventoryApi>;
  let projectId: number;
  let buildingId: number;
  let recording: string[] | null = null;
  beforeAll(async () => {
    ctx = await createTestContext({ database: { onQuery: (text) => recording?.push(text) } });
    w = await buildWorld(ctx.db);
    api = inventoryApi(ctx);
    projectId = (await insertProject(ctx.db, w.developerId, { handover_date: '2028-06-30' })).id;
    buildingId = (await insertBuilding(ctx.db, w.developerId, projectId, { name: 'Tower S' })).id;
  });
  afterEach(() => setTestNow(undefined));
  afterAll(() => ctx.close());

  /** The SQL statements `action` sends, in order. */
  async function statementsOf(action: () => Promise<unknown>): Promise<string[]> {
    recording = [];
    try {
      await action();
      return recording;
    } finally {
      recording = null;
    }
  }
  const writes = (statements: string[]) => statements.filter((text) => /^\s*(insert|update|delete)\b/i.test(text));

  const history = (unitId: number) =>
    ctx.db.select().from(unitStatusHistory).where(eq(unitStatusHistory.unit_id, unitId)).orderBy(unitStatusHistory.id);

  describe('PATCH inventory/units/{id}/status', () => {
    it('moves along the allowed transitions and keeps the history (who, when, from → to)', async () => {
      const unit = await insertUnit(ctx.db, w.developerId, buildingId);
      const sm = w.actors.super_admin_sales_manager;
      const reserved = await api.patch(sm, `inventory/units/${unit.id}/status`, { status: 'reserved' });
      expect(reserved.statusCode).toBe(200);
      expect(reserved.json()).toMatchObject({
        data: {
          status: 'reserved',
          status_changed_by: sm.userId,
          status_changed_by_name: 'Sales Manager',
          next_statuses: ['available', 'booked'],
        },
        message: 'Unit reserved.',
      });
      // Default expiry: RESERVATION_HOURS (48) from now.
      const until = Date.parse(reserved.json().data.reserved_until);
      expect(Math.abs(until - (Date.now() + 48 * HOUR))).toBeLessThan(60_000);
      expect((await api.patch(sm, `inventory/units/${unit.id}/status`, { status: 'booked' })).statusCode).toBe(200);
      const sold = await api.patch(actingIn(sm, w.developerId), `inventory/units/${unit.id}/status`, { status: 'sold' });
      expect(sold.json()).toMatchObject({ data: { status: 'sold', reserved_until: null, next_statuses: [] } });
      // Sold is final for the sales manager…
      const refused = await api.patch(sm, `inventory/units/${unit.id}/status`, { status: 'available' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ status: 'sold', allowed: [] });
      // …but a developer admin may reopen it.
      const admin = await api.get(w.actors.developer_admin, `inventory/units/${unit.id}`);
      expect(admin.json().data.next_statuses).toEqual(['available', 'reserved', 'booked', 'blocked']);
      expect((await api.patch(w.actors.developer_admin, `inventory/units/${unit.id}/status`, { status: 'available' })).statusCode).toBe(
        200,
      );
      const shown = (await api.get(w.actors.developer, `inventory/units/${unit.id}`)).json().data;
      expect(
        shown.status_history.map((change: { from_status: string; to_status: string }) => `${change.from_status}→${change.to_status}`),
      ).toEqual(['sold→available', 'booked→sold', 'reserved→booked', 'available→reserved']);
      expect(shown.status_history[0]).toMatchObject({
        changed_by: w.actors.developer_admin.userId,
        changed_by_name: 'Dev Admin',
        reason: null,
      });
    });

    it('answers 409 for a forbidden transition and changes nothing', async () => {
      const blocked = await insertUnit(ctx.db, w.developerId, buildingId, { status: 'blocked' });
      const available = await insertUnit(ctx.db, w.developerId, buildingId);
      const before = await snapshot(ctx.db, units);
      for (const [unit, to] of [
        [blocked, 'booked'],
        [blocked, 'reserved'],
        [available, 'sold'],
        [available, 'available'],
      ] as const) {
        const answer = await api.patch(w.actors.developer_admin, `inventory/units/${unit.id}/status`, { status: to });
        expect(answer.statusCode).toBe(409);
      }
      expect(await snapshot(ctx.db, units)).toEqual(before);
    });

    it('refuses the developer and brokers (403), other tenants (404), and bad bodies (422)', async () => {
      const unit = await insertUnit(ctx.db, w.developerId, buildingId);
      for (const actor of [w.actors.developer, w.actors.broker_admin, w.actors.super_admin]) {
        expect((await api.patch(actor, `inventory/units/${unit.id}/status`, { status: 'booked' })).statusCode).toBe(403);
      }
      const foreignBuilding = await insertBuilding(ctx.db, w.foreignId, (await insertProject(ctx.db, w.foreignId)).id);
      const foreign = await insertUnit(ctx.db, w.foreignId, foreignBuilding.id);
      expect((await api.patch(w.actors.developer_admin, `inventory/units/${foreign.id}/status`, { status: 'booked' })).statusCode).toBe(
        404,
      );
      expect(
        (await api.patch(w.actors.super_admin_sales_manager, `inventory/units/${foreign.id}/status`, { status: 'booked' })).statusCode,
      ).toBe(404);
      expect((await ctx.db.select().from(units).where(eq(units.id, foreign.id)))[0]!.status).toBe('available');
      const invalid = await api.patch(w.actors.developer_admin, `inventory/units/${unit.id}/status`, { status: 'gone' });
      expect(invalid.statusCode).toBe(422);
      expect(invalid.json().errors).toHaveProperty('status');
      const past = await api.patch(w.actors.developer_admin, `inventory/units/${unit.id}/status`, {
        status: 'reserved',
        reserved_until: new Date(Date.now() - HOUR).toISOString(),
      });
      expect(past.statusCode).toBe(422);
      expect(past.json().errors).toHaveProperty('reserved_until');
      const far = await api.patch(w.actors.developer_admin, `inventory/units/${unit.id}/status`, {
        status: 'reserved',
        reserved_until: new Date(Date.now() + 31 * 24 * HOUR).toISOString(),
      });
      expect(far.json().errors).toHaveProperty('reserved_until');
      const notReserving = await api.patch(w.actors.developer_admin, `inventory/units/${unit.id}/status`, {
        status: 'blocked',
        reserved_until: new Date(Date.now() + HOUR).toISOString(),
      });
      expect(notReserving.json().errors).toHaveProperty('reserved_until');
    });
  });

  describe('reservation expiry', () => {
    it('returns a lapsed reservation to available on read, the history saying so', async () => {
      const unit = await insertUnit(ctx.db, w.developerId, buildingId);
      const until = new Date(Date.now() + 2 * HOUR);
      const reserved = await api.patch(w.actors.developer_admin, `inventory/units/${unit.id}/status`, {
        status: 'reserved',
        reserved_until: until.toISOString(),
      });
      expect(reserved.json().data.reserved_until).toBe(until.toISOString());
      setTestNow(new Date(until.getTime() - 1000));
      expect((await api.get(w.actors.developer, `inventory/units/${unit.id}`)).json().data.status).toBe('reserved');
      setTestNow(new Date(until.getTime() + 1000));
      const shown = (await api.get(w.actors.developer, `inventory/units/${unit.id}`)).json().data;
      expect(shown).toMatchObject({ status: 'available', reserved_until: null, status_changed_by: null });
      expect(shown.status_history[0]).toMatchObject({
        from_status: 'reserved',
        to_status: 'available',
        changed_by: null,
        reason: 'reservation_expired',
      });
      // Read again: released once, one history row.
      await api.get(w.actors.developer, 'inventory/units', { building_id: buildingId });
      expect((await history(unit.id)).filter((row) => row.reason === 'reservation_expired')).toHaveLength(1);
      // A lapsed reservation may be booked again by anyone.
      expect(
        (await api.patch(w.actors.super_admin_sales_manager, `inventory/units/${unit.id}/status`, { status: 'booked' })).statusCode,
      ).toBe(200);
    });

    it('writes nothing on a read while no reservation has lapsed, and releases in the read that finds one', async () => {
      const unit = await insertUnit(ctx.db, w.developerId, buildingId, { status: 'reserved', reserved_until: new Date(Date.now() + HOUR) });
      const show = () => api.get(w.actors.developer, `inventory/units/${unit.id}`);
      expect(writes(await statementsOf(show))).toEqual([]);
      expect(writes(await statementsOf(() => api.get(w.actors.developer, 'inventory/units', { building_id: buildingId })))).toEqual([]);
      setTestNow(new Date(Date.now() + 2 * HOUR));
      const releasing = writes(await statementsOf(show));
      expect(releasing).toHaveLength(2);
      expect(releasing[0]).toMatch(/^update "units"/);
      expect(releasing[1]).toMatch(/^insert into "unit_status_history"/);
      expect((await history(unit.id)).at(-1)).toMatchObject({
        from_status: 'reserved',
        to_status: 'available',
        reason: 'reservation_expired',
      });
    });

    it('is released by the sweeper without any read', async () => {
      const unit = await insertUnit(ctx.db, w.developerId, buildingId, { status: 'reserved', reserved_until: new Date(Date.now() + HOUR) });
      const sweeper = createReservationSweeper({ db: ctx.db, intervalMs: 60_000 });
      expect(await sweeper.sweep()).toBe(0);
      setTestNow(new Date(Date.now() + 2 * HOUR));
      expect(await sweeper.sweep()).toBeGreaterThanOrEqual(1);
      const [row] = await ctx.db.select().from(units).where(eq(units.id, unit.id));
      expect(row).toMatchObject({ status: 'available', reserved_until: null });
      expect((await history(unit.id)).at(-1)).toMatchObject({
        from_status: 'reserved',
        to_status: 'available',
        reason: 'reservation_expired',
        changed_by: null,
      });
      sweeper.start();
      await sweeper.stop();
    });
  });

  describe('concurrency', () => {
    it('lets exactly one of 20 concurrent bookings of one unit win; the others get 409', async () => {
      const unit = await insertUnit(ctx.db, w.developerId, buildingId);
      const actors = [w.actors.developer_admin, w.actors.super_admin_sales_manager];
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) => api.patch(actors[index % 2]!, `inventory/units/${unit.id}/status`, { status: 'booked' })),
      );
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes.filter((code) => code === 200)).toHaveLength(1);
      expect(codes.filter((code) => code === 409)).toHaveLength(19);
      const rows = (await history(unit.id)).filter((row) => row.from_status === 'available');
      expect(rows).toHaveLength(1);
      expect((await ctx.db.select().from(units).where(eq(units.id, unit.id)))[0]!.status).toBe('booked');
    });

    it('lets exactly one of 20 concurrent reservations of one unit win', async () => {
      const unit = await insertUnit(ctx.db, w.developerId, buildingId);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          api.patch(w.actors.super_admin_sales_manager, `inventory/units/${unit.id}/status`, { status: 'reserved' }),
        ),
      );
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
      expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(19);
      expect(await history(unit.id)).toHaveLength(1);
    });
  });

  describe('GET inventory/units/{id}/plans', () => {
    it('schedules each plan of the building on the unit price, the remainder on the last installment', async () => {
      const building = await insertBuilding(ctx.db, w.developerId, projectId, { handover_date: null });
      const plan = await insertPlan(ctx.db, w.developerId, building.id, [
        { label: 'Booking', percentage: 33.33, due_type: 'on_booking', due_value: null },
        { label: 'In 6 months', percentage: 33.33, due_type: 'months_after_booking', due_value: 6 },
        { label: 'At 50%', percentage: 13.34, due_type: 'construction_percent', due_value: 50 },
        { label: 'Handover', percentage: 20, due_type: 'on_handover', due_value: null },
      ]);
      const unit = await insertUnit(ctx.db, w.developerId, building.id, { price: 100_000_001 });
      setTestNow(new Date('2026-01-31T10:00:00Z'));
      const answer = await api.get(w.actors.developer, `inventory/units/${unit.id}/plans`);
      expect(answer.statusCode).toBe(200);
      const [scheduled] = answer.json().data;
      expect(scheduled).toMatchObject({
        plan: { id: plan.id },
        price: 100_000_001,
        currency: 'AED',
        booking_date: '2026-01-31',
        handover_date: '2028-06-30',
        total: 100_000_001,
      });
      expect(scheduled.installments.map((i: { amount: number }) => i.amount)).toEqual([33_330_000, 33_330_000, 13_340_000, 20_000_001]);
      expect(scheduled.installments.map((i: { due_date: string | null }) => i.due_date)).toEqual([
        '2026-01-31',
        '2026-07-31',
        null,
        '2028-06-30',
      ]);
      expect((await api.get(w.actors.broker_admin, `inventory/units/${unit.id}/plans`)).statusCode).toBe(403);
      const foreignBuilding = await insertBuilding(ctx.db, w.foreignId, (await insertProject(ctx.db, w.foreignId)).id);
      expect(
        (await api.get(w.actors.developer, `inventory/units/${(await insertUnit(ctx.db, w.foreignId, foreignBuilding.id)).id}/plans`))
          .statusCode,
      ).toBe(404);
      expect((await api.get(w.actors.developer, 'inventory/units/abc/plans')).statusCode).toBe(422);
    });
  });

  describe('POST inventory/buildings/{id}/units/bulk', () => {
    const body = (extra: Record<string, unknown> = {}) => ({
      floor_from: 3,
      floor_to: 5,
      units_per_floor: 4,
      numbering_pattern: '{floor}{index:02}',
      type: 'apartment',
      bedrooms: 1,
      internal_area: 720,
      base_price: 1_000_000_00,
      price_step_per_floor: 10_000_00,
      views: ['sea'],
      ...extra,
    });

    it('previews without saving, then saves all or nothing', async () => {
      const building = await insertBuilding(ctx.db, w.developerId, projectId);
      const preview = await api.post(w.actors.developer_admin, `inventory/buildings/${building.id}/units/bulk`, body({ preview: true }));
      expect(preview.statusCode).toBe(200);
      expect(preview.json().data).toMatchObject({ count: 12, created: false });
      expect(preview.json().data.units.slice(0, 2)).toMatchObject([
        { unit_number: '301', floor: 3, price: 1_000_000_00 },
        { unit_number: '302', floor: 3, price: 1_000_000_00 },
      ]);
      expect(preview.json().data.units.at(-1)).toMatchObject({ unit_number: '504', floor: 5, price: 1_020_000_00 });
      expect(await ctx.db.select().from(units).where(eq(units.building_id, building.id))).toEqual([]);

      const saved = await api.post(w.actors.developer_admin, `inventory/buildings/${building.id}/units/bulk`, body());
      expect(saved.statusCode).toBe(201);
      expect(saved.json()).toMatchObject({ data: { count: 12, created: true }, message: '12 units created.' });
      expect(await ctx.db.select().from(units).where(eq(units.building_id, building.id))).toHaveLength(12);

      // Floors 5–6 clash on 501…504: nothing of 601…604 is written either.
      const clash = await api.post(
        w.actors.developer_admin,
        `inventory/buildings/${building.id}/units/bulk`,
        body({ floor_from: 5, floor_to: 6 }),
      );
      expect(clash.statusCode).toBe(422);
      expect(clash.json().errors).toHaveProperty('unit_number');
      expect(await ctx.db.select().from(units).where(eq(units.building_id, building.id))).toHaveLength(12);

      const matrix = await api.get(w.actors.super_admin_sales_manager, `inventory/buildings/${building.id}/availability`);
      expect(matrix.statusCode).toBe(200);
      expect(matrix.json().data.floors.map((floor: { floor: number }) => floor.floor)).toEqual([5, 4, 3]);
      expect(matrix.json().data.floors[2].units.map((cell: { unit_number: string }) => cell.unit_number)).toEqual([
        '301',
        '302',
        '303',
        '304',
      ]);
      expect(matrix.json().data.floors[0].units[0]).toMatchObject({
        floor: 5,
        type: 'apartment',
        bedrooms: 1,
        price: 1_020_000_00,
        status: 'available',
      });
      expect(matrix.json().data.availability).toMatchObject({ available: 12, total: 12 });
    });

    it('names the numbers the building already has in natural order', async () => {
      const building = await insertBuilding(ctx.db, w.developerId, projectId);
      for (const unit_number of ['A-10', 'A-2']) await insertUnit(ctx.db, w.developerId, building.id, { unit_number });
      const clash = await api.post(
        w.actors.developer_admin,
        `inventory/buildings/${building.id}/units/bulk`,
        body({ floor_from: 1, floor_to: 1, units_per_floor: 10, numbering_pattern: 'A-{index}', preview: true }),
      );
      expect(clash.statusCode).toBe(422);
      expect(clash.json().errors.unit_number).toEqual(['The building already has units A-2, A-10.']);
    });

    it('refuses the wrong callers (403/404) and bad bodies (422), capping a call at 5,000 units', async () => {
      const building = await insertBuilding(ctx.db, w.developerId, projectId);
      for (const actor of [w.actors.developer, w.actors.super_admin_sales_manager]) {
        expect((await api.post(actor, `inventory/buildings/${building.id}/units/bulk`, body())).statusCode).toBe(403);
      }
      const foreignBuilding = await insertBuilding(ctx.db, w.foreignId, (await insertProject(ctx.db, w.foreignId)).id);
      expect((await api.post(w.actors.developer_admin, `inventory/buildings/${foreignBuilding.id}/units/bulk`, body())).statusCode).toBe(
        404,
      );
      expect((await api.get(w.actors.developer_admin, `inventory/buildings/${foreignBuilding.id}/availability`)).statusCode).toBe(404);
      expect(await ctx.db.select().from(units).where(eq(units.building_id, foreignBuilding.id))).toEqual([]);
      const tooMany = await api.post(
        w.actors.developer_admin,
        `inventory/buildings/${building.id}/units/bulk`,
        body({ floor_from: 1, floor_to: 101, units_per_floor: 50 }),
      );
      expect(tooMany.statusCode).toBe(422);
      expect(tooMany.json().errors).toHaveProperty('units_per_floor');
      const noIndex = await api.post(
        w.actors.developer_admin,
        `inventory/buildings/${building.id}/units/bulk`,
        body({ numbering_pattern: 'A-{floor}' }),
      );
      expect(noIndex.json().errors).toHaveProperty('numbering_pattern');
      const repeating = await api.post(
        w.actors.developer_admin,
        `inventory/buildings/${building.id}/units/bulk`,
        body({ numbering_pattern: '{index}' }),
      );
      expect(repeating.statusCode).toBe(422);
      expect(repeating.json().errors).toHaveProperty('numbering_pattern');
      const reversed = await api.post(
        w.actors.developer_admin,
        `inventory/buildings/${building.id}/units/bulk`,
        body({ floor_from: 9, floor_to: 2 }),
      );
      expect(reversed.json().errors).toHaveProperty('floor_to');
    });
  });
});
