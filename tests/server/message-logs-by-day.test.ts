// The message logs counted per day, provider and status (docs/architecture.md "Messages by day")
// against the logs themselves: after each write path — a send through the API, the worker's claim
// and outcomes (sent and failed), its failing of an interrupted claim, an update of anything else
// (nothing written), a many-row insert as the demo seed and the bench generator make, moves across
// midnight, to another provider and into another organization by hand, a deletion by hand, the
// cascade of an organization's deletion, and a change of the organization's time zone — the rows
// equal a fresh `group by` over the logs, each log on its day in its organization's zone. The super
// admin's messages widget answers as the logs read one by one (its statement before the rows).
// Concurrent sends, with a zone change among them, keep the rows exact. Runs on PGlite and, with
// DATABASE_URL, on PostgreSQL.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageLogs, messageLogsByDay } from '../../src/server/db/contacts-schema.ts';
import { organizations } from '../../src/server/db/schema.ts';
import type { MessagingProvider } from '../../src/server/services/messaging/provider.ts';
import { createMessageWorker } from '../../src/server/services/messaging/queue-worker.ts';
import type { MessagesByProviderRow } from '../../src/shared/dashboards.ts';
import { insertCompany, insertLog, insertTemplate } from './support/contacts.ts';
import { writeWhileHeld } from './support/held-write.ts';
import { crmApi } from './support/crm.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type World } from './support/world.ts';

interface CountRow {
  organization_id: number;
  day: string;
  provider: string;
  status: string;
  messages: string;
}

/** A provider that sends every other message and fails the rest. */
function alternatingProvider(): MessagingProvider {
  let calls = 0;
  return {
    name: 'log',
    async send() {
      calls++;
      return calls % 2
        ? { ok: true, providerMessageId: `test-${calls}`, response: null }
        : { ok: false, error: 'The number is not on WhatsApp.', response: null };
    },
  };
}

describe('message logs by day', () => {
  let ctx: TestContext;
  let w: World;
  let api: ReturnType<typeof crmApi>;
  let templateId: number;
  beforeAll(async () => {
    // No worker of the app's own: the test drives one, so each status move is a step of its own.
    ctx = await createTestContext({ config: { messengerPollMs: 0 } });
    w = await buildWorld(ctx.db);
    api = crmApi(ctx);
    templateId = (await insertTemplate(ctx.db, w.platformId, { name: 'counted', body: 'Hello {{name}}' })).id;
  });
  afterAll(() => ctx.close());

  const rows = async <T>(query: ReturnType<typeof sql>) => ((await ctx.db.execute(query)) as unknown as { rows: T[] }).rows;

  const counted = () =>
    rows<CountRow>(sql`
      select organization_id, day::text as day, provider, status, messages::text as messages
      from ${messageLogsByDay} order by 1, 2, 3, 4`);

  /** The same figures from the logs. */
  const recounted = () =>
    rows<CountRow>(sql`
      select l.organization_id, (l.created_at at time zone o.time_zone)::date::text as day, l.provider, l.status,
        count(*)::text as messages
      from ${messageLogs} l join ${organizations} o on o.id = l.organization_id
      group by 1, 2, 3, 4 order by 1, 2, 3, 4`);

  async function expectExact() {
    const expected = await recounted();
    expect(await counted()).toEqual(expected);
    return expected;
  }

  /** Many logs in one statement, as the bench generator writes them: spread over providers, statuses and hours. */
  const insertMany = (organizationId: number, count: number, hours = 9600) =>
    ctx.db.execute(sql`
      insert into ${messageLogs} (organization_id, provider, recipient_name, recipient_phone, body, status, created_at)
      select ${organizationId}::integer, (array['log', 'whatsapp_cloud'])[1 + n % 2], 'Bulk ' || n, '+971500000000', 'Hello',
             (array['queued', 'sending', 'sent', 'delivered', 'failed'])[1 + n % 5],
             '2026-06-30T21:30:00Z'::timestamptz - make_interval(hours => ((n * 37) % ${hours}::integer)::int)
      from generate_series(1, ${count}::integer) as n`);

  it('follows a send, the worker’s claims and outcomes, many-row inserts, moves by hand and deletions', async () => {
    const companies = await Promise.all(
      [1, 2, 3, 4].map((n) => insertCompany(ctx.db, w.platformId, { name: `Counted ${n}`, phone: `+97150000100${n}` })),
    );
    const sent = await api.post(w.actors.super_admin, 'contacts/companies/send-messages', {
      ids: companies.map((company) => company.id),
      provider: 'log',
      template_id: templateId,
    });
    expect(sent.statusCode, sent.body).toBe(202);
    expect(await expectExact()).toContainEqual(
      expect.objectContaining({ organization_id: w.platformId, provider: 'log', status: 'queued', messages: '4' }),
    );

    const worker = createMessageWorker({ db: ctx.db, providers: { log: alternatingProvider() }, pollMs: 5 });
    expect(await worker.drain()).toBe(4);
    const afterDrain = await expectExact();
    expect(afterDrain.filter((row) => row.organization_id === w.platformId).map((row) => [row.status, row.messages])).toEqual([
      ['failed', '2'],
      ['sent', '2'],
    ]);

    // A claim left "sending" by a worker that died is failed by the next.
    const stuck = await insertLog(ctx.db, w.platformId, { status: 'sending', claimed_at: new Date(Date.now() - 3_600_000) });
    await expectExact();
    expect(await worker.failInterrupted()).toBe(1);
    await expectExact();

    // An update of anything else (the worker's bookkeeping, a template's deletion) writes nothing.
    const before = await counted();
    await ctx.db.update(messageLogs).set({ attempts: 7, error: 'noted', template_name: 'gone' }).where(eq(messageLogs.id, stuck.id));
    expect(await counted()).toEqual(before);

    await insertMany(w.platformId, 600);
    await insertMany(w.foreignId, 200);
    await expectExact();
    // Logs moved across midnight, to another provider and status, and into another organization
    // (no path does the first, the provider or the last; the triggers follow).
    await ctx.db.execute(
      sql`update ${messageLogs} set created_at = created_at + interval '13 hours' where recipient_name like 'Bulk %' and id % 5 = 0`,
    );
    await ctx.db.execute(
      sql`update ${messageLogs} set provider = 'whatsapp_cloud', status = 'failed' where recipient_name like 'Bulk %' and id % 7 = 0`,
    );
    await ctx.db.execute(
      sql`update ${messageLogs} set organization_id = ${w.platformId} where organization_id = ${w.foreignId} and id % 3 = 0`,
    );
    await expectExact();
    await ctx.db.execute(sql`delete from ${messageLogs} where recipient_name like 'Bulk %' and id % 11 = 0`);
    await expectExact();
  });

  it('answers the messages widget as the logs do, either side of a midnight in the zone', async () => {
    // 23:30 on 31 January in Dubai (19:30 UTC) and 00:30 on 1 February (20:30 UTC).
    await insertLog(ctx.db, w.platformId, { provider: 'whatsapp_cloud', status: 'sent', created_at: new Date('2026-01-31T19:30:00Z') });
    await insertLog(ctx.db, w.platformId, { provider: 'whatsapp_cloud', status: 'failed', created_at: new Date('2026-01-31T20:30:00Z') });
    await expectExact();

    /** The widget's figures read log by log (its statement before the rows). */
    const recount = async (from?: string, to?: string): Promise<MessagesByProviderRow[]> => {
      const period = sql.join(
        [
          sql`l.organization_id = ${w.platformId}`,
          from ? sql`(l.created_at at time zone 'Asia/Dubai')::date >= ${from}::date` : sql`true`,
          to ? sql`(l.created_at at time zone 'Asia/Dubai')::date <= ${to}::date` : sql`true`,
        ],
        sql` and `,
      );
      return rows<MessagesByProviderRow>(sql`
        select l.provider, count(*) filter (where l.status in ('sent', 'delivered'))::int as sent,
          count(*) filter (where l.status = 'failed')::int as failed
        from ${messageLogs} l where ${period} and l.status in ('sent', 'delivered', 'failed')
        group by 1 order by 1`);
    };
    for (const [from, to] of [
      [undefined, undefined],
      ['2025-09-01', '2026-06-30'],
      ['2026-02-01', '2026-02-28'],
      ['2026-01-31', '2026-01-31'],
      ['2030-01-01', '2030-01-31'],
    ] as const) {
      const widget = await api.get(w.actors.super_admin, 'dashboards/platform/messages', from ? { from, to } : {});
      expect(widget.statusCode, widget.body).toBe(200);
      expect(widget.json().data, `${from}..${to}`).toEqual(await recount(from, to));
    }
  });

  it('re-keys an organization’s rows when its zone changes, and drops them with the organization', async () => {
    const before = await expectExact();
    await ctx.db.update(organizations).set({ time_zone: 'America/New_York' }).where(eq(organizations.id, w.platformId));
    expect(await expectExact()).not.toEqual(before);
    await ctx.db.update(organizations).set({ time_zone: 'Asia/Dubai' }).where(eq(organizations.id, w.platformId));
    expect(await expectExact()).toEqual(before);

    const [gone] = await ctx.db.insert(organizations).values({ kind: 'platform', name: 'Messages Gone' }).returning();
    await insertMany(gone!.id, 50);
    expect((await counted()).some((row) => row.organization_id === gone!.id)).toBe(true);
    await ctx.db.delete(organizations).where(eq(organizations.id, gone!.id));
    expect((await counted()).filter((row) => row.organization_id === gone!.id)).toEqual([]);
    await expectExact();
  });

  it('stays exact under concurrent writes and a time zone change among them', async () => {
    // One transaction holds the day's row (its log is counted, not committed) while another adds a
    // log of the same day, provider and status: on PostgreSQL the second waits, then adds.
    const log = (name: string) => ({
      organization_id: w.platformId,
      provider: 'log' as const,
      recipient_name: name,
      recipient_phone: '+971500000000',
      body: 'Hello',
      created_at: new Date('2026-03-03T08:00:00Z'),
    });
    await writeWhileHeld(
      ctx.db,
      (tx) => tx.insert(messageLogs).values(log('Held')),
      (tx) => tx.insert(messageLogs).values(log('Waiting')),
    );
    await expectExact();

    const companies = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((n) => insertCompany(ctx.db, w.platformId, { name: `Concurrent ${n}`, phone: `+97150000200${n}` })),
    );
    const setZone = (time_zone: string) => ctx.db.update(organizations).set({ time_zone }).where(eq(organizations.id, w.platformId));
    const send = (company: { id: number }) =>
      api
        .post(w.actors.super_admin, 'contacts/companies/send-messages', { ids: [company.id], provider: 'log', template_id: templateId })
        .then((answer) => answer.statusCode);
    const worker = createMessageWorker({ db: ctx.db, providers: { log: alternatingProvider() }, pollMs: 5 });
    const [first, , , second] = await Promise.all([
      Promise.all(companies.slice(0, 3).map(send)),
      setZone('Pacific/Kiritimati').then(() => setZone('Asia/Dubai')),
      worker.drain(),
      Promise.all(companies.slice(3).map(send)),
    ]);
    expect([...first, ...second]).toEqual(Array(6).fill(202));
    await worker.drain();
    await expectExact();
  });
});
