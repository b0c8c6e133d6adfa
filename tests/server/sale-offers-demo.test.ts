import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildings } from '../../src/server/db/inventory-schema.ts';
import { seedDemoInventory, storeDemoInventoryFiles } from '../../src/server/db/seed/demo-inventory.ts';
import { seedDemo } from '../../src/server/db/seed/demo.ts';
import { seedDemoSaleOffers } from '../../src/server/db/seed/demo-sale-offers.ts';
import { createLocalStorage } from '../../src/server/services/local-storage.ts';
import { insertLead } from './support/crm.ts';
import { inventoryApi } from './support/inventory.ts';
import { insertUnit, offerBody, pdfPageCount } from './support/sale-offers.ts';
import { call, createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type World } from './support/world.ts';
import { expectEvery } from '../support/expect-every.ts';

type DemoOffer = {
  id: number;
  number: string;
  client_name: string;
  lead_id: number | null;
  created_by: { id: number };
  units_count: number;
  total: number;
};

describe('demo sale offers (seedDemoSaleOffers)', () => {
  let ctx: TestContext;
  let w: World;
  let api: ReturnType<typeof inventoryApi>;
  beforeAll(async () => {
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
    api = inventoryApi(ctx);
    const storage = createLocalStorage(path.join(ctx.config.dataDir, 'files'));
    const files = await storeDemoInventoryFiles(storage);
    await ctx.db.transaction((tx) => seedDemoInventory(tx, files, w.developerId));
    const demoBuildings = await ctx.db.select({ id: buildings.id }).from(buildings);
    for (const building of demoBuildings) {
      for (let floor = 1; floor <= 3; floor++)
        await insertUnit(ctx.db, w.developerId, building.id, { floor, price: 180_000_000 + floor * 5_000_000 });
    }
    await insertLead(ctx.db, w.developerId, { full_name: 'Demo Lead' });
    await ctx.db.transaction((tx) =>
      seedDemoSaleOffers(tx, {
        developerId: w.developerId,
        salesManagerId: w.actors.super_admin_sales_manager.userId,
        developerAdminId: w.actors.developer_admin.userId,
      }),
    );
  });
  afterAll(() => ctx.close());

  const listAll = async () =>
    (await api.get(w.actors.super_admin_sales_manager, 'inventory/sale-offers', { sort: 'number', order: 'asc', per_page: 100 })).json()
      .data as (DemoOffer & { created_at: string })[];

  it('gives Skyline today two offers: one by the sales manager (3 units), one by the developer admin for a lead (2 units)', async () => {
    const offers = await listAll();
    const year = new Date().getUTCFullYear();
    const ofThisYear = offers.filter((offer) => offer.number.startsWith(`SO-${year}-`));
    // Today's two are the year's last numbers.
    const today = ofThisYear.slice(-2);
    expect(today.map((offer) => [offer.client_name, offer.units_count, offer.created_by.id])).toEqual([
      ['Hannah Whitfield', 3, w.actors.super_admin_sales_manager.userId],
      ['Rashid Al Falasi', 2, w.actors.developer_admin.userId],
    ]);
    expect(today[1]!.lead_id).toEqual(expect.any(Number));
    for (const offer of today) {
      const detail = (await api.get(w.actors.developer_admin, `inventory/sale-offers/${offer.id}`)).json().data;
      for (const unit of detail.units) {
        expect(unit.schedule.length).toBeGreaterThan(0);
        expect(unit.schedule.reduce((sum: number, row: { amount: number }) => sum + row.amount, 0)).toBe(unit.price);
      }
      const pdf = await api.get(w.actors.developer_admin, `inventory/sale-offers/${offer.id}/pdf`);
      expect(pdfPageCount(pdf.rawPayload)).toBe(offer.units_count + 2);
    }
    const custom = (await api.get(w.actors.developer_admin, `inventory/sale-offers/${today[0]!.id}`)).json().data.units[1];
    expect(custom).toMatchObject({ custom_installments: true, payment_plan_name: 'Custom' });
  });

  it('gives Skyline offers in each of the eleven months before, numbered in order within their year', async () => {
    const offers = await listAll();
    const months = new Set(offers.map((offer) => offer.created_at.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(11);
    expect(offers.length).toBe(42);
    const byYear = new Map<string, typeof offers>();
    for (const offer of offers) byYear.set(offer.number.slice(3, 7), [...(byYear.get(offer.number.slice(3, 7)) ?? []), offer]);
    for (const [year, ofYear] of byYear) {
      expect(ofYear.map((offer) => offer.number)).toEqual(ofYear.map((_, i) => `SO-${year}-${String(i + 1).padStart(6, '0')}`));
      const created = ofYear.map((offer) => offer.created_at);
      expect(created).toEqual([...created].sort());
    }
    expectEvery(offers, (offer) => offer.units_count >= 1);
  });

  it('continues the numbering after the demo offers', async () => {
    const year = new Date().getUTCFullYear();
    const ofThisYear = (await listAll()).filter((offer) => offer.number.startsWith(`SO-${year}-`)).length;
    const created = await api.post(w.actors.developer_admin, `inventory/sale-offers/${w.developerId}`, offerBody());
    expect(created.json().data.number).toBe(`SO-${year}-${String(ofThisYear + 1).padStart(6, '0')}`);
  });
});

describe('demo sale offers in the full demo data (seedDemo)', () => {
  const PASSWORD = 'demo-pass-2026';
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
    await seedDemo(ctx.db, PASSWORD, createLocalStorage(path.join(ctx.config.dataDir, 'files')));
  });
  afterAll(() => ctx.close());

  const login = async (email: string) =>
    (await call(ctx.app, 'POST', 'auth/login', { body: { email, password: PASSWORD, device_name: 'test' } })).json();

  it('shows Skyline’s offers to its admin and the sales manager, each with units, plans and a PDF', async () => {
    const devadmin = await login('devadmin@demo.test');
    const skylineId = devadmin.organizations[0].id as number;
    const asAdmin = { token: devadmin.token as string, query: { organization_id: skylineId, per_page: 100 } };
    const offers = (await call(ctx.app, 'GET', 'inventory/sale-offers', asAdmin)).json().data as DemoOffer[];
    expect(offers).toHaveLength(42);
    const today = offers.filter((offer) => ['Hannah Whitfield', 'Rashid Al Falasi'].includes(offer.client_name));
    expect(today.map((offer) => offer.units_count).sort()).toEqual([2, 3]);
    for (const offer of today) {
      const detail = (await call(ctx.app, 'GET', `inventory/sale-offers/${offer.id}`, asAdmin)).json().data;
      expectEvery(detail.units, (unit: { installments: unknown[] }) => unit.installments.length > 0);
      const pdf = await call(ctx.app, 'GET', `inventory/sale-offers/${offer.id}/pdf`, asAdmin);
      expect(pdfPageCount(pdf.rawPayload)).toBe(offer.units_count + 2);
    }
    const sales = await login('sales@demo.test');
    const platformId = sales.organizations[0].id as number;
    const asSales = { token: sales.token as string, query: { organization_id: platformId, per_page: 100 } };
    const salesOffers = (await call(ctx.app, 'GET', 'inventory/sale-offers', asSales)).json().data as DemoOffer[];
    expect(salesOffers).toHaveLength(42);
    // The sales manager made one in three of the past months' offers, and Hannah Whitfield's today.
    expect(salesOffers.filter((offer) => offer.created_by.id === sales.user_id).length).toBeGreaterThan(10);
    // The developer reads only the offers he made himself: a few a month.
    const developer = await login('developer@demo.test');
    const asDeveloper = { token: developer.token as string, query: { organization_id: skylineId, per_page: 100 } };
    const own = (await call(ctx.app, 'GET', 'inventory/sale-offers', asDeveloper)).json().data as DemoOffer[];
    expect(own.length).toBeGreaterThan(10);
    expectEvery(own, (offer) => offer.created_by.id === developer.user_id);
  });
});
