// sales.open_from (docs/architecture.md "Open sales") against the sales themselves: after each
// write path that can move it — recording a sale, a receipt, a post-dated cheque before and after
// its date, a bounce, a milestone dated by the project's progress, a handover date moved, a
// re-plan, full payment — the stored date equals the oldest dated current line that the received
// receipts do not cover, worked out here in JavaScript from the rows. Runs on PGlite and, with
// DATABASE_URL, on PostgreSQL.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saleReceipts, sales, saleScheduleLines, saleSchedules } from '../../src/server/db/sales-schema.ts';
import { setTestNow } from '../../src/server/services/clock.ts';
import { insertBuilding, insertProject, inventoryApi, projectBody } from './support/inventory.ts';
import { insertUnit } from './support/sale-offers.ts';
import { saleBody } from './support/sales.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type World } from './support/world.ts';

const PRICE = 10_000_000;
// 10 % on booking (2026-03-01), 20 % three months on, 30 % at 50 % construction, 40 % on handover.
const INSTALLMENTS = [
  { label: 'Booking', percentage: 10, due_type: 'on_booking', due_value: null },
  { label: 'Month 3', percentage: 20, due_type: 'months_after_booking', due_value: 3 },
  { label: 'Frame', percentage: 30, due_type: 'construction_percent', due_value: 50 },
  { label: 'Handover', percentage: 40, due_type: 'on_handover', due_value: null },
];

describe('sales.open_from', () => {
  let ctx: TestContext;
  let w: World;
  let api: ReturnType<typeof inventoryApi>;
  let project: { id: number; name: string };
  let building: number;

  beforeAll(async () => {
    setTestNow(new Date('2026-06-15T08:00:00Z'));
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
    api = inventoryApi(ctx);
    project = await insertProject(ctx.db, w.developerId, { handover_date: '2029-06-30', construction_progress: 10 });
    building = (await insertBuilding(ctx.db, w.developerId, project.id)).id;
  });
  afterAll(async () => {
    setTestNow(undefined);
    await ctx.close();
  });

  const stored = async (saleId: number) =>
    (await ctx.db.select({ open_from: sales.open_from }).from(sales).where(eq(sales.id, saleId)))[0]!.open_from;

  /** The oldest dated current line the received receipts do not cover, from the rows. */
  const expected = async (saleId: number) => {
    const lines = await ctx.db
      .select({ due_date: saleScheduleLines.due_date, sequence: saleScheduleLines.sequence, amount: saleScheduleLines.amount })
      .from(saleScheduleLines)
      .innerJoin(saleSchedules, eq(saleSchedules.id, saleScheduleLines.schedule_id))
      .where(sql`${saleScheduleLines.sale_id} = ${saleId} and ${saleSchedules.is_current} and ${saleScheduleLines.due_date} is not null`);
    lines.sort((a, b) => a.due_date!.localeCompare(b.due_date!) || a.sequence - b.sequence);
    const receipts = await ctx.db
      .select({ amount: saleReceipts.amount, status: saleReceipts.status })
      .from(saleReceipts)
      .where(eq(saleReceipts.sale_id, saleId));
    let left = receipts.filter((receipt) => receipt.status === 'received').reduce((sum, receipt) => sum + receipt.amount, 0);
    for (const line of lines) {
      if (left < line.amount) return line.due_date;
      left -= line.amount;
    }
    return null;
  };

  const check = async (saleId: number, date: string | null) => {
    expect(await stored(saleId)).toBe(await expected(saleId));
    expect(await stored(saleId)).toBe(date);
  };

  const newSale = async (inBuilding = building) => {
    const unit = await insertUnit(ctx.db, w.developerId, inBuilding, { price: PRICE });
    const res = await api.post(w.actors.developer_admin, 'sales', saleBody(unit.id, { installments: INSTALLMENTS }));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as number;
  };
  const pay = async (saleId: number, amount: number, extra: Record<string, unknown> = {}) => {
    const res = await api.post(w.actors.developer_admin, `sales/${saleId}/receipts`, { amount, method: 'bank_transfer', ...extra });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as number;
  };
  const updateProject = async (extra: Record<string, unknown>) => {
    const res = await api.put(w.actors.developer_admin, `inventory/projects/${project.id}`, projectBody({ name: project.name, ...extra }));
    expect(res.statusCode, res.body).toBe(200);
  };

  it('follows receipts, cheques, bounces, milestones, handover moves, re-plans and full payment', async () => {
    const saleId = await newSale();
    await check(saleId, '2026-03-01');

    // The booking line paid, and part of the next: the next is the oldest open.
    await pay(saleId, 1_000_000);
    await check(saleId, '2026-06-01');
    await pay(saleId, 500_000);
    await check(saleId, '2026-06-01');

    // A post-dated cheque covering the rest of month 3 counts only once it is received.
    const cheque = await pay(saleId, 1_500_000, {
      method: 'cheque',
      cheque_number: '000123',
      cheque_bank: 'Emirates NBD',
      cheque_date: '2026-06-20',
    });
    await check(saleId, '2026-06-01');
    setTestNow(new Date('2026-06-21T08:00:00Z'));
    expect((await api.get(w.actors.developer_admin, `sales/${saleId}`)).statusCode).toBe(200);
    // Month 3 is covered; the milestone has no date and handover is the next dated line.
    await check(saleId, '2029-06-30');

    // The project reaches the milestone: it falls due today, before handover.
    await updateProject({ construction_progress: 55, handover_date: '2029-06-30' });
    await check(saleId, '2026-06-21');

    // The cheque bounces: month 3 re-opens.
    const bounced = await api.post(w.actors.developer_admin, `sales/${saleId}/receipts/${cheque}/bounce`, { reason: 'Insufficient funds' });
    expect(bounced.statusCode, bounced.body).toBe(200);
    await check(saleId, '2026-06-01');

    // Paid through the milestone: handover is next, and moves with the project's date.
    await pay(saleId, 1_500_000 + 3_000_000);
    await check(saleId, '2029-06-30');
    await updateProject({ construction_progress: 55, handover_date: '2029-12-31' });
    await check(saleId, '2029-12-31');

    // A re-plan: the new schedule's lines, the old ones out.
    const replanned = await api.post(w.actors.developer_admin, `sales/${saleId}/schedules`, {
      reason: 'Buyer asked for a later last payment',
      installments: [
        { label: 'Paid so far', percentage: 60, due_type: 'on_booking', due_value: null },
        { label: 'Month 12', percentage: 20, due_type: 'months_after_booking', due_value: 12 },
        { label: 'Month 18', percentage: 20, due_type: 'months_after_booking', due_value: 18 },
      ],
    });
    expect(replanned.statusCode, replanned.body).toBe(200);
    await check(saleId, '2027-03-01');

    // Paid in full: nothing open.
    await pay(saleId, 4_000_000);
    await check(saleId, null);
  });

  it('the collections screen and its totals leave out sales paid up to date, and still list a due cheque as paid', async () => {
    setTestNow(new Date('2026-06-05T08:00:00Z'));
    const other = await insertProject(ctx.db, w.developerId, { handover_date: '2029-06-30', construction_progress: 10 });
    const otherBuilding = (await insertBuilding(ctx.db, w.developerId, other.id)).id;
    const paidUp = await newSale(otherBuilding);
    await pay(paidUp, 1_000_000 + 2_000_000);
    const open = await newSale(otherBuilding);
    // A post-dated cheque for the booking line, whose date has come but which no read of the sale
    // has settled: the stored date still counts the line open, the list counts it paid.
    await pay(open, 1_000_000, { method: 'cheque', cheque_number: '000456', cheque_bank: 'Mashreq', cheque_date: '2026-06-10' });
    setTestNow(new Date('2026-06-15T08:00:00Z'));
    await check(open, '2026-03-01');
    await check(paidUp, '2029-06-30');
    const res = await api.get(w.actors.developer_admin, 'collections', { organization_id: w.developerId, per_page: 100 });
    expect(res.statusCode, res.body).toBe(200);
    const lines = (res.json().data as { sale_id: number; label: string; open: number }[]).filter((line) =>
      [paidUp, open].includes(line.sale_id),
    );
    expect(lines.map((line) => [line.sale_id, line.label, line.open])).toEqual([[open, 'Month 3', 2_000_000]]);
  });
});
