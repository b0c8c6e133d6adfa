// The status history is a chain (docs/architecture.md "The status history is a chain"): after
// every path that writes it — a unit's creation (in any status it may be created in), the bulk
// creation, the status route (reservation, booking, sale, a sold unit reopened, blocking), a
// reservation's lapse, a sale recorded and cancelled, a unit moved to another building and its old
// building deleted, a unit deleted — each unit's entries start at its creation and each leaves
// the status the one before entered. The inventory snapshot's organization-wide total of a
// status on a past day is counted from that chain (today's units of the status less the entries
// into it since, plus the entries out of it), without reading a unit: on every day around those
// writes and for every status it equals the units the snapshot lists, which rebuild each unit's
// status on its own. The demo seed's chain is checked by inventory-units-demo.test.ts.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setTestNow } from '../../src/server/services/clock.ts';
import { UNIT_STATUSES } from '../../src/shared/inventory.ts';
import type { InventorySnapshotRow } from '../../src/shared/reports.ts';
import { bulkUnitsBody, insertBuilding, insertPlan, insertProject, insertUnit, inventoryApi, unitBody } from './support/inventory.ts';
import { saleBody } from './support/sales.ts';
import { statusHistoryChainBreaks } from './support/status-history-chain.ts';
import { dubai, onDay } from './support/on-day.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type World } from './support/world.ts';

describe('the status history is a chain', () => {
  let ctx: TestContext;
  let w: World;
  let api: ReturnType<typeof inventoryApi>;
  let counting = false;
  const statements: string[] = [];

  const ok = async (day: string, request: () => Promise<{ statusCode: number; body: string; json: () => unknown }>) => {
    const res = await onDay(day, request);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json() as { data: { id: number } };
  };
  const snapshot = async (query: Record<string, unknown>) => {
    const res = await api.get(w.actors.developer_admin, 'reports/inventory-snapshot', { per_page: 100, ...query });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: InventorySnapshotRow[]; meta: { total: number } };
  };

  beforeAll(async () => {
    ctx = await createTestContext({ database: { onQuery: (text) => counting && statements.push(text) } });
    w = await buildWorld(ctx.db);
    api = inventoryApi(ctx);
    const admin = w.actors.developer_admin;
    const project = await insertProject(ctx.db, w.developerId, { name: 'Chain Heights' });
    const tower = (await insertBuilding(ctx.db, w.developerId, project.id, { name: 'Chain Tower' })).id;
    const annex = (await insertBuilding(ctx.db, w.developerId, project.id, { name: 'Chain Annex' })).id;
    const annexPlan = (await insertPlan(ctx.db, w.developerId, annex)).id;

    // 5 January: one unit of each status a unit may be created in, and two in the annex in bulk.
    const created: number[] = [];
    for (const status of ['available', 'booked', 'sold', 'blocked'] as const) {
      created.push(
        (await ok('2026-01-05', () => api.post(admin, 'inventory/units', unitBody(tower, { unit_number: `C-${status}`, status })))).data.id,
      );
    }
    const [walked, , , blocked] = created as [number, number, number, number];
    await ok('2026-01-05', () =>
      api.post(admin, `inventory/buildings/${annex}/units/bulk`, bulkUnitsBody({ numbering_pattern: 'X{floor}{index:02}' })),
    );
    const annexUnits = (
      (await api.get(admin, 'inventory/units', { building_id: annex, per_page: 10 })).json() as { data: { id: number }[] }
    ).data.map((unit) => unit.id);
    const [soldThenCancelled, moved] = annexUnits as [number, number];

    // One unit walks every status: reserved on 20 January until the 21st, lapsed by the 25th (a
    // read releases it), booked 3 February, sold the 10th, reopened by the admin the 15th.
    await ok('2026-01-20', () =>
      api.patch(admin, `inventory/units/${walked}/status`, { status: 'reserved', reserved_until: dubai('2026-01-21').toISOString() }),
    );
    await ok('2026-01-25', () => api.get(admin, 'inventory/units', { per_page: 1 }));
    await ok('2026-02-03', () => api.patch(admin, `inventory/units/${walked}/status`, { status: 'booked' }));
    await ok('2026-02-10', () => api.patch(admin, `inventory/units/${walked}/status`, { status: 'sold' }));
    await ok('2026-02-15', () => api.patch(admin, `inventory/units/${walked}/status`, { status: 'available' }));
    // A sale books an annex unit on 1 March; its cancellation on the 10th makes it available.
    const sale = await ok('2026-03-01', () => api.post(admin, 'sales', saleBody(soldThenCancelled, { payment_plan_id: annexPlan })));
    await ok('2026-03-10', () => api.post(admin, `sales/${sale.data.id}/cancel`, { reason: 'Buyer withdrew' }));
    // On 15 March the other annex unit moves to the tower, the first is deleted, and the emptied
    // annex is deleted: its entries are re-homed, not lost.
    await ok('2026-03-15', () => api.put(admin, `inventory/units/${moved}`, unitBody(tower, { unit_number: 'C-moved' })));
    await ok('2026-03-15', () => api.delete(admin, `inventory/units/${soldThenCancelled}`));
    await ok('2026-03-15', () => api.delete(admin, `inventory/buildings/${annex}`));
    // The blocked unit is released on 20 March; a unit is created on 1 April.
    await ok('2026-03-20', () => api.patch(admin, `inventory/units/${blocked}/status`, { status: 'available' }));
    await ok('2026-04-01', () => api.post(admin, 'inventory/units', unitBody(tower, { unit_number: 'C-april' })));
  });
  afterEach(() => setTestNow(undefined));
  afterAll(() => ctx.close());

  it('holds after every path that writes the history', async () => {
    expect(await statusHistoryChainBreaks(ctx.db, w.developerId)).toEqual([]);
  });

  it('totals each status on every day around the writes as the units listed, without reading the units', async () => {
    const days = [
      '2026-01-04',
      '2026-01-05',
      '2026-01-20',
      '2026-01-24',
      '2026-01-25',
      '2026-02-03',
      '2026-02-12',
      '2026-02-15',
      '2026-03-01',
      '2026-03-12',
      '2026-03-15',
      '2026-03-25',
      '2026-04-01',
    ];
    for (const date of days) {
      const all = await snapshot({ date });
      expect(all.meta.total, date).toBe(all.data.length);
      for (const status of UNIT_STATUSES) {
        statements.length = 0;
        counting = true;
        const filtered = await snapshot({ date, status });
        counting = false;
        const listed = all.data.filter((unit) => unit.status === status).length;
        expect(filtered.data, `${date} ${status}`).toHaveLength(listed);
        expect(filtered.meta.total, `${date} ${status}`).toBe(listed);
        // The total is the one statement that reads the counters. With changes since the day (all
        // but the last write's), it reads the entries since and no unit.
        const total = statements.filter((text) => text.includes('"unit_counters"'));
        expect(total, `${date} ${status}`).toHaveLength(1);
        if (date !== days.at(-1)) {
          expect(total[0]).toContain('"unit_status_history"');
          expect(total[0]).not.toMatch(/from "units"|join "units"/);
        }
      }
    }
    // The days span every status the walk took, so the counts are not all zero.
    const onTheTwelfth = await snapshot({ date: '2026-02-12', status: 'sold' });
    expect(onTheTwelfth.meta.total).toBe(2);
  });

  it('is what the check reads: a unit written around the API breaks it', async () => {
    const tower = (await insertBuilding(ctx.db, w.developerId, (await insertProject(ctx.db, w.developerId)).id)).id;
    await insertUnit(ctx.db, w.developerId, tower, { unit_number: 'NO-HISTORY' });
    expect(await statusHistoryChainBreaks(ctx.db, w.developerId)).toEqual(['NO-HISTORY: no entry']);
  });
});
