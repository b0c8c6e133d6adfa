// sale_schedule_lines.open_amount (docs/architecture.md "Open amounts") against the sales
// themselves: after each write path that can move it — recording a sale, a receipt, a post-dated
// cheque before and after its date, a bounce, a milestone dated by the project's progress, a
// handover date moved, a re-plan, a cancellation, full payment — every line's stored open amount
// equals what the allocation rule (receipts.allocation.ts, property-tested on its own) leaves
// open from the sale's received receipts, a superseded schedule's and a cancelled sale's lines
// owing nothing. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saleReceipts, sales, saleScheduleLines, saleSchedules } from '../../src/server/db/sales-schema.ts';
import { allocate } from '../../src/server/modules/sales/receipts.allocation.ts';
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

describe('open amounts', () => {
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

  /** Each line of the sale (every schedule): its stored open amount, and what the allocation rule leaves open. */
  const openAmounts = async (saleId: number) => {
    const lines = await ctx.db
      .select({
        id: saleScheduleLines.id,
        sequence: saleScheduleLines.sequence,
        due_date: saleScheduleLines.due_date,
        amount: saleScheduleLines.amount,
        open_amount: saleScheduleLines.open_amount,
        is_current: saleSchedules.is_current,
      })
      .from(saleScheduleLines)
      .innerJoin(saleSchedules, eq(saleSchedules.id, saleScheduleLines.schedule_id))
      .where(eq(saleScheduleLines.sale_id, saleId))
      .orderBy(saleScheduleLines.id);
    const [sale] = await ctx.db.select({ status: sales.status }).from(sales).where(eq(sales.id, saleId));
    const received = await ctx.db
      .select({ id: saleReceipts.id, received_date: saleReceipts.received_date, amount: saleReceipts.amount })
      .from(saleReceipts)
      .where(and(eq(saleReceipts.sale_id, saleId), eq(saleReceipts.status, 'received')));
    const { paid } = allocate(
      lines.filter((line) => line.is_current),
      received,
    );
    return {
      stored: lines.map((line) => line.open_amount),
      expected: lines.map((line) => (sale!.status === 'active' && line.is_current ? line.amount - paid.get(line.id)! : 0)),
    };
  };

  /** The stored open amounts equal the rule's, and are `open` (the current schedule's, in sequence). */
  const check = async (saleId: number, open: number[]) => {
    const { stored, expected } = await openAmounts(saleId);
    expect(stored).toEqual(expected);
    expect(stored.slice(-open.length)).toEqual(open);
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

  it('follow receipts, cheques, bounces, milestones, handover moves, re-plans and a cancellation', async () => {
    // Booking 1, month 3 2, frame (50 %) 3, handover 4 (millions of minor units).
    const saleId = await newSale();
    await check(saleId, [1_000_000, 2_000_000, 3_000_000, 4_000_000]);

    // The booking line paid, then part of the next.
    await pay(saleId, 1_000_000);
    await check(saleId, [0, 2_000_000, 3_000_000, 4_000_000]);
    await pay(saleId, 500_000);
    await check(saleId, [0, 1_500_000, 3_000_000, 4_000_000]);

    // A post-dated cheque for the rest of month 3 counts only once it is received.
    const cheque = await pay(saleId, 1_500_000, {
      method: 'cheque',
      cheque_number: '000123',
      cheque_bank: 'Emirates NBD',
      cheque_date: '2026-06-20',
    });
    await check(saleId, [0, 1_500_000, 3_000_000, 4_000_000]);
    setTestNow(new Date('2026-06-21T08:00:00Z'));
    expect((await api.get(w.actors.developer_admin, `sales/${saleId}`)).statusCode).toBe(200);
    await check(saleId, [0, 0, 3_000_000, 4_000_000]);

    // The milestone has no date yet, so it comes after handover: a payment goes to handover.
    await pay(saleId, 1_000_000);
    await check(saleId, [0, 0, 3_000_000, 3_000_000]);
    // The project reaches it: due today, before handover, it takes the payment.
    await updateProject({ construction_progress: 55, handover_date: '2029-06-30' });
    await check(saleId, [0, 0, 2_000_000, 4_000_000]);

    // The cheque bounces: month 3 re-opens.
    const bounced = await api.post(w.actors.developer_admin, `sales/${saleId}/receipts/${cheque}/bounce`, { reason: 'Insufficient funds' });
    expect(bounced.statusCode, bounced.body).toBe(200);
    await check(saleId, [0, 500_000, 3_000_000, 4_000_000]);

    // Paid through the milestone; handover moves with the project's date and stays open.
    await pay(saleId, 3_500_000);
    await check(saleId, [0, 0, 0, 4_000_000]);
    await updateProject({ construction_progress: 55, handover_date: '2029-12-31' });
    await check(saleId, [0, 0, 0, 4_000_000]);

    // A re-plan: the new schedule's lines take the receipts, the old ones owe nothing.
    const replanned = await api.post(w.actors.developer_admin, `sales/${saleId}/schedules`, {
      reason: 'Buyer asked for a later last payment',
      installments: [
        { label: 'Paid so far', percentage: 60, due_type: 'on_booking', due_value: null },
        { label: 'Month 12', percentage: 20, due_type: 'months_after_booking', due_value: 12 },
        { label: 'Month 18', percentage: 20, due_type: 'months_after_booking', due_value: 18 },
      ],
    });
    expect(replanned.statusCode, replanned.body).toBe(200);
    await check(saleId, [0, 2_000_000, 2_000_000]);
    await pay(saleId, 2_000_000);
    await check(saleId, [0, 0, 2_000_000]);

    // Cancelled: nothing is owed any more.
    const cancelled = await api.post(w.actors.developer_admin, `sales/${saleId}/cancel`, { reason: 'Buyer withdrew' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await check(saleId, [0, 0, 0]);
  });

  it('a handover moved while payments land on the same sales: both go through, the amounts stay exact', async () => {
    setTestNow(new Date('2026-06-15T08:00:00Z'));
    const sales = [await newSale(), await newSale(), await newSale()];
    for (let round = 0; round < 3; round++) {
      const handover = `2030-0${round + 1}-15`;
      const results = await Promise.all([
        api.put(
          w.actors.developer_admin,
          `inventory/projects/${project.id}`,
          projectBody({ name: project.name, construction_progress: 55, handover_date: handover }),
        ),
        ...sales.map((saleId) => api.post(w.actors.developer_admin, `sales/${saleId}/receipts`, { amount: 100_000, method: 'cash' })),
      ]);
      expect(results.map((res) => res.statusCode)).toEqual([200, 201, 201, 201]);
    }
    for (const saleId of sales) {
      const { stored, expected } = await openAmounts(saleId);
      expect(stored).toEqual(expected);
    }
  });

  it('the collections screen and its totals leave out sales paid up to date, and still list a due cheque as paid', async () => {
    setTestNow(new Date('2026-06-05T08:00:00Z'));
    const other = await insertProject(ctx.db, w.developerId, { handover_date: '2029-06-30', construction_progress: 10 });
    const otherBuilding = (await insertBuilding(ctx.db, w.developerId, other.id)).id;
    const paidUp = await newSale(otherBuilding);
    await pay(paidUp, 1_000_000 + 2_000_000);
    const open = await newSale(otherBuilding);
    // A post-dated cheque for the booking line, whose date has come but which no read of the sale
    // has settled: the stored amounts still count the line open, the list counts it paid.
    await pay(open, 1_000_000, { method: 'cheque', cheque_number: '000456', cheque_bank: 'Mashreq', cheque_date: '2026-06-10' });
    setTestNow(new Date('2026-06-15T08:00:00Z'));
    await check(open, [1_000_000, 2_000_000, 3_000_000, 4_000_000]);
    await check(paidUp, [0, 0, 3_000_000, 4_000_000]);
    const res = await api.get(w.actors.developer_admin, 'collections', { organization_id: w.developerId, per_page: 100 });
    expect(res.statusCode, res.body).toBe(200);
    const lines = (res.json().data as { sale_id: number; label: string; open: number }[]).filter((line) =>
      [paidUp, open].includes(line.sale_id),
    );
    expect(lines.map((line) => [line.sale_id, line.label, line.open])).toEqual([[open, 'Month 3', 2_000_000]]);
  });
});
