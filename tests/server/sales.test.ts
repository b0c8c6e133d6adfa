import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unitStatusHistory, units } from '../../src/server/db/inventory-schema.ts';
import { saleBuyers, saleFeeDefaults, sales, saleScheduleLines, saleSchedules } from '../../src/server/db/sales-schema.ts';
import { auditEntries, insertLead, snapshot } from './support/crm.ts';
import { insertBuilding, insertPlan, insertProject, inventoryApi, projectBody } from './support/inventory.ts';
import { insertUnit, offerBody } from './support/sale-offers.ts';
import { saleBody } from './support/sales.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type World } from './support/world.ts';

type Line = { label: string; due_type: string; due_date: string | null; amount: number };
type Schedule = { version: number; is_current: boolean; reason: string | null; total: number; lines: Line[] };

describe('sales', () => {
  let ctx: TestContext;
  let w: World;
  let api: ReturnType<typeof inventoryApi>;
  let projectId: number;
  let buildingId: number;
  let planId: number;
  let otherBuildingPlanId: number;
  let foreignUnitId: number;
  let leadId: number;
  const PRICE = 150_000_000;

  const freshUnit = async (fields: Partial<typeof units.$inferInsert> = {}) =>
    (await insertUnit(ctx.db, w.developerId, buildingId, fields)).id;
  const record = (unitId: number, extra: Record<string, unknown> = {}, actor = w.actors.developer_admin) =>
    api.post(actor, 'sales', saleBody(unitId, { payment_plan_id: planId, ...extra }));

  beforeAll(async () => {
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
    api = inventoryApi(ctx);
    const project = await insertProject(ctx.db, w.developerId, { handover_date: '2028-12-31', construction_progress: 10 });
    projectId = project.id;
    buildingId = (await insertBuilding(ctx.db, w.developerId, project.id)).id;
    planId = (await insertPlan(ctx.db, w.developerId, buildingId)).id;
    const otherBuilding = await insertBuilding(ctx.db, w.developerId, project.id);
    otherBuildingPlanId = (await insertPlan(ctx.db, w.developerId, otherBuilding.id)).id;
    const foreignProject = await insertProject(ctx.db, w.foreignId);
    const foreignBuilding = await insertBuilding(ctx.db, w.foreignId, foreignProject.id);
    foreignUnitId = (await insertUnit(ctx.db, w.foreignId, foreignBuilding.id)).id;
    leadId = (await insertLead(ctx.db, w.developerId, { full_name: 'Lead Buyer' })).id;
  });
  afterAll(() => ctx.close());

  describe('create', () => {
    it('records a sale and books the unit in one go, with buyers, fees and a dated schedule', async () => {
      const unitId = await freshUnit();
      const res = await record(unitId, {
        discount: 10_000_000,
        final_price: 140_000_000,
        spa_date: '2026-03-15',
        buyers: [
          { full_name: 'Amira Haddad', nationality: 'ae', email: 'amira@example.test', lead_id: leadId },
          { full_name: 'Omar Haddad', id_number: 'P1234567' },
        ],
        fees: [
          { label: 'Land registration', kind: 'percent', percentage: 4 },
          { label: 'Admin fee', kind: 'fixed', amount: 420_000 },
        ],
      });
      expect(res.statusCode).toBe(201);
      const sale = res.json().data;
      expect(sale).toMatchObject({
        unit_id: unitId,
        unit_status: 'booked',
        status: 'active',
        currency: 'AED',
        list_price: PRICE,
        discount: 10_000_000,
        final_price: 140_000_000,
        booking_date: '2026-03-01',
        spa_date: '2026-03-15',
        buyer_name: 'Amira Haddad',
        buyers_count: 2,
        seller: { type: 'developer' },
        fees_total: 5_600_000 + 420_000,
        can: { cancel: true, replan: true },
      });
      expect(sale.buyers[0]).toMatchObject({ nationality: 'AE', lead_id: leadId, lead_name: 'Lead Buyer' });
      expect(sale.fees.map((fee: { amount: number }) => fee.amount)).toEqual([5_600_000, 420_000]);
      const schedule = sale.schedule as Schedule;
      expect(schedule).toMatchObject({ version: 1, is_current: true, total: 140_000_000 });
      expect(schedule.lines.map((line) => [line.due_type, line.due_date, line.amount])).toEqual([
        ['on_booking', '2026-03-01', 28_000_000],
        ['construction_percent', null, 56_000_000],
        ['on_handover', '2028-12-31', 56_000_000],
      ]);
      const [unit] = await ctx.db.select().from(units).where(eq(units.id, unitId));
      expect(unit!.status).toBe('booked');
      const history = await ctx.db.select().from(unitStatusHistory).where(eq(unitStatusHistory.unit_id, unitId));
      expect(history.map((row) => [row.from_status, row.to_status])).toEqual([['available', 'booked']]);
      await auditEntries(ctx.db, 'sale.created');
    });

    it('sells the unit when asked, and takes custom installments (remainder on the last line)', async () => {
      const unitId = await freshUnit({ price: 100_000_001 });
      const res = await api.post(
        w.actors.developer_admin,
        'sales',
        saleBody(unitId, {
          unit_status: 'sold',
          installments: [
            { label: 'Down', percentage: 33.33, due_type: 'on_booking' },
            { label: 'Six months', percentage: 33.33, due_type: 'months_after_booking', due_value: 6 },
            { label: 'Final', percentage: 33.34, due_type: 'months_after_handover', due_value: 2 },
          ],
        }),
      );
      expect(res.statusCode).toBe(201);
      const sale = res.json().data;
      expect(sale.unit_status).toBe('sold');
      expect(sale.schedule.source).toBe('custom');
      expect(sale.schedule.lines.map((line: Line) => [line.due_date, line.amount])).toEqual([
        ['2026-03-01', 33_330_000],
        ['2026-09-01', 33_330_000],
        ['2029-02-28', 33_340_001],
      ]);
    });

    it('starts from the organization’s default fees when the sale gives none', async () => {
      const saved = await api.put(w.actors.developer_admin, 'sales/fee-defaults', {
        fees: [
          { label: 'DLD', kind: 'percent', percentage: 4 },
          { label: 'Admin', kind: 'fixed', amount: 500_000 },
        ],
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().data).toEqual({
        currency: 'AED',
        fees: [
          { label: 'DLD', kind: 'percent', rate_hundredths: 400, fixed_amount: null },
          { label: 'Admin', kind: 'fixed', rate_hundredths: null, fixed_amount: 500_000 },
        ],
      });
      const { fees: _none, ...body } = saleBody(await freshUnit(), { payment_plan_id: planId });
      const res = await api.post(w.actors.developer_admin, 'sales', body);
      expect(res.statusCode).toBe(201);
      expect(res.json().data.fees.map((fee: { label: string; amount: number }) => [fee.label, fee.amount])).toEqual([
        ['DLD', 6_000_000],
        ['Admin', 500_000],
      ]);
      await api.put(w.actors.developer_admin, 'sales/fee-defaults', { fees: [] });
    });

    it('requires the final price when it differs from the list price, and checks it adds up (422)', async () => {
      const unitId = await freshUnit();
      const cases: [Record<string, unknown>, string][] = [
        [{ discount: 5_000_000 }, 'final_price'],
        [{ discount: 5_000_000, final_price: 146_000_000 }, 'final_price'],
        [{ discount: PRICE + 1 }, 'discount'],
        [{ final_price: PRICE + 1 }, 'final_price'],
      ];
      for (const [extra, field] of cases) {
        const res = await record(unitId, extra);
        expect(res.statusCode, JSON.stringify(extra)).toBe(422);
        expect(res.json().errors).toHaveProperty(field);
      }
      // The final price alone sets the discount.
      const res = await record(unitId, { final_price: 145_000_000 });
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ discount: 5_000_000, final_price: 145_000_000 });
    });

    it('validates the body, naming the field (422), and changes nothing', async () => {
      const unitId = await freshUnit();
      const before = await snapshot(ctx.db, sales);
      const cases: [Record<string, unknown>, string][] = [
        [{ buyers: [] }, 'buyers'],
        [{ buyers: [{ full_name: '' }] }, 'buyers.0.full_name'],
        [{ buyers: [{ full_name: 'A', nationality: 'XX' }] }, 'buyers.0.nationality'],
        [{ buyers: [{ full_name: 'A', email: 'nope' }] }, 'buyers.0.email'],
        [{ booking_date: '2026-02-30' }, 'booking_date'],
        [{ spa_date: '2026-02-01' }, 'spa_date'],
        [{ payment_plan_id: otherBuildingPlanId }, 'payment_plan_id'],
        [{ payment_plan_id: null }, 'payment_plan_id'],
        [{ installments: [{ label: 'All', percentage: 90, due_type: 'on_booking' }], payment_plan_id: null }, 'installments'],
        [{ seller_type: 'broker' }, 'broker_organization_id'],
        [{ seller_type: 'broker', broker_organization_id: w.developerId, agent_user_id: w.actors.broker.userId }, 'broker_organization_id'],
        [{ seller_type: 'broker', broker_organization_id: w.brokerId, agent_user_id: w.actors.developer.userId }, 'agent_user_id'],
        [{ seller_type: 'agency' }, 'agency_name'],
        [{ fees: [{ label: 'Bad', kind: 'percent', percentage: 4.001 }] }, 'fees.0.percentage'],
        [{ fees: [{ label: 'Bad', kind: 'fixed' }] }, 'fees.0.amount'],
        [{ deal_id: 999_999 }, 'deal_id'],
        [{ buyers: [{ full_name: 'A', lead_id: 999_999 }] }, 'buyers.0.lead_id'],
        [{ unit_status: 'reserved' }, 'unit_status'],
      ];
      for (const [extra, field] of cases) {
        const res = await record(unitId, extra);
        expect(res.statusCode, JSON.stringify(extra)).toBe(422);
        expect(res.json().errors, JSON.stringify(extra)).toHaveProperty([field]);
      }
      expect(await snapshot(ctx.db, sales)).toEqual(before);
      const [unit] = await ctx.db.select().from(units).where(eq(units.id, unitId));
      expect(unit!.status).toBe('available');
    });

    it('names a broker organization and its agent, or an outside agency', async () => {
      const broker = await record(await freshUnit(), {
        seller_type: 'broker',
        broker_organization_id: w.brokerId,
        agent_user_id: w.actors.broker.userId,
      });
      expect(broker.statusCode).toBe(201);
      expect(broker.json().data.seller).toMatchObject({
        type: 'broker',
        broker_organization_name: 'Marina Test',
        agent_name: 'Broker Member',
      });
      const agency = await record(await freshUnit(), { seller_type: 'agency', agency_name: 'Gulf Homes', agency_licence: 'RERA-123' });
      expect(agency.statusCode).toBe(201);
      expect(agency.json().data.seller).toMatchObject({ type: 'agency', agency_name: 'Gulf Homes', agency_licence: 'RERA-123' });
    });

    it('refuses a unit that is not available to the caller (409), and a unit that has a sale', async () => {
      // Booked or sold without a sale ("no sale recorded"): the developer admin completes it, the
      // unit keeps its status (no history row); a sold unit is never booked again, a sales manager
      // never completes one.
      const booked = await freshUnit({ status: 'booked' });
      const completed = await record(booked);
      expect(completed.statusCode).toBe(201);
      expect(completed.json().data.unit_status).toBe('booked');
      expect(await ctx.db.select().from(unitStatusHistory).where(eq(unitStatusHistory.unit_id, booked))).toEqual([]);
      expect((await record(booked)).statusCode).toBe(409);
      const sold = await freshUnit({ status: 'sold' });
      expect((await record(sold, { unit_status: 'booked' })).statusCode).toBe(409);
      expect((await record(sold, { unit_status: 'sold' })).statusCode).toBe(201);
      const reservedByOther = await freshUnit({
        status: 'reserved',
        reserved_until: new Date(Date.now() + 86_400_000),
        status_changed_by: w.actors.developer.userId,
      });
      const refused = await record(reservedByOther);
      expect(refused.statusCode).toBe(409);
      const reservedByMe = await freshUnit({
        status: 'reserved',
        reserved_until: new Date(Date.now() + 86_400_000),
        status_changed_by: w.actors.developer_admin.userId,
      });
      expect((await record(reservedByMe)).statusCode).toBe(201);
      // Moved back to available through the status route, the unit still has its active sale.
      const reopened = await api.patch(w.actors.developer_admin, `inventory/units/${reservedByMe}/status`, { status: 'available' });
      expect(reopened.statusCode).toBe(200);
      const twice = await record(reservedByMe);
      expect(twice.statusCode).toBe(409);
      const [unit] = await ctx.db.select().from(units).where(eq(units.id, reservedByMe));
      expect(unit!.status).toBe('available');
    });

    it('refuses the developer, brokers and the super admin (403); a sales manager needs an offer (422)', async () => {
      const unitId = await freshUnit();
      for (const actor of [w.actors.developer, w.actors.broker_admin, w.actors.broker, w.actors.super_admin])
        expect((await record(unitId, {}, actor)).statusCode).toBe(403);
      const bySalesManager = await record(unitId, {}, w.actors.super_admin_sales_manager);
      expect(bySalesManager.statusCode).toBe(422);
      expect(bySalesManager.json().errors).toHaveProperty('sale_offer_id');
    });

    it('does not reach another organization’s unit (404) and changes nothing', async () => {
      const before = await snapshot(ctx.db, sales);
      expect((await record(foreignUnitId)).statusCode).toBe(404);
      expect((await record(await freshUnit(), {}, w.actors.foreign_admin)).statusCode).toBe(404);
      expect(await snapshot(ctx.db, sales)).toEqual(before);
    });
  });

  describe('from a sale offer', () => {
    it('takes the offer’s price share, discount and plan; a sales manager records from his own offer', async () => {
      const first = await freshUnit({ price: 100_000_000 });
      const second = await freshUnit({ price: 300_000_000 });
      const sm = { ...w.actors.super_admin_sales_manager };
      const created = await api.post(
        sm,
        `inventory/sale-offers/${w.developerId}`,
        offerBody({ unit_ids: [first, second], discount: 4_000_001 }),
      );
      expect(created.statusCode).toBe(201);
      const offerId = created.json().data.id;
      const custom = [
        { label: 'Booking', percentage: 50, due_type: 'on_booking', due_value: null },
        { label: 'Handover', percentage: 50, due_type: 'on_handover', due_value: null },
      ];
      expect((await api.put(sm, `inventory/sale-offers/${offerId}/units/${first}/payment-plan`, { installments: custom })).statusCode).toBe(
        200,
      );
      const { payment_plan_id: _plan, ...body } = { ...saleBody(first, { sale_offer_id: offerId }), payment_plan_id: undefined };
      const res = await api.post(sm, 'sales', body);
      expect(res.statusCode).toBe(201);
      const sale = res.json().data;
      // A quarter of the offer's units' total: a quarter of its discount, rounded down.
      expect(sale).toMatchObject({
        list_price: 100_000_000,
        discount: 1_000_000,
        final_price: 99_000_000,
        sale_offer_id: offerId,
        seller: { type: 'platform' },
        can: { cancel: false, replan: false },
      });
      expect(sale.schedule).toMatchObject({ source: 'offer_plan', plan_name: 'Custom', total: 99_000_000 });

      // Without a plan on the offer for the unit, the sale needs one (422).
      const noPlan = await api.post(sm, 'sales', saleBody(second, { sale_offer_id: offerId }));
      expect(noPlan.statusCode).toBe(422);
      expect(noPlan.json().errors).toHaveProperty('payment_plan_id');
      // A unit not on the offer, and another's offer for a sales manager (422 on sale_offer_id).
      const outside = await api.post(sm, 'sales', saleBody(await freshUnit(), { sale_offer_id: offerId, payment_plan_id: planId }));
      expect(outside.json().errors).toHaveProperty('sale_offer_id');
      const adminsOffer = (
        await api.post(w.actors.developer_admin, `inventory/sale-offers/${w.developerId}`, offerBody({ unit_ids: [second] }))
      ).json().data.id;
      const notHis = await api.post(sm, 'sales', saleBody(second, { sale_offer_id: adminsOffer, payment_plan_id: planId }));
      expect(notHis.statusCode).toBe(422);
      expect(notHis.json().errors).toHaveProperty('sale_offer_id');
    });
  });

  describe('list and show', () => {
    let saleId: number;
    beforeAll(async () => {
      const res = await record(await freshUnit(), { buyers: [{ full_name: 'Zainab Al Farsi', phone: '+971 55 765 4321' }] });
      saleId = res.json().data.id;
    });

    it('lists the organization’s sales with filters for the roles that view them', async () => {
      for (const actor of [w.actors.developer_admin, w.actors.developer]) {
        const res = await api.get(actor, 'sales', { buyer: 'zainab' });
        expect(res.statusCode).toBe(200);
        expect(res.json().data.map((row: { id: number }) => row.id)).toEqual([saleId]);
      }
      const byProject = await api.get(w.actors.developer_admin, 'sales', { project_id: projectId, status: 'active', per_page: 100 });
      expect(byProject.json().data.map((row: { id: number }) => row.id)).toContain(saleId);
      const byOtherBuilding = await api.get(w.actors.developer_admin, 'sales', { building_id: 999_999 });
      expect(byOtherBuilding.json().data).toEqual([]);
      const sm = await api.get(w.actors.super_admin_sales_manager, 'sales', { buyer: 'zainab' });
      expect(sm.json().data.map((row: { id: number }) => row.id)).toEqual([saleId]);
      const sa = await api.get(w.actors.super_admin, 'sales', { buyer: 'zainab' });
      expect(sa.json().data.map((row: { id: number }) => row.id)).toEqual([saleId]);
      expect((await api.get(w.actors.broker_admin, 'sales')).statusCode).toBe(403);
      expect((await api.get(w.actors.foreign_admin, 'sales', { buyer: 'zainab' })).json().data).toEqual([]);
      const filter = await api.get(w.actors.developer_admin, 'sales', { status: 'sold' });
      expect(filter.statusCode).toBe(422);
      expect(filter.json().errors).toHaveProperty('status');
    });

    it('shows one sale to its viewers, 403 to brokers, 404 to another tenant', async () => {
      for (const actor of [w.actors.developer_admin, w.actors.developer, w.actors.super_admin_sales_manager, w.actors.super_admin]) {
        const res = await api.get(actor, `sales/${saleId}`);
        expect(res.statusCode).toBe(200);
        expect(res.json().data.buyers[0].full_name).toBe('Zainab Al Farsi');
      }
      expect((await api.get(w.actors.developer, `sales/${saleId}`)).json().data.can).toEqual({
        cancel: false,
        replan: false,
        record_payment: true,
        bounce: false,
        refund: false,
      });
      expect((await api.get(w.actors.broker, `sales/${saleId}`)).statusCode).toBe(403);
      expect((await api.get(w.actors.foreign_admin, `sales/${saleId}`)).statusCode).toBe(404);
    });
  });

  describe('re-plan and cancel', () => {
    it('keeps the old schedule in the history', async () => {
      const saleId = (await record(await freshUnit())).json().data.id;
      const res = await api.post(w.actors.developer_admin, `sales/${saleId}/schedules`, {
        reason: 'Buyer asked for a longer plan',
        installments: [
          { label: 'Down', percentage: 10, due_type: 'on_booking' },
          { label: 'Rest', percentage: 90, due_type: 'months_after_booking', due_value: 24 },
        ],
      });
      expect(res.statusCode).toBe(200);
      const sale = res.json().data;
      expect(sale.schedule).toMatchObject({ version: 2, is_current: true, reason: 'Buyer asked for a longer plan', total: PRICE });
      expect(sale.schedule.lines.map((line: Line) => line.due_date)).toEqual(['2026-03-01', '2028-03-01']);
      expect(sale.schedule_history).toHaveLength(1);
      expect(sale.schedule_history[0]).toMatchObject({ version: 1, is_current: false });
      expect(sale.schedule_history[0].superseded_at).not.toBeNull();
      const bad = await api.post(w.actors.developer_admin, `sales/${saleId}/schedules`, { reason: '' });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['reason', 'payment_plan_id']));
      expect((await api.post(w.actors.developer, `sales/${saleId}/schedules`, { reason: 'x', payment_plan_id: planId })).statusCode).toBe(
        403,
      );
      expect(
        (await api.post(w.actors.foreign_admin, `sales/${saleId}/schedules`, { reason: 'x', payment_plan_id: planId })).statusCode,
      ).toBe(404);
    });

    it('cancels with a reason: the unit is available again, the record stays; only once', async () => {
      const unitId = await freshUnit();
      const saleId = (await record(unitId)).json().data.id;
      expect((await api.post(w.actors.developer, `sales/${saleId}/cancel`, { reason: 'x' })).statusCode).toBe(403);
      expect((await api.post(w.actors.foreign_admin, `sales/${saleId}/cancel`, { reason: 'x' })).statusCode).toBe(404);
      const empty = await api.post(w.actors.developer_admin, `sales/${saleId}/cancel`, { reason: ' ' });
      expect(empty.statusCode).toBe(422);
      expect(empty.json().errors).toHaveProperty('reason');
      const res = await api.post(w.actors.developer_admin, `sales/${saleId}/cancel`, { reason: 'Buyer withdrew' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        status: 'cancelled',
        unit_status: 'available',
        cancellation: { reason: 'Buyer withdrew', by: { id: w.actors.developer_admin.userId } },
        can: { cancel: false, replan: false },
      });
      expect((await api.post(w.actors.developer_admin, `sales/${saleId}/cancel`, { reason: 'Again' })).statusCode).toBe(409);
      expect(
        (await api.post(w.actors.developer_admin, `sales/${saleId}/schedules`, { reason: 'x', payment_plan_id: planId })).statusCode,
      ).toBe(409);
      // The booking and the cancellation are status entries like any other: each records the
      // unit's price and building of the day, which the sales report reads.
      const [unit] = await ctx.db.select().from(units).where(eq(units.id, unitId));
      const entries = await ctx.db
        .select()
        .from(unitStatusHistory)
        .where(eq(unitStatusHistory.unit_id, unitId))
        .orderBy(unitStatusHistory.id);
      expect(
        entries
          .filter((entry) => entry.from_status !== null)
          .map(({ from_status, to_status, price, building_id }) => ({ from_status, to_status, price, building_id })),
      ).toEqual([
        { from_status: 'available', to_status: 'booked', price: unit!.price, building_id: unit!.building_id },
        { from_status: 'booked', to_status: 'available', price: unit!.price, building_id: unit!.building_id },
      ]);
      // The unit can be sold again.
      expect((await record(unitId)).statusCode).toBe(201);
      const rows = await ctx.db.select().from(sales).where(eq(sales.unit_id, unitId));
      expect(rows.map((row) => row.status).sort()).toEqual(['active', 'cancelled']);
    });
  });

  describe('schedule dates follow the project', () => {
    it('dates construction milestones when progress reaches them, and moves handover lines', async () => {
      const project = await insertProject(ctx.db, w.developerId, { handover_date: '2029-06-30', construction_progress: 10 });
      const building = await insertBuilding(ctx.db, w.developerId, project.id);
      const plan = await insertPlan(ctx.db, w.developerId, building.id);
      const unit = await insertUnit(ctx.db, w.developerId, building.id);
      const saleId = (await api.post(w.actors.developer_admin, 'sales', saleBody(unit.id, { payment_plan_id: plan.id }))).json().data.id;
      const linesOf = async () =>
        (
          await ctx.db
            .select({ due_type: saleScheduleLines.due_type, due_date: saleScheduleLines.due_date })
            .from(saleScheduleLines)
            .innerJoin(saleSchedules, eq(saleSchedules.id, saleScheduleLines.schedule_id))
            .where(eq(saleSchedules.sale_id, saleId))
            .orderBy(saleScheduleLines.sequence)
        ).map((line) => line.due_date);
      expect(await linesOf()).toEqual(['2026-03-01', null, '2029-06-30']);
      const update = (extra: Record<string, unknown>) =>
        api.put(w.actors.developer_admin, `inventory/projects/${project.id}`, projectBody({ name: project.name, ...extra }));
      expect((await update({ construction_progress: 40, handover_date: '2029-09-30' })).statusCode).toBe(200);
      expect(await linesOf()).toEqual(['2026-03-01', null, '2029-09-30']);
      expect((await update({ construction_progress: 55, handover_date: '2029-09-30' })).statusCode).toBe(200);
      const [, milestone] = await linesOf();
      expect(milestone).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      // The building's own handover date wins over the project's.
      const building2 = await api.put(w.actors.developer_admin, `inventory/buildings/${building.id}`, {
        project_id: project.id,
        name: building.name,
        status: 'off_plan',
        handover_date: '2030-01-15',
      });
      expect(building2.statusCode).toBe(200);
      expect((await linesOf())[2]).toBe('2030-01-15');
    });
  });

  describe('fee settings', () => {
    it('are the developer admin’s: 403 for others, refused input names the field', async () => {
      expect((await api.get(w.actors.developer_admin, 'sales/fee-defaults')).statusCode).toBe(200);
      for (const actor of [w.actors.developer, w.actors.super_admin_sales_manager, w.actors.broker_admin])
        expect((await api.get(actor, 'sales/fee-defaults')).statusCode).toBe(403);
      const before = await snapshot(ctx.db, saleFeeDefaults);
      const bad = await api.put(w.actors.developer_admin, 'sales/fee-defaults', { fees: [{ label: '', kind: 'percent' }] });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['fees.0.label', 'fees.0.percentage']));
      expect(await snapshot(ctx.db, saleFeeDefaults)).toEqual(before);
      // Each organization has its own.
      await api.put(w.actors.foreign_admin, 'sales/fee-defaults', { fees: [{ label: 'Foreign', kind: 'fixed', amount: 1 }] });
      expect((await api.get(w.actors.developer_admin, 'sales/fee-defaults')).json().data.fees).toEqual([]);
    });
  });

  describe('concurrency', () => {
    it('two sales of one unit at once: exactly one wins', async () => {
      const unitId = await freshUnit();
      const results = await Promise.all([record(unitId), record(unitId), record(unitId)]);
      expect(results.map((res) => res.statusCode).sort()).toEqual([201, 409, 409]);
      expect(await ctx.db.select().from(sales).where(eq(sales.unit_id, unitId))).toHaveLength(1);
    });

    it('a sale racing a reservation through the unit status route: exactly one wins', async () => {
      for (let round = 0; round < 4; round++) {
        const unitId = await freshUnit();
        const reserve = () => api.patch(w.actors.super_admin_sales_manager, `inventory/units/${unitId}/status`, { status: 'reserved' });
        // Both orders of arrival: the sale first, then the reservation first.
        const [sale, reservation] =
          round % 2 ? (await Promise.all([reserve(), record(unitId)])).reverse() : await Promise.all([record(unitId), reserve()]);
        const wins = [sale.statusCode === 201, reservation.statusCode === 200].filter(Boolean);
        expect(wins, `${sale.statusCode} ${reservation.statusCode}`).toHaveLength(1);
        expect([sale.statusCode, reservation.statusCode]).toContain(409);
        const [unit] = await ctx.db.select().from(units).where(eq(units.id, unitId));
        const saleRows = await ctx.db.select().from(sales).where(eq(sales.unit_id, unitId));
        expect(unit!.status).toBe(saleRows.length ? 'booked' : 'reserved');
        expect(
          await ctx.db.select().from(saleBuyers).innerJoin(sales, eq(sales.id, saleBuyers.sale_id)).where(eq(sales.unit_id, unitId)),
        ).toHaveLength(saleRows.length);
      }
    });
  });
});
