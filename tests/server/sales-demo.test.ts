import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoSales } from '../../src/server/db/seed/demo-sales.ts';
import { insertBuilding, insertPlan, insertProject, inventoryApi } from './support/inventory.ts';
import { insertUnit } from './support/sale-offers.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type World } from './support/world.ts';

type Sale = {
  id: number;
  final_price: number;
  seller_type: string;
  fees_total: number;
  schedule: { total: number; lines: { amount: number }[] };
  schedule_history: unknown[];
};

describe('demo sales (seedDemoSales)', () => {
  let ctx: TestContext;
  let w: World;
  let api: ReturnType<typeof inventoryApi>;
  beforeAll(async () => {
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
    api = inventoryApi(ctx);
    const project = await insertProject(ctx.db, w.developerId, { handover_date: '2028-12-31', construction_progress: 30 });
    const building = await insertBuilding(ctx.db, w.developerId, project.id);
    await insertPlan(ctx.db, w.developerId, building.id);
    for (let index = 0; index < 6; index++)
      await insertUnit(ctx.db, w.developerId, building.id, {
        status: index % 2 ? 'sold' : 'booked',
        status_changed_at: new Date(Date.UTC(2026, index, 10, 8)),
        price: 150_000_000 + index * 1_000_001,
      });
    await insertUnit(ctx.db, w.developerId, building.id);
    const recorded = await ctx.db.transaction((tx) =>
      seedDemoSales(tx, {
        developerId: w.developerId,
        developerAdminId: w.actors.developer_admin.userId,
        salesManagerId: w.actors.super_admin_sales_manager.userId,
      }),
    );
    expect(recorded).toBe(6);
  });
  afterAll(() => ctx.close());

  it('records a sale for every booked or sold unit, schedules adding up to the final price', async () => {
    const list = (await api.get(w.actors.developer_admin, 'sales', { per_page: 50 })).json();
    expect(list.meta.total).toBe(6);
    const sellers = new Set<string>();
    let replanned = 0;
    for (const row of list.data as { id: number }[]) {
      const sale = (await api.get(w.actors.developer_admin, `sales/${row.id}`)).json().data as Sale;
      sellers.add(sale.seller_type);
      expect(sale.schedule.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(sale.final_price);
      expect(sale.fees_total).toBeGreaterThan(0);
      if (sale.schedule_history.length) replanned++;
    }
    expect([...sellers].sort()).toEqual(['agency', 'developer', 'platform']);
    expect(replanned).toBe(1);
  });

  it('turns the payment reminders on at the usual steps', async () => {
    const settings = (await api.get(w.actors.developer_admin, 'sales/reminder-settings')).json().data;
    expect(settings).toMatchObject({ enabled: true, provider: 'log', steps: [-7, 0, 3, 14] });
  });

  it('has payments: partly paid down payments overdue, one bounced cheque, one post-dated cheque pending; sums exact', async () => {
    const list = (await api.get(w.actors.developer_admin, 'sales', { per_page: 50 })).json();
    const statuses: string[] = [];
    let overdueSales = 0;
    for (const row of list.data as { id: number }[]) {
      const sale = (await api.get(w.actors.developer_admin, `sales/${row.id}`)).json().data;
      const receipts = (await api.get(w.actors.developer_admin, `sales/${row.id}/receipts`)).json().data as {
        amount: number;
        status: string;
        allocations: { amount: number }[];
      }[];
      statuses.push(...receipts.map((receipt) => receipt.status));
      const received = receipts.filter((receipt) => receipt.status === 'received').reduce((sum, receipt) => sum + receipt.amount, 0);
      const allocated = receipts.flatMap((receipt) => receipt.allocations).reduce((sum, allocation) => sum + allocation.amount, 0);
      expect(sale.payments.paid).toBe(received);
      expect(allocated + sale.payments.credit).toBe(received);
      expect(sale.payments.paid + sale.payments.open - sale.payments.credit).toBe(sale.final_price);
      if (sale.payments.overdue > 0) overdueSales++;
    }
    expect(statuses.filter((status) => status === 'bounced')).toHaveLength(1);
    expect(statuses.filter((status) => status === 'pending')).toHaveLength(1);
    expect(statuses.filter((status) => status === 'received').length).toBeGreaterThanOrEqual(6);
    expect(overdueSales).toBeGreaterThan(0);
  });

  it('has commissions earned at the booking: pending lines, one approved and one paid', async () => {
    const lines = (await api.get(w.actors.developer_admin, 'commissions', { per_page: 50 })).json().data as {
      status: string;
      trigger: string;
      amount: number;
      base_amount: number;
      rate_hundredths: number;
    }[];
    expect(lines.length).toBeGreaterThan(3);
    expect(
      lines.every((line) => line.trigger === 'booking' && line.amount === Math.round((line.base_amount * line.rate_hundredths) / 10_000)),
    ).toBe(true);
    expect(lines.filter((line) => line.status === 'approved')).toHaveLength(1);
    expect(lines.filter((line) => line.status === 'paid')).toHaveLength(1);
  });

  it('writes the organization’s default fees', async () => {
    const defaults = (await api.get(w.actors.developer_admin, 'sales/fee-defaults')).json().data;
    expect(defaults.fees.map((fee: { label: string }) => fee.label)).toEqual(['DLD land registration', 'Admin fee']);
  });
});
