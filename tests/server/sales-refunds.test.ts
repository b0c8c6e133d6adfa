// Refunds of a cancelled sale (docs/api.md "Sale refunds"): recorded after the cancellation or
// with it, never past what the sale received (bounced cheques count nothing), concurrency-safe,
// and who may do what (allowed, refused, another tenant's sale).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saleRefunds, sales } from '../../src/server/db/sales-schema.ts';
import { setTestNow } from '../../src/server/services/clock.ts';
import { auditEntries } from './support/crm.ts';
import { insertBuilding, insertPlan, insertProject, inventoryApi } from './support/inventory.ts';
import { insertUnit } from './support/sale-offers.ts';
import { saleBody } from './support/sales.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type Actor, type World } from './support/world.ts';

describe('sale refunds', () => {
  let ctx: TestContext;
  let w: World;
  let api: ReturnType<typeof inventoryApi>;
  let buildingId: number;
  let planId: number;
  let foreignSaleId: number;
  const PRICE = 150_000_000;

  const newSale = async (actor = w.actors.developer_admin, organizationId = w.developerId, building = buildingId, plan = planId) => {
    const unit = await insertUnit(ctx.db, organizationId, building, { price: PRICE });
    const res = await api.post(actor, 'sales', saleBody(unit.id, { payment_plan_id: plan }));
    expect(res.statusCode).toBe(201);
    return res.json().data.id as number;
  };
  const pay = async (saleId: number, body: Record<string, unknown>, actor: Actor = w.actors.developer_admin) => {
    const res = await api.post(actor, `sales/${saleId}/receipts`, body);
    expect(res.statusCode).toBe(201);
    return res.json().data;
  };
  const cancel = (saleId: number, body: Record<string, unknown> = {}, actor: Actor = w.actors.developer_admin) =>
    api.post(actor, `sales/${saleId}/cancel`, { reason: 'Buyer withdrew', ...body });
  const refund = (saleId: number, body: Record<string, unknown>, actor: Actor = w.actors.developer_admin) =>
    api.post(actor, `sales/${saleId}/refunds`, body);
  const show = async (saleId: number, actor: Actor = w.actors.developer_admin) => (await api.get(actor, `sales/${saleId}`)).json().data;
  /** A cancelled sale that received `amount` by bank transfer. */
  const cancelledWith = async (amount: number) => {
    const saleId = await newSale();
    await pay(saleId, { amount, method: 'bank_transfer', received_date: '2026-03-02' });
    expect((await cancel(saleId)).statusCode).toBe(200);
    return saleId;
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
    api = inventoryApi(ctx);
    setTestNow(new Date('2026-06-15T08:00:00Z'));
    const project = await insertProject(ctx.db, w.developerId, { handover_date: '2028-12-31', construction_progress: 10 });
    buildingId = (await insertBuilding(ctx.db, w.developerId, project.id)).id;
    planId = (await insertPlan(ctx.db, w.developerId, buildingId)).id;
    const foreignProject = await insertProject(ctx.db, w.foreignId);
    const foreignBuilding = await insertBuilding(ctx.db, w.foreignId, foreignProject.id);
    const foreignPlan = await insertPlan(ctx.db, w.foreignId, foreignBuilding.id);
    foreignSaleId = await newSale(w.actors.foreign_admin, w.foreignId, foreignBuilding.id, foreignPlan.id);
    await pay(foreignSaleId, { amount: 1_000_000, method: 'cash' }, w.actors.foreign_admin);
    expect((await cancel(foreignSaleId, {}, w.actors.foreign_admin)).statusCode).toBe(200);
  });
  afterAll(async () => {
    setTestNow(undefined);
    await ctx.close();
  });

  it('records refunds on a cancelled sale up to what it received, bounced cheques excluded', async () => {
    const saleId = await newSale();
    await pay(saleId, { amount: 10_000_000, method: 'bank_transfer', received_date: '2026-03-02' });
    const cheque = await pay(saleId, {
      amount: 5_000_000,
      method: 'cheque',
      cheque_number: '000777',
      cheque_bank: 'ENBD',
      cheque_date: '2026-04-01',
    });
    expect((await api.post(w.actors.developer_admin, `sales/${saleId}/receipts/${cheque.id}/bounce`, { reason: 'NSF' })).statusCode).toBe(
      200,
    );
    let sale = await show(saleId);
    expect(sale.can.refund).toBe(false);
    expect(sale.payments).toMatchObject({ paid: 10_000_000, refunded: 0, to_refund: 0 });
    // On an active sale: 409, nothing recorded.
    expect((await refund(saleId, { amount: 1_000, method: 'cash' })).statusCode).toBe(409);
    expect((await cancel(saleId)).statusCode).toBe(200);
    sale = await show(saleId);
    expect(sale.can.refund).toBe(true);
    expect(sale.payments).toMatchObject({ paid: 10_000_000, refunded: 0, to_refund: 10_000_000 });

    const first = await refund(saleId, {
      amount: 4_000_000,
      method: 'cheque',
      cheque_number: '900001',
      cheque_bank: 'ADCB',
      cheque_date: '2026-06-14',
      refund_date: '2026-06-14',
      reference: 'RF-1',
      note: 'First half',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      amount: 4_000_000,
      currency: 'AED',
      refund_date: '2026-06-14',
      method: 'cheque',
      cheque_number: '900001',
      reference: 'RF-1',
      note: 'First half',
      created_by: { id: w.actors.developer_admin.userId },
    });
    // 10,000,000 received (the bounced 5,000,000 counts nothing): 6,000,000 + 1 is too much.
    const tooMuch = await refund(saleId, { amount: 6_000_001, method: 'bank_transfer' });
    expect(tooMuch.statusCode).toBe(422);
    expect(Object.keys(tooMuch.json().errors)).toEqual(['amount']);
    const rest = await refund(saleId, { amount: 6_000_000, method: 'bank_transfer', reference: 'TT-9' });
    expect(rest.statusCode).toBe(201);
    expect(rest.json().data.refund_date).toBe('2026-06-15');
    sale = await show(saleId);
    expect(sale.payments).toMatchObject({ refunded: 10_000_000, to_refund: 0 });
    expect(sale.can.refund).toBe(false);
    expect(sale.refunds.map((row: { amount: number }) => row.amount)).toEqual([6_000_000, 4_000_000]);
    // The developer reads them.
    expect((await show(saleId, w.actors.developer)).refunds).toHaveLength(2);
    const entries = await auditEntries(ctx.db, 'sale.refund_recorded', 2);
    expect(entries.some((entry) => entry.subject_id === saleId)).toBe(true);
  });

  it('refuses bad input with 422 naming the field, and records nothing', async () => {
    const saleId = await cancelledWith(1_000_000);
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 0, method: 'cash' }, 'amount'],
      [{ amount: -5, method: 'cash' }, 'amount'],
      [{ amount: 1.5, method: 'cash' }, 'amount'],
      [{ amount: 100, method: 'gold' }, 'method'],
      [{ amount: 100, method: 'cheque', cheque_bank: 'ENBD', cheque_date: '2026-06-01' }, 'cheque_number'],
      [{ amount: 100, method: 'cash', refund_date: '2026-02-30' }, 'refund_date'],
      [{ amount: 100, method: 'cash', refund_date: '2026-06-16' }, 'refund_date'],
      [{ amount: 100, method: 'cash', note: 'x'.repeat(1001) }, 'note'],
    ];
    for (const [body, field] of cases) {
      const res = await refund(saleId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
    expect(await ctx.db.select().from(saleRefunds).where(eq(saleRefunds.sale_id, saleId))).toEqual([]);
  });

  it('takes refunds inline with the cancellation, in the same transaction', async () => {
    const saleId = await newSale();
    await pay(saleId, { amount: 2_000_000, method: 'cash', received_date: '2026-03-02' });
    // Together past what was received: 422 on the second refund's amount, and the sale stays active.
    const refused = await cancel(saleId, {
      refunds: [
        { amount: 1_500_000, method: 'cash' },
        { amount: 600_000, method: 'bank_transfer' },
      ],
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['refunds.1.amount']);
    const [row] = await ctx.db.select({ status: sales.status }).from(sales).where(eq(sales.id, saleId));
    expect(row!.status).toBe('active');
    expect(await ctx.db.select().from(saleRefunds).where(eq(saleRefunds.sale_id, saleId))).toEqual([]);
    const future = await cancel(saleId, { refunds: [{ amount: 1, method: 'cash', refund_date: '2026-06-16' }] });
    expect(future.statusCode).toBe(422);
    expect(Object.keys(future.json().errors)).toEqual(['refunds.0.refund_date']);

    const done = await cancel(saleId, {
      refunds: [
        { amount: 1_500_000, method: 'cash', reference: 'R-1' },
        { amount: 500_000, method: 'bank_transfer' },
      ],
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'cancelled', payments: { refunded: 2_000_000, to_refund: 0 } });
    expect(done.json().data.refunds).toHaveLength(2);
  });

  it('lands exactly one of two concurrent refunds that together exceed what was received', async () => {
    const saleId = await cancelledWith(1_000_000);
    const answers = await Promise.all([
      refund(saleId, { amount: 700_000, method: 'cash' }),
      refund(saleId, { amount: 600_000, method: 'bank_transfer' }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 422]);
    const rows = await ctx.db.select().from(saleRefunds).where(eq(saleRefunds.sale_id, saleId));
    expect(rows).toHaveLength(1);
    expect((await show(saleId)).payments.to_refund).toBe(1_000_000 - rows[0]!.amount);
  });

  it('lets the developer admin record; refuses the developer and the platform (403); another tenant’s sale is a 404', async () => {
    const saleId = await cancelledWith(1_000_000);
    for (const actor of [w.actors.developer, w.actors.super_admin, w.actors.super_admin_sales_manager, w.actors.broker])
      expect((await refund(saleId, { amount: 1_000, method: 'cash' }, actor)).statusCode).toBe(403);
    expect((await show(saleId, w.actors.developer)).can.refund).toBe(false);
    expect((await refund(foreignSaleId, { amount: 1_000, method: 'cash' })).statusCode).toBe(404);
    expect((await refund(saleId, { amount: 1_000, method: 'cash' }, w.actors.foreign_admin)).statusCode).toBe(404);
    expect((await refund(saleId, { amount: 1_000, method: 'cash' })).statusCode).toBe(201);
    expect(await ctx.db.select().from(saleRefunds).where(eq(saleRefunds.sale_id, saleId))).toHaveLength(1);
  });
});
