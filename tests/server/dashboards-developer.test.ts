// The developer dashboard (docs/api.md "Dashboards"): every count and sum agrees with the matching
// filtered list, the rates and medians with hand-computed fixtures, only the developer admin and
// developer reach it, and another tenant's records never count. That a request costs the same
// number of statements whatever the data size: aggregate-query-budget.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unitStatusHistory } from '../../src/server/db/inventory-schema.ts';
import { saleOffers } from '../../src/server/db/sales-schema.ts';
import type {
  InventoryByProjectRow,
  LeadSourceRow,
  PipelineStageRow,
  PricePerSqftRow,
  TeamActivityRow,
} from '../../src/shared/dashboards.ts';
import { insertActivity, insertDeal, insertLead, insertPipeline } from './support/crm.ts';
import { insertBuilding, insertProject, insertUnit } from './support/inventory.ts';
import { call, createTestContext, type TestContext } from './support/testApp.ts';
import { as, buildWorld, type Actor, type World } from './support/world.ts';

const DAY = 86_400_000;

describe('developer dashboard', () => {
  let ctx: TestContext;
  let w: World;
  let marina: { id: number; buildingId: number };
  let riyadh: { id: number; buildingId: number };
  let pipeline: Awaited<ReturnType<typeof insertPipeline>>;
  let leadId: number;
  let sqft: { id: number; buildingId: number };
  let offerNumber = 0;

  const get = (actor: Actor, path: string, query: Record<string, unknown> = {}) => call(ctx.app, 'GET', path, as(actor, { query }));

  beforeAll(async () => {
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
    const dev = w.developerId;
    const project = async (currency: string) => {
      const row = await insertProject(ctx.db, dev, { name: `Project ${currency}`, currency });
      return { id: row.id, buildingId: (await insertBuilding(ctx.db, dev, row.id)).id };
    };
    marina = await project('AED');
    riyadh = await project('SAR');
    const units: [typeof marina, 'available' | 'reserved' | 'booked' | 'sold', number][] = [
      [marina, 'available', 1_000_00],
      [marina, 'available', 2_000_00],
      [marina, 'booked', 3_000_00],
      [marina, 'sold', 4_000_00],
      [marina, 'sold', 5_000_00],
      [riyadh, 'available', 7_000_00],
      [riyadh, 'reserved', 8_000_00],
    ];
    for (const [of, status, price] of units) {
      await insertUnit(ctx.db, dev, of.buildingId, {
        status,
        price,
        reserved_until: status === 'reserved' ? new Date(Date.now() + 3 * DAY) : null,
      });
    }
    // Another developer's units never count.
    const foreignProject = await insertProject(ctx.db, w.foreignId, { name: 'Foreign tower' });
    const foreignBuilding = await insertBuilding(ctx.db, w.foreignId, foreignProject.id);
    await insertUnit(ctx.db, w.foreignId, foreignBuilding.id, { status: 'sold', price: 9_000_00 });

    pipeline = await insertPipeline(ctx.db, dev, ['New', 'Viewing', 'Offer']);
    leadId = (await insertLead(ctx.db, dev)).id;
    const [fresh, viewing, offer] = pipeline.stages;
    const deal = (stageId: number, fields: Partial<Parameters<typeof insertDeal>[2]>) =>
      insertDeal(ctx.db, dev, { lead_id: leadId, pipeline_id: pipeline.pipeline.id, stage_id: stageId, ...fields });
    await deal(fresh!.id, { value: 100_00 });
    await deal(viewing!.id, { value: 1_000_00 });
    await deal(viewing!.id, { value: 3_000_00 });
    await deal(viewing!.id, { value: 5_000_00, currency: 'SAR' });
    // Closed in March 2026: won after 10, 20 and 40 days (median 20), one lost → win rate 3/4.
    const closed = (status: 'won' | 'lost', createdDay: string, days: number) => {
      const created = new Date(`${createdDay}T08:00:00Z`);
      return deal(offer!.id, { value: 2_000_00, status, created_at: created, closed_at: new Date(created.getTime() + days * DAY) });
    };
    await closed('won', '2026-02-20', 10);
    await closed('won', '2026-02-20', 20);
    await closed('won', '2026-02-10', 40);
    await closed('lost', '2026-03-01', 5);
    // Won in May: outside the March period.
    await closed('won', '2026-05-01', 2);
    // Another organization's deals never count.
    const foreignPipeline = await insertPipeline(ctx.db, w.foreignId, ['New']);
    const foreignLead = await insertLead(ctx.db, w.foreignId);
    await insertDeal(ctx.db, w.foreignId, {
      lead_id: foreignLead.id,
      pipeline_id: foreignPipeline.pipeline.id,
      stage_id: foreignPipeline.stages[0]!.id,
      status: 'won',
      created_at: new Date('2026-03-01T08:00:00Z'),
      closed_at: new Date('2026-03-05T08:00:00Z'),
    });

    // Absorption: status history entries (the organization's calendar is Asia/Dubai, UTC+4).
    const someUnit = await insertUnit(ctx.db, dev, marina.buildingId, { status: 'blocked' });
    const foreignUnit = await insertUnit(ctx.db, w.foreignId, foreignBuilding.id, { status: 'sold', price: 0 });
    const entered = (organizationId: number, unit: { id: number; building_id: number }, to: 'booked' | 'sold' | 'reserved', at: string) =>
      ctx.db.insert(unitStatusHistory).values({
        organization_id: organizationId,
        unit_id: unit.id,
        building_id: unit.building_id,
        to_status: to,
        price: 1_000_000_00,
        created_at: new Date(at),
      });
    await entered(dev, someUnit, 'booked', '2025-01-06T10:00:00Z');
    await entered(dev, someUnit, 'sold', '2025-01-07T10:00:00Z');
    await entered(dev, someUnit, 'sold', '2025-01-20T10:00:00Z');
    // 31 January 21:00 UTC is 1 February in Dubai.
    await entered(dev, someUnit, 'sold', '2025-01-31T21:00:00Z');
    await entered(dev, someUnit, 'reserved', '2025-01-08T10:00:00Z');
    await entered(w.foreignId, foreignUnit, 'sold', '2025-01-08T10:00:00Z');

    // Leads of June 2025: 3 from the website (one with a won deal), 2 from referrals (both won), 1 portal.
    const june = (day: number) => new Date(`2025-06-${String(day).padStart(2, '0')}T09:00:00Z`);
    const leadFrom = async (source: 'website' | 'referral' | 'portal', day: number, wonDeal: boolean) => {
      const lead = await insertLead(ctx.db, dev, { source, created_at: june(day) });
      if (wonDeal) {
        await insertDeal(ctx.db, dev, {
          lead_id: lead.id,
          pipeline_id: pipeline.pipeline.id,
          stage_id: offer!.id,
          status: 'won',
          closed_at: june(28),
        });
      }
      // A lost deal converts nothing.
      else
        await insertDeal(ctx.db, dev, {
          lead_id: lead.id,
          pipeline_id: pipeline.pipeline.id,
          stage_id: offer!.id,
          status: 'lost',
          closed_at: june(28),
        });
    };
    await leadFrom('website', 2, true);
    await leadFrom('website', 3, false);
    await leadFrom('website', 30, false);
    await leadFrom('referral', 10, true);
    await leadFrom('referral', 11, true);
    await leadFrom('portal', 12, false);
    await insertLead(ctx.db, dev, { source: 'portal', created_at: new Date('2025-07-01T09:00:00Z') });
    await insertLead(ctx.db, w.foreignId, { source: 'website', created_at: june(5) });

    // Activities due in August 2025 (all past now): the admin did 2 and left 1 open; the developer did 1, left 2 open.
    const august = (day: number) => new Date(`2025-08-${String(day).padStart(2, '0')}T09:00:00Z`);
    const activity = (ownerId: number | null, day: number, done: boolean) =>
      insertActivity(ctx.db, dev, { owner_id: ownerId, due_at: august(day), completed_at: done ? august(day) : null });
    const admin = w.actors.developer_admin.userId;
    const member = w.actors.developer.userId;
    await activity(admin, 1, true);
    await activity(admin, 2, true);
    await activity(admin, 3, false);
    await activity(member, 4, true);
    await activity(member, 5, false);
    await activity(member, 6, false);
    await activity(null, 7, false);
    // Outside August, and another organization's.
    await insertActivity(ctx.db, dev, { owner_id: admin, due_at: new Date('2025-09-01T09:00:00Z') });
    await insertActivity(ctx.db, w.foreignId, { due_at: august(3) });

    // Price per sq ft: 2 bedrooms AED 3,000,000 over 2,000 sq ft → AED 1,500; 3 bedrooms AED 3,300,000 over 1,500 → AED 2,200.
    sqft = await project('QAR');
    await insertUnit(ctx.db, dev, sqft.buildingId, { bedrooms: 2, price: 1_000_000_00, internal_area: 1000 });
    await insertUnit(ctx.db, dev, sqft.buildingId, { bedrooms: 2, price: 2_000_000_00, internal_area: 1000, status: 'sold' });
    await insertUnit(ctx.db, dev, sqft.buildingId, { bedrooms: 3, price: 3_300_000_00, internal_area: 1500 });
    // No area, no price per sq ft.
    await insertUnit(ctx.db, dev, sqft.buildingId, { bedrooms: 4, price: 500_000_00, internal_area: 0 });

    // Sale offers: the admin made 2 in March 2025, the developer 1 in March and 1 in April; another developer 1.
    const saleOffer = (organizationId: number, createdBy: number, at: string) =>
      ctx.db.insert(saleOffers).values({
        organization_id: organizationId,
        number: `SO-2025-${String(++offerNumber).padStart(6, '0')}`,
        client_name: 'Client',
        valid_until: '2025-12-31',
        created_by: createdBy,
        created_at: new Date(at),
      });
    await saleOffer(dev, w.actors.developer_admin.userId, '2025-03-02T09:00:00Z');
    await saleOffer(dev, w.actors.developer_admin.userId, '2025-03-20T09:00:00Z');
    await saleOffer(dev, w.actors.developer.userId, '2025-03-21T09:00:00Z');
    await saleOffer(dev, w.actors.developer.userId, '2025-04-02T09:00:00Z');
    await saleOffer(w.foreignId, w.actors.foreign_admin.userId, '2025-03-02T09:00:00Z');
  });
  afterAll(() => ctx.close());

  describe('inventory by project', () => {
    it('counts units per project and status as the filtered units list does, and sums their prices', async () => {
      const res = await get(w.actors.developer_admin, 'dashboards/developer/inventory');
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.json().data as InventoryByProjectRow[];
      expect(rows.map((row) => row.project_id)).not.toContain(undefined);
      for (const row of rows) {
        const list = await get(w.actors.developer_admin, 'inventory/units', {
          project_id: row.project_id,
          status: row.status,
          per_page: 100,
        });
        expect(list.statusCode).toBe(200);
        expect(row.units, `${row.project_name} ${row.status}`).toBe(list.json().meta.total);
        const listed = (list.json().data as { price: number }[]).reduce((sum, unit) => sum + unit.price, 0);
        expect(row.value).toBe(listed);
      }
      const total = await get(w.actors.developer_admin, 'inventory/units', { per_page: 1 });
      expect(rows.reduce((sum, row) => sum + row.units, 0)).toBe(total.json().meta.total);
    });

    it('keeps each project in its own currency', async () => {
      const rows = (await get(w.actors.developer, 'dashboards/developer/inventory')).json().data as InventoryByProjectRow[];
      const pick = (projectId: number, status: string) => rows.find((row) => row.project_id === projectId && row.status === status);
      expect(pick(marina.id, 'sold')).toMatchObject({ currency: 'AED', units: 2, value: 9_000_00 });
      expect(pick(marina.id, 'available')).toMatchObject({ currency: 'AED', units: 2, value: 3_000_00 });
      expect(pick(riyadh.id, 'reserved')).toMatchObject({ currency: 'SAR', units: 1, value: 8_000_00 });
      expect(rows.every((row) => row.project_name !== 'Foreign tower')).toBe(true);
    });
  });

  describe('pipeline', () => {
    it('counts open deals per stage as the filtered pipeline list does, value and weighted value per currency', async () => {
      const res = await get(w.actors.developer_admin, 'dashboards/developer/pipeline');
      expect(res.statusCode, res.body).toBe(200);
      const stages = res.json().data.stages as PipelineStageRow[];
      for (const stage of pipeline.stages) {
        const list = await get(w.actors.developer_admin, `crm/pipelines/${pipeline.pipeline.id}/list`, {
          stage_id: stage.id,
          status: 'open',
          per_page: 100,
        });
        const ofStage = stages.filter((row) => row.stage_id === stage.id);
        expect(ofStage.reduce((sum, row) => sum + row.deals, 0)).toBe(list.json().meta.total);
        for (const row of ofStage.filter((candidate) => candidate.currency !== null)) {
          const listed = (list.json().data as { value: number; currency: string }[]).filter((deal) => deal.currency === row.currency);
          expect(row.value).toBe(listed.reduce((sum, deal) => sum + deal.value, 0));
        }
      }
      const viewing = stages.filter((row) => row.stage_id === pipeline.stages[1]!.id);
      // The Viewing stage has probability 10: AED 4,000 → 400 weighted; SAR 5,000 → 500.
      expect(viewing).toEqual([
        expect.objectContaining({ currency: 'AED', deals: 2, value: 4_000_00, weighted_value: 400_00 }),
        expect.objectContaining({ currency: 'SAR', deals: 1, value: 5_000_00, weighted_value: 500_00 }),
      ]);
      // A stage with no open deal still shows, with nothing in it.
      expect(stages.filter((row) => row.stage_id === pipeline.stages[2]!.id)).toEqual([
        expect.objectContaining({ currency: null, deals: 0, value: 0, weighted_value: 0 }),
      ]);
    });

    it('gives the win rate and the median days to won of the deals closed in the period', async () => {
      const res = await get(w.actors.developer, 'dashboards/developer/pipeline', { from: '2026-03-01', to: '2026-03-31' });
      expect(res.json().data.outcome).toEqual({ won: 3, lost: 1, win_rate: 0.75, median_days_to_won: 20 });
      const all = await get(w.actors.developer, 'dashboards/developer/pipeline', { from: '2026-01-01', to: '2026-12-31' });
      // With the May win: 10, 20, 40 and 2 days → median 15.
      expect(all.json().data.outcome).toEqual({ won: 4, lost: 1, win_rate: 0.8, median_days_to_won: 15 });
      const empty = await get(w.actors.developer, 'dashboards/developer/pipeline', { from: '2025-01-01', to: '2025-01-31' });
      expect(empty.json().data.outcome).toEqual({ won: 0, lost: 0, win_rate: null, median_days_to_won: null });
    });

    it('refuses a period that is not one, naming the field', async () => {
      const badDay = await get(w.actors.developer, 'dashboards/developer/pipeline', { from: '2026-02-30' });
      expect(badDay.statusCode).toBe(422);
      expect(Object.keys(badDay.json().errors)).toEqual(['from']);
      const backwards = await get(w.actors.developer, 'dashboards/developer/pipeline', { from: '2026-04-01', to: '2026-03-01' });
      expect(backwards.statusCode).toBe(422);
      expect(Object.keys(backwards.json().errors)).toEqual(['to']);
    });
  });

  describe('absorption', () => {
    it('counts units booked and sold per month in the organization’s calendar', async () => {
      const res = await get(w.actors.developer_admin, 'dashboards/developer/absorption', { from: '2025-01-01', to: '2025-02-28' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual([
        { period: '2025-01-01', status: 'booked', units: 1 },
        { period: '2025-01-01', status: 'sold', units: 2 },
        { period: '2025-02-01', status: 'sold', units: 1 },
      ]);
    });

    it('counts per week from Monday, within the period', async () => {
      const res = await get(w.actors.developer, 'dashboards/developer/absorption', {
        interval: 'week',
        from: '2025-01-01',
        to: '2025-01-31',
      });
      expect(res.json().data).toEqual([
        { period: '2025-01-06', status: 'booked', units: 1 },
        { period: '2025-01-06', status: 'sold', units: 1 },
        { period: '2025-01-20', status: 'sold', units: 1 },
      ]);
    });

    it('refuses an interval it does not know', async () => {
      const res = await get(w.actors.developer, 'dashboards/developer/absorption', { interval: 'day' });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['interval']);
    });
  });

  describe('leads by source', () => {
    const june = { from: '2025-06-01', to: '2025-06-30' };

    it('counts the leads of each source as the filtered leads list does, with their conversion', async () => {
      const res = await get(w.actors.developer_admin, 'dashboards/developer/lead-sources', june);
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.json().data as LeadSourceRow[];
      for (const row of rows) {
        const list = await get(w.actors.developer_admin, 'crm/leads', {
          source: row.source,
          created_from: june.from,
          created_to: june.to,
          per_page: 1,
        });
        expect(row.leads, row.source).toBe(list.json().meta.total);
      }
      expect(rows).toEqual([
        { source: 'portal', leads: 1, converted: 0, conversion_rate: 0 },
        { source: 'referral', leads: 2, converted: 2, conversion_rate: 1 },
        { source: 'website', leads: 3, converted: 1, conversion_rate: 1 / 3 },
      ]);
    });
  });

  describe('team activities', () => {
    const august = { from: '2025-08-01', to: '2025-08-31' };

    it('counts each member’s done and overdue activities as the filtered activities list does', async () => {
      const res = await get(w.actors.developer_admin, 'dashboards/developer/team-activities', august);
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.json().data as TeamActivityRow[];
      for (const row of rows.filter((candidate) => candidate.owner_id !== null)) {
        const total = async (flag: Record<string, string>) =>
          (
            await get(w.actors.developer_admin, 'crm/activities', {
              owner_id: row.owner_id,
              due_from: august.from,
              due_to: august.to,
              per_page: 1,
              ...flag,
            })
          ).json().meta.total;
        expect(row.done, `${row.owner_name} done`).toBe(await total({ completed: 'true' }));
        expect(row.overdue, `${row.owner_name} overdue`).toBe(await total({ overdue: 'true' }));
      }
      expect(rows).toEqual([
        { owner_id: w.actors.developer_admin.userId, owner_name: 'Dev Admin', done: 2, overdue: 1 },
        { owner_id: w.actors.developer.userId, owner_name: 'Dev Member', done: 1, overdue: 2 },
        { owner_id: null, owner_name: null, done: 0, overdue: 1 },
      ]);
    });
  });

  describe('price per sq ft', () => {
    it('averages each project’s units by bedrooms as price total over area total, counting as the units list does', async () => {
      const res = await get(w.actors.developer_admin, 'dashboards/developer/price-per-sqft');
      expect(res.statusCode, res.body).toBe(200);
      const rows = (res.json().data as PricePerSqftRow[]).filter((row) => row.project_id === sqft.id);
      expect(rows).toEqual([
        expect.objectContaining({ currency: 'QAR', bedrooms: 2, units: 2, price_per_sqft: 1_500_00 }),
        expect.objectContaining({ currency: 'QAR', bedrooms: 3, units: 1, price_per_sqft: 2_200_00 }),
      ]);
      for (const row of res.json().data as PricePerSqftRow[]) {
        const list = await get(w.actors.developer_admin, 'inventory/units', {
          project_id: row.project_id,
          bedrooms: row.bedrooms,
          per_page: 1,
        });
        expect(row.units, `${row.project_name} ${row.bedrooms}`).toBe(list.json().meta.total);
      }
    });
  });

  describe('sale offers per period', () => {
    it('counts the offers of the organization per month, as many as the offers list holds', async () => {
      const res = await get(w.actors.developer_admin, 'dashboards/developer/sale-offers');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual([
        { period: '2025-03-01', offers: 3, booked: 0, conversion_rate: 0 },
        { period: '2025-04-01', offers: 1, booked: 0, conversion_rate: 0 },
      ]);
      const list = await get(w.actors.developer_admin, 'inventory/sale-offers', { per_page: 1 });
      expect(list.json().meta.total).toBe(4);
    });

    it('counts a developer’s own offers only, as his offers list does', async () => {
      const res = await get(w.actors.developer, 'dashboards/developer/sale-offers', {
        interval: 'week',
        from: '2025-03-01',
        to: '2025-03-31',
      });
      expect(res.json().data).toEqual([{ period: '2025-03-17', offers: 1, booked: 0, conversion_rate: 0 }]);
      const list = await get(w.actors.developer, 'inventory/sale-offers', { per_page: 1 });
      expect(list.json().meta.total).toBe(2);
    });
  });

  describe('who reaches it', () => {
    const paths = [
      'dashboards/developer/inventory',
      'dashboards/developer/pipeline',
      'dashboards/developer/absorption',
      'dashboards/developer/lead-sources',
      'dashboards/developer/team-activities',
      'dashboards/developer/price-per-sqft',
      'dashboards/developer/sale-offers',
    ];

    it.each(paths)('%s: refuses brokers and platform roles', async (path) => {
      for (const role of ['broker_admin', 'broker', 'super_admin', 'super_admin_sales_manager'] as const) {
        expect((await get(w.actors[role], path)).statusCode, role).toBe(403);
      }
    });

    it.each(paths)('%s: never answers for another organization', async (path) => {
      expect((await get({ ...w.actors.developer_admin, orgId: w.foreignId }, path)).statusCode).toBe(403);
      const foreign = (await get(w.actors.foreign_admin, path)).json();
      expect(JSON.stringify(foreign)).not.toContain('Project AED');
    });

    it('shows the foreign developer his own figures only', async () => {
      const rows = (await get(w.actors.foreign_admin, 'dashboards/developer/inventory')).json().data as InventoryByProjectRow[];
      expect(rows).toEqual([expect.objectContaining({ project_name: 'Foreign tower', status: 'sold', units: 2, value: 9_000_00 })]);
      const outcome = (await get(w.actors.foreign_admin, 'dashboards/developer/pipeline')).json().data.outcome;
      expect(outcome).toMatchObject({ won: 1, lost: 0 });
      const sold = (await get(w.actors.foreign_admin, 'dashboards/developer/absorption', { from: '2025-01-01', to: '2025-01-31' })).json()
        .data;
      expect(sold).toEqual([{ period: '2025-01-01', status: 'sold', units: 1 }]);
      const sources = (
        await get(w.actors.foreign_admin, 'dashboards/developer/lead-sources', { from: '2025-06-01', to: '2025-06-30' })
      ).json().data;
      expect(sources).toEqual([{ source: 'website', leads: 1, converted: 0, conversion_rate: 0 }]);
      const team = (
        await get(w.actors.foreign_admin, 'dashboards/developer/team-activities', { from: '2025-08-01', to: '2025-08-31' })
      ).json().data;
      expect(team).toEqual([{ owner_id: null, owner_name: null, done: 0, overdue: 1 }]);
      const offers = (await get(w.actors.foreign_admin, 'dashboards/developer/sale-offers')).json().data;
      expect(offers).toEqual([{ period: '2025-03-01', offers: 1, booked: 0, conversion_rate: 0 }]);
    });
  });
});
