import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageLogs } from '../../src/server/db/contacts-schema.ts';
import type { MessagingProvider, OutgoingMessage } from '../../src/server/services/messaging/provider.ts';
import { createMessageWorker, INTERRUPTED_ERROR } from '../../src/server/services/messaging/queue-worker.ts';
import { insertLog } from './support/contacts.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type World } from './support/world.ts';
import { expectEvery } from '../support/expect-every.ts';

/** A provider that records every call (and may pause on one to play a slow network). */
function countingProvider(pause?: Promise<void>) {
  const calls: OutgoingMessage[] = [];
  const provider: MessagingProvider = {
    name: 'log',
    async send(message) {
      calls.push(message);
      if (pause) await pause;
      return { ok: true, providerMessageId: `test-${calls.length}`, response: { n: calls.length } };
    },
  };
  return { provider, calls };
}

describe('messenger queue worker', () => {
  let ctx: TestContext;
  let w: World;
  beforeAll(async () => {
    ctx = await createTestContext({ config: { messengerPollMs: 0 } });
    w = await buildWorld(ctx.db);
  });
  afterAll(() => ctx.close());

  const queue = async (count: number) => {
    const rows = await ctx.db
      .insert(messageLogs)
      .values(
        Array.from({ length: count }, (_, i) => ({
          organization_id: w.platformId,
          provider: 'log' as const,
          recipient_name: `R${i}`,
          recipient_phone: `+9715000${String(i).padStart(5, '0')}`,
          body: `Message ${i}`,
        })),
      )
      .returning({ id: messageLogs.id });
    return rows.map((row) => row.id);
  };

  it('sends 500 queued messages exactly once with two workers racing', async () => {
    const ids = await queue(500);
    const { provider, calls } = countingProvider();
    const one = createMessageWorker({ db: ctx.db, providers: { log: provider }, pollMs: 5 });
    const two = createMessageWorker({ db: ctx.db, providers: { log: provider }, pollMs: 5 });
    const [a, b] = await Promise.all([one.drain(), two.drain()]);
    expect(a + b).toBe(500);
    expect(calls).toHaveLength(500);
    expect(new Set(calls.map((call) => call.body)).size).toBe(500);
    const rows = await ctx.db.select().from(messageLogs).where(inArray(messageLogs.id, ids));
    expectEvery(rows, (row) => row.status === 'sent' && row.attempts === 1 && row.provider_message_id !== null && row.sent_at !== null);
  });

  it('resumes queued messages after a restart; one interrupted mid-send is failed, not resent', async () => {
    let release!: () => void;
    const paused = new Promise<void>((resolve) => (release = resolve));
    const [first, ...rest] = await queue(3);
    const slow = countingProvider(paused);
    const before = createMessageWorker({ db: ctx.db, providers: { log: slow.provider }, pollMs: 5 });
    before.start();
    // The first worker has claimed the first message and is "sending" it when the process dies.
    for (let i = 0; i < 200 && slow.calls.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(slow.calls).toHaveLength(1);
    const [claimed] = await ctx.db.select().from(messageLogs).where(eq(messageLogs.id, first!));
    expect(claimed!.status).toBe('sending');
    // Simulate the crash: the claim is old (its worker is gone), and a new worker starts.
    await ctx.db
      .update(messageLogs)
      .set({ claimed_at: new Date(Date.now() - 60 * 60_000) })
      .where(eq(messageLogs.id, first!));
    const after = countingProvider();
    const restarted = createMessageWorker({ db: ctx.db, providers: { log: after.provider }, pollMs: 5 });
    expect(await restarted.failInterrupted()).toBe(1);
    expect(await restarted.drain()).toBe(2);
    expect(after.calls.map((call) => call.body).sort()).toEqual(['Message 1', 'Message 2']);
    const rows = await ctx.db
      .select()
      .from(messageLogs)
      .where(inArray(messageLogs.id, [first!, ...rest]));
    expect(rows.find((row) => row.id === first)).toMatchObject({ status: 'failed', error: INTERRUPTED_ERROR });
    expect(rows.filter((row) => row.status === 'sent')).toHaveLength(2);

    // The old worker's send finishing late does not overwrite what the restart decided.
    release();
    await before.stop();
    const [still] = await ctx.db.select().from(messageLogs).where(eq(messageLogs.id, first!));
    expect(still).toMatchObject({ status: 'failed', error: INTERRUPTED_ERROR });
  });

  it('a started worker picks up what is queued, and stop() waits for the message in hand', async () => {
    const ids = await queue(5);
    const { provider, calls } = countingProvider();
    const worker = createMessageWorker({ db: ctx.db, providers: { log: provider }, pollMs: 10 });
    worker.start();
    for (let i = 0; i < 500 && calls.length < 5; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    await worker.stop();
    const rows = await ctx.db.select().from(messageLogs).where(inArray(messageLogs.id, ids));
    expectEvery(rows, (row) => row.status === 'sent');
  });

  it('fails a message whose provider is not configured, keeping the reason', async () => {
    const log = await insertLog(ctx.db, w.platformId, { provider: 'whatsapp_cloud' });
    const worker = createMessageWorker({ db: ctx.db, providers: {}, pollMs: 10 });
    await worker.drain();
    const [row] = await ctx.db.select().from(messageLogs).where(eq(messageLogs.id, log.id));
    expect(row).toMatchObject({ status: 'failed', error: 'The whatsapp_cloud provider is not configured.' });
  });
});
