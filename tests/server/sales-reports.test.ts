// Figures from the sale records (docs/api.md "Reports" sales recorded, "Dashboards" offers →
// bookings and collections): hand-computed fixtures written straight to the tables, cancelled
// sales apart, superseded schedules and bounced cheques out, a post-dated cheque whose date has
// come counted as received, who may read each, and another tenant's sales never counted.
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saleOffers, saleReceipts, sales, saleScheduleLines, saleSchedules } from '../../src/server/db/sales-schema.ts';
import { users } from '../../src/server/db/schema.ts';
import { setTestNow } from '../../src/server/services/clock.ts';
import { insertBuilding, insertProject, insertUnit } from './support/inventory.ts';
import { call, createTestContext, type TestContext } from './support/testApp.ts';
import { as, buildWorld, type Actor, type World } from './support/world.ts';

type Line = [dueDate: string | null, amount: number];
type Receipt = { amount: number; status: 'received' | 'pending' | 'bounced'; cheque_date?: string };

describe('sales reports and dashboard figures', () => {
  let ctx: TestContext;
  let w: World;
  let marina: { id: number; buildingId: number };
  let riyadh: { id: number; buildingId: number };
  let foreign: { id: number; buildingId: number };
  let offerNumber = 0;
  const offers: number[] = [];

  const get = (actor: Actor, path: string, query: Record<string, unknown> = {}) => call(ctx.app, 'GET', path, as(actor, { query }));

  const project = async (organizationId: number, name: string, currency: string) => {
    const row = await insertProject(ctx.db, organizationId, { name, currency });
    return { id: row.id, buildingId: (await insertBuilding(ctx.db, organizationId, row.id)).id };
  };

  /** A sale with its current schedule's lines and receipts (and a superseded schedule's lines, if any). */
  const sale = async (
    organizationId: number,
    of: { buildingId: number },
    fields: { currency: string; booking_date: string; cancelled?: boolean; sale_offer_id?: number },
    lines: Line[],
    receipts: Receipt[] = [],
    superseded: Line[] = [],
  ) => {
    const price = lines.reduce((sum, [, amount]) => sum + amount, 0);
    const unit = await insertUnit(ctx.db, organizationId, of.buildingId, { status: fields.cancelled ? 'available' : 'booked', price });
    const [row] = await ctx.db
      .insert(sales)
      .values({
        organization_id: organizationId,
        unit_id: unit.id,
        currency: fields.currency,
        list_price: price,
        final_price: price,
        booking_date: fields.booking_date,
        seller_type: 'developer',
        sale_offer_id: fields.sale_offer_id ?? null,
        status: fields.cancelled ? 'cancelled' : 'active',
        cancellation_reason: fields.cancelled ? 'Buyer withdrew' : null,
        cancelled_at: fields.cancelled ? new Date('2026-04-01T08:00:00Z') : null,
      })
      .returning();
    const schedule = async (version: number, current: boolean, scheduleLines: Line[]) => {
      const [plan] = await ctx.db
        .insert(saleSchedules)
        .values({
          organization_id: organizationId,
          sale_id: row!.id,
          version,
          source: 'custom',
          plan_name: 'Plan',
          installments: [],
          is_current: current,
          superseded_at: current ? null : new Date('2026-02-01T08:00:00Z'),
        })
        .returning();
      if (scheduleLines.length)
        await ctx.db.insert(saleScheduleLines).values(
          scheduleLines.map(([due_date, amount], index) => ({
            organization_id: organizationId,
            schedule_id: plan!.id,
            sale_id: row!.id,
            sequence: index + 1,
            label: `Line ${index + 1}`,
            percentage_hundredths: 0,
            due_type: 'on_booking' as const,
            due_date,
            amount,
          })),
        );
    };
    if (superseded.length) await schedule(1, false, superseded);
    await schedule(superseded.length ? 2 : 1, true, lines);
    for (const receipt of receipts) {
      const cheque = receipt.status !== 'received' || receipt.cheque_date;
      await ctx.db.insert(saleReceipts).values({
        organization_id: organizationId,
        sale_id: row!.id,
        amount: receipt.amount,
        received_date: receipt.cheque_date ?? '2026-05-02',
        method: cheque ? 'cheque' : 'bank_transfer',
        cheque_number: cheque ? '000123' : null,
        cheque_bank: cheque ? 'Emirates NBD' : null,
        cheque_date: cheque ? (receipt.cheque_date ?? '2026-05-02') : null,
        status: receipt.status,
        bounce_reason: receipt.status === 'bounced' ? 'Insufficient funds' : null,
        bounced_at: receipt.status === 'bounced' ? new Date('2026-05-03T08:00:00Z') : null,
      });
    }
    return row!.id;
  };

  const offer = async (organizationId: number, createdBy: number, at: string) => {
    const [row] = await ctx.db
      .insert(saleOffers)
      .values({
        organization_id: organizationId,
        number: `SO-2026-${String(++offerNumber).padStart(6, '0')}`,
        client_name: 'Client',
        valid_until: '2026-12-31',
        created_by: createdBy,
        created_at: new Date(at),
      })
      .returning();
    return row!.id;
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
    const dev = w.developerId;
    marina = await project(dev, 'Marina', 'AED');
    riyadh = await project(dev, 'Riyadh', 'SAR');
    foreign = await project(w.foreignId, 'Elsewhere', 'AED');
    const admin = w.actors.developer_admin.userId;
    // March 2026: three offers, one booked (A), one whose sale was cancelled (D), one not taken.
    offers.push(await offer(dev, admin, '2026-03-02T09:00:00Z'));
    offers.push(await offer(dev, admin, '2026-03-03T09:00:00Z'));
    offers.push(await offer(dev, admin, '2026-03-04T09:00:00Z'));
    // April 2026: one offer, booked (C). Another developer's booked offer never counts.
    offers.push(await offer(dev, admin, '2026-04-01T09:00:00Z'));
    const foreignOffer = await offer(w.foreignId, w.actors.foreign_admin.userId, '2026-03-05T09:00:00Z');

    // Today is 2026-06-15 in Dubai; "due soon" reaches 2026-07-15.
    // A (AED): 500,000 due before today, 350,000 received (250,000 + a cheque of 10 June, still
    // pending), a cheque of 20 June and a bounced one not: 150,000 overdue; due 15 June to 15 July
    // 250,000 (100,000 + 150,000), nothing of it paid; 20 July and the undated line are beyond.
    await sale(
      dev,
      marina,
      { currency: 'AED', booking_date: '2026-03-10', sale_offer_id: offers[0] },
      [
        ['2026-05-01', 200_000],
        ['2026-06-01', 300_000],
        ['2026-06-15', 100_000],
        ['2026-07-10', 150_000],
        ['2026-07-20', 150_000],
        [null, 100_000],
      ],
      [
        { amount: 250_000, status: 'received' },
        { amount: 100_000, status: 'pending', cheque_date: '2026-06-10' },
        { amount: 500_000, status: 'pending', cheque_date: '2026-06-20' },
        { amount: 400_000, status: 'bounced' },
      ],
    );
    // B (AED): 100,000 due 1 June, 120,000 received: nothing overdue, 30,000 of 30 June's 50,000 open.
    await sale(
      dev,
      marina,
      { currency: 'AED', booking_date: '2026-03-20' },
      [
        ['2026-06-01', 100_000],
        ['2026-06-30', 50_000],
      ],
      [{ amount: 120_000, status: 'received' }],
    );
    // C (SAR): 70,000 overdue, nothing received.
    await sale(dev, riyadh, { currency: 'SAR', booking_date: '2026-04-05', sale_offer_id: offers[3] }, [['2026-04-01', 70_000]]);
    // D (AED, cancelled): never collected, shown apart in the report, no booking of its offer.
    await sale(dev, marina, { currency: 'AED', booking_date: '2026-03-15', cancelled: true, sale_offer_id: offers[1] }, [
      ['2026-05-01', 999_000],
    ]);
    // E (AED): its superseded schedule's overdue line is history; its current line is due in 2027.
    await sale(dev, marina, { currency: 'AED', booking_date: '2026-04-02' }, [['2027-01-01', 40_000]], [], [['2026-05-01', 40_000]]);
    // Another developer's overdue sale, from its offer.
    await sale(w.foreignId, foreign, { currency: 'AED', booking_date: '2026-03-12', sale_offer_id: foreignOffer }, [['2026-05-01', 5_000]]);
    setTestNow(new Date('2026-06-15T08:00:00Z'));
  });
  afterAll(async () => {
    setTestNow(undefined);
    await ctx.close();
  });

  describe('GET reports/sales-recorded', () => {
    const query = { from: '2026-03-01', to: '2026-04-30' };
    const expected = () => [
      {
        period: '2026-03-01',
        project_id: marina.id,
        project_name: 'Marina',
        currency: 'AED',
        status: 'active',
        sales: 2,
        value: 1_150_000,
      },
      {
        period: '2026-03-01',
        project_id: marina.id,
        project_name: 'Marina',
        currency: 'AED',
        status: 'cancelled',
        sales: 1,
        value: 999_000,
      },
      { period: '2026-04-01', project_id: marina.id, project_name: 'Marina', currency: 'AED', status: 'active', sales: 1, value: 40_000 },
      { period: '2026-04-01', project_id: riyadh.id, project_name: 'Riyadh', currency: 'SAR', status: 'active', sales: 1, value: 70_000 },
    ];

    it('counts sales by booking month and project, agreed value per currency, cancelled apart', async () => {
      const res = await get(w.actors.developer_admin, 'reports/sales-recorded', query);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ data: expected(), meta: { total: 4, page: 1, per_page: 15, last_page: 1 }, period: query });
    });

    it('by week (from Monday), by project, and paged', async () => {
      const weekly = await get(w.actors.developer_admin, 'reports/sales-recorded', { ...query, interval: 'week', project_id: riyadh.id });
      expect(weekly.json().data).toEqual([{ ...expected()[3], period: '2026-03-30' }]);
      const second = await get(w.actors.developer_admin, 'reports/sales-recorded', { ...query, per_page: 3, page: 2 });
      expect(second.json()).toMatchObject({ data: [expected()[3]], meta: { total: 4, last_page: 2 } });
      const past = await get(w.actors.developer_admin, 'reports/sales-recorded', { ...query, per_page: 3, page: 3 });
      expect(past.json()).toMatchObject({ data: [], meta: { total: 4 } });
    });

    it('is the sales manager’s for an assigned organization, and refused to others', async () => {
      const sm = w.actors.super_admin_sales_manager;
      const res = await get(sm, 'reports/sales-recorded', { ...query, developer_organization_id: w.developerId });
      expect(res.json().data).toEqual(expected());
      expect((await get(sm, 'reports/sales-recorded', { ...query, developer_organization_id: w.foreignId })).statusCode).toBe(403);
      for (const actor of [w.actors.developer, w.actors.broker_admin, w.actors.broker]) {
        expect((await get(actor, 'reports/sales-recorded', query)).statusCode).toBe(403);
        expect((await get(actor, 'reports/sales-recorded/export', query)).statusCode).toBe(403);
      }
      const bad = await get(w.actors.developer_admin, 'reports/sales-recorded', { from: '2026-05-01', to: '2026-04-01' });
      expect(bad.statusCode).toBe(422);
    });

    it('never counts another developer’s sales', async () => {
      const res = await get(w.actors.foreign_admin, 'reports/sales-recorded', query);
      expect(res.json().data).toEqual([
        {
          period: '2026-03-01',
          project_id: foreign.id,
          project_name: 'Elsewhere',
          currency: 'AED',
          status: 'active',
          sales: 1,
          value: 5_000,
        },
      ]);
    });

    it('exports the rows to Excel in the caller’s language, money in major units', async () => {
      const res = await get(w.actors.developer_admin, 'reports/sales-recorded/export', query);
      expect(res.statusCode, res.body).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      const values: unknown[][] = [];
      sheet.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
      expect(sheet.name).toBe('Sales recorded');
      expect(values[0]).toEqual(['Period start (booking date)', 'Project', 'Sale status', 'Sales', 'Currency', 'Agreed value']);
      expect(values.slice(1).map((row) => row.slice(1))).toEqual([
        ['Marina', 'Active', 2, 'AED', 11_500],
        ['Marina', 'Cancelled', 1, 'AED', 9_990],
        ['Marina', 'Active', 1, 'AED', 400],
        ['Riyadh', 'Active', 1, 'SAR', 700],
      ]);
      await ctx.db.update(users).set({ locale: 'ar' }).where(eq(users.id, w.actors.developer_admin.userId));
      const arabic = await get(w.actors.developer_admin, 'reports/sales-recorded/export', query);
      await ctx.db.update(users).set({ locale: 'en' }).where(eq(users.id, w.actors.developer_admin.userId));
      expect(arabic.statusCode).toBe(200);
      const arabicBook = new ExcelJS.Workbook();
      await arabicBook.xlsx.load(arabic.rawPayload as unknown as ArrayBuffer);
      expect(arabicBook.worksheets[0]!.name).toBe('المبيعات المسجلة');
    });
  });

  describe('offers → bookings', () => {
    it('counts the offers of each month that led to an active sale, and the rate', async () => {
      const res = await get(w.actors.developer_admin, 'dashboards/developer/sale-offers', { from: '2026-03-01', to: '2026-04-30' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual([
        { period: '2026-03-01', offers: 3, booked: 1, conversion_rate: 1 / 3 },
        { period: '2026-04-01', offers: 1, booked: 1, conversion_rate: 1 },
      ]);
    });

    it('per assigned organization on the sales manager’s dashboard', async () => {
      const res = await get(w.actors.super_admin_sales_manager, 'dashboards/sales-manager/sale-offers', {
        from: '2026-03-01',
        to: '2026-04-30',
      });
      expect(res.statusCode, res.body).toBe(200);
      const name = res.json().data[0].organization_name;
      expect(res.json().data).toEqual([
        { organization_id: w.developerId, organization_name: name, period: '2026-03-01', offers: 3, booked: 1, conversion_rate: 1 / 3 },
        { organization_id: w.developerId, organization_name: name, period: '2026-04-01', offers: 1, booked: 1, conversion_rate: 1 },
      ]);
    });
  });

  describe('collections due and overdue', () => {
    const developerRows = [
      { currency: 'AED', overdue: 150_000, overdue_sales: 1, due_soon: 280_000 },
      { currency: 'SAR', overdue: 70_000, overdue_sales: 1, due_soon: 0 },
    ];

    it('sums per currency what is overdue and due in the next 30 days, on the organization’s today', async () => {
      for (const actor of [w.actors.developer_admin, w.actors.developer]) {
        const res = await get(actor, 'dashboards/developer/collections');
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().data).toEqual({ today: '2026-06-15', due_soon_until: '2026-07-15', currencies: developerRows });
      }
    });

    it('counts a pending cheque once its date has come', async () => {
      // 21 June: the 20 June cheque (500,000) now counts: A (600,000 due before today, 850,000
      // received) owes nothing overdue, and of the 900,000 due by 21 July 50,000 is open; B 30,000.
      setTestNow(new Date('2026-06-21T08:00:00Z'));
      try {
        const res = await get(w.actors.developer_admin, 'dashboards/developer/collections');
        expect(res.json().data.currencies).toEqual([
          { currency: 'AED', overdue: 0, overdue_sales: 0, due_soon: 80_000 },
          { currency: 'SAR', overdue: 70_000, overdue_sales: 1, due_soon: 0 },
        ]);
      } finally {
        setTestNow(new Date('2026-06-15T08:00:00Z'));
      }
    });

    it('per assigned organization on the sales manager’s dashboard; refused to other roles', async () => {
      const res = await get(w.actors.super_admin_sales_manager, 'dashboards/sales-manager/collections');
      expect(res.statusCode, res.body).toBe(200);
      const name = res.json().data[0].organization_name;
      expect(res.json().data).toEqual(developerRows.map((row) => ({ organization_id: w.developerId, organization_name: name, ...row })));
      for (const actor of [w.actors.broker_admin, w.actors.broker, w.actors.super_admin]) {
        expect((await get(actor, 'dashboards/developer/collections')).statusCode).toBe(403);
      }
      expect((await get(w.actors.developer_admin, 'dashboards/sales-manager/collections')).statusCode).toBe(403);
    });

    it('never counts another developer’s sales', async () => {
      const res = await get(w.actors.foreign_admin, 'dashboards/developer/collections');
      expect(res.json().data.currencies).toEqual([{ currency: 'AED', overdue: 5_000, overdue_sales: 1, due_soon: 0 }]);
    });
  });
});
