// Demo units (seedDemoUnits): a few hundred units over the six demo buildings, mostly available,
// with reservations that lapse in the future and a status history that leads to each status, its
// bookings and sales spread over the last twelve months, each unit's history a chain.
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unitStatusHistory, units } from '../../src/server/db/inventory-schema.ts';
import { seedDemoInventory, storeDemoInventoryFiles } from '../../src/server/db/seed/demo-inventory.ts';
import { seedDemoUnits } from '../../src/server/db/seed/demo-units.ts';
import { createLocalStorage } from '../../src/server/services/local-storage.ts';
import { inventoryApi } from './support/inventory.ts';
import { statusHistoryChainBreaks } from './support/status-history-chain.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type World } from './support/world.ts';

describe('demo units (seedDemoUnits)', () => {
  let ctx: TestContext;
  let w: World;
  let api: ReturnType<typeof inventoryApi>;
  beforeAll(async () => {
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
    api = inventoryApi(ctx);
  });
  afterAll(() => ctx.close());

  it('gives every demo building units of realistic types, areas, prices and statuses, with history', async () => {
    const storage = createLocalStorage(path.join(ctx.config.dataDir, 'files'));
    const files = await storeDemoInventoryFiles(storage);
    const now = new Date();
    await ctx.db.transaction(async (tx) => {
      await seedDemoInventory(tx, files, w.developerId);
      await seedDemoUnits(tx, {
        developerId: w.developerId,
        developerAdminId: w.actors.developer_admin.userId,
        salesManagerId: w.actors.super_admin_sales_manager.userId,
        now,
      });
    });
    const rows = await ctx.db.select().from(units).where(eq(units.organization_id, w.developerId));
    expect(rows.length).toBeGreaterThanOrEqual(150);
    expect(rows.length).toBeLessThanOrEqual(600);
    expect(new Set(rows.map((row) => row.building_id)).size).toBe(6);
    const count = (status: string) => rows.filter((row) => row.status === status).length;
    expect(count('available')).toBeGreaterThan(rows.length / 2);
    for (const status of ['reserved', 'booked', 'sold', 'blocked']) expect(count(status)).toBeGreaterThan(0);
    for (const row of rows.filter((unit) => unit.status === 'reserved'))
      expect(row.reserved_until!.getTime()).toBeGreaterThan(now.getTime());
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set(['apartment', 'penthouse', 'duplex', 'townhouse', 'villa']));
    for (const row of rows) {
      expect(row.price % 100_000_00).toBe(0);
      expect(row.price).toBeGreaterThan(0);
    }

    const sold = rows.find((row) => row.status === 'sold')!;
    const shown = (await api.get(w.actors.super_admin_sales_manager, `inventory/units/${sold.id}`)).json().data;
    expect(
      shown.status_history.map((change: { from_status: string | null; to_status: string }) => `${change.from_status}→${change.to_status}`),
    ).toEqual(['booked→sold', 'available→booked', 'null→available']);
    const history = await ctx.db.select().from(unitStatusHistory).where(eq(unitStatusHistory.organization_id, w.developerId));
    expect(history.length).toBeGreaterThan(rows.length);
    // Each unit's history is a chain, from its creation to today's status, which the snapshot's
    // past-day totals count from (docs/architecture.md "The status history is a chain").
    expect(await statusHistoryChainBreaks(ctx.db, w.developerId)).toEqual([]);
    // Each entry records the price the unit had then, as its price history has it (the repriced
    // third entered their first statuses at the lower launch price).
    const entries = await ctx.db
      .select({
        recorded: unitStatusHistory.price,
        today: units.price,
        pricedThen:
          sql<number>`(select p.price from unit_price_history p where p.unit_id = ${unitStatusHistory.unit_id} and p.created_at <= ${unitStatusHistory.created_at} order by p.created_at desc, p.id desc limit 1)`.mapWith(
            Number,
          ),
      })
      .from(unitStatusHistory)
      .innerJoin(units, eq(units.id, unitStatusHistory.unit_id))
      .where(eq(unitStatusHistory.organization_id, w.developerId));
    expect(entries).toHaveLength(history.length);
    expect(entries.filter((entry) => entry.recorded !== entry.pricedThen)).toEqual([]);
    expect(entries.some((entry) => entry.recorded < entry.today)).toBe(true);
    // Sales spread over the last twelve months: the dashboard's absorption has most months to show.
    const absorption = (await api.get(w.actors.developer_admin, 'dashboards/developer/absorption')).json().data as {
      period: string;
      status: string;
    }[];
    expect(new Set(absorption.filter((row) => row.status === 'sold').map((row) => row.period)).size).toBeGreaterThanOrEqual(9);
    expect(absorption.some((row) => row.status === 'booked')).toBe(true);
    const banner = await api.get(w.actors.developer_admin, 'inventory/buildings/no-units-banner');
    expect(banner.json().data).toEqual([]);
  });
});
