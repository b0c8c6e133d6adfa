import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saleOffers, saleOfferUnits } from '../../src/server/db/sales-schema.ts';
import { snapshot, insertLead } from './support/crm.ts';
import { actingIn, insertBuilding, insertPlan, insertProject, inventoryApi } from './support/inventory.ts';
import { daysFromToday, insertUnit, offerBody } from './support/sale-offers.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type World } from './support/world.ts';

type Offer = {
  id: number;
  number: string;
  status: string;
  units: { unit_id: number; schedule: { amount: number }[] }[];
  totals: { subtotal: number; discount: number; total: number };
  created_by: { id: number } | null;
};

describe('sale offers', () => {
  let ctx: TestContext;
  let w: World;
  let api: ReturnType<typeof inventoryApi>;
  let buildingId: number;
  let otherBuildingId: number;
  let available: number[];
  let reservedUnitId: number;
  let foreignUnitId: number;
  let leadId: number;
  let foreignLeadId: number;

  beforeAll(async () => {
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
    api = inventoryApi(ctx);
    const project = await insertProject(ctx.db, w.developerId, { handover_date: '2028-12-31' });
    buildingId = (await insertBuilding(ctx.db, w.developerId, project.id)).id;
    otherBuildingId = (await insertBuilding(ctx.db, w.developerId, project.id)).id;
    available = [];
    for (let index = 0; index < 8; index++)
      available.push((await insertUnit(ctx.db, w.developerId, buildingId, { price: 100_000_000 + index * 10_000_000 })).id);
    reservedUnitId = (
      await insertUnit(ctx.db, w.developerId, buildingId, { status: 'reserved', reserved_until: new Date(Date.now() + 86_400_000) })
    ).id;
    const foreignProject = await insertProject(ctx.db, w.foreignId);
    const foreignBuilding = await insertBuilding(ctx.db, w.foreignId, foreignProject.id);
    foreignUnitId = (await insertUnit(ctx.db, w.foreignId, foreignBuilding.id)).id;
    leadId = (await insertLead(ctx.db, w.developerId, { full_name: 'Lead Buyer' })).id;
    foreignLeadId = (await insertLead(ctx.db, w.foreignId)).id;
  });
  afterAll(() => ctx.close());

  const create = (actor = w.actors.developer_admin, extra: Record<string, unknown> = {}, orgId = w.developerId) =>
    api.post(actor, `inventory/sale-offers/${orgId}`, offerBody(extra));

  describe('create', () => {
    it('lets a developer admin create a numbered draft with units, discount and lead', async () => {
      const res = await create(w.actors.developer_admin, { unit_ids: [available[0], available[1]], discount: 5_000_000, lead_id: leadId });
      expect(res.statusCode).toBe(201);
      const offer = res.json().data;
      expect(offer.number).toMatch(new RegExp(`^SO-${new Date().getUTCFullYear()}-\\d{6}$`));
      expect(offer).toMatchObject({
        status: 'draft',
        client_name: 'Amira Haddad',
        lead_id: leadId,
        lead_name: 'Lead Buyer',
        currency: 'AED',
        discount: 5_000_000,
        units_count: 2,
      });
      expect(offer.totals).toEqual({ subtotal: 210_000_000, discount: 5_000_000, total: 205_000_000, units_count: 2 });
      expect(offer.created_by.id).toBe(w.actors.developer_admin.userId);
      expect(offer.units.map((unit: { unit_id: number }) => unit.unit_id)).toEqual([available[0], available[1]]);
      expect(offer.can).toEqual({ edit: true, delete: true });
    });

    it('numbers offers one after the other within the developer organization', async () => {
      const first = (await create()).json().data.number as string;
      const second = (await create()).json().data.number as string;
      expect(Number(second.slice(-6))).toBe(Number(first.slice(-6)) + 1);
    });

    it('lets a sales manager create for an assigned developer, not for another one (404)', async () => {
      const res = await create(w.actors.super_admin_sales_manager, { unit_ids: [available[2]] });
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({
        organization_id: w.developerId,
        created_by: { id: w.actors.super_admin_sales_manager.userId },
      });
      const before = await snapshot(ctx.db, saleOffers);
      expect((await create(w.actors.super_admin_sales_manager, {}, w.foreignId)).statusCode).toBe(404);
      // The broker organization is assigned to him too, but offers are a developer's.
      expect((await create(w.actors.super_admin_sales_manager, {}, w.brokerId)).statusCode).toBe(404);
      expect(await snapshot(ctx.db, saleOffers)).toEqual(before);
    });

    it('refuses a lead to a caller who is not a member of the developer organization, and a foreign lead', async () => {
      const bySalesManager = await create(w.actors.super_admin_sales_manager, { lead_id: leadId });
      expect(bySalesManager.statusCode).toBe(422);
      expect(bySalesManager.json().errors).toHaveProperty('lead_id');
      const foreignLead = await create(w.actors.developer, { lead_id: foreignLeadId });
      expect(foreignLead.statusCode).toBe(422);
      expect(foreignLead.json().errors).toHaveProperty('lead_id');
    });

    it('lets a developer create; refuses brokers and the super admin (403)', async () => {
      expect((await create(w.actors.developer)).statusCode).toBe(201);
      expect((await create(w.actors.broker_admin)).statusCode).toBe(403);
      expect((await create(w.actors.super_admin)).statusCode).toBe(403);
    });

    it('creates nothing in another developer organization (404)', async () => {
      const before = await snapshot(ctx.db, saleOffers);
      expect((await create(w.actors.foreign_admin)).statusCode).toBe(404);
      expect((await create(w.actors.developer_admin, {}, w.foreignId)).statusCode).toBe(404);
      expect(await snapshot(ctx.db, saleOffers)).toEqual(before);
    });

    it('validates the body (422 naming the field)', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ client_name: '' }, 'client_name'],
        [{ client_email: 'not-an-email' }, 'client_email'],
        [{ valid_until: '2026-02-30' }, 'valid_until'],
        [{ valid_until: daysFromToday(-1) }, 'valid_until'],
        [{ discount: -1 }, 'discount'],
        [{ unit_ids: [available[3]], discount: 999_000_000_000 }, 'discount'],
        [{ discount: 1 }, 'discount'],
        [{ unit_ids: [foreignUnitId] }, 'unit_ids.0'],
        [{ unit_ids: [available[3], 2_000_000] }, 'unit_ids.1'],
        [{ unit_ids: 'x' }, 'unit_ids'],
      ];
      for (const [extra, field] of cases) {
        const res = await create(w.actors.developer_admin, extra);
        expect(res.statusCode, field).toBe(422);
        expect(res.json().errors, JSON.stringify(extra)).toHaveProperty([field]);
      }
    });

    it('accepts today as the last valid day', async () => {
      expect((await create(w.actors.developer_admin, { valid_until: daysFromToday(0) })).statusCode).toBe(201);
    });

    it('answers 409 for a unit that is no longer available', async () => {
      const res = await create(w.actors.developer_admin, { unit_ids: [available[3], reservedUnitId] });
      expect(res.statusCode).toBe(409);
      expect(res.json().unit_ids).toEqual([reservedUnitId]);
    });
  });

  it('numbers concurrent offers without a gap or a duplicate', async () => {
    const created = await Promise.all([1, 2, 3, 4].map(() => create()));
    const numbers = created.map((res) => Number((res.json().data.number as string).slice(-6))).sort((a, b) => a - b);
    expect(numbers).toEqual([numbers[0], numbers[0]! + 1, numbers[0]! + 2, numbers[0]! + 3]);
  });

  it('caps the discount at the remaining units’ sum when a unit is removed', async () => {
    const offer = (await create(w.actors.developer_admin, { unit_ids: [available[6], available[7]], discount: 150_000_000 })).json().data;
    const res = await api.delete(w.actors.developer_admin, `inventory/sale-offers/${offer.id}/units/${available[7]}`);
    expect(res.json().data.totals).toEqual({ subtotal: 160_000_000, discount: 150_000_000, total: 10_000_000, units_count: 1 });
    const none = await api.delete(w.actors.developer_admin, `inventory/sale-offers/${offer.id}/units/${available[6]}`);
    expect(none.json().data.totals).toEqual({ subtotal: 0, discount: 0, total: 0, units_count: 0 });
    expect(none.json().data.discount).toBe(150_000_000);
  });

  it('answers 422 for ids that are not ids and 404 for ones that do not exist', async () => {
    const bad = await api.get(w.actors.developer_admin, 'inventory/sale-offers/abc');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('id');
    expect((await api.get(w.actors.developer_admin, 'inventory/sale-offers/2147483647')).statusCode).toBe(404);
    expect((await api.post(w.actors.developer_admin, 'inventory/sale-offers/2147483647', offerBody())).statusCode).toBe(404);
  });

  describe('list and show', () => {
    let adminOffer: Offer;
    let developerOffer: Offer;
    let salesOffer: Offer;
    let foreignOffer: Offer;
    beforeAll(async () => {
      adminOffer = (await create(w.actors.developer_admin, { client_name: 'Zara Admin-Client' })).json().data;
      developerOffer = (await create(w.actors.developer, { client_name: 'Yusuf Developer-Client' })).json().data;
      salesOffer = (await create(w.actors.super_admin_sales_manager, { client_name: 'Xavier Sales-Client' })).json().data;
      foreignOffer = (await create(w.actors.foreign_admin, { client_name: 'Foreign Client' }, w.foreignId)).json().data;
    });

    const ids = async (actor = w.actors.developer_admin, query: Record<string, unknown> = {}) => {
      const res = await api.get(actor, 'inventory/sale-offers', { per_page: 100, ...query });
      expect(res.statusCode).toBe(200);
      return (res.json().data as { id: number }[]).map((offer) => offer.id);
    };

    it('shows a developer admin every offer of his organization, nothing of another', async () => {
      const seen = await ids();
      expect(seen).toEqual(expect.arrayContaining([adminOffer.id, developerOffer.id, salesOffer.id]));
      expect(seen).not.toContain(foreignOffer.id);
    });

    it('shows a developer only the offers he created', async () => {
      const seen = await ids(w.actors.developer);
      expect(seen).toContain(developerOffer.id);
      expect(seen).not.toContain(adminOffer.id);
      expect(seen).not.toContain(salesOffer.id);
      expect((await api.get(w.actors.developer, `inventory/sale-offers/${adminOffer.id}`)).statusCode).toBe(404);
      expect((await api.get(w.actors.developer, `inventory/sale-offers/${developerOffer.id}`)).statusCode).toBe(200);
    });

    it('shows a sales manager the offers of his assigned developers only; an unassigned filter is 403', async () => {
      const seen = await ids(w.actors.super_admin_sales_manager);
      expect(seen).toEqual(expect.arrayContaining([adminOffer.id, developerOffer.id, salesOffer.id]));
      expect(seen).not.toContain(foreignOffer.id);
      expect((await api.get(w.actors.super_admin_sales_manager, `inventory/sale-offers/${foreignOffer.id}`)).statusCode).toBe(404);
      expect(
        (await api.get(w.actors.super_admin_sales_manager, 'inventory/sale-offers', { developer_organization_id: w.foreignId })).statusCode,
      ).toBe(403);
    });

    it('shows the super admin every offer, filtered by developer organization on request', async () => {
      expect(await ids(w.actors.super_admin)).toEqual(expect.arrayContaining([adminOffer.id, foreignOffer.id]));
      const narrowed = await ids(w.actors.super_admin, { developer_organization_id: w.foreignId });
      expect(narrowed).toContain(foreignOffer.id);
      expect(narrowed).not.toContain(adminOffer.id);
      const show = await api.get(w.actors.super_admin, `inventory/sale-offers/${foreignOffer.id}`);
      expect(show.statusCode).toBe(200);
      expect(show.json().data.can).toEqual({ edit: false, delete: true });
    });

    it('refuses brokers (403) and hides other tenants’ offers (404)', async () => {
      expect((await api.get(w.actors.broker_admin, 'inventory/sale-offers')).statusCode).toBe(403);
      expect((await api.get(w.actors.broker_admin, `inventory/sale-offers/${adminOffer.id}`)).statusCode).toBe(403);
      expect((await api.get(w.actors.foreign_admin, `inventory/sale-offers/${adminOffer.id}`)).statusCode).toBe(404);
    });

    it('searches by client and number, and filters by status (past validity reads as expired)', async () => {
      expect(await ids(w.actors.developer_admin, { search: 'zara admin' })).toEqual([adminOffer.id]);
      expect(await ids(w.actors.developer_admin, { search: adminOffer.number })).toEqual([adminOffer.id]);
      await ctx.db
        .update(saleOffers)
        .set({ valid_until: daysFromToday(-3) })
        .where(eq(saleOffers.id, salesOffer.id));
      expect(await ids(w.actors.developer_admin, { status: 'expired' })).toEqual([salesOffer.id]);
      expect(await ids(w.actors.developer_admin, { status: 'draft' })).not.toContain(salesOffer.id);
      expect((await api.get(w.actors.developer_admin, `inventory/sale-offers/${salesOffer.id}`)).json().data.status).toBe('expired');
      const bad = await api.get(w.actors.developer_admin, 'inventory/sale-offers', { status: 'lost' });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toHaveProperty('status');
    });

    it('sorts by total', async () => {
      const res = await api.get(w.actors.developer_admin, 'inventory/sale-offers', { sort: 'total', order: 'desc', per_page: 100 });
      const totals = (res.json().data as { total: number }[]).map((offer) => offer.total);
      expect(totals).toEqual([...totals].sort((a, b) => b - a));
    });
  });

  describe('delete', () => {
    it('lets a developer admin and the super admin delete; refuses the developer (403) and another tenant (404)', async () => {
      const mine = (await create(w.actors.developer, { unit_ids: [available[4]] })).json().data as Offer;
      expect((await api.delete(w.actors.developer, `inventory/sale-offers/${mine.id}`)).statusCode).toBe(403);
      const before = await snapshot(ctx.db, saleOffers);
      expect((await api.delete(w.actors.foreign_admin, `inventory/sale-offers/${mine.id}`)).statusCode).toBe(404);
      expect(await snapshot(ctx.db, saleOffers)).toEqual(before);
      expect((await api.delete(w.actors.developer_admin, `inventory/sale-offers/${mine.id}`)).statusCode).toBe(200);
      expect(await ctx.db.select().from(saleOfferUnits).where(eq(saleOfferUnits.sale_offer_id, mine.id))).toEqual([]);
      const other = (await create()).json().data as Offer;
      expect((await api.delete(w.actors.super_admin, `inventory/sale-offers/${other.id}`)).statusCode).toBe(200);
      expect((await api.get(w.actors.developer_admin, `inventory/sale-offers/${other.id}`)).statusCode).toBe(404);
    });
  });

  describe('changing a draft', () => {
    const put = (actor: Parameters<typeof api.put>[0], offer: Offer & { updated_at?: string }, extra: Record<string, unknown> = {}) =>
      api.put(actor, `inventory/sale-offers/${offer.id}`, offerBody({ updated_at: offer.updated_at, ...extra }));

    it('lets the creator change client, terms and a discount within the units’ total', async () => {
      const offer = (await create(w.actors.developer, { unit_ids: [available[0], available[1]] })).json().data;
      const res = await put(w.actors.developer, offer, {
        client_name: 'Amira H. Haddad',
        client_phone: null,
        valid_until: daysFromToday(30),
        discount: 10_000_000,
        notes: '',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        client_name: 'Amira H. Haddad',
        client_phone: null,
        valid_until: daysFromToday(30),
        notes: null,
        discount: 10_000_000,
        totals: { subtotal: 210_000_000, discount: 10_000_000, total: 200_000_000, units_count: 2 },
      });
      // The whole units' total may be given away, not a fils more.
      const latest = res.json().data;
      expect((await put(w.actors.developer, latest, { discount: 210_000_000 })).statusCode).toBe(200);
    });

    it('refuses a discount above the units’ total (422 on discount) and changes nothing', async () => {
      const offer = (await create(w.actors.developer_admin, { unit_ids: [available[2]] })).json().data;
      const before = await snapshot(ctx.db, saleOffers);
      const res = await put(w.actors.developer_admin, offer, { discount: 120_000_001, client_name: 'Someone Else' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.discount).toEqual(['The discount must not exceed the total of the offered units.']);
      const past = await put(w.actors.developer_admin, offer, { valid_until: daysFromToday(-1) });
      expect(past.statusCode).toBe(422);
      expect(past.json().errors).toHaveProperty('valid_until');
      expect(await snapshot(ctx.db, saleOffers)).toEqual(before);
    });

    it('answers 409 with the current offer for a stale version', async () => {
      const offer = (await create(w.actors.developer_admin)).json().data;
      expect((await put(w.actors.developer_admin, offer, { client_name: 'First Edit' })).statusCode).toBe(200);
      const stale = await put(w.actors.developer_admin, offer, { client_name: 'Second Edit' });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().data.client_name).toBe('First Edit');
    });

    it('refuses a reader who did not create it (403), a broker (403) and another tenant (404)', async () => {
      const offer = (await create(w.actors.developer)).json().data;
      const before = await snapshot(ctx.db, saleOffers);
      expect((await put(w.actors.super_admin_sales_manager, offer, { client_name: 'Taken Over' })).statusCode).toBe(403);
      expect((await put(w.actors.broker_admin, offer, { client_name: 'Taken Over' })).statusCode).toBe(403);
      expect((await put(w.actors.foreign_admin, offer, { client_name: 'Taken Over' })).statusCode).toBe(404);
      expect(await snapshot(ctx.db, saleOffers)).toEqual(before);
      // The developer admin changes any draft of his organization.
      expect((await put(w.actors.developer_admin, offer, { client_name: 'Taken Over' })).statusCode).toBe(200);
    });

    it('refuses any change once the offer was sent (409), and says so in can.edit', async () => {
      const offer = (await create(w.actors.developer_admin, { unit_ids: [available[3]] })).json().data;
      await ctx.db.update(saleOffers).set({ status: 'sent' }).where(eq(saleOffers.id, offer.id));
      const before = await snapshot(ctx.db, saleOffers);
      const res = await put(w.actors.developer_admin, offer, { discount: 1_000 });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Only a draft offer can be changed; this one was already sent.');
      const plan = await api.put(w.actors.developer_admin, `inventory/sale-offers/${offer.id}/units/${available[3]}/payment-plan`, {
        installments: [{ label: 'Booking', percentage: 100, due_type: 'on_booking' }],
      });
      expect(plan.statusCode).toBe(409);
      expect(await snapshot(ctx.db, saleOffers)).toEqual(before);
      expect((await api.get(w.actors.developer_admin, `inventory/sale-offers/${offer.id}`)).json().data.can).toEqual({
        edit: false,
        delete: true,
      });
    });
  });

  describe('units', () => {
    it('appends the units sent in the natural order of their numbers, on create and on adding', async () => {
      const numbered = async (unit_number: string) => (await insertUnit(ctx.db, w.developerId, otherBuildingId, { unit_number })).id;
      const [u1001, u2, uA10, u101, uA2] = [
        await numbered('1001'),
        await numbered('2'),
        await numbered('A-10'),
        await numbered('101'),
        await numbered('a-2'),
      ];
      const created = await create(w.actors.developer_admin, { unit_ids: [u1001, u2, u101] });
      expect(created.statusCode).toBe(201);
      const offer = created.json().data as Offer;
      expect(offer.units.map((unit) => unit.unit_id)).toEqual([u2, u101, u1001]);
      const added = await api.post(w.actors.developer_admin, `inventory/sale-offers/${offer.id}/units`, { unit_ids: [uA10, uA2] });
      expect(added.statusCode).toBe(200);
      expect(added.json().data.units.map((unit: { unit_id: number }) => unit.unit_id)).toEqual([u2, u101, u1001, uA2, uA10]);
      expect((await api.delete(w.actors.developer_admin, `inventory/sale-offers/${offer.id}`)).statusCode).toBe(200);
    });

    it('names the units no longer available in natural order', async () => {
      const reserved = async (unit_number: string) =>
        (
          await insertUnit(ctx.db, w.developerId, otherBuildingId, {
            unit_number,
            status: 'reserved',
            reserved_until: new Date(Date.now() + 86_400_000),
          })
        ).id;
      const [r10, r9] = [await reserved('R-10'), await reserved('R-9')];
      const res = await create(w.actors.developer_admin, { unit_ids: [r10, r9] });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Units R-9, R-10 are no longer available.');
    });

    it('adds available units once, removes them; the creator and the developer admin build, others are refused', async () => {
      const offer = (await create(w.actors.developer)).json().data as Offer;
      const added = await api.post(w.actors.developer, `inventory/sale-offers/${offer.id}/units`, {
        unit_ids: [available[5], available[6]],
      });
      expect(added.statusCode).toBe(200);
      expect(added.json().data.units.map((unit: { unit_id: number }) => unit.unit_id)).toEqual([available[5], available[6]]);
      const again = await api.post(w.actors.developer_admin, `inventory/sale-offers/${offer.id}/units`, {
        unit_ids: [available[6], available[7]],
      });
      expect(again.statusCode).toBe(200);
      expect(again.json().data.units.map((unit: { unit_id: number }) => unit.unit_id)).toEqual([available[5], available[6], available[7]]);

      // The sales manager reads the offer but did not create it.
      expect(
        (await api.post(w.actors.super_admin_sales_manager, `inventory/sale-offers/${offer.id}/units`, { unit_ids: [available[0]] }))
          .statusCode,
      ).toBe(403);
      expect(
        (await api.post(w.actors.foreign_admin, `inventory/sale-offers/${offer.id}/units`, { unit_ids: [available[0]] })).statusCode,
      ).toBe(404);
      expect(
        (await api.post(w.actors.super_admin, `inventory/sale-offers/${offer.id}/units`, { unit_ids: [available[0]] })).statusCode,
      ).toBe(403);

      const removed = await api.delete(w.actors.developer, `inventory/sale-offers/${offer.id}/units/${available[6]}`);
      expect(removed.statusCode).toBe(200);
      expect(removed.json().data.units.map((unit: { unit_id: number }) => unit.unit_id)).toEqual([available[5], available[7]]);
      expect((await api.delete(w.actors.developer, `inventory/sale-offers/${offer.id}/units/${available[6]}`)).statusCode).toBe(404);
      const before = await snapshot(ctx.db, saleOfferUnits);
      expect((await api.delete(w.actors.foreign_admin, `inventory/sale-offers/${offer.id}/units/${available[5]}`)).statusCode).toBe(404);
      expect(await snapshot(ctx.db, saleOfferUnits)).toEqual(before);
    });

    it('answers 409 for a unit no longer available, 422 for a foreign or missing one', async () => {
      const offer = (await create()).json().data as Offer;
      const path = `inventory/sale-offers/${offer.id}/units`;
      const reserved = await api.post(w.actors.developer_admin, path, { unit_ids: [reservedUnitId] });
      expect(reserved.statusCode).toBe(409);
      const foreign = await api.post(w.actors.developer_admin, path, { unit_ids: [available[0], foreignUnitId] });
      expect(foreign.statusCode).toBe(422);
      expect(foreign.json().errors).toHaveProperty(['unit_ids.1']);
      const empty = await api.post(w.actors.developer_admin, path, { unit_ids: [] });
      expect(empty.statusCode).toBe(422);
      expect(empty.json().errors).toHaveProperty('unit_ids');
      expect((await ctx.db.select().from(saleOfferUnits).where(eq(saleOfferUnits.sale_offer_id, offer.id))).length).toBe(0);
    });
  });

  describe('payment plan per unit', () => {
    let offer: Offer;
    let planId: number;
    let otherPlanId: number;
    beforeAll(async () => {
      planId = (await insertPlan(ctx.db, w.developerId, buildingId)).id;
      otherPlanId = (await insertPlan(ctx.db, w.developerId, otherBuildingId)).id;
      offer = (await create(w.actors.super_admin_sales_manager, { unit_ids: [available[0]] })).json().data;
    });
    const path = () => `inventory/sale-offers/${offer.id}/units/${available[0]}/payment-plan`;

    it('chooses a plan of the unit’s building and schedules it on the price', async () => {
      const res = await api.put(w.actors.super_admin_sales_manager, path(), { payment_plan_id: planId });
      expect(res.statusCode).toBe(200);
      const unit = res.json().data.units[0];
      expect(unit).toMatchObject({ payment_plan_id: planId, custom_installments: false });
      expect(unit.schedule.map((row: { amount: number }) => row.amount)).toEqual([20_000_000, 40_000_000, 40_000_000]);
      expect(unit.schedule[2].due_date).toBe('2028-12-31');
      expect(unit.schedule[0].due_date).toBe(new Date().toISOString().slice(0, 10));
    });

    it('refuses a plan of another building (422 on payment_plan_id)', async () => {
      const res = await api.put(w.actors.super_admin_sales_manager, path(), { payment_plan_id: otherPlanId });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toHaveProperty('payment_plan_id');
    });

    it('takes custom installments only when they add up to exactly 100 %', async () => {
      const short = await api.put(w.actors.super_admin_sales_manager, path(), {
        installments: [
          { label: 'Booking', percentage: 33.33, due_type: 'on_booking' },
          { label: 'Handover', percentage: 66.66, due_type: 'on_handover' },
        ],
      });
      expect(short.statusCode).toBe(422);
      expect(short.json().errors).toHaveProperty('installments');
      const exact = await api.put(w.actors.super_admin_sales_manager, path(), {
        installments: [
          { label: 'Booking', percentage: 33.33, due_type: 'on_booking' },
          { label: 'Monthly', percentage: 33.33, due_type: 'months_after_booking', due_value: 6 },
          { label: 'Handover', percentage: 33.34, due_type: 'on_handover' },
        ],
      });
      expect(exact.statusCode).toBe(200);
      const unit = exact.json().data.units[0];
      expect(unit).toMatchObject({ payment_plan_id: null, payment_plan_name: 'Custom', custom_installments: true });
      expect(unit.schedule.reduce((sum: number, row: { amount: number }) => sum + row.amount, 0)).toBe(100_000_000);
    });

    it('needs one of plan or installments, and the unit in the offer', async () => {
      const neither = await api.put(w.actors.super_admin_sales_manager, path(), {});
      expect(neither.statusCode).toBe(422);
      expect(neither.json().errors).toHaveProperty('payment_plan_id');
      const missing = await api.put(
        w.actors.super_admin_sales_manager,
        `inventory/sale-offers/${offer.id}/units/${available[1]}/payment-plan`,
        { payment_plan_id: planId },
      );
      expect(missing.statusCode).toBe(404);
    });

    it('lets the developer admin change it, not the developer (404) nor another tenant (404)', async () => {
      expect((await api.put(w.actors.developer_admin, path(), { payment_plan_id: planId })).statusCode).toBe(200);
      expect((await api.put(w.actors.developer, path(), { payment_plan_id: planId })).statusCode).toBe(404);
      const before = await snapshot(ctx.db, saleOfferUnits);
      expect((await api.put(w.actors.foreign_admin, path(), { payment_plan_id: planId })).statusCode).toBe(404);
      expect(await snapshot(ctx.db, saleOfferUnits)).toEqual(before);
      expect((await api.put(w.actors.broker_admin, path(), { payment_plan_id: planId })).statusCode).toBe(403);
    });

    it('works for a sales manager acting inside the developer organization', async () => {
      const inside = actingIn(w.actors.super_admin_sales_manager, w.developerId);
      expect((await api.get(inside, `inventory/sale-offers/${offer.id}`)).statusCode).toBe(200);
      expect((await api.put(inside, path(), { payment_plan_id: planId })).statusCode).toBe(200);
    });
  });
});
