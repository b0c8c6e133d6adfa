// The collections screen's API (docs/api.md "Collections"): open lines in the overdue, due-today
// and upcoming buckets in the organization's day, paid and open amounts through partial
// payments, a post-dated cheque before and after its date (never settled by a read of its sale),
// a bounced cheque and a cancelled sale; totals per currency; filters and sorting; the Excel
// export; the units with no sale recorded; and who may read (allowed, refused, another tenant).
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { users } from '../../src/server/db/schema.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectionLine } from '../../src/shared/collections.ts';
import { setTestNow } from '../../src/server/services/clock.ts';
import { auditEntries } from './support/crm.ts';
import { insertBuilding, insertProject, inventoryApi } from './support/inventory.ts';
import { insertUnit } from './support/sale-offers.ts';
import { saleBody } from './support/sales.ts';
import { call, createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type Actor, type World } from './support/world.ts';

// Booking 2026-03-15; 10 % on booking, 20 % three months on (2026-06-15), 30 % four months on
// (2026-07-15), 40 % five months on (2026-08-15, past the 30 days).
const INSTALLMENTS = [
  { label: 'Booking', percentage: 10, due_type: 'on_booking', due_value: null },
  { label: 'Month 3', percentage: 20, due_type: 'months_after_booking', due_value: 3 },
  { label: 'Month 4', percentage: 30, due_type: 'months_after_booking', due_value: 4 },
  { label: 'Month 5', percentage: 40, due_type: 'months_after_booking', due_value: 5 },
];
const PRICE = 100_000_000;
// 2026-06-15 in Dubai (01:00), still 2026-06-14 in UTC.
const NOW = new Date('2026-06-14T21:00:00Z');

describe('collections', () => {
  let ctx: TestContext;
  let w: World;
  let api: ReturnType<typeof inventoryApi>;
  let aedBuilding: number;
  let kwdBuilding: number;
  let kwdProject: number;

  const newSale = async (
    building: number,
    buyer = 'Amira Haddad',
    actor: Actor = w.actors.developer_admin,
    organizationId = w.developerId,
  ) => {
    const unit = await insertUnit(ctx.db, organizationId, building, { price: PRICE });
    const body = saleBody(unit.id, { booking_date: '2026-03-15', installments: INSTALLMENTS });
    const res = await api.post(actor, 'sales', { ...body, buyers: [{ ...body.buyers[0], full_name: buyer }] });
    expect(res.statusCode).toBe(201);
    return res.json().data.id as number;
  };
  const pay = async (saleId: number, body: Record<string, unknown>) => {
    const res = await api.post(w.actors.developer_admin, `sales/${saleId}/receipts`, body);
    expect(res.statusCode).toBe(201);
    return res.json().data.id as number;
  };
  const list = (actor: Actor, query: Record<string, unknown> = {}) =>
    call(ctx.app, 'GET', 'collections', { token: actor.token, query: { organization_id: actor.orgId, per_page: 100, ...query } });
  const linesOf = async (saleId: number, query: Record<string, unknown> = {}) => {
    const res = await list(w.actors.developer_admin, query);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as CollectionLine[])
      .filter((line) => line.sale_id === saleId)
      .map((line) => [line.label, line.bucket, line.days_late, line.amount, line.paid, line.open]);
  };

  let saleA: number;
  let saleB: number;
  let cancelled: number;
  let foreignSale: number;

  beforeAll(async () => {
    setTestNow(NOW);
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
    api = inventoryApi(ctx);
    const aed = await insertProject(ctx.db, w.developerId, { name: 'Marina Heights' });
    aedBuilding = (await insertBuilding(ctx.db, w.developerId, aed.id)).id;
    const kwd = await insertProject(ctx.db, w.developerId, { name: 'Gulf Towers', currency: 'KWD' });
    kwdProject = kwd.id;
    kwdBuilding = (await insertBuilding(ctx.db, w.developerId, kwd.id)).id;
    saleA = await newSale(aedBuilding, 'Amira Haddad');
    saleB = await newSale(kwdBuilding, 'Omar Saleh');
    cancelled = await newSale(aedBuilding, 'Cancelled Buyer');
    expect((await api.post(w.actors.developer_admin, `sales/${cancelled}/cancel`, { reason: 'Buyer withdrew' })).statusCode).toBe(200);
    const foreignProject = await insertProject(ctx.db, w.foreignId);
    const foreignBuilding = (await insertBuilding(ctx.db, w.foreignId, foreignProject.id)).id;
    foreignSale = await newSale(foreignBuilding, 'Foreign Buyer', w.actors.foreign_admin, w.foreignId);
  });
  afterAll(async () => {
    setTestNow(undefined);
    await ctx.close();
  });

  it('buckets the open lines in the organization’s day, with paid and open through a partial payment and a bounced cheque', async () => {
    setTestNow(NOW);
    // 15,000,000 paid: the booking line (10,000,000) and 5,000,000 of today's line.
    await pay(saleA, { amount: 15_000_000, method: 'bank_transfer', received_date: '2026-06-01' });
    // A cheque that bounces pays nothing.
    const cheque = await pay(saleA, {
      amount: 7_000_000,
      method: 'cheque',
      cheque_number: '1',
      cheque_bank: 'ENBD',
      cheque_date: '2026-06-10',
    });
    expect(
      (await api.post(w.actors.developer_admin, `sales/${saleA}/receipts/${cheque}/bounce`, { reason: 'Insufficient funds' })).statusCode,
    ).toBe(200);

    expect(await linesOf(saleA)).toEqual([
      ['Month 3', 'due_today', 0, 20_000_000, 5_000_000, 15_000_000],
      ['Month 4', 'upcoming', 0, 30_000_000, 0, 30_000_000],
    ]);
    expect(await linesOf(saleB)).toEqual([
      ['Booking', 'overdue', 92, 10_000_000, 0, 10_000_000],
      ['Month 3', 'due_today', 0, 20_000_000, 0, 20_000_000],
      ['Month 4', 'upcoming', 0, 30_000_000, 0, 30_000_000],
    ]);
    expect(await linesOf(cancelled)).toEqual([]);
    expect(await linesOf(foreignSale)).toEqual([]);

    const res = await list(w.actors.developer_admin);
    expect(res.statusCode).toBe(200);
    const row = (res.json().data as CollectionLine[]).find((line) => line.sale_id === saleB)!;
    expect(row).toMatchObject({ project_name: 'Gulf Towers', buyer_names: 'Omar Saleh', currency: 'KWD', due_date: '2026-03-15' });
    // Totals per currency in each bucket, never summed across currencies.
    expect(res.json().meta).toMatchObject({
      total: 5,
      totals: {
        overdue: [{ currency: 'KWD', lines: 1, open: 10_000_000 }],
        due_today: [
          { currency: 'AED', lines: 1, open: 15_000_000 },
          { currency: 'KWD', lines: 1, open: 20_000_000 },
        ],
        upcoming: [
          { currency: 'AED', lines: 1, open: 30_000_000 },
          { currency: 'KWD', lines: 1, open: 30_000_000 },
        ],
      },
    });
  });

  it('counts a post-dated cheque from its date on, without any read of its sale settling it', async () => {
    setTestNow(NOW);
    await pay(saleA, { amount: 12_000_000, method: 'cheque', cheque_number: '2', cheque_bank: 'ENBD', cheque_date: '2026-06-20' });
    expect(await linesOf(saleA)).toEqual([
      ['Month 3', 'due_today', 0, 20_000_000, 5_000_000, 15_000_000],
      ['Month 4', 'upcoming', 0, 30_000_000, 0, 30_000_000],
    ]);
    setTestNow(new Date('2026-06-20T06:00:00Z'));
    // 12,000,000 more: 15,000,000 of the month-3 line less 12,000,000 is 3,000,000 open, 5 days late.
    expect(await linesOf(saleA)).toEqual([
      ['Month 3', 'overdue', 5, 20_000_000, 17_000_000, 3_000_000],
      ['Month 4', 'upcoming', 0, 30_000_000, 0, 30_000_000],
    ]);
    // The sale's own page agrees once it settles the cheque.
    const sale = (await api.get(w.actors.developer_admin, `sales/${saleA}`)).json().data;
    expect(sale.payments.overdue).toBe(3_000_000);
    expect(await linesOf(saleA)).toEqual([
      ['Month 3', 'overdue', 5, 20_000_000, 17_000_000, 3_000_000],
      ['Month 4', 'upcoming', 0, 30_000_000, 0, 30_000_000],
    ]);
    setTestNow(NOW);
  });

  it('filters by bucket, project, building, buyer and due dates, sorts, and refuses bad input with 422', async () => {
    setTestNow(NOW);
    const ids = async (query: Record<string, unknown>) =>
      ((await list(w.actors.developer_admin, query)).json().data as CollectionLine[]).map((line) => `${line.sale_id}:${line.label}`);
    expect(await ids({ bucket: 'overdue' })).toEqual([`${saleB}:Booking`]);
    expect(await ids({ project_id: kwdProject })).toHaveLength(3);
    expect(await ids({ building_id: aedBuilding })).toEqual([`${saleA}:Month 3`, `${saleA}:Month 4`]);
    expect(await ids({ buyer: 'omar' })).toHaveLength(3);
    expect(await ids({ search: 'haddad' })).toHaveLength(2);
    expect(await ids({ due_from: '2026-06-15', due_to: '2026-06-15' })).toEqual([`${saleA}:Month 3`, `${saleB}:Month 3`]);
    expect((await ids({ sort: 'open', order: 'desc' }))[0]).toMatch(/Month 4$/);
    const paged = await list(w.actors.developer_admin, { per_page: 2, page: 2, bucket: 'upcoming' });
    expect(paged.json().meta).toMatchObject({ total: 2, page: 2, last_page: 1 });
    for (const [query, field] of [
      [{ bucket: 'late' }, 'bucket'],
      [{ due_from: '2026-02-30' }, 'due_from'],
      [{ sort: 'buyer' }, 'sort'],
      [{ project_id: 'x' }, 'project_id'],
    ] as const) {
      const res = await list(w.actors.developer_admin, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
  });

  it('lets the super admin, the sales manager and the developer organization read; refuses brokers; keeps other tenants out', async () => {
    setTestNow(NOW);
    for (const actor of [w.actors.super_admin, w.actors.super_admin_sales_manager, w.actors.developer_admin, w.actors.developer]) {
      const res = await list(actor);
      expect(res.statusCode).toBe(200);
      expect((res.json().data as CollectionLine[]).some((line) => line.sale_id === saleA)).toBe(true);
    }
    for (const actor of [w.actors.broker_admin, w.actors.broker]) expect((await list(actor)).statusCode).toBe(403);
    const foreign = await list(w.actors.foreign_admin);
    expect(foreign.statusCode).toBe(200);
    expect((foreign.json().data as CollectionLine[]).map((line) => line.sale_id)).toEqual([foreignSale, foreignSale, foreignSale]);
    // The sales manager is not assigned the foreign developer.
    expect((await list(w.actors.super_admin_sales_manager, { developer_organization_id: w.foreignId })).statusCode).toBe(403);
    const superAdmin = await list(w.actors.super_admin, { developer_organization_id: w.foreignId });
    expect((superAdmin.json().data as CollectionLine[]).every((line) => line.sale_id === foreignSale)).toBe(true);
  });

  it('exports the list as Excel in the asker’s language, amounts in major units', async () => {
    setTestNow(NOW);
    const res = await call(ctx.app, 'GET', 'collections/export', {
      token: w.actors.developer_admin.token,
      query: { organization_id: w.developerId, bucket: 'due_today' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Collections');
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual([
      'Sale',
      'Developer',
      'Project',
      'Building',
      'Unit',
      'Buyers',
      'Installment',
      'Due date',
      'Status',
      'Days late',
      'Currency',
      'Amount',
      'Paid',
      'Open',
    ]);
    expect(rows).toHaveLength(3);
    const kwd = rows.find((row) => row[10] === 'KWD')!;
    expect(kwd.slice(5, 7)).toEqual(['Omar Saleh', 'Month 3']);
    expect((kwd[7] as Date).toISOString().slice(0, 10)).toBe('2026-06-15');
    expect(kwd.slice(8)).toEqual(['Due today', 0, 'KWD', 20_000, 0, 20_000]);
    expect(await auditEntries(ctx.db, 'collections.exported')).toHaveLength(1);

    // In the language of who asks: his profile's.
    await ctx.db.update(users).set({ locale: 'ar' }).where(eq(users.id, w.actors.developer_admin.userId));
    const arabic = await call(ctx.app, 'GET', 'collections/export', {
      token: w.actors.developer_admin.token,
      query: { organization_id: w.developerId },
    });
    await ctx.db.update(users).set({ locale: 'en' }).where(eq(users.id, w.actors.developer_admin.userId));
    const arabicBook = new ExcelJS.Workbook();
    await arabicBook.xlsx.load(arabic.rawPayload as unknown as ArrayBuffer);
    expect(arabicBook.worksheets[0]!.name).toBe('التحصيل');
    // The developer reads collections but does not export them.
    const developer = await call(ctx.app, 'GET', 'collections/export', {
      token: w.actors.developer.token,
      query: { organization_id: w.developerId },
    });
    expect(developer.statusCode).toBe(403);
  });

  it('lists the booked or sold units with no sale recorded, in reach only', async () => {
    setTestNow(NOW);
    const booked = await insertUnit(ctx.db, w.developerId, aedBuilding, { status: 'booked', unit_number: 'NS-1' });
    const sold = await insertUnit(ctx.db, w.developerId, kwdBuilding, { status: 'sold', unit_number: 'NS-2' });
    await insertUnit(ctx.db, w.developerId, aedBuilding, { status: 'available', unit_number: 'NS-3' });
    const unrecorded = (actor: Actor, query: Record<string, unknown> = {}) =>
      call(ctx.app, 'GET', 'collections/unrecorded-sales', { token: actor.token, query: { organization_id: actor.orgId, ...query } });
    const res = await unrecorded(w.actors.developer);
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .data.map((unit: { id: number }) => unit.id)
        .sort(),
    ).toEqual([booked.id, sold.id].sort());
    expect(res.json().data.find((unit: { id: number }) => unit.id === sold.id)).toMatchObject({ status: 'sold', currency: 'KWD' });
    expect(res.json().meta.total).toBe(2);
    expect((await unrecorded(w.actors.developer, { building_id: aedBuilding })).json().data).toHaveLength(1);
    expect((await unrecorded(w.actors.super_admin_sales_manager)).json().meta.total).toBe(2);
    expect((await unrecorded(w.actors.foreign_admin)).json().meta.total).toBe(0);
    expect((await unrecorded(w.actors.broker)).statusCode).toBe(403);
    // The developer admin completes the booked unit: it leaves the list, still booked.
    const completed = await api.post(w.actors.developer_admin, 'sales', saleBody(booked.id, { installments: INSTALLMENTS }));
    expect(completed.statusCode).toBe(201);
    expect(completed.json().data.unit_status).toBe('booked');
    expect((await unrecorded(w.actors.developer)).json().data.map((unit: { id: number }) => unit.id)).toEqual([sold.id]);
  });
});
