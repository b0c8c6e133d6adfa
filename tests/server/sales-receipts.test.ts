// Payments on a sale's schedule (docs/api.md "Sale receipts"): recording receipts, allocation to
// the oldest open lines, credit, post-dated cheques, bounces, idempotency, concurrency, and who
// may do what (allowed, refused, another tenant's sale).
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { saleReceiptAllocations, saleReceipts } from '../../src/server/db/sales-schema.ts';
import { setTestNow } from '../../src/server/services/clock.ts';
import { call } from './support/testApp.ts';
import { auditEntries } from './support/crm.ts';
import { insertBuilding, insertPlan, insertProject, inventoryApi } from './support/inventory.ts';
import { insertUnit } from './support/sale-offers.ts';
import { saleBody } from './support/sales.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type Actor, type World } from './support/world.ts';

type PaymentLine = { line_id: number; paid: number; open: number; overdue: number };

describe('sale receipts', () => {
  let ctx: TestContext;
  let w: World;
  let api: ReturnType<typeof inventoryApi>;
  let buildingId: number;
  let planId: number;
  let foreignSaleId: number;
  // The plan (tests/server/support/inventory.ts insertPlan) on 150,000,000: 20 % on booking
  // (2026-03-01), 40 % at a construction milestone not reached (no date), 40 % on handover.
  const PRICE = 150_000_000;

  const newSale = async (actor = w.actors.developer_admin, organizationId = w.developerId, building = buildingId, plan = planId) => {
    const unit = await insertUnit(ctx.db, organizationId, building, { price: PRICE });
    const res = await api.post(actor, 'sales', saleBody(unit.id, { payment_plan_id: plan }));
    expect(res.statusCode).toBe(201);
    return res.json().data.id as number;
  };
  const pay = (saleId: number, body: Record<string, unknown>, actor: Actor = w.actors.developer, headers: Record<string, string> = {}) =>
    call(ctx.app, 'POST', `sales/${saleId}/receipts`, {
      token: actor.token,
      query: { organization_id: actor.orgId },
      body: { organization_id: actor.orgId, ...body },
      headers,
    });
  const show = async (saleId: number) => (await api.get(w.actors.developer_admin, `sales/${saleId}`)).json().data;
  const linesOf = async (saleId: number) => {
    const sale = await show(saleId);
    return {
      sale,
      byLabel: sale.schedule.lines.map((line: { id: number; due_date: string | null; amount: number }) => ({
        due_date: line.due_date,
        ...(sale.payments.lines as PaymentLine[]).find((p) => p.line_id === line.id)!,
      })),
    };
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
    api = inventoryApi(ctx);
    const project = await insertProject(ctx.db, w.developerId, { handover_date: '2028-12-31', construction_progress: 10 });
    buildingId = (await insertBuilding(ctx.db, w.developerId, project.id)).id;
    planId = (await insertPlan(ctx.db, w.developerId, buildingId)).id;
    const foreignProject = await insertProject(ctx.db, w.foreignId);
    const foreignBuilding = await insertBuilding(ctx.db, w.foreignId, foreignProject.id);
    const foreignPlan = await insertPlan(ctx.db, w.foreignId, foreignBuilding.id);
    foreignSaleId = await newSale(w.actors.foreign_admin, w.foreignId, foreignBuilding.id, foreignPlan.id);
  });
  beforeAll(() => setTestNow(new Date('2026-06-15T08:00:00Z')));
  afterEach(() => setTestNow(new Date('2026-06-15T08:00:00Z')));
  afterAll(async () => {
    setTestNow(undefined);
    await ctx.close();
  });

  it('allocates to the oldest open lines first, pays a line partly, and holds overpayment as credit', async () => {
    const saleId = await newSale();
    const first = await pay(saleId, { amount: 10_000_000, method: 'bank_transfer', reference: 'TT-001', received_date: '2026-03-02' });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ amount: 10_000_000, status: 'received', method: 'bank_transfer', reference: 'TT-001' });
    let { sale, byLabel } = await linesOf(saleId);
    // Booking line (2026-03-01) 30,000,000: 10,000,000 paid, the rest overdue on 2026-06-15.
    expect(byLabel.map((line: PaymentLine) => [line.paid, line.open, line.overdue])).toEqual([
      [10_000_000, 20_000_000, 20_000_000],
      [0, 60_000_000, 0],
      [0, 60_000_000, 0],
    ]);
    expect(sale.payments).toMatchObject({ paid: 10_000_000, open: 140_000_000, overdue: 20_000_000, credit: 0, pending: 0 });
    expect(sale.can).toMatchObject({ record_payment: true, bounce: true });

    // 100,000,000 more: the booking line, then the handover line (dated) before the undated milestone.
    expect((await pay(saleId, { amount: 100_000_000, method: 'cash' })).statusCode).toBe(201);
    ({ sale, byLabel } = await linesOf(saleId));
    expect(byLabel.map((line: PaymentLine) => line.paid)).toEqual([30_000_000, 20_000_000, 60_000_000]);
    // Everything and 5,000,000 more: the credit.
    expect((await pay(saleId, { amount: 45_000_000, method: 'card', reference: 'AUTH 4411' })).statusCode).toBe(201);
    ({ sale } = await linesOf(saleId));
    expect(sale.payments).toMatchObject({ paid: 155_000_000, open: 0, overdue: 0, credit: 5_000_000 });
    const allocations = await ctx.db.select().from(saleReceiptAllocations).where(eq(saleReceiptAllocations.sale_id, saleId));
    expect(allocations.reduce((sum, row) => sum + row.amount, 0) + sale.payments.credit).toBe(155_000_000);

    const list = await api.get(w.actors.developer, `sales/${saleId}/receipts`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((receipt: { amount: number }) => receipt.amount)).toEqual([45_000_000, 100_000_000, 10_000_000]);
    expect(list.json().data[2].allocations).toEqual([{ line_id: byLabel[0].line_id, amount: 10_000_000 }]);
    expect(list.json().data[2].created_by).toMatchObject({ id: w.actors.developer.userId });
    await auditEntries(ctx.db, 'sale.receipt_recorded');
  });

  it('refuses bad input with 422 naming the field, and records nothing', async () => {
    const saleId = await newSale();
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 0, method: 'cash' }, 'amount'],
      [{ amount: 1.5, method: 'cash' }, 'amount'],
      [{ amount: 100, method: 'gold' }, 'method'],
      [{ amount: 100, method: 'cheque', cheque_bank: 'ENBD', cheque_date: '2026-06-01' }, 'cheque_number'],
      [{ amount: 100, method: 'cheque', cheque_number: '000123', cheque_date: '2026-06-01' }, 'cheque_bank'],
      [{ amount: 100, method: 'cheque', cheque_number: '000123', cheque_bank: 'ENBD' }, 'cheque_date'],
      [{ amount: 100, method: 'cash', received_date: '2026-02-30' }, 'received_date'],
      [{ amount: 100, method: 'cash', received_date: '2026-06-16' }, 'received_date'],
    ];
    for (const [body, field] of cases) {
      const res = await pay(saleId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
    const bounce = await api.post(w.actors.developer_admin, `sales/${saleId}/receipts/1/bounce`, { reason: '' });
    expect(bounce.statusCode).toBe(422);
    expect(Object.keys(bounce.json().errors)).toContain('reason');
    expect(await ctx.db.select().from(saleReceipts).where(eq(saleReceipts.sale_id, saleId))).toEqual([]);
  });

  it('lets the developer admin and the developer record; refuses the platform and brokers (403); another tenant’s sale is a 404', async () => {
    const saleId = await newSale();
    expect((await pay(saleId, { amount: 1_000, method: 'cash' }, w.actors.developer_admin)).statusCode).toBe(201);
    for (const actor of [w.actors.super_admin, w.actors.super_admin_sales_manager, w.actors.broker])
      expect((await pay(saleId, { amount: 1_000, method: 'cash' }, actor)).statusCode).toBe(403);
    expect((await pay(foreignSaleId, { amount: 1_000, method: 'cash' }, w.actors.developer_admin)).statusCode).toBe(404);
    expect((await pay(saleId, { amount: 1_000, method: 'cash' }, w.actors.foreign_admin)).statusCode).toBe(404);
    expect(await ctx.db.select().from(saleReceipts).where(eq(saleReceipts.sale_id, saleId))).toHaveLength(1);
    expect(await ctx.db.select().from(saleReceipts).where(eq(saleReceipts.sale_id, foreignSaleId))).toHaveLength(0);

    for (const actor of [w.actors.developer_admin, w.actors.developer, w.actors.super_admin, w.actors.super_admin_sales_manager])
      expect((await api.get(actor, `sales/${saleId}/receipts`)).statusCode).toBe(200);
    expect((await api.get(w.actors.broker, `sales/${saleId}/receipts`)).statusCode).toBe(403);
    expect((await api.get(w.actors.foreign_admin, `sales/${saleId}/receipts`)).statusCode).toBe(404);
    expect((await api.get(w.actors.super_admin_sales_manager, `sales/${saleId}`)).json().data.can).toMatchObject({
      record_payment: false,
      bounce: false,
    });
  });

  it('records a post-dated cheque as pending; it counts as received from its date (organization’s day)', async () => {
    const saleId = await newSale();
    const res = await pay(saleId, {
      amount: 30_000_000,
      method: 'cheque',
      cheque_number: '000777',
      cheque_bank: 'Emirates NBD',
      cheque_date: '2026-07-01',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ status: 'pending', received_date: '2026-07-01', allocations: [] });
    expect((await show(saleId)).payments).toMatchObject({ paid: 0, pending: 30_000_000, overdue: 30_000_000 });
    // 2026-06-30 20:30 UTC is already 1 July in Dubai (UTC+4).
    setTestNow(new Date('2026-06-30T20:30:00Z'));
    const after = await show(saleId);
    expect(after.payments).toMatchObject({ paid: 30_000_000, pending: 0, overdue: 0 });
    const [receipt] = (await api.get(w.actors.developer, `sales/${saleId}/receipts`)).json().data;
    expect(receipt).toMatchObject({ status: 'received', allocations: [{ amount: 30_000_000 }] });
    // A cheque dated today or before is received at once.
    const today = await pay(saleId, {
      amount: 5,
      method: 'cheque',
      cheque_number: '000778',
      cheque_bank: 'ADCB',
      cheque_date: '2026-07-01',
    });
    expect(today.json().data.status).toBe('received');
  });

  it('bounces a cheque with a reason: its lines re-open and younger receipts move up; the developer admin only', async () => {
    const saleId = await newSale();
    const cheque = (
      await pay(saleId, { amount: 30_000_000, method: 'cheque', cheque_number: '100200', cheque_bank: 'FAB', cheque_date: '2026-03-05' })
    ).json().data;
    const transfer = (await pay(saleId, { amount: 40_000_000, method: 'bank_transfer', received_date: '2026-04-01' })).json().data;
    expect((await linesOf(saleId)).byLabel.map((line: PaymentLine) => line.paid)).toEqual([30_000_000, 0, 40_000_000]);

    expect(
      (await api.post(w.actors.developer, `sales/${saleId}/receipts/${cheque.id}/bounce`, { reason: 'Insufficient funds' })).statusCode,
    ).toBe(403);
    expect((await api.post(w.actors.foreign_admin, `sales/${saleId}/receipts/${cheque.id}/bounce`, { reason: 'x' })).statusCode).toBe(404);
    expect(
      (await api.post(w.actors.developer_admin, `sales/${foreignSaleId}/receipts/${cheque.id}/bounce`, { reason: 'x' })).statusCode,
    ).toBe(404);
    expect((await api.post(w.actors.developer_admin, `sales/${saleId}/receipts/${transfer.id}/bounce`, { reason: 'x' })).statusCode).toBe(
      409,
    );
    expect((await show(saleId)).payments.paid).toBe(70_000_000);

    const bounced = await api.post(w.actors.developer_admin, `sales/${saleId}/receipts/${cheque.id}/bounce`, {
      reason: 'Insufficient funds',
    });
    expect(bounced.statusCode).toBe(200);
    expect(bounced.json().data).toMatchObject({
      status: 'bounced',
      allocations: [],
      bounce: { reason: 'Insufficient funds', by: { id: w.actors.developer_admin.userId } },
      can: { bounce: false },
    });
    const { sale, byLabel } = await linesOf(saleId);
    // The transfer now pays the booking line first, then 10,000,000 of the handover line (lines in sequence order).
    expect(byLabel.map((line: PaymentLine) => line.paid)).toEqual([30_000_000, 0, 10_000_000]);
    expect(sale.payments).toMatchObject({ paid: 40_000_000, credit: 0, overdue: 0 });
    expect((await api.post(w.actors.developer_admin, `sales/${saleId}/receipts/${cheque.id}/bounce`, { reason: 'again' })).statusCode).toBe(
      409,
    );
    await auditEntries(ctx.db, 'sale.cheque_bounced');
  });

  it('records once per idempotency key: a repeat and a concurrent double submit answer the first receipt', async () => {
    const saleId = await newSale();
    const body = { amount: 12_345, method: 'cash' };
    const first = await pay(saleId, body, w.actors.developer, { 'idempotency-key': 'pay-abc-1' });
    const again = await pay(saleId, { ...body, amount: 99 }, w.actors.developer_admin, { 'idempotency-key': 'pay-abc-1' });
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().data).toEqual(first.json().data);
    const viaBody = await Promise.all([1, 2, 3, 4].map(() => pay(saleId, { ...body, idempotency_key: 'pay-abc-2' })));
    expect(viaBody.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(viaBody.map((res) => res.json().data.id)).size).toBe(1);
    expect(await ctx.db.select().from(saleReceipts).where(eq(saleReceipts.sale_id, saleId))).toHaveLength(2);
    expect((await show(saleId)).payments.paid).toBe(24_690);
    const tooLong = await pay(saleId, body, w.actors.developer, { 'idempotency-key': 'k'.repeat(201) });
    expect(tooLong.statusCode).toBe(422);
    expect(Object.keys(tooLong.json().errors)).toEqual(['idempotency_key']);
    // The key belongs to that payment: another sale of the organization cannot reuse it.
    expect((await pay(await newSale(), body, w.actors.developer, { 'idempotency-key': 'pay-abc-1' })).statusCode).toBe(409);
  });

  it('two concurrent receipts on one line: both recorded, allocations exact', async () => {
    for (let round = 0; round < 3; round++) {
      const saleId = await newSale();
      const results = await Promise.all([
        pay(saleId, { amount: 20_000_000, method: 'cash' }),
        pay(saleId, { amount: 20_000_000, method: 'bank_transfer' }),
      ]);
      expect(results.map((res) => res.statusCode)).toEqual([201, 201]);
      const allocations = await ctx.db.select().from(saleReceiptAllocations).where(eq(saleReceiptAllocations.sale_id, saleId));
      expect(allocations.reduce((sum, row) => sum + row.amount, 0)).toBe(40_000_000);
      const { byLabel } = await linesOf(saleId);
      expect(byLabel.map((line: PaymentLine) => line.paid)).toEqual([30_000_000, 0, 10_000_000]);
    }
  });

  it('keeps the receipts through a re-plan and allocates them to the new schedule; a cancelled sale takes none', async () => {
    const saleId = await newSale();
    await pay(saleId, { amount: 50_000_000, method: 'cash' });
    const replanned = await api.post(w.actors.developer_admin, `sales/${saleId}/schedules`, {
      reason: 'Buyer asked for two halves',
      installments: [
        { label: 'Half now', percentage: 50, due_type: 'on_booking' },
        { label: 'Half later', percentage: 50, due_type: 'months_after_booking', due_value: 12 },
      ],
    });
    expect(replanned.statusCode).toBe(200);
    const { sale, byLabel } = await linesOf(saleId);
    expect(byLabel.map((line: PaymentLine) => [line.paid, line.open])).toEqual([
      [50_000_000, 25_000_000],
      [0, 75_000_000],
    ]);
    expect(sale.payments).toMatchObject({ paid: 50_000_000, overdue: 25_000_000 });
    expect((await api.post(w.actors.developer_admin, `sales/${saleId}/cancel`, { reason: 'Buyer withdrew' })).statusCode).toBe(200);
    expect((await pay(saleId, { amount: 1, method: 'cash' })).statusCode).toBe(409);
    expect((await show(saleId)).payments.paid).toBe(50_000_000);
  });
});
