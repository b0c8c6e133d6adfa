// The background work every server runs — the message queue worker, the reservation sweeper and
// the payment reminders — started in two servers on one database at once (docs/architecture.md "Running several servers"):
// each queued message reaches the provider once, each lapsed reservation is released once with one
// history row, each reminder is queued once. On PostgreSQL (`npm run test:pg`) the two servers have pools of their own, so their
// statements really race: a claim or a release that is not one conditional statement sends or
// releases twice here. PGlite is one connection, each statement and transaction whole, so there the
// test catches only work split across statements (a claim that selects, then updates).
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { messageLogs, messageTemplates } from '../../src/server/db/contacts-schema.ts';
import { saleReminders, saleReminderSettings } from '../../src/server/db/sale-reminders-schema.ts';
import { saleBuyers, sales, saleScheduleLines, saleSchedules } from '../../src/server/db/sales-schema.ts';
import { queueDueReminders } from '../../src/server/modules/sale-reminders/due-reminders.ts';
import { unitStatusHistory, units } from '../../src/server/db/inventory-schema.ts';
import type { MessagingProvider } from '../../src/server/services/messaging/provider.ts';
import { createMessageWorker, INTERRUPTED_ERROR } from '../../src/server/services/messaging/queue-worker.ts';
import { createReservationSweeper, releaseExpiredReservations } from '../../src/server/services/reservations.ts';
import { expectEvery } from '../support/expect-every.ts';
import { freshSharedDatabase, type SharedDatabase } from './support/database.ts';
import { insertBuilding, insertProject, insertUnit } from './support/inventory.ts';
import { buildWorld, type World } from './support/world.ts';

/** A provider shared by both servers that counts how often each message body reached it. */
function countingProvider() {
  const sends = new Map<string, number>();
  const provider: MessagingProvider = {
    name: 'log',
    async send(message) {
      sends.set(message.body, (sends.get(message.body) ?? 0) + 1);
      // A network call's pause, so the other server's claims run while this one "sends".
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 3));
      return { ok: true, providerMessageId: `test-${message.body}`, response: null };
    },
  };
  return { provider, sends };
}

/** Only PostgreSQL has a second connection (to hold a lock while the first works) and a clock of its own. */
const onPostgres = inject('pgTemplate') !== null;

describe('background work in two servers on one database', () => {
  let shared: SharedDatabase;
  let w: World;
  beforeAll(async () => {
    shared = await freshSharedDatabase(2);
    w = await buildWorld(shared.servers[0]!.db);
  });
  afterAll(() => shared.close());

  it('sends each of 50 queued messages exactly once with both servers draining the queue', async () => {
    const db = shared.servers[0]!.db;
    const bodies = Array.from({ length: 50 }, (_, i) => `Message ${i}`);
    const ids = (
      await db
        .insert(messageLogs)
        .values(
          bodies.map((body, i) => ({
            organization_id: w.platformId,
            provider: 'log' as const,
            recipient_name: `R${i}`,
            recipient_phone: `+9715000${String(i).padStart(5, '0')}`,
            body,
          })),
        )
        .returning({ id: messageLogs.id })
    ).map((row) => row.id);
    const { provider, sends } = countingProvider();
    // Two loops per server, as a poll and a wake() can overlap in one: four claimers in all.
    const workers = shared.servers.flatMap((server) =>
      [0, 1].map(() => createMessageWorker({ db: server.db, providers: { log: provider }, pollMs: 5 })),
    );
    const handled = await Promise.all(workers.map((worker) => worker.drain()));

    expect(handled.reduce((sum, n) => sum + n, 0)).toBe(50);
    expect([...sends.keys()].sort()).toEqual([...bodies].sort());
    expectEvery([...sends.entries()], ([, count]) => count === 1, 'messages sent more than once');
    const rows = await db.select().from(messageLogs).where(inArray(messageLogs.id, ids));
    expectEvery(rows, (row) => row.status === 'sent' && row.attempts === 1);
  });

  // PGlite runs in this process: its clock is this process's clock, so there is no skew to show.
  it.runIf(onPostgres)('fails only sends interrupted by the database clock, whatever the clock of the server looking', async () => {
    const [one, two] = shared.servers;
    const [log] = await one!.db
      .insert(messageLogs)
      .values({ organization_id: w.platformId, provider: 'log', recipient_name: 'R', recipient_phone: '+971500000999', body: 'In flight' })
      .returning({ id: messageLogs.id });
    let release!: () => void;
    const paused = new Promise<void>((resolve) => (release = resolve));
    let sent = 0;
    const slow: MessagingProvider = {
      name: 'log',
      async send() {
        sent++;
        await paused;
        return { ok: true, providerMessageId: 'in-flight', response: null };
      },
    };
    const sending = createMessageWorker({ db: one!.db, providers: { log: slow }, pollMs: 5 }).drain();
    for (let i = 0; i < 200 && sent === 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent).toBe(1);
    // Server B's clock runs an hour ahead of the database's: server A's send is still in flight.
    const looking = createMessageWorker({ db: two!.db, providers: {}, pollMs: 5, interruptedAfterMs: 60_000 });
    const ahead = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 60 * 60_000);
    try {
      expect(await looking.failInterrupted()).toBe(0);
    } finally {
      ahead.mockRestore();
    }
    release();
    expect(await sending).toBe(1);
    const [row] = await one!.db.select().from(messageLogs).where(eq(messageLogs.id, log!.id));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });

    // An hour-old claim by the database's clock is an interrupted send, failed and not resent.
    await one!.db
      .update(messageLogs)
      .set({ status: 'sending', claimed_at: sql`now() - interval '1 hour'` })
      .where(eq(messageLogs.id, log!.id));
    expect(await looking.failInterrupted()).toBe(1);
    const [failed] = await one!.db.select().from(messageLogs).where(eq(messageLogs.id, log!.id));
    expect(failed).toMatchObject({ status: 'failed', error: INTERRUPTED_ERROR });
  });

  it('releases each of 30 lapsed reservations once, one history row each, with both servers sweeping', async () => {
    const db = shared.servers[0]!.db;
    const building = await insertBuilding(db, w.developerId, (await insertProject(db, w.developerId)).id);
    const lapsed = new Date(Date.now() - 60_000);
    const unitIds: number[] = [];
    for (let i = 0; i < 30; i++) {
      unitIds.push((await insertUnit(db, w.developerId, building.id, { status: 'reserved', reserved_until: lapsed })).id);
    }
    const sweepers = shared.servers.map((server) => createReservationSweeper({ db: server.db, intervalMs: 60_000 }));
    // Each server sweeps twice at once, and a unit read on each (its release scoped to the building) races them.
    const released = await Promise.all([
      ...sweepers.flatMap((sweeper) => [sweeper.sweep(), sweeper.sweep()]),
      ...shared.servers.map((server) => server.db.transaction((tx) => releaseExpiredReservations(tx, eq(units.building_id, building.id)))),
    ]);

    expect(released.reduce((sum, n) => sum + n, 0)).toBe(30);
    const rows = await db.select().from(units).where(inArray(units.id, unitIds));
    expectEvery(rows, (row) => row.status === 'available' && row.reserved_until === null);
    const history = await db.select().from(unitStatusHistory).where(inArray(unitStatusHistory.unit_id, unitIds));
    const perUnit = new Map<number, number>();
    for (const row of history) perUnit.set(row.unit_id, (perUnit.get(row.unit_id) ?? 0) + 1);
    expect(history).toHaveLength(30);
    expectEvery(unitIds, (id) => perUnit.get(id) === 1, 'units without exactly one history row');
    expectEvery(history, (row) => row.reason === 'reservation_expired' && row.from_status === 'reserved');
  });

  it.runIf(onPostgres)('releases the lapsed units no other transaction holds, without waiting for the one held', async () => {
    const [one, two] = shared.servers;
    const db = one!.db;
    const building = await insertBuilding(db, w.developerId, (await insertProject(db, w.developerId)).id);
    const lapsed = new Date(Date.now() - 60_000);
    const unitIds: number[] = [];
    for (let i = 0; i < 5; i++) {
      unitIds.push((await insertUnit(db, w.developerId, building.id, { status: 'reserved', reserved_until: lapsed })).id);
    }
    const held = unitIds[2]!;
    const inBuilding = eq(units.building_id, building.id);
    const sweep = () => db.transaction((tx) => releaseExpiredReservations(tx, inBuilding));
    // Server B holds one unit (a transition in flight) while server A sweeps. A sweep that waited
    // for it would, with B waiting in turn on A, be a deadlock; here the wait is bounded instead.
    let first!: Promise<number>;
    const outcome = await two!.db.transaction(async (tx) => {
      await tx.select({ id: units.id }).from(units).where(eq(units.id, held)).for('update');
      first = sweep();
      return Promise.race([first, new Promise((resolve) => setTimeout(() => resolve('waited for the held unit'), 3000))]);
    });
    await first;

    expect(outcome).toBe(4);
    const [stillReserved] = await db.select().from(units).where(eq(units.id, held));
    expect(stillReserved!.status).toBe('reserved');
    expect(await sweep()).toBe(1);
    const history = await db.select().from(unitStatusHistory).where(inArray(unitStatusHistory.unit_id, unitIds));
    expect(history.map((row) => row.unit_id).sort((a, b) => a - b)).toEqual(unitIds);
  });
  it('queues each of 20 due reminders once, one message each, with both servers looking at once', async () => {
    const db = shared.servers[0]!.db;
    const building = await insertBuilding(db, w.developerId, (await insertProject(db, w.developerId)).id);
    await db.insert(messageTemplates).values({
      organization_id: w.platformId,
      provider: 'log',
      name: 'Reminder',
      language: 'en',
      body: 'Dear {{buyer_name}}, {{amount}} is due {{due_date}}.',
      purpose: 'payment_reminder',
    });
    await db.insert(saleReminderSettings).values({ organization_id: w.developerId, enabled: true, provider: 'log', steps: [0, 3] });
    const lineIds: number[] = [];
    for (let i = 0; i < 20; i++) {
      const unit = await insertUnit(db, w.developerId, building.id, { status: 'booked' });
      const base = { organization_id: w.developerId };
      const [sale] = await db
        .insert(sales)
        .values({
          ...base,
          unit_id: unit.id,
          currency: 'AED',
          list_price: 1_000_000,
          final_price: 1_000_000,
          booking_date: '2026-03-01',
          seller_type: 'developer',
        })
        .returning();
      await db.insert(saleBuyers).values({
        ...base,
        sale_id: sale!.id,
        position: 0,
        full_name: `Buyer ${i}`,
        nationality: 'GB',
        phone: `+4477009${String(i).padStart(5, '0')}`,
      });
      const [schedule] = await db
        .insert(saleSchedules)
        .values({ ...base, sale_id: sale!.id, version: 1, source: 'custom', plan_name: 'Plan', installments: [] })
        .returning();
      const [line] = await db
        .insert(saleScheduleLines)
        .values({
          ...base,
          schedule_id: schedule!.id,
          sale_id: sale!.id,
          sequence: 1,
          label: 'On booking',
          percentage_hundredths: 10_000,
          due_type: 'on_booking',
          due_date: '2026-03-01',
          amount: 1_000_000,
        })
        .returning();
      lineIds.push(line!.id);
    }
    const now = new Date('2026-03-04T05:00:00Z');
    // Each server looks twice at once: the 3-day step of every line (the day-0 step is past, and earlier).
    const queued = await Promise.all(
      shared.servers.flatMap((server) => [queueDueReminders(server.db, now), queueDueReminders(server.db, now)]),
    );
    expect(queued.reduce((sum, n) => sum + n, 0)).toBe(20);
    const rows = await db.select().from(saleReminders).where(inArray(saleReminders.line_id, lineIds));
    expect(rows).toHaveLength(20);
    expectEvery(rows, (row) => row.step_days === 3 && row.status === 'queued' && row.message_log_id !== null);
    const logs = await db
      .select()
      .from(messageLogs)
      .where(
        inArray(
          messageLogs.id,
          rows.map((row) => row.message_log_id!),
        ),
      );
    expect(new Set(logs.map((log) => log.recipient_phone)).size).toBe(20);
  });
});
