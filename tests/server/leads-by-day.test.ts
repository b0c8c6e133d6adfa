// The leads counted per day and source (docs/architecture.md "Leads by day") against the leads
// themselves: after each write path — a lead's creation through the API, an edit of its source,
// an edit of anything else (nothing written), a many-row insert as the demo seed and the bench
// generator make, a move across midnight and into another organization by hand, a lead's deletion
// and a bulk deletion, the cascade of an organization's deletion, and a change of the
// organization's time zone — the rows equal a fresh `group by` over the leads, each lead on its
// day in its organization's zone. The lead sources report and the developer's widget answer as the
// leads read one by one (their statements before the rows). Concurrent creations, with a zone
// change among them, keep the rows exact. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deals, leads, leadsByDay } from '../../src/server/db/crm-schema.ts';
import { organizations } from '../../src/server/db/schema.ts';
import { LEAD_SOURCES } from '../../src/shared/crm.ts';
import type { LeadSourceRow } from '../../src/shared/dashboards.ts';
import type { LeadSourcePerformanceRow } from '../../src/shared/reports.ts';
import { crmApi, insertDeal, insertLead, insertPipeline, leadBody } from './support/crm.ts';
import { writeWhileHeld } from './support/held-write.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type World } from './support/world.ts';

interface CountRow {
  organization_id: number;
  day: string;
  source: string;
  leads: string;
}

describe('leads by day', () => {
  let ctx: TestContext;
  let w: World;
  let api: ReturnType<typeof crmApi>;
  let pipeline: Awaited<ReturnType<typeof insertPipeline>>;
  beforeAll(async () => {
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
    api = crmApi(ctx);
    pipeline = await insertPipeline(ctx.db, w.developerId, ['New', 'Closed']);
  });
  afterAll(() => ctx.close());

  const rows = async <T>(query: ReturnType<typeof sql>) => ((await ctx.db.execute(query)) as unknown as { rows: T[] }).rows;

  const counted = () =>
    rows<CountRow>(sql`select organization_id, day::text as day, source, leads::text as leads from ${leadsByDay} order by 1, 2, 3`);

  /** The same figures from the leads. */
  const recounted = () =>
    rows<CountRow>(sql`
      select l.organization_id, (l.created_at at time zone o.time_zone)::date::text as day, l.source, count(*)::text as leads
      from ${leads} l join ${organizations} o on o.id = l.organization_id
      group by 1, 2, 3 order by 1, 2, 3`);

  async function expectExact() {
    const expected = await recounted();
    expect(await counted()).toEqual(expected);
    return expected;
  }

  /** Many leads in one statement, as the bench generator writes them: spread over sources and hours. */
  const insertMany = (organizationId: number, count: number, hours = 9600) =>
    ctx.db.execute(sql`
      insert into ${leads} (organization_id, full_name, source, created_at)
      select ${organizationId}::integer, 'Bulk ' || n, (${`{${LEAD_SOURCES.join(',')}}`}::text[])[1 + n % ${LEAD_SOURCES.length}::integer],
             '2026-06-30T21:30:00Z'::timestamptz - make_interval(hours => ((n * 37) % ${hours}::integer)::int)
      from generate_series(1, ${count}::integer) as n`);

  it('follows creation, a source edit, a many-row insert, moves by hand and deletions', async () => {
    const admin = w.actors.developer_admin;
    const created = await api.post(admin, 'crm/leads', leadBody({ source: 'referral' }));
    expect(created.statusCode, created.body).toBe(201);
    const leadId = created.json().data.id as number;
    expect(await expectExact()).toContainEqual(expect.objectContaining({ organization_id: w.developerId, source: 'referral' }));

    const edited = await api.put(admin, `crm/leads/${leadId}`, { source: 'portal' });
    expect(edited.statusCode, edited.body).toBe(200);
    await expectExact();
    // An edit of anything else writes nothing.
    const before = await counted();
    expect((await api.put(admin, `crm/leads/${leadId}`, { status: 'contacted', full_name: 'Renamed' })).statusCode).toBe(200);
    expect((await api.patch(admin, `crm/leads/${leadId}/toggle-seen`)).statusCode).toBe(200);
    expect(await counted()).toEqual(before);

    await insertMany(w.developerId, 600);
    await insertMany(w.brokerId, 200);
    await expectExact();
    // Leads moved across midnight, to another source and into another organization (no path does
    // the first or the last; the triggers follow).
    await ctx.db.execute(
      sql`update ${leads} set created_at = created_at + interval '13 hours' where full_name like 'Bulk %' and id % 5 = 0`,
    );
    await ctx.db.execute(sql`update ${leads} set source = 'other' where full_name like 'Bulk %' and id % 7 = 0`);
    await ctx.db.execute(
      sql`update ${leads} set organization_id = ${w.foreignId} where organization_id = ${w.brokerId} and full_name like 'Bulk %' and id % 3 = 0`,
    );
    await expectExact();

    const deleted = await api.delete(admin, `crm/leads/${leadId}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    await expectExact();
    const some = await rows<{ id: number }>(
      sql`select id from ${leads} where organization_id = ${w.developerId} and full_name like 'Bulk %' order by id limit 40`,
    );
    const bulk = await api.post(admin, 'crm/leads/bulk-delete', { ids: some.map((row) => row.id) });
    expect(bulk.statusCode, bulk.body).toBe(200);
    await expectExact();
  });

  it('answers the lead sources report and widget as the leads do', async () => {
    const lead = (source: (typeof LEAD_SOURCES)[number], created: string) =>
      insertLead(ctx.db, w.developerId, { source, created_at: new Date(created) });
    const deal = (leadId: number, status: 'won' | 'lost', value: number, currency = 'AED') =>
      insertDeal(ctx.db, w.developerId, {
        lead_id: leadId,
        pipeline_id: pipeline.pipeline.id,
        stage_id: pipeline.stages[1]!.id,
        status,
        value,
        currency,
      });
    // 23:30 on 31 January in Dubai (19:30 UTC) and 00:30 on 1 February (20:30 UTC): either side of
    // the month's first midnight there.
    const late = await lead('website', '2026-01-31T19:30:00Z');
    const early = await lead('website', '2026-01-31T20:30:00Z');
    await deal(late.id, 'won', 100_000_00, 'SAR');
    await deal(early.id, 'won', 200_000_00, 'SAR');
    await deal(early.id, 'won', 50_000_00);
    const referral = await lead('referral', '2026-02-10T08:00:00Z');
    await deal(referral.id, 'lost', 10_000_00);
    await deal(referral.id, 'won', 30_000_00);
    // Deals of the bulk leads too, some won, spread over the sources and days (none in SAR).
    const bulk = await rows<{ id: number }>(
      sql`select id from ${leads} where organization_id = ${w.developerId} and full_name like 'Bulk %' order by id`,
    );
    for (const [index, row] of bulk.entries()) {
      if (index % 9 === 0) await deal(row.id, index % 2 ? 'won' : 'lost', 1_000_00 * (index + 1), index % 4 ? 'AED' : 'KWD');
    }
    await expectExact();

    /** The report's figures read lead by lead (its statements before the rows). */
    const reportRecount = async (from: string, to: string): Promise<LeadSourcePerformanceRow[]> => {
      const period = sql`l.organization_id = ${w.developerId} and (l.created_at at time zone 'Asia/Dubai')::date between ${from}::date and ${to}::date`;
      const counts = await rows<{ source: string; leads: number; converted: number }>(sql`
        select l.source, count(*)::int as leads,
          count(*) filter (where l.id in (select lead_id from ${deals} where organization_id = ${w.developerId} and status = 'won'))::int as converted
        from ${leads} l where ${period} group by l.source`);
      const won = await rows<{ source: string; currency: string; won_deals: number; value: string }>(sql`
        select l.source, d.currency, count(*)::int as won_deals, sum(d.value)::text as value
        from ${deals} d join ${leads} l on l.id = d.lead_id
        where d.organization_id = ${w.developerId} and d.status = 'won' and ${period}
        group by 1, 2 order by d.currency`);
      return LEAD_SOURCES.flatMap((source) => {
        const row = counts.find((candidate) => candidate.source === source);
        if (!row) return [];
        const values = won.filter((candidate) => candidate.source === source);
        return [
          {
            source,
            leads: row.leads,
            converted: row.converted,
            conversion_rate: row.converted / row.leads,
            won_deals: values.reduce((sum, value) => sum + value.won_deals, 0),
            won_value: values.map((value) => ({ currency: value.currency, value: Number(value.value) })),
          },
        ];
      });
    };

    for (const [from, to] of [
      ['2025-09-01', '2026-06-30'],
      ['2026-02-01', '2026-02-28'],
      ['2026-01-31', '2026-01-31'],
    ] as const) {
      const report = await api.get(w.actors.developer_admin, 'reports/lead-sources', { from, to });
      expect(report.statusCode, report.body).toBe(200);
      const expected = await reportRecount(from, to);
      expect(report.json().data).toEqual(expected);
      expect(expected.length).toBeGreaterThan(0);

      const widget = await api.get(w.actors.developer_admin, 'dashboards/developer/lead-sources', { from, to });
      expect(widget.statusCode, widget.body).toBe(200);
      const widgetExpected: LeadSourceRow[] = [...expected]
        .sort((a, b) => (a.source < b.source ? -1 : 1))
        .map(({ source, leads, converted, conversion_rate }) => ({ source, leads, converted, conversion_rate }));
      expect(widget.json().data).toEqual(widgetExpected);
    }
    // The month's first midnight in Dubai: the late lead is January's, the early one February's.
    const february = (await reportRecount('2026-02-01', '2026-02-28')).find((row) => row.source === 'website');
    const january31 = (await reportRecount('2026-01-31', '2026-01-31')).find((row) => row.source === 'website');
    expect(february?.won_value).toContainEqual({ currency: 'SAR', value: 200_000_00 });
    expect(january31?.won_value).toContainEqual({ currency: 'SAR', value: 100_000_00 });
  });

  it('re-keys an organization’s rows when its zone changes, and drops them with the organization', async () => {
    const before = await expectExact();
    await ctx.db.update(organizations).set({ time_zone: 'America/New_York' }).where(eq(organizations.id, w.developerId));
    expect(await expectExact()).not.toEqual(before);
    await ctx.db.update(organizations).set({ time_zone: 'Asia/Dubai' }).where(eq(organizations.id, w.developerId));
    expect(await expectExact()).toEqual(before);
    // An update of the organization that is not its zone re-keys nothing.
    await ctx.db
      .update(organizations)
      .set({ name: sql`${organizations.name}` })
      .where(eq(organizations.id, w.developerId));
    expect(await expectExact()).toEqual(before);

    const [gone] = await ctx.db.insert(organizations).values({ kind: 'broker', name: 'Leads Gone' }).returning();
    await insertMany(gone!.id, 50);
    expect((await counted()).some((row) => row.organization_id === gone!.id)).toBe(true);
    await ctx.db.delete(organizations).where(eq(organizations.id, gone!.id));
    expect((await counted()).filter((row) => row.organization_id === gone!.id)).toEqual([]);
    await expectExact();
  });

  it('stays exact under concurrent creations and a time zone change among them', async () => {
    // One transaction holds the day's row (its lead is counted, not committed) while another adds
    // a lead of the same day and source: on PostgreSQL the second waits, then adds.
    const row = (name: string) => ({
      organization_id: w.developerId,
      full_name: name,
      source: 'social' as const,
      created_at: new Date('2026-03-03T08:00:00Z'),
    });
    await writeWhileHeld(
      ctx.db,
      (tx) => tx.insert(leads).values(row('Held')),
      (tx) => tx.insert(leads).values(row('Waiting')),
    );
    await expectExact();

    const setZone = (time_zone: string) => ctx.db.update(organizations).set({ time_zone }).where(eq(organizations.id, w.developerId));
    const create = (index: number) =>
      api
        .post(index % 2 ? w.actors.developer : w.actors.developer_admin, 'crm/leads', {
          ...leadBody({ source: LEAD_SOURCES[index % LEAD_SOURCES.length] }),
          email: `concurrent${index}@example.test`,
        })
        .then((answer) => answer.statusCode);
    const [first, , second] = await Promise.all([
      Promise.all([0, 1, 2, 3, 4, 5].map(create)),
      setZone('Pacific/Kiritimati').then(() => setZone('Asia/Dubai')),
      Promise.all([6, 7, 8, 9, 10, 11].map(create)),
    ]);
    expect([...first, ...second]).toEqual(Array(12).fill(201));
    await expectExact();
  });
});
