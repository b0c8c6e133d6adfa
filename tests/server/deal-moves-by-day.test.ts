// The deal moves counted per day (docs/architecture.md "Deal moves by day") against the leads'
// history itself: after each write path — a deal's creation, its moves between stages and
// pipelines, a many-row insert as the demo seed and the bench generator make, an item's update,
// a lead's deletion, the cascade of an organization's deletion, and a change of the
// organization's time zone — the rows equal a fresh `group by` over the history, each move on its
// day in its organization's zone. The pipeline movement report answers as the history read item
// by item (the statement it had before the rows), a deal recorded by stage name included.
// Concurrent moves keep the rows exact. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealMovesByDay, leadHistory, pipelines, stages } from '../../src/server/db/crm-schema.ts';
import { organizations } from '../../src/server/db/schema.ts';
import { crmApi, dealBody, insertDeal, insertLead, insertPipeline } from './support/crm.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type World } from './support/world.ts';

interface MoveRow {
  organization_id: number;
  day: string;
  stage_id: number;
  added: string;
  moved_in: string;
  moved_out: string;
}

describe('deal moves by day', () => {
  let ctx: TestContext;
  let w: World;
  let api: ReturnType<typeof crmApi>;
  let pipeline: Awaited<ReturnType<typeof insertPipeline>>;
  let other: Awaited<ReturnType<typeof insertPipeline>>;
  beforeAll(async () => {
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
    api = crmApi(ctx);
    pipeline = await insertPipeline(ctx.db, w.developerId, ['New', 'Viewing', 'Offer']);
    other = await insertPipeline(ctx.db, w.developerId, ['Hold', 'Later']);
  });
  afterAll(() => ctx.close());

  const rows = async <T>(query: ReturnType<typeof sql>) => ((await ctx.db.execute(query)) as unknown as { rows: T[] }).rows;

  const counted = () =>
    rows<MoveRow>(sql`
      select organization_id, day::text as day, stage_id, added::text, moved_in::text, moved_out::text
      from ${dealMovesByDay} order by 1, 2, 3`);

  /** The same figures from the history, read as the report reads an item. */
  const recounted = () =>
    rows<MoveRow>(sql`
      select organization_id, day::text as day, stage_id, sum(added)::text as added, sum(moved_in)::text as moved_in,
             sum(moved_out)::text as moved_out
      from (
        select h.organization_id, (h.created_at at time zone o.time_zone)::date as day, m.stage_id, m.added, m.moved_in, m.moved_out
        from ${leadHistory} h join ${organizations} o on o.id = h.organization_id
        cross join lateral (values
          (case when h.kind = 'deal_added' then (h.details ->> 'stage_id')::int end, 1, 0, 0),
          (case h.kind when 'deal_stage_changed' then (h.new_value #>> '{}')::int
            when 'deal_pipeline_changed' then (h.details ->> 'new_stage_id')::int end, 0, 1, 0),
          (case h.kind when 'deal_stage_changed' then (h.old_value #>> '{}')::int
            when 'deal_pipeline_changed' then (h.details ->> 'old_stage_id')::int end, 0, 0, 1)
        ) as m (stage_id, added, moved_in, moved_out)
        where m.stage_id is not null
      ) as moves
      group by 1, 2, 3 order by 1, 2, 3`);

  async function expectExact() {
    const expected = await recounted();
    expect(await counted()).toEqual(expected);
    return expected;
  }

  /** The report as the history gives it item by item (its statement before the rows). */
  const movementRecount = (from: string, to: string, timeZone: string) =>
    rows<{ stage_id: number; added: number; moved_in: number; moved_out: number }>(sql`
      with moves as (
        select
          case when h.kind = 'deal_added' then coalesce(
            (h.details ->> 'stage_id')::int,
            (select s.id from ${stages} s join ${pipelines} p on p.id = s.pipeline_id
              where s.organization_id = h.organization_id and p.name = h.details ->> 'pipeline' and s.name = h.details ->> 'stage'
              order by s.id limit 1)
          ) end as added_stage,
          case h.kind when 'deal_stage_changed' then (h.new_value #>> '{}')::int
            when 'deal_pipeline_changed' then (h.details ->> 'new_stage_id')::int end as in_stage,
          case h.kind when 'deal_stage_changed' then (h.old_value #>> '{}')::int
            when 'deal_pipeline_changed' then (h.details ->> 'old_stage_id')::int end as out_stage
        from ${leadHistory} h
        where h.organization_id = ${w.developerId}
          and h.kind in ('deal_added', 'deal_stage_changed', 'deal_pipeline_changed')
          and (h.created_at at time zone ${timeZone})::date between ${from}::date and ${to}::date
      )
      select s.id as stage_id,
        (select count(*) from moves where moves.added_stage = s.id)::int as added,
        (select count(*) from moves where moves.in_stage = s.id)::int as moved_in,
        (select count(*) from moves where moves.out_stage = s.id)::int as moved_out
      from ${stages} s join ${pipelines} p on p.id = s.pipeline_id
      where s.organization_id = ${w.developerId}
      order by p.name, p.id, s.position, s.id`);

  /** Stage ids as an int[] parameter, to pick from by n in a generated statement. */
  const idArray = (items: { id: number }[]) => sql`${`{${items.map((item) => item.id).join(',')}}`}::int[]`;

  it('follows creation, stage and pipeline moves, updates, a many-row insert and a lead’s deletion', async () => {
    const admin = w.actors.developer_admin;
    const lead = await insertLead(ctx.db, w.developerId);
    const [first, second] = pipeline.stages;
    const created = await api.post(
      admin,
      'crm/deals',
      dealBody({ lead_id: lead.id, pipeline_id: pipeline.pipeline.id, stage_id: first!.id }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const dealId = created.json().data.id as number;
    await expectExact();
    expect((await api.patch(admin, `crm/deals/${dealId}/stage`, { stage_id: second!.id, position: 0 })).statusCode).toBe(200);
    await expectExact();
    const toOther = await api.patch(admin, `crm/deals/${dealId}/pipeline`, {
      pipeline_id: other.pipeline.id,
      stage_id: other.stages[0]!.id,
    });
    expect(toOther.statusCode, toOther.body).toBe(200);
    expect(await expectExact()).toContainEqual(expect.objectContaining({ stage_id: other.stages[0]!.id, moved_in: '1' }));

    // The bench generator's shape: many items in one statement, with notes among them (not counted).
    await ctx.db.execute(sql`
      insert into ${leadHistory} (organization_id, lead_id, kind, field, old_value, new_value, details, subject_type, subject_id, created_at)
      select ${w.developerId}::integer, ${lead.id}::integer,
             (array['deal_added', 'deal_stage_changed', 'deal_pipeline_changed', 'note_added'])[1 + n % 4], 'stage_id',
             to_jsonb(${first!.id}::integer), to_jsonb(${second!.id}::integer),
             jsonb_build_object('stage_id', ${first!.id}::integer, 'old_stage_id', ${second!.id}::integer, 'new_stage_id', ${other.stages[1]!.id}::integer),
             'deal', n, '2026-06-30T21:30:00Z'::timestamptz - make_interval(hours => ((n * 37) % 9600)::int)
      from generate_series(1, 400) as n`);
    await expectExact();
    // An item moved across midnight and one turned into another kind (no path does either; the triggers follow).
    await ctx.db.execute(
      sql`update ${leadHistory} set created_at = created_at + interval '13 hours' where lead_id = ${lead.id} and subject_id % 5 = 0`,
    );
    await ctx.db.execute(sql`update ${leadHistory} set kind = 'note_added' where lead_id = ${lead.id} and subject_id % 7 = 0`);
    await expectExact();
    // A note's update changes no move: nothing is written.
    const before = await counted();
    await ctx.db.execute(sql`update ${leadHistory} set details = '{"x": 1}'::jsonb where lead_id = ${lead.id} and kind = 'note_added'`);
    expect(await counted()).toEqual(before);

    const deleted = await api.delete(admin, `crm/leads/${lead.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await counted()).length).toBeLessThan(before.length);
    await expectExact();
  });

  it('answers the report as the history does, a deal recorded by stage name included', async () => {
    const lead = await insertLead(ctx.db, w.developerId);
    await ctx.db.execute(sql`
      insert into ${leadHistory} (organization_id, lead_id, kind, field, old_value, new_value, details, subject_type, subject_id, created_at)
      select ${w.developerId}::integer, ${lead.id}::integer, (array['deal_added', 'deal_stage_changed', 'deal_pipeline_changed'])[1 + n % 3],
             'stage_id', to_jsonb((${idArray(pipeline.stages)})[1 + n % 3]), to_jsonb((${idArray(pipeline.stages)})[1 + (n / 3) % 3]),
             case when n % 10 = 0 then jsonb_build_object('pipeline', ${pipeline.pipeline.name}::text, 'stage', 'Offer')
                  else jsonb_build_object('stage_id', (${idArray(pipeline.stages)})[1 + n % 3],
                    'old_stage_id', (${idArray(pipeline.stages)})[1 + (n / 3) % 3], 'new_stage_id', (${idArray(other.stages)})[1 + n % 2]) end,
             'deal', n, '2026-06-30T21:30:00Z'::timestamptz - make_interval(hours => ((n * 41) % 9600)::int)
      from generate_series(1, 500) as n`);
    await expectExact();
    for (const [from, to] of [
      ['2025-09-01', '2026-06-30'],
      ['2026-02-01', '2026-02-28'],
    ]) {
      const answer = await api.get(w.actors.developer_admin, 'reports/pipeline-movement', { from, to });
      expect(answer.statusCode).toBe(200);
      const got = (answer.json().data as { stage_id: number; added: number; moved_in: number; moved_out: number }[]).map(
        ({ stage_id, added, moved_in, moved_out }) => ({ stage_id, added, moved_in, moved_out }),
      );
      expect(got).toEqual(await movementRecount(from!, to!, 'Asia/Dubai'));
      expect(got.some((row) => row.added > 0 && row.moved_in > 0)).toBe(true);
    }
  });

  it('re-keys an organization’s rows when its zone changes, and drops them with the organization', async () => {
    const before = await expectExact();
    await ctx.db.update(organizations).set({ time_zone: 'America/New_York' }).where(eq(organizations.id, w.developerId));
    expect(await expectExact()).not.toEqual(before);
    await ctx.db.update(organizations).set({ time_zone: 'Asia/Dubai' }).where(eq(organizations.id, w.developerId));
    expect(await expectExact()).toEqual(before);

    const [gone] = await ctx.db.insert(organizations).values({ kind: 'broker', name: 'Moves Gone' }).returning();
    const gonePipeline = await insertPipeline(ctx.db, gone!.id, ['Only']);
    const goneLead = await insertLead(ctx.db, gone!.id);
    await ctx.db.insert(leadHistory).values({
      organization_id: gone!.id,
      lead_id: goneLead.id,
      kind: 'deal_added',
      details: { stage_id: gonePipeline.stages[0]!.id },
      subject_type: 'deal',
      subject_id: 1,
    });
    expect((await counted()).some((row) => row.organization_id === gone!.id)).toBe(true);
    await ctx.db.delete(organizations).where(eq(organizations.id, gone!.id));
    expect((await counted()).filter((row) => row.organization_id === gone!.id)).toEqual([]);
    await expectExact();
  });

  it('stays exact when deals are moved at once', async () => {
    const lead = await insertLead(ctx.db, w.developerId);
    const refs = { lead_id: lead.id, pipeline_id: pipeline.pipeline.id };
    const moving = [];
    for (let i = 0; i < 12; i++) moving.push(await insertDeal(ctx.db, w.developerId, { ...refs, stage_id: pipeline.stages[i % 2]!.id }));
    const answers = await Promise.all(
      moving.map((deal, index) =>
        api.patch(index % 2 ? w.actors.developer : w.actors.developer_admin, `crm/deals/${deal.id}/stage`, {
          stage_id: pipeline.stages[2]!.id,
          position: 0,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(200));
    await expectExact();
  });
});
