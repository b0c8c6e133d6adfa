// The developer dashboard (docs/api.md "Dashboards"): every count and sum agrees with the matching
// filtered list, the rates and medians with hand-computed fixtures, only the developer admin and
// developer reach it, another tenant's records never count, and a request costs the same number of
// statements whatever the data size.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InventoryByProjectRow, PipelineStageRow } from '../../src/shared/dashboards.ts';
import { insertDeal, insertLead, insertPipeline } from './support/crm.ts';
import { insertBuilding, insertProject, insertUnit } from './support/inventory.ts';
import { call, createTestContext, type TestContext } from './support/testApp.ts';
import { as, buildWorld, type Actor, type World } from './support/world.ts';

const DAY = 86_400_000;

describe('developer dashboard', () => {
  let ctx: TestContext;
  let w: World;
  let counting = false;
  const statements: string[] = [];
  let marina: { id: number; buildingId: number };
  let riyadh: { id: number; buildingId: number };
  let pipeline: Awaited<ReturnType<typeof insertPipeline>>;
  let leadId: number;

  const get = (actor: Actor, path: string, query: Record<string, unknown> = {}) => call(ctx.app, 'GET', path, as(actor, { query }));

  beforeAll(async () => {
    ctx = await createTestContext({ database: { onQuery: (text) => counting && statements.push(text) } });
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
      const all = await get(w.actors.developer, 'dashboards/developer/pipeline');
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

  describe('who reaches it', () => {
    const paths = ['dashboards/developer/inventory', 'dashboards/developer/pipeline'];

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
      expect(rows).toEqual([expect.objectContaining({ project_name: 'Foreign tower', status: 'sold', units: 1, value: 9_000_00 })]);
      const outcome = (await get(w.actors.foreign_admin, 'dashboards/developer/pipeline')).json().data.outcome;
      expect(outcome).toMatchObject({ won: 1, lost: 0 });
    });
  });

  it('costs the same number of statements with ten times the data', { timeout: 60_000 }, async () => {
    const measure = async () => {
      const counts: number[] = [];
      for (const [path, query] of [
        ['dashboards/developer/inventory', {}],
        ['dashboards/developer/pipeline', { from: '2026-01-01', to: '2026-12-31' }],
      ] as const) {
        await get(w.actors.developer_admin, path, query);
        statements.length = 0;
        counting = true;
        const res = await get(w.actors.developer_admin, path, query);
        counting = false;
        expect(res.statusCode).toBe(200);
        counts.push(statements.length);
      }
      return counts;
    };
    const small = await measure();
    expect(small.every((n) => n > 0)).toBe(true);
    const more = await insertProject(ctx.db, w.developerId, { name: 'Project more' });
    const building = await insertBuilding(ctx.db, w.developerId, more.id);
    for (let i = 0; i < 60; i++) await insertUnit(ctx.db, w.developerId, building.id, { status: i % 2 ? 'sold' : 'available' });
    for (let i = 0; i < 40; i++) {
      await insertDeal(ctx.db, w.developerId, {
        lead_id: leadId,
        pipeline_id: pipeline.pipeline.id,
        stage_id: pipeline.stages[i % 3]!.id,
        ...(i % 4 === 0 ? { status: 'won' as const, closed_at: new Date('2026-06-01T08:00:00Z') } : {}),
      });
    }
    expect(await measure()).toEqual(small);
  });
});
