// The unit's price and building on each status-history entry (docs/domain.md "Unit price
// history"): every path that writes a status change records the unit's
// price and building at that moment — the creation, the bulk creation, a change by the developer
// admin and by the sales manager (PATCH …/status), a lapsed reservation's release — and the sales
// report sums those prices by those buildings' projects. Migration 0031's backfill gives older
// entries the price the report computed for them from the price history; migration 0033's gives
// them the unit's building.
import fs from 'node:fs';
import path from 'node:path';
import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../src/server/db/client.ts';
import { unitPriceHistory, unitStatusHistory, units } from '../../src/server/db/inventory-schema.ts';
import { setTestNow } from '../../src/server/services/clock.ts';
import { releaseExpiredReservations } from '../../src/server/services/reservations.ts';
import type { SalesByPeriodRow } from '../../src/shared/reports.ts';
import { actingIn, insertBuilding, insertProject, insertUnit, inventoryApi, unitBody } from './support/inventory.ts';
import { dubai } from './support/on-day.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type World } from './support/world.ts';

const HOUR = 3_600_000;

/**
 * The history as it was before migration 0041: without the triggers that count its entries by day
 * (they need every entry's price and building, which these older entries lack).
 */
async function withoutEntriesByDay(tx: { execute: (query: ReturnType<typeof sql>) => Promise<unknown> }) {
  for (const event of ['insert', 'update', 'delete']) {
    await tx.execute(sql.raw(`alter table unit_status_history disable trigger unit_status_history_by_day_${event}`));
  }
}

describe('the price on each unit status entry', () => {
  let ctx: TestContext;
  let w: World;
  let api: ReturnType<typeof inventoryApi>;
  let projectId: number;
  let buildingId: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
    api = inventoryApi(ctx);
    projectId = (await insertProject(ctx.db, w.developerId, { name: 'Priced Heights' })).id;
    buildingId = (await insertBuilding(ctx.db, w.developerId, projectId, { name: 'Tower P' })).id;
  });
  afterEach(() => setTestNow(undefined));
  afterAll(() => ctx.close());

  const history = (unitId: number) =>
    ctx.db
      .select({ to: unitStatusHistory.to_status, price: unitStatusHistory.price, building: unitStatusHistory.building_id })
      .from(unitStatusHistory)
      .where(eq(unitStatusHistory.unit_id, unitId))
      .orderBy(unitStatusHistory.id);

  const ok = async (response: Promise<{ statusCode: number; body: string; json: () => unknown }>) => {
    const res = await response;
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json() as { data: { id: number } };
  };

  it('records the price of a created unit, then the price of the day on each change (admin and sales manager)', async () => {
    const created = await ok(
      api.post(w.actors.developer_admin, 'inventory/units', unitBody(buildingId, { unit_number: 'P-101', price: 2_000_000_00 })),
    );
    const unitId = created.data.id;
    expect(await history(unitId)).toEqual([{ to: 'available', price: 2_000_000_00, building: buildingId }]);

    await ok(api.patch(w.actors.super_admin_sales_manager, `inventory/units/${unitId}/price`, { price: 2_100_000_00 }));
    await ok(api.patch(w.actors.super_admin_sales_manager, `inventory/units/${unitId}/status`, { status: 'reserved' }));
    await ok(
      api.patch(actingIn(w.actors.super_admin_sales_manager, w.developerId), `inventory/units/${unitId}/status`, { status: 'booked' }),
    );
    await ok(api.patch(w.actors.developer_admin, `inventory/units/${unitId}/price`, { price: 2_200_000_00 }));
    await ok(api.patch(w.actors.developer_admin, `inventory/units/${unitId}/status`, { status: 'sold' }));
    expect(await history(unitId)).toEqual([
      { to: 'available', price: 2_000_000_00, building: buildingId },
      { to: 'reserved', price: 2_100_000_00, building: buildingId },
      { to: 'booked', price: 2_100_000_00, building: buildingId },
      { to: 'sold', price: 2_200_000_00, building: buildingId },
    ]);
  });

  it('records each unit’s own price in a bulk creation', async () => {
    const building = await insertBuilding(ctx.db, w.developerId, projectId, { name: 'Tower Q' });
    await ok(
      api.post(w.actors.developer_admin, `inventory/buildings/${building.id}/units/bulk`, {
        floor_from: 1,
        floor_to: 3,
        units_per_floor: 2,
        numbering_pattern: '{floor}{index:02}',
        type: 'apartment',
        bedrooms: 1,
        internal_area: 700,
        base_price: 1_000_000_00,
        price_step_per_floor: 50_000_00,
      }),
    );
    const rows = await ctx.db
      .select({
        unitPrice: units.price,
        to: unitStatusHistory.to_status,
        price: unitStatusHistory.price,
        building: unitStatusHistory.building_id,
      })
      .from(unitStatusHistory)
      .innerJoin(units, eq(units.id, unitStatusHistory.unit_id))
      .where(eq(units.building_id, building.id));
    expect(rows).toHaveLength(6);
    expect(new Set(rows.map((row) => row.price))).toEqual(new Set([1_000_000_00, 1_050_000_00, 1_100_000_00]));
    for (const row of rows) expect(row).toEqual({ unitPrice: row.price, to: 'available', price: row.price, building: building.id });
  });

  it('records the price when a lapsed reservation is released', async () => {
    const unit = await insertUnit(ctx.db, w.developerId, buildingId, { price: 900_000_00 });
    await ok(api.patch(w.actors.developer_admin, `inventory/units/${unit.id}/status`, { status: 'reserved' }));
    await ok(api.patch(w.actors.developer_admin, `inventory/units/${unit.id}/price`, { price: 950_000_00 }));
    setTestNow(new Date(Date.now() + 72 * HOUR));
    expect(await ctx.db.transaction((tx) => releaseExpiredReservations(tx, eq(units.id, unit.id)))).toBe(1);
    expect(await history(unit.id)).toEqual([
      { to: 'reserved', price: 900_000_00, building: buildingId },
      { to: 'available', price: 950_000_00, building: buildingId },
    ]);
  });

  it('keeps the building of older entries when the unit moves, and the report counts them there', async () => {
    const otherProject = await insertProject(ctx.db, w.developerId, { name: 'Moved To Gardens' });
    const from = await insertBuilding(ctx.db, w.developerId, projectId, { name: 'Tower M1' });
    const to = await insertBuilding(ctx.db, w.developerId, otherProject.id, { name: 'Tower M2' });
    setTestNow(dubai('2026-04-06'));
    const created = await ok(
      api.post(w.actors.developer_admin, 'inventory/units', unitBody(from.id, { unit_number: 'M-1', price: 1_500_000_00 })),
    );
    const unitId = created.data.id;
    await ok(api.patch(w.actors.developer_admin, `inventory/units/${unitId}/status`, { status: 'booked' }));
    setTestNow(dubai('2026-04-08'));
    await ok(api.put(w.actors.developer_admin, `inventory/units/${unitId}`, unitBody(to.id, { unit_number: 'M-1', price: 1_500_000_00 })));
    setTestNow(dubai('2026-04-09'));
    await ok(api.patch(w.actors.developer_admin, `inventory/units/${unitId}/status`, { status: 'sold' }));
    setTestNow(undefined);
    expect(await history(unitId)).toEqual([
      { to: 'available', price: 1_500_000_00, building: from.id },
      { to: 'booked', price: 1_500_000_00, building: from.id },
      { to: 'sold', price: 1_500_000_00, building: to.id },
    ]);
    const res = await api.get(w.actors.developer_admin, 'reports/sales-by-period', { from: '2026-04-01', to: '2026-04-30' });
    expect(res.statusCode, res.body).toBe(200);
    const rows = (res.json() as { data: SalesByPeriodRow[] }).data;
    expect(rows.map(({ project_id, status, units: count }) => ({ project_id, status, count }))).toEqual([
      { project_id: otherProject.id, status: 'sold', count: 1 },
      { project_id: projectId, status: 'booked', count: 1 },
    ]);
  });

  it('gives a deleted building’s or project’s entries the unit’s building now, keeping the history', async () => {
    const leaving = await insertProject(ctx.db, w.developerId, { name: 'Leaving Park' });
    const [oldBuilding, oldProjectBuilding, newBuilding] = await Promise.all([
      insertBuilding(ctx.db, w.developerId, projectId, { name: 'Tower D1' }),
      insertBuilding(ctx.db, w.developerId, leaving.id, { name: 'Tower D2' }),
      insertBuilding(ctx.db, w.developerId, projectId, { name: 'Tower D3' }),
    ]);
    const moved: number[] = [];
    for (const [index, building] of [oldBuilding, oldProjectBuilding].entries()) {
      const unitId = (await ok(api.post(w.actors.developer_admin, 'inventory/units', unitBody(building.id, { unit_number: `D-${index}` }))))
        .data.id;
      await ok(api.patch(w.actors.developer_admin, `inventory/units/${unitId}/status`, { status: 'booked' }));
      await ok(api.put(w.actors.developer_admin, `inventory/units/${unitId}`, unitBody(newBuilding.id, { unit_number: `D-${index}` })));
      moved.push(unitId);
    }
    await ok(api.delete(w.actors.developer_admin, `inventory/buildings/${oldBuilding.id}`));
    await ok(api.delete(w.actors.developer_admin, `inventory/projects/${leaving.id}`));
    for (const unitId of moved) {
      expect((await history(unitId)).map((entry) => ({ to: entry.to, building: entry.building }))).toEqual([
        { to: 'available', building: newBuilding.id },
        { to: 'booked', building: newBuilding.id },
      ]);
    }
  });

  it('sums the recorded prices in the sales report, not today’s price nor the price history', async () => {
    const building = await insertBuilding(ctx.db, w.developerId, projectId, { name: 'Tower R' });
    const booked = await insertUnit(ctx.db, w.developerId, building.id, { price: 3_000_000_00 });
    setTestNow(dubai('2026-02-10'));
    await ok(api.patch(w.actors.developer_admin, `inventory/units/${booked.id}/status`, { status: 'booked' }));
    setTestNow(dubai('2026-02-20'));
    await ok(api.patch(w.actors.developer_admin, `inventory/units/${booked.id}/price`, { price: 3_500_000_00 }));
    // An entry whose recorded price is neither the unit's price today nor in its price history.
    await ctx.db.insert(unitStatusHistory).values({
      organization_id: w.developerId,
      unit_id: booked.id,
      building_id: building.id,
      from_status: 'booked',
      to_status: 'sold',
      price: 3_333_000_00,
      created_at: dubai('2026-02-25'),
    });
    setTestNow(undefined);
    const res = await api.get(w.actors.developer_admin, 'reports/sales-by-period', {
      from: '2026-02-01',
      to: '2026-02-28',
      project_id: projectId,
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = (res.json() as { data: SalesByPeriodRow[] }).data.filter((row) => row.period === '2026-02-01');
    expect(rows.map(({ status, units: count, value }) => ({ status, count, value }))).toEqual([
      { status: 'booked', count: 1, value: 3_000_000_00 },
      { status: 'sold', count: 1, value: 3_333_000_00 },
    ]);
    // The page and its total come from one statement; a page past the end still knows the total.
    const query = { from: '2026-02-01', to: '2026-02-28', project_id: projectId, per_page: 1 };
    for (const [page, statuses] of [
      [1, ['booked']],
      [2, ['sold']],
      [3, []],
    ] as const) {
      const paged = await api.get(w.actors.developer_admin, 'reports/sales-by-period', { ...query, page });
      expect(paged.statusCode, paged.body).toBe(200);
      const body = paged.json() as { data: SalesByPeriodRow[]; meta: { total: number; last_page: number } };
      expect({ statuses: body.data.map((row) => row.status), meta: body.meta }).toMatchObject({
        statuses,
        meta: { total: 2, last_page: 2 },
      });
    }
  });

  it('backfills older entries with the price the report gave them (migration 0031)', async () => {
    const building = await insertBuilding(ctx.db, w.developerId, projectId, { name: 'Tower S' });
    // Three units booked on 10 March, their entries written as before the column: one repriced
    // after its booking (the price before its next change), one repriced before it (its recorded
    // price then), one never repriced (its price today).
    const [later, earlier, never] = await Promise.all(
      [1_000_000_00, 2_000_000_00, 3_000_000_00].map((price, index) =>
        insertUnit(ctx.db, w.developerId, building.id, { unit_number: `S${index}`, price }),
      ),
    );
    await ctx.db.insert(unitPriceHistory).values([
      {
        organization_id: w.developerId,
        unit_id: later!.id,
        previous_price: 900_000_00,
        price: 1_000_000_00,
        created_at: dubai('2026-03-20'),
      },
      {
        organization_id: w.developerId,
        unit_id: earlier!.id,
        previous_price: 1_800_000_00,
        price: 2_000_000_00,
        created_at: dubai('2026-03-01'),
      },
    ]);
    const migration = fs.readFileSync(path.join(MIGRATIONS_DIR, '0031_status_history_price.sql'), 'utf8');
    const statements = migration.split('--> statement-breakpoint').map((statement) => statement.replace(/^\s*--.*$/gm, '').trim());
    const backfill = statements.find((statement) => statement.startsWith('UPDATE'));
    const required = statements.find((statement) => statement.includes('SET NOT NULL'));
    expect(backfill).toBeDefined();
    expect(required).toBeDefined();
    const rolledBack = new Error('rolled back');
    await expect(
      ctx.db.transaction(async (tx) => {
        // The column as the migration adds it, before its backfill: the entries written without it.
        await tx.execute(sql`alter table unit_status_history alter column price drop not null`);
        await withoutEntriesByDay(tx);
        await tx.insert(unitStatusHistory).values(
          [later!, earlier!, never!].map((unit) => ({
            organization_id: w.developerId,
            unit_id: unit.id,
            building_id: building.id,
            from_status: 'available' as const,
            to_status: 'booked' as const,
            price: sql`null`,
            created_at: dubai('2026-03-10'),
          })),
        );
        const recorded = await tx.select({ price: unitStatusHistory.price }).from(unitStatusHistory).where(isNull(unitStatusHistory.price));
        expect(recorded).toHaveLength(3);
        await tx.execute(sql.raw(backfill!));
        await tx.execute(sql.raw(required!));
        const filled = await Promise.all(
          [later!, earlier!, never!].map(
            async (unit) =>
              (await tx.select({ price: unitStatusHistory.price }).from(unitStatusHistory).where(eq(unitStatusHistory.unit_id, unit.id)))[0]
                ?.price,
          ),
        );
        expect(filled).toEqual([900_000_00, 2_000_000_00, 3_000_000_00]);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    // Entries written since keep their own price: the backfill fills only the empty ones.
    expect(backfill).toMatch(/WHERE h\."price" IS NULL\s*;?$/);
  });

  it('backfills older entries with the unit’s building (migration 0033)', async () => {
    const building = await insertBuilding(ctx.db, w.developerId, projectId, { name: 'Tower T' });
    const other = await insertBuilding(ctx.db, w.developerId, projectId, { name: 'Tower U' });
    const unit = await insertUnit(ctx.db, w.developerId, building.id, { unit_number: 'T1' });
    const migration = fs.readFileSync(path.join(MIGRATIONS_DIR, '0034_status_history_building.sql'), 'utf8');
    const statements = migration.split('--> statement-breakpoint').map((statement) => statement.replace(/^\s*--.*$/gm, '').trim());
    const backfill = statements.find((statement) => statement.startsWith('UPDATE'));
    const required = statements.find((statement) => statement.includes('SET NOT NULL'));
    expect(backfill).toBeDefined();
    expect(required).toBeDefined();
    const rolledBack = new Error('rolled back');
    await expect(
      ctx.db.transaction(async (tx) => {
        await tx.execute(sql`alter table unit_status_history alter column building_id drop not null`);
        await withoutEntriesByDay(tx);
        // One entry written before the column, one since (in another building: kept).
        await tx.insert(unitStatusHistory).values([
          { organization_id: w.developerId, unit_id: unit.id, building_id: sql`null`, to_status: 'available', price: 1 },
          {
            organization_id: w.developerId,
            unit_id: unit.id,
            building_id: other.id,
            from_status: 'available',
            to_status: 'booked',
            price: 1,
          },
        ]);
        await tx.execute(sql.raw(backfill!));
        await tx.execute(sql.raw(required!));
        const filled = await tx
          .select({ to: unitStatusHistory.to_status, building: unitStatusHistory.building_id })
          .from(unitStatusHistory)
          .where(eq(unitStatusHistory.unit_id, unit.id))
          .orderBy(unitStatusHistory.id);
        expect(filled).toEqual([
          { to: 'available', building: building.id },
          { to: 'booked', building: other.id },
        ]);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
  });
});
