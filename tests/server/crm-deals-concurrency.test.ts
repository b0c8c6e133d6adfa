// Positions under concurrent moves: the database refuses two deals of a stage on one position
// (a deferred unique constraint, checked at commit), and moves sent at once — each against the
// stage's order as it is when its locks are held — leave every stage numbered 0…n-1 with every
// deal exactly once. Runs on PGlite and, with DATABASE_URL, on PostgreSQL with a real pool.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deals } from '../../src/server/db/crm-schema.ts';
import { crmApi, insertDeal, insertLead, insertPipeline, stageOrder } from './support/crm.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type World } from './support/world.ts';

describe('crm deal positions under concurrency', () => {
  let ctx: TestContext;
  let w: World;
  let api: ReturnType<typeof crmApi>;
  beforeAll(async () => {
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
    api = crmApi(ctx);
  });
  afterAll(() => ctx.close());

  const expectCompact = (rows: { position: number }[]) => expect(rows.map((row) => row.position)).toEqual(rows.map((_, index) => index));

  it('refuses, at commit, two deals of a stage on the same position', async () => {
    const { pipeline, stages } = await insertPipeline(ctx.db, w.brokerId, ['Only']);
    const lead = await insertLead(ctx.db, w.brokerId);
    const refs = { lead_id: lead.id, pipeline_id: pipeline.id, stage_id: stages[0]!.id };
    const first = await insertDeal(ctx.db, w.brokerId, refs);
    await expect(insertDeal(ctx.db, w.brokerId, { ...refs, position: first.position })).rejects.toThrow();
    // Inside a transaction duplicates may exist for a moment; only the committed state is judged.
    await ctx.db.transaction(async (tx) => {
      const [second] = await tx
        .insert(deals)
        .values({ organization_id: w.brokerId, ...refs, title: 'Temporary twin', position: 0 })
        .returning();
      await tx
        .update(deals)
        .set({ position: sql`${deals.position} + 1` })
        .where(eq(deals.id, first.id));
      expect(second!.position).toBe(0);
    });
    expectCompact(await stageOrder(ctx.db, stages[0]!.id));
  });

  it('keeps positions 0…n-1, each deal once, when 20 deals are moved into one stage at once', async () => {
    const org = w.developerId;
    const { pipeline, stages } = await insertPipeline(ctx.db, org, ['From A', 'From B', 'Target']);
    const lead = await insertLead(ctx.db, org);
    const refs = { lead_id: lead.id, pipeline_id: pipeline.id };
    const target = stages[2]!.id;
    const already = [];
    for (let i = 0; i < 5; i++) already.push(await insertDeal(ctx.db, org, { ...refs, stage_id: target }));
    const moving = [];
    for (let i = 0; i < 20; i++) moving.push(await insertDeal(ctx.db, org, { ...refs, stage_id: stages[i % 2]!.id }));

    const answers = await Promise.all(
      moving.map((deal, index) =>
        api.patch(index % 2 ? w.actors.developer : w.actors.developer_admin, `crm/deals/${deal.id}/stage`, {
          stage_id: target,
          position: index % 4,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(moving.map(() => 200));

    const order = await stageOrder(ctx.db, target);
    expectCompact(order);
    expect(order.map((row) => row.id).sort((a, b) => a - b)).toEqual([...already, ...moving].map((deal) => deal.id).sort((a, b) => a - b));
    for (const source of [stages[0]!.id, stages[1]!.id]) expect(await stageOrder(ctx.db, source)).toEqual([]);
  });

  it('serves a board of 5,000 open deals and moves a deal to the top of its biggest stage (speed is for npm run bench, not a timed test)', async () => {
    const org = w.developerId;
    const { pipeline, stages } = await insertPipeline(ctx.db, org, ['A', 'B', 'C', 'D', 'E']);
    const lead = await insertLead(ctx.db, org);
    const rows = Array.from({ length: 5000 }, (_, i) => ({
      organization_id: org,
      lead_id: lead.id,
      pipeline_id: pipeline.id,
      stage_id: stages[i < 3000 ? 0 : 1 + (i % 4)]!.id,
      title: `Bulk ${i}`,
      position: i < 3000 ? i : Math.floor((i - 3000) / 4),
      value: 1_000_000,
    }));
    for (let start = 0; start < rows.length; start += 1000) await ctx.db.insert(deals).values(rows.slice(start, start + 1000));
    const board = await api.get(w.actors.developer, `crm/pipelines/${pipeline.id}/kanban`, { status: 'open' });
    expect(board.json().data.map((column: { count: number }) => column.count)).toEqual([3000, 500, 500, 500, 500]);
    const [moving] = await ctx.db.select().from(deals).where(eq(deals.title, 'Bulk 4999'));
    const moved = await api.patch(w.actors.developer, `crm/deals/${moving!.id}/stage`, { stage_id: stages[0]!.id, position: 0 });
    expect(moved.json().data.position).toBe(0);
    expectCompact(await stageOrder(ctx.db, stages[0]!.id));
  });

  it('keeps every stage compact when moves within and between stages cross each other', async () => {
    const org = w.brokerId;
    const { pipeline, stages } = await insertPipeline(ctx.db, org, ['A', 'B', 'C']);
    const lead = await insertLead(ctx.db, org);
    const all = [];
    for (let i = 0; i < 18; i++)
      all.push(await insertDeal(ctx.db, org, { lead_id: lead.id, pipeline_id: pipeline.id, stage_id: stages[i % 3]!.id }));
    const answers = await Promise.all(
      all.map((deal, index) =>
        api.patch(w.actors.broker, `crm/deals/${deal.id}/stage`, { stage_id: stages[(index * 7) % 3]!.id, position: (index * 5) % 7 }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(all.map(() => 200));
    const seen: number[] = [];
    for (const stage of stages) {
      const order = await stageOrder(ctx.db, stage.id);
      expectCompact(order);
      seen.push(...order.map((row) => row.id));
    }
    expect(seen.sort((a, b) => a - b)).toEqual(all.map((deal) => deal.id).sort((a, b) => a - b));
  });
});
