import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { leadHistory } from '../../src/server/db/crm-schema.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, salesAssignments, users } from '../../src/server/db/schema.ts';
import { DEMO_ACCOUNTS, isDatabaseEmpty, seedDemo } from '../../src/server/db/seed/demo.ts';
import { createLocalStorage } from '../../src/server/services/local-storage.ts';
import { call, createTestContext, type TestContext } from './support/testApp.ts';

const PASSWORD = 'demo-pass-2026';

describe('demo data', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
    expect(await isDatabaseEmpty(ctx.db)).toBe(true);
    expect(await seedDemo(ctx.db, PASSWORD, createLocalStorage(path.join(ctx.config.dataDir, 'files')))).toEqual({ seeded: true });
  });
  afterAll(() => ctx.close());

  const login = (email: string) => call(ctx.app, 'POST', 'auth/login', { body: { email, password: PASSWORD, device_name: 'test' } });

  it('lets every demo account sign in with its role', async () => {
    const expected: Record<string, string[]> = {
      'super@demo.test': ['super_admin'],
      'sales@demo.test': ['super_admin_sales_manager'],
      'devadmin@demo.test': ['developer_admin'],
      'developer@demo.test': ['developer'],
      'brokeradmin@demo.test': ['broker_admin'],
      'broker@demo.test': ['broker'],
      'multi@demo.test': ['developer', 'broker_admin'],
      'kuwait@demo.test': ['developer_admin'],
      'arabic@demo.test': ['developer'],
    };
    for (const [email, roles] of Object.entries(expected)) {
      const res = await login(email);
      expect(res.statusCode, email).toBe(200);
      expect(res.json().organizations.map((o: { pivot_role: string }) => o.pivot_role)).toEqual(roles);
    }
  });

  it('makes the developer admin the only admin of Skyline Builders and gives multi two organizations', async () => {
    const multi = (await login('multi@demo.test')).json();
    expect(multi.organizations.map((o: { name: string }) => o.name)).toEqual(['Skyline Builders', 'Palm Realty']);
    const devadmin = (await login('devadmin@demo.test')).json();
    expect(devadmin.organizations[0].name).toBe('Skyline Builders');
    const skylineAdmins = DEMO_ACCOUNTS.filter((a) =>
      a.memberships.some((m) => m.organization === 'Skyline Builders' && m.role === 'developer_admin'),
    );
    expect(skylineAdmins.map((a) => a.email)).toEqual(['devadmin@demo.test']);
  });

  it('gives the second developer, in Kuwait, a KWD project whose units are priced in fils with a thirds plan', async () => {
    const admin = (await login('kuwait@demo.test')).json();
    const gulfCrown = admin.organizations[0];
    expect(gulfCrown).toMatchObject({ name: 'Gulf Crown Developments', kind: 'developer' });
    const asAdmin = { token: admin.token, query: { organization_id: gulfCrown.id } };
    const projects = (await call(ctx.app, 'GET', 'inventory/projects', asAdmin)).json().data;
    expect(projects).toEqual([expect.objectContaining({ name: 'Al Hamra Gardens', currency: 'KWD' })]);
    const units = (await call(ctx.app, 'GET', 'inventory/units', asAdmin)).json().data;
    expect(units.length).toBeGreaterThanOrEqual(5);
    expect(units.every((unit: { currency: string }) => unit.currency === 'KWD')).toBe(true);
    expect(units.some((unit: { price: number }) => unit.price % 1000 !== 0)).toBe(true);
    const [plan] = (await call(ctx.app, 'GET', `inventory/units/${units[0].id}/plans`, asAdmin)).json().data;
    expect(plan.currency).toBe('KWD');
    expect(plan.total).toBe(units[0].price);
  });

  it('assigns Skyline Builders and Marina Brokers to the sales manager', async () => {
    const [row] = await ctx.db.select({ n: count() }).from(salesAssignments);
    expect(row!.n).toBe(2);
  });

  it('gives the demo organizations logos, a bank letter and a current contract, all downloadable', async () => {
    const devadmin = (await login('devadmin@demo.test')).json();
    const skyline = devadmin.organizations[0];
    expect(skyline.logo_url).toBe(`/api/auth/organizations/${skyline.id}/logo`);
    const asAdmin = { token: devadmin.token, query: { organization_id: skyline.id } };
    const logo = await call(ctx.app, 'GET', skyline.logo_url, asAdmin);
    expect(logo.headers['content-type']).toBe('image/png');
    const documents = (await call(ctx.app, 'GET', `auth/organizations/${skyline.id}/documents`, asAdmin)).json().data;
    expect(documents.map((d: { type: string }) => d.type)).toEqual(['bank_confirmation_letter']);
    expect((await call(ctx.app, 'GET', `auth/documents/${documents[0].id}`, asAdmin)).rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const contracts = (await call(ctx.app, 'GET', `contracts/${skyline.id}`, asAdmin)).json().data;
    expect(contracts).toEqual([expect.objectContaining({ template_name: 'Developer listing agreement', status: 'active' })]);
    expect((await call(ctx.app, 'GET', `contracts/download/${contracts[0].id}`, asAdmin)).statusCode).toBe(200);
  });

  it('gives each CRM organization a few hundred leads of its own, with tags and activities', async () => {
    const broker = (await login('broker@demo.test')).json();
    const marina = { token: broker.token, query: { organization_id: broker.organizations[0].id } };
    const leads = (await call(ctx.app, 'GET', 'crm/leads', marina)).json();
    expect(leads.meta.total).toBeGreaterThan(200);
    expect((await call(ctx.app, 'GET', 'crm/tags/options', marina)).json().data.length).toBeGreaterThan(3);
    expect(
      (await call(ctx.app, 'GET', 'crm/activities', { ...marina, query: { ...marina.query, overdue: 'true' } })).json().meta.total,
    ).toBeGreaterThan(0);
  });

  it('gives the Arabic demo user Arabic-named leads that search finds without their marks and variants', async () => {
    const arabic = (await login('arabic@demo.test')).json();
    expect(arabic.organizations.map((o: { name: string }) => o.name)).toEqual(['Skyline Builders']);
    const skyline = { token: arabic.token, query: { organization_id: arabic.organizations[0].id } };
    const found = async (search: string) =>
      (await call(ctx.app, 'GET', 'crm/leads', { ...skyline, query: { ...skyline.query, search } }))
        .json()
        .data.map((lead: { full_name: string }) => lead.full_name);
    expect(await found('محمد')).toEqual(['مُحَمَّد بن راشد الفلاسي']);
    expect(await found('احمد')).toEqual(['أحمد عبدالله المنصوري']);
    expect(await found('فاطمه')).toEqual(['فاطمة سعيد الكعبي']);
    expect(await found('نوره')).toEqual(['نـــورة الشامسي']);
  });

  it('gives Skyline sales of its booked and sold units, with schedules and default fees', async () => {
    const devadmin = (await login('devadmin@demo.test')).json();
    const skyline = { token: devadmin.token, query: { organization_id: devadmin.organizations[0].id } };
    const list = (await call(ctx.app, 'GET', 'sales', skyline)).json() as { data: { id: number }[]; meta: { total: number } };
    expect(list.meta.total).toBeGreaterThanOrEqual(4);
    const sale = (await call(ctx.app, 'GET', `sales/${list.data[0]!.id}`, skyline)).json().data as {
      final_price: number;
      schedule: { lines: { amount: number }[] };
    };
    expect(sale.schedule.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(sale.final_price);
    const defaults = (await call(ctx.app, 'GET', 'sales/fee-defaults', skyline)).json().data as { fees: unknown[] };
    expect(defaults.fees).toHaveLength(2);
  });

  it('gives every developer dashboard widget something to show', async () => {
    const devadmin = (await login('devadmin@demo.test')).json();
    const skyline = { token: devadmin.token, query: { organization_id: devadmin.organizations[0].id } };
    const widget = async (name: string, query: Record<string, string> = {}) =>
      (await call(ctx.app, 'GET', `dashboards/developer/${name}`, { ...skyline, query: { ...skyline.query, ...query } })).json().data;
    const lastYear = (rows: { period: string }[]) => {
      const since = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 7);
      return new Set(rows.map((row) => row.period.slice(0, 7)).filter((month) => month >= since)).size;
    };
    // Bookings and sales, and offers, in (nearly) every month of the last twelve.
    const absorption = (await widget('absorption', { interval: 'month' })) as { period: string; status: string }[];
    expect(lastYear(absorption.filter((row) => row.status === 'sold'))).toBeGreaterThanOrEqual(10);
    expect(lastYear(absorption.filter((row) => row.status === 'booked'))).toBeGreaterThanOrEqual(10);
    expect(lastYear(await widget('sale-offers', { interval: 'month' }))).toBeGreaterThanOrEqual(10);
    expect((await widget('inventory')).length).toBeGreaterThan(3);
    expect((await widget('price-per-sqft')).length).toBeGreaterThan(3);
    const pipeline = await widget('pipeline');
    expect(pipeline.stages.filter((stage: { deals: number }) => stage.deals > 0).length).toBeGreaterThanOrEqual(4);
    expect(pipeline.outcome.won).toBeGreaterThan(0);
    expect(pipeline.outcome.lost).toBeGreaterThan(0);
    expect(pipeline.outcome.median_days_to_won).toBeGreaterThan(0);
    const sources = (await widget('lead-sources')) as { leads: number; converted: number }[];
    expect(sources.filter((source) => source.leads > 0).length).toBeGreaterThanOrEqual(4);
    expect(sources.some((source) => source.converted > 0)).toBe(true);
    const team = (await widget('team-activities')) as { done: number; overdue: number }[];
    expect(team.filter((member) => member.done > 0 && member.overdue > 0).length).toBeGreaterThanOrEqual(2);
    // Deals moved between stages, each move in their lead's history.
    const [moves] = await ctx.db.select({ n: count() }).from(leadHistory).where(eq(leadHistory.kind, 'deal_stage_changed'));
    expect(moves!.n).toBeGreaterThan(100);
  });

  it('does nothing when run a second time', async () => {
    expect(await seedDemo(ctx.db, PASSWORD, createLocalStorage(path.join(ctx.config.dataDir, 'files')))).toEqual({ seeded: false });
    expect((await ctx.db.select({ n: count() }).from(users))[0]!.n).toBe(9);
    // The five demo organizations (two developers) and the signup waiting for approval.
    expect((await ctx.db.select({ n: count() }).from(organizations))[0]!.n).toBe(6);
  });
});
