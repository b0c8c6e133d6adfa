// A sale's documents (docs/api.md "Sale documents"): the receipt PDF per payment and the statement
// of account per sale, their text read back with pdftotext in English and Arabic; the statement's
// figures are the sale page's `payments`; who may download them (allowed, refused, another
// tenant's sale, a receipt of another sale).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema.ts';
import { renderStatementPdf } from '../../src/server/modules/sales/sale-documents.pdf.ts';
import { documentFormat } from '../../src/server/services/document-format.ts';
import { setTestNow } from '../../src/server/services/clock.ts';
import type { Language } from '../../src/shared/languages.ts';
import type { SaleDetail, SaleReceipt } from '../../src/shared/sales.ts';
import { insertBuilding, insertPlan, insertProject, inventoryApi } from './support/inventory.ts';
import { insertUnit, pdfPageCount, pdfText } from './support/sale-offers.ts';
import { saleBody } from './support/sales.ts';
import { call, createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type Actor, type World } from './support/world.ts';

const ARABIC_BUYER = 'محمد عبدالله الهاشمي';
/** pdftotext marks right-to-left lines with bidi embedding controls; the words are what matter. */
const readable = (text: string) => text.replace(/[\u202a-\u202e\u200e\u200f]/g, '').replace(/[ \t]+/g, ' ');

describe('sale documents: receipt and statement PDFs', () => {
  let ctx: TestContext;
  let w: World;
  let api: ReturnType<typeof inventoryApi>;
  let saleId: number;
  let unitNumber: string;
  let transferId: number;
  let bouncedId: number;
  let pendingId: number;
  let foreignSaleId: number;
  let foreignReceiptId: number;

  const pay = async (actor: Actor, id: number, body: Record<string, unknown>) => {
    const res = await call(ctx.app, 'POST', `sales/${id}/receipts`, {
      token: actor.token,
      query: { organization_id: actor.orgId },
      body: { organization_id: actor.orgId, ...body },
    });
    expect(res.statusCode).toBe(201);
    return res.json().data.id as number;
  };
  const speaking = async (actor: Actor, language: Language) => {
    await ctx.db.update(users).set({ locale: language }).where(eq(users.id, actor.userId));
    return actor;
  };

  beforeAll(async () => {
    setTestNow(new Date('2026-06-15T08:00:00Z'));
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
    api = inventoryApi(ctx);
    const project = await insertProject(ctx.db, w.developerId, { name: 'Marina Vista', handover_date: '2028-12-31' });
    const building = await insertBuilding(ctx.db, w.developerId, project.id, { name: 'Tower A' });
    const plan = await insertPlan(ctx.db, w.developerId, building.id);
    const unit = await insertUnit(ctx.db, w.developerId, building.id, { price: 150_000_000 });
    unitNumber = unit.unit_number;
    const body = saleBody(unit.id, { payment_plan_id: plan.id });
    const created = await api.post(w.actors.developer_admin, 'sales', {
      ...body,
      buyers: [...body.buyers, { full_name: ARABIC_BUYER, nationality: 'AE' }],
      fees: [
        { label: 'Land registration', kind: 'percent', percentage: 4 },
        { label: 'Admin fee', kind: 'fixed', amount: 500_000 },
      ],
    });
    expect(created.statusCode).toBe(201);
    saleId = created.json().data.id;
    // 20 % on booking (2026-03-01, 30,000,000), 40 % at a milestone not reached, 40 % on handover.
    transferId = await pay(w.actors.developer, saleId, {
      amount: 10_000_000,
      method: 'bank_transfer',
      reference: 'TT-001',
      received_date: '2026-03-02',
    });
    bouncedId = await pay(w.actors.developer, saleId, {
      amount: 12_000_000,
      method: 'cheque',
      cheque_number: '000321',
      cheque_bank: 'Emirates NBD',
      cheque_date: '2026-04-01',
      received_date: '2026-04-01',
    });
    const bounced = await api.post(w.actors.developer_admin, `sales/${saleId}/receipts/${bouncedId}/bounce`, {
      reason: 'Insufficient funds',
    });
    expect(bounced.statusCode).toBe(200);
    pendingId = await pay(w.actors.developer, saleId, {
      amount: 5_000_000,
      method: 'cheque',
      cheque_number: '000322',
      cheque_bank: 'Emirates NBD',
      cheque_date: '2026-07-01',
    });

    const foreignProject = await insertProject(ctx.db, w.foreignId);
    const foreignBuilding = await insertBuilding(ctx.db, w.foreignId, foreignProject.id);
    const foreignPlan = await insertPlan(ctx.db, w.foreignId, foreignBuilding.id);
    const foreignUnit = await insertUnit(ctx.db, w.foreignId, foreignBuilding.id);
    const foreignSale = await api.post(w.actors.foreign_admin, 'sales', saleBody(foreignUnit.id, { payment_plan_id: foreignPlan.id }));
    foreignSaleId = foreignSale.json().data.id;
    foreignReceiptId = await pay(w.actors.foreign_admin, foreignSaleId, { amount: 1_000_000, method: 'cash' });
  });
  afterAll(async () => {
    setTestNow(undefined);
    await ctx.close();
  });

  it('writes the statement of account with the sale page’s figures, bounced and pending cheques', async () => {
    const sale = (await api.get(w.actors.developer, `sales/${saleId}`)).json().data;
    expect(sale.payments).toMatchObject({ paid: 10_000_000, open: 140_000_000, overdue: 20_000_000, credit: 0, pending: 5_000_000 });
    const res = await api.get(await speaking(w.actors.developer, 'en'), `sales/${saleId}/statement/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`statement-sale-${saleId}-2026-06-15.pdf`);
    const text = readable(pdfText(res.rawPayload));
    const money = (minor: number) => documentFormat('en').money(minor, 'AED');
    for (const expected of [
      'Statement of Account',
      'Skyline Test',
      'Amira Haddad',
      ARABIC_BUYER,
      unitNumber,
      'Marina Vista | Tower A',
      'Agreed price',
      'Land registration (4%)',
      'Admin fee',
      'Fees total',
      `Balance ${money(sale.payments.open)}`,
      `Overdue ${money(sale.payments.overdue)}`,
      `Pending cheques ${money(sale.payments.pending)}`,
      'Booking',
      'Not dated yet',
      '31 Dec 2028',
      'Bounced: Insufficient funds',
      'Pending until 1 Jul 2026',
      'Cheque 000321, Emirates',
      'TT-001',
      'Received',
      'Issued on 15 Jun 2026',
    ])
      expect(text).toContain(expected);
    expect(money(sale.payments.open)).toBe('AED 1,400,000');
    expect(money(sale.payments.overdue)).toBe('AED 200,000');
    expect(text).toContain('AED 60,000');
    expect(text).toContain('AED 65,000');
  });

  it('writes the statement in Arabic for an Arabic-speaking user', async () => {
    const res = await api.get(await speaking(w.actors.developer_admin, 'ar'), `sales/${saleId}/statement/pdf`);
    expect(res.statusCode).toBe(200);
    const text = readable(pdfText(res.rawPayload));
    for (const expected of [
      'كشف حساب',
      'المشترون',
      'السعر المتفق عليه',
      'الرسوم',
      'الرصيد المتبقي',
      'المتأخر',
      'شيكات مؤجلة',
      'جدول الدفعات',
      'الدفعات',
      'مرتجع',
      'معلّق حتى',
      'تحويل مصرفي',
      ARABIC_BUYER,
      'Amira Haddad',
      'Insufficient funds',
      'AED 1,400,000',
      'AED 200,000',
    ])
      expect(text).toContain(expected);
    expect(text).toMatch(/1\s*يوليو\s*2026/);
    expect(text).not.toMatch(/[\u0660-\u0669]/);
    for (const english of ['Statement of Account', 'Balance', 'Bounced', 'Pending until', 'Payment schedule'])
      expect(text).not.toContain(english);
    await speaking(w.actors.developer_admin, 'en');
  });

  it('writes a receipt per payment: received, bounced with its reason, pending until its date', async () => {
    const en = await speaking(w.actors.developer, 'en');
    const received = await api.get(en, `sales/${saleId}/receipts/${transferId}/pdf`);
    expect(received.statusCode).toBe(200);
    expect(received.headers['content-disposition']).toContain(`RC-${String(transferId).padStart(6, '0')}`);
    const receivedText = readable(pdfText(received.rawPayload));
    for (const expected of [
      'Payment Receipt',
      `RC-${String(transferId).padStart(6, '0')}`,
      'Received from Amira Haddad',
      `Sale ${saleId}`,
      unitNumber,
      'Bank transfer',
      'Reference TT-001',
      'Status Received',
      'AED 100,000',
      'Applied to',
      'Booking',
      '2 Mar 2026',
    ])
      expect(receivedText).toContain(expected);

    const bouncedText = readable(pdfText((await api.get(en, `sales/${saleId}/receipts/${bouncedId}/pdf`)).rawPayload));
    for (const expected of [
      'Bounced: Insufficient funds',
      'Cheque number 000321',
      'Bank Emirates NBD',
      'Cheque date 1 Apr 2026',
      'AED 120,000',
    ])
      expect(bouncedText).toContain(expected);
    expect(bouncedText).toContain('Not applied to any installment.');

    const pendingText = readable(pdfText((await api.get(en, `sales/${saleId}/receipts/${pendingId}/pdf`)).rawPayload));
    expect(pendingText).toContain('Pending until 1 Jul 2026');
    expect(pendingText).toContain('AED 50,000');

    const arabic = await api.get(await speaking(w.actors.developer, 'ar'), `sales/${saleId}/receipts/${bouncedId}/pdf`);
    expect(arabic.statusCode).toBe(200);
    const arabicText = readable(pdfText(arabic.rawPayload));
    for (const expected of [
      'إيصال دفع',
      'رقم الإيصال',
      'استلمنا من',
      'رقم الشيك',
      'مرتجع',
      'Insufficient funds',
      'AED 120,000',
      ARABIC_BUYER,
    ])
      expect(arabicText).toContain(expected);
    expect(arabicText).not.toContain('Payment Receipt');
    await speaking(w.actors.developer, 'en');
  });

  it('lets whoever reads the sale download them, and no one else', async () => {
    for (const role of ['super_admin', 'super_admin_sales_manager', 'developer_admin', 'developer'] as const) {
      const actor = w.actors[role];
      const query = role.startsWith('super_admin') ? { developer_organization_id: w.developerId } : {};
      expect((await api.get(actor, `sales/${saleId}/statement/pdf`, query)).statusCode, role).toBe(200);
      expect((await api.get(actor, `sales/${saleId}/receipts/${transferId}/pdf`, query)).statusCode, role).toBe(200);
    }
    for (const role of ['broker_admin', 'broker'] as const) {
      expect((await api.get(w.actors[role], `sales/${saleId}/statement/pdf`)).statusCode, role).toBe(403);
      expect((await api.get(w.actors[role], `sales/${saleId}/receipts/${transferId}/pdf`)).statusCode, role).toBe(403);
    }
    // Another tenant's sale, or a receipt of another sale, is not there.
    expect((await api.get(w.actors.foreign_admin, `sales/${saleId}/statement/pdf`)).statusCode).toBe(404);
    expect((await api.get(w.actors.foreign_admin, `sales/${saleId}/receipts/${transferId}/pdf`)).statusCode).toBe(404);
    expect((await api.get(w.actors.developer, `sales/${foreignSaleId}/statement/pdf`)).statusCode).toBe(404);
    expect((await api.get(w.actors.developer, `sales/${saleId}/receipts/${foreignReceiptId}/pdf`)).statusCode).toBe(404);
    expect((await api.get(w.actors.foreign_admin, `sales/${foreignSaleId}/receipts/${foreignReceiptId}/pdf`)).statusCode).toBe(200);
    expect((await api.get(w.actors.developer, `sales/${saleId}/receipts/0/pdf`)).statusCode).toBe(422);
  });

  it('runs a long statement onto as many pages as it needs, every line and receipt on one', async () => {
    const sale = (await api.get(w.actors.developer, `sales/${saleId}`)).json().data as SaleDetail;
    const receipts = (await api.get(w.actors.developer, `sales/${saleId}/receipts`)).json().data as SaleReceipt[];
    const lines = Array.from({ length: 60 }, (_, index) => ({
      ...sale.schedule.lines[0]!,
      id: 1000 + index,
      sequence: index + 1,
      label: `Installment ${index + 1}`,
    }));
    const many = Array.from({ length: 40 }, (_, index) => ({ ...receipts[0]!, id: 5000 + index }));
    const pdf = await renderStatementPdf({
      sale: { ...sale, schedule: { ...sale.schedule, lines } },
      receipts: many,
      developer: { name: 'Skyline Test', phone: null, email: null },
      logo: null,
      issuedOn: '2026-06-15',
      language: 'en',
    });
    expect(pdfPageCount(pdf)).toBeGreaterThanOrEqual(3);
    const text = readable(pdfText(pdf));
    for (let index = 1; index <= 60; index++) expect(text).toContain(`Installment ${index} `);
    for (let index = 0; index < 40; index++) expect(text).toContain(`RC-00${5000 + index}`);
    expect(text).toContain(`Sale ${saleId} | Page 3`);
  });
  it('lists the refunds of a cancelled sale, with the cheque they went by', async () => {
    const sale = (await api.get(w.actors.developer, `sales/${saleId}`)).json().data as SaleDetail;
    const refund = (id: number, amount: number, extra: Partial<SaleDetail['refunds'][number]>) => ({
      id,
      sale_id: saleId,
      amount,
      currency: 'AED',
      refund_date: '2026-06-10',
      method: 'bank_transfer' as const,
      cheque_number: null,
      cheque_bank: null,
      cheque_date: null,
      reference: null,
      note: null,
      created_at: '2026-06-10T08:00:00.000Z',
      created_by: null,
      ...extra,
    });
    const pdf = await renderStatementPdf({
      sale: {
        ...sale,
        status: 'cancelled',
        refunds: [
          refund(2, 3_000_000, { method: 'cheque', cheque_number: '000777', cheque_bank: 'Mashreq', cheque_date: '2026-06-12' }),
          refund(1, 5_000_000, { reference: 'TT-REFUND-1', note: 'Booking deposit returned' }),
        ],
      },
      receipts: [],
      developer: { name: 'Skyline Test', phone: null, email: null },
      logo: null,
      issuedOn: '2026-06-15',
      language: 'en',
    });
    const text = readable(pdfText(pdf));
    const money = (minor: number) => documentFormat('en').money(minor, 'AED');
    expect(text).toContain('Refunds');
    expect(text).toContain('TT-REFUND-1');
    expect(text).toContain('Booking deposit returned');
    expect(text.replace(/\s+/g, ' ')).toContain('Cheque 000777, Mashreq, 12 Jun 2026');
    expect(text).toContain(money(5_000_000));
    expect(text).toContain(money(3_000_000));
  });
});
