// Commissions (docs/api.md "Commissions", docs/domain.md "Commission"): the settings (trigger
// stage and rates per project and seller type), the line each sale gets exactly once when it
// reaches the stage (booking, SPA, a paid percentage — post-dated cheques from their date), its
// statuses (pending → approved → paid, cancelled with the sale; 409 on anything else), and who
// may do what: allowed, refused (403) and another tenant (404) on every route.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { commissions } from '../../src/server/db/commissions-schema.ts';
import { setTestNow } from '../../src/server/services/clock.ts';
import { auditEntries } from './support/crm.ts';
import { insertBuilding, insertPlan, insertProject, inventoryApi } from './support/inventory.ts';
import { insertUnit } from './support/sale-offers.ts';
import { saleBody } from './support/sales.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type Actor, type World } from './support/world.ts';

describe('commissions', () => {
  let ctx: TestContext;
  let w: World;
  let api: ReturnType<typeof inventoryApi>;
  let projectId: number;
  let buildingId: number;
  let planId: number;
  let bareProjectId: number;
  let bareBuildingId: number;
  let barePlanId: number;
  let foreignProjectId: number;
  const PRICE = 150_000_000;

  const RATES = (project: () => number) => [
    { project_id: project(), seller_type: 'developer', percentage: 2 },
    { project_id: project(), seller_type: 'platform', percentage: 1.5 },
    { project_id: project(), seller_type: 'broker', percentage: 2.5 },
    { project_id: project(), seller_type: 'agency', percentage: 3.33 },
  ];
  const settle = (body: Record<string, unknown>) =>
    api.put(w.actors.developer_admin, 'commissions/settings', { rates: RATES(() => projectId), ...body });
  const newSale = async (extra: Record<string, unknown> = {}, building = buildingId, plan = planId) => {
    const unit = await insertUnit(ctx.db, w.developerId, building, { price: PRICE });
    const res = await api.post(w.actors.developer_admin, 'sales', saleBody(unit.id, { payment_plan_id: plan, ...extra }));
    expect(res.statusCode).toBe(201);
    return res.json().data.id as number;
  };
  const lineOf = async (saleId: number) => (await ctx.db.select().from(commissions).where(eq(commissions.sale_id, saleId)))[0];
  const pay = (saleId: number, body: Record<string, unknown>) => api.post(w.actors.developer_admin, `sales/${saleId}/receipts`, body);

  beforeAll(async () => {
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
    api = inventoryApi(ctx);
    const project = await insertProject(ctx.db, w.developerId, { name: 'Marina Heights', handover_date: '2028-12-31' });
    projectId = project.id;
    buildingId = (await insertBuilding(ctx.db, w.developerId, project.id)).id;
    planId = (await insertPlan(ctx.db, w.developerId, buildingId)).id;
    const bare = await insertProject(ctx.db, w.developerId, { name: 'Unrated Towers' });
    bareProjectId = bare.id;
    bareBuildingId = (await insertBuilding(ctx.db, w.developerId, bare.id)).id;
    barePlanId = (await insertPlan(ctx.db, w.developerId, bareBuildingId)).id;
    foreignProjectId = (await insertProject(ctx.db, w.foreignId)).id;
    setTestNow(new Date('2026-06-15T08:00:00Z'));
  });
  afterEach(() => setTestNow(new Date('2026-06-15T08:00:00Z')));
  afterAll(async () => {
    setTestNow(undefined);
    await ctx.close();
  });

  describe('settings', () => {
    it('start at the booking with no rates, and are the developer admin’s to change (audited)', async () => {
      const shown = await api.get(w.actors.developer_admin, 'commissions/settings');
      expect(shown.statusCode).toBe(200);
      expect(shown.json().data).toMatchObject({ trigger: 'booking', paid_hundredths: null });
      expect(shown.json().data.projects.find((p: { project_id: number }) => p.project_id === projectId)).toMatchObject({
        project_name: 'Marina Heights',
        rates: { developer: null, platform: null, broker: null, agency: null },
      });
      const saved = await settle({ trigger: 'booking' });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().message).toBe('Commission settings saved.');
      const rated = saved.json().data.projects.find((p: { project_id: number }) => p.project_id === projectId);
      expect(rated.rates).toEqual({ developer: 200, platform: 150, broker: 250, agency: 333 });
      await auditEntries(ctx.db, 'commission.settings_updated');
    });

    it('refuse other roles (403) and another tenant’s projects (422), and name the field of bad input', async () => {
      for (const actor of [
        w.actors.developer,
        w.actors.broker_admin,
        w.actors.broker,
        w.actors.super_admin_sales_manager,
        w.actors.super_admin,
      ]) {
        expect((await api.get(actor, 'commissions/settings')).statusCode).toBe(403);
        expect((await api.put(actor, 'commissions/settings', { trigger: 'booking', rates: [] })).statusCode).toBe(403);
      }
      const foreign = await api.put(w.actors.foreign_admin, 'commissions/settings', {
        trigger: 'booking',
        rates: [{ project_id: projectId, seller_type: 'developer', percentage: 9 }],
      });
      expect(foreign.statusCode).toBe(422);
      expect(foreign.json().errors).toHaveProperty(['rates.0.project_id']);
      const cases: [Record<string, unknown>, string][] = [
        [{ trigger: 'paid_percentage', rates: [] }, 'paid_percentage'],
        [{ trigger: 'paid_percentage', paid_percentage: 10.555, rates: [] }, 'paid_percentage'],
        [{ trigger: 'later', rates: [] }, 'trigger'],
        [{ trigger: 'booking', rates: [{ project_id: projectId, seller_type: 'developer', percentage: 2.345 }] }, 'rates.0.percentage'],
        [{ trigger: 'booking', rates: [{ project_id: projectId, seller_type: 'developer', percentage: 101 }] }, 'rates.0.percentage'],
        [{ trigger: 'booking', rates: [{ project_id: projectId, seller_type: 'someone', percentage: 1 }] }, 'rates.0.seller_type'],
        [
          {
            trigger: 'booking',
            rates: [
              { project_id: projectId, seller_type: 'developer', percentage: 1 },
              { project_id: projectId, seller_type: 'developer', percentage: 2 },
            ],
          },
          'rates.1.seller_type',
        ],
      ];
      for (const [body, field] of cases) {
        const res = await api.put(w.actors.developer_admin, 'commissions/settings', body);
        expect(res.statusCode, field).toBe(422);
        expect(res.json().errors, field).toHaveProperty([field]);
      }
      const after = (await api.get(w.actors.developer_admin, 'commissions/settings')).json().data;
      expect(after.trigger).toBe('booking');
      expect(after.projects.find((p: { project_id: number }) => p.project_id === projectId).rates.developer).toBe(200);
      const theirs = (await api.get(w.actors.foreign_admin, 'commissions/settings')).json().data.projects;
      expect(theirs.map((p: { project_id: number }) => p.project_id)).toEqual([foreignProjectId]);
    });
  });

  describe('lines', () => {
    it('are created once at the booking, with the project’s rate for the seller; none without a rate', async () => {
      await settle({ trigger: 'booking' });
      const saleId = await newSale({ seller_type: 'agency', agency_name: 'Gulf Homes', agency_licence: 'RERA-77' });
      const line = await lineOf(saleId);
      expect(line).toMatchObject({
        seller_type: 'agency',
        seller_name: 'Gulf Homes',
        rate_hundredths: 333,
        base_amount: PRICE,
        amount: 4_995_000,
        currency: 'AED',
        status: 'pending',
        trigger: 'booking',
        reached_on: '2026-03-01',
      });
      const shown = await api.get(w.actors.developer_admin, `commissions/${line!.id}`);
      expect(shown.json().data).toMatchObject({
        agency_licence: 'RERA-77',
        project_name: 'Marina Heights',
        can: { approve: true, pay: false },
      });
      // A payment later does not add a second line.
      await pay(saleId, { amount: 1_000_000, method: 'cash', received_date: '2026-03-02' });
      expect(await ctx.db.select().from(commissions).where(eq(commissions.sale_id, saleId))).toHaveLength(1);
      expect(await lineOf(await newSale({}, bareBuildingId, barePlanId))).toBeUndefined();
    });

    it('wait for the SPA date when the organization chose the SPA', async () => {
      await settle({ trigger: 'spa' });
      expect(await lineOf(await newSale())).toBeUndefined();
      const line = await lineOf(await newSale({ spa_date: '2026-03-20' }));
      expect(line).toMatchObject({ trigger: 'spa', reached_on: '2026-03-20', amount: 3_000_000, seller_name: 'Skyline Test' });
    });

    it('come with an SPA date recorded later (POST sales/{id}/spa), in the same transaction', async () => {
      await settle({ trigger: 'spa' });
      const saleId = await newSale();
      const spa = (body: Record<string, unknown>, actor = w.actors.developer_admin) => api.post(actor, `sales/${saleId}/spa`, body);
      for (const [body, field] of [
        [{ spa_date: '2026-02-28' }, 'spa_date'],
        [{ spa_date: '2026-06-16' }, 'spa_date'],
        [{ spa_date: '2026-02-30' }, 'spa_date'],
        [{}, 'spa_date'],
      ] as const) {
        const refused = await spa(body);
        expect(refused.statusCode, JSON.stringify(body)).toBe(422);
        expect(Object.keys(refused.json().errors)).toEqual([field]);
      }
      for (const actor of [w.actors.developer, w.actors.super_admin, w.actors.super_admin_sales_manager, w.actors.broker])
        expect((await spa({ spa_date: '2026-04-01' }, actor)).statusCode).toBe(403);
      expect((await spa({ spa_date: '2026-04-01' }, w.actors.foreign_admin)).statusCode).toBe(404);
      expect(await lineOf(saleId)).toBeUndefined();
      const done = await spa({ spa_date: '2026-04-01' });
      expect(done.statusCode).toBe(200);
      expect(done.json().data.spa_date).toBe('2026-04-01');
      expect(await lineOf(saleId)).toMatchObject({ trigger: 'spa', reached_on: '2026-04-01', amount: 3_000_000 });
      // A correction keeps the one line.
      expect((await spa({ spa_date: '2026-04-02' })).statusCode).toBe(200);
      expect(await ctx.db.select().from(commissions).where(eq(commissions.sale_id, saleId))).toHaveLength(1);
      expect((await auditEntries(ctx.db, 'sale.spa_recorded', 2)).length).toBeGreaterThanOrEqual(2);
      // A cancelled sale: 409.
      expect((await api.post(w.actors.developer_admin, `sales/${saleId}/cancel`, { reason: 'Withdrawn' })).statusCode).toBe(200);
      expect((await spa({ spa_date: '2026-04-03' })).statusCode).toBe(409);
    });

    it('wait for the received payments to reach the percentage; a post-dated cheque counts from its date', async () => {
      await settle({ trigger: 'paid_percentage', paid_percentage: 30 });
      const saleId = await newSale();
      expect((await pay(saleId, { amount: 30_000_000, method: 'bank_transfer', received_date: '2026-03-01' })).statusCode).toBe(201);
      expect(await lineOf(saleId)).toBeUndefined();
      const cheque = await pay(saleId, {
        amount: 15_000_000,
        method: 'cheque',
        cheque_number: '000201',
        cheque_bank: 'Emirates NBD',
        cheque_date: '2026-07-01',
      });
      expect(cheque.json().data.status).toBe('pending');
      expect(await lineOf(saleId)).toBeUndefined();
      setTestNow(new Date('2026-07-01T08:00:00Z'));
      expect((await api.get(w.actors.developer_admin, `sales/${saleId}`)).statusCode).toBe(200);
      expect(await lineOf(saleId)).toMatchObject({ trigger: 'paid_percentage', trigger_paid_hundredths: 3000, reached_on: '2026-07-01' });
    });

    it('are created once when two payments reach the percentage together', async () => {
      await settle({ trigger: 'paid_percentage', paid_percentage: 10 });
      const saleId = await newSale();
      const answers = await Promise.all([
        pay(saleId, { amount: 15_000_000, method: 'bank_transfer', reference: 'A' }),
        pay(saleId, { amount: 15_000_000, method: 'bank_transfer', reference: 'B' }),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
      expect(await ctx.db.select().from(commissions).where(eq(commissions.sale_id, saleId))).toHaveLength(1);
    });
  });

  describe('approve, pay, cancel', () => {
    let saleId: number;
    let id: number;
    beforeAll(async () => {
      await settle({ trigger: 'booking' });
      saleId = await newSale({ seller_type: 'broker', broker_organization_id: w.brokerId, agent_user_id: w.actors.broker.userId });
      id = (await lineOf(saleId))!.id;
    });

    it('moves pending → approved → paid, 409 on any other step, refusing others', async () => {
      expect((await api.post(w.actors.developer_admin, `commissions/${id}/pay`, {})).statusCode).toBe(409);
      for (const actor of [w.actors.developer, w.actors.super_admin_sales_manager, w.actors.super_admin, w.actors.broker_admin]) {
        expect((await api.post(actor, `commissions/${id}/approve`)).statusCode).toBe(403);
        expect((await api.post(actor, `commissions/${id}/pay`, {})).statusCode).toBe(403);
      }
      expect((await api.post(w.actors.foreign_admin, `commissions/${id}/approve`)).statusCode).toBe(404);
      const approved = await api.post(w.actors.developer_admin, `commissions/${id}/approve`);
      expect(approved.statusCode).toBe(200);
      expect(approved.json().data).toMatchObject({
        status: 'approved',
        seller_type: 'broker',
        agent_name: expect.any(String),
        approved_by: { id: w.actors.developer_admin.userId },
        can: { approve: false, pay: true },
      });
      expect((await api.post(w.actors.developer_admin, `commissions/${id}/approve`)).statusCode).toBe(409);
      expect((await api.post(w.actors.foreign_admin, `commissions/${id}/pay`, {})).statusCode).toBe(404);
      const future = await api.post(w.actors.developer_admin, `commissions/${id}/pay`, { paid_date: '2026-07-01' });
      expect(future.statusCode).toBe(422);
      expect(future.json().errors).toHaveProperty(['paid_date']);
      const early = await api.post(w.actors.developer_admin, `commissions/${id}/pay`, { paid_date: '2026-02-01' });
      expect(early.statusCode).toBe(422);
      expect((await api.post(w.actors.developer_admin, `commissions/${id}/pay`, { paid_date: 'soon' })).statusCode).toBe(422);
      expect((await lineOf(saleId))!.status).toBe('approved');
      const paid = await api.post(w.actors.developer_admin, `commissions/${id}/pay`, { paid_date: '2026-06-10', reference: 'TT-9' });
      expect(paid.statusCode).toBe(200);
      expect(paid.json().data).toMatchObject({ status: 'paid', paid_date: '2026-06-10', payment_reference: 'TT-9', can: { pay: false } });
      expect((await api.post(w.actors.developer_admin, `commissions/${id}/pay`, {})).statusCode).toBe(409);
      await auditEntries(ctx.db, 'commission.approved');
      await auditEntries(ctx.db, 'commission.paid');
      // Cancelling the sale afterwards leaves a paid line paid.
      expect((await api.post(w.actors.developer_admin, `sales/${saleId}/cancel`, { reason: 'Buyer withdrew' })).statusCode).toBe(200);
      expect((await lineOf(saleId))!.status).toBe('paid');
    });

    it('cancels a pending or approved line with its sale; a cancelled line goes nowhere', async () => {
      const other = await newSale();
      const line = (await lineOf(other))!;
      expect((await api.post(w.actors.developer_admin, `sales/${other}/cancel`, { reason: 'Buyer withdrew' })).statusCode).toBe(200);
      expect(await lineOf(other)).toMatchObject({ status: 'cancelled' });
      expect((await api.post(w.actors.developer_admin, `commissions/${line.id}/approve`)).statusCode).toBe(409);
      expect((await api.post(w.actors.developer_admin, `commissions/${line.id}/pay`, {})).statusCode).toBe(409);
    });
  });

  describe('list and show', () => {
    it('lists for the developer admin, the assigned sales manager and the super admin, with filters', async () => {
      await settle({ trigger: 'booking' });
      const saleId = await newSale({ seller_type: 'agency', agency_name: 'Zenith Realty', booking_date: '2026-04-10' });
      const own = await api.get(w.actors.developer_admin, 'commissions', { per_page: 100 });
      expect(own.statusCode).toBe(200);
      expect(own.json().data.length).toBeGreaterThan(3);
      const find = async (actor: Actor, query: Record<string, unknown>) =>
        (await api.get(actor, 'commissions', query)).json().data as { sale_id: number }[];
      expect((await find(w.actors.developer_admin, { seller: 'zenith' })).map((row) => row.sale_id)).toEqual([saleId]);
      expect((await find(w.actors.developer_admin, { seller_type: 'agency', date_from: '2026-04-10', date_to: '2026-04-10' })).length).toBe(
        1,
      );
      expect(await find(w.actors.developer_admin, { status: 'paid', seller: 'zenith' })).toEqual([]);
      expect((await find(w.actors.developer_admin, { project_id: projectId, sale_id: saleId })).length).toBe(1);
      expect(await find(w.actors.developer_admin, { project_id: bareProjectId })).toEqual([]);
      const sm = { ...w.actors.super_admin_sales_manager };
      expect((await find(sm, { seller: 'zenith' })).length).toBe(1);
      expect((await find(w.actors.super_admin, { seller: 'zenith' })).length).toBe(1);
      expect(await find(w.actors.foreign_admin, { seller: 'zenith' })).toEqual([]);
      for (const actor of [w.actors.developer, w.actors.broker_admin, w.actors.broker])
        expect((await api.get(actor, 'commissions')).statusCode).toBe(403);
      const bad = await api.get(w.actors.developer_admin, 'commissions', { date_from: '2026-05-01', date_to: '2026-04-01' });
      expect(bad.statusCode).toBe(422);
      expect((await api.get(w.actors.developer_admin, 'commissions', { status: 'owed' })).statusCode).toBe(422);
      expect((await api.get(w.actors.developer_admin, 'commissions', { date_from: 'x' })).statusCode).toBe(422);
    });

    it('shows one line to its readers (read only for the sales manager), 403 to others, 404 to another tenant', async () => {
      const saleId = await newSale();
      const { id } = (await lineOf(saleId))!;
      for (const actor of [w.actors.developer_admin, w.actors.super_admin_sales_manager, w.actors.super_admin]) {
        const res = await api.get(actor, `commissions/${id}`);
        expect(res.statusCode).toBe(200);
        expect(res.json().data.can.approve).toBe(actor === w.actors.developer_admin);
      }
      for (const actor of [w.actors.developer, w.actors.broker]) expect((await api.get(actor, `commissions/${id}`)).statusCode).toBe(403);
      expect((await api.get(w.actors.foreign_admin, `commissions/${id}`)).statusCode).toBe(404);
    });
  });
});
