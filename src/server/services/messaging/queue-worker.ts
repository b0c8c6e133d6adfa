// The message queue: message logs in status `queued` are the jobs. A worker claims one row at a
// time with an atomic UPDATE … WHERE id = (SELECT … FOR UPDATE SKIP LOCKED) RETURNING, calls its
// provider, and records the outcome.
//
// Every server runs a worker on the one database (docs/architecture.md "Running several servers").
// The guarantee: a message reaches its provider at most once. Two workers — in two processes, or
// two loops of one — never claim the same row: the row lock makes the second skip it, and the
// claim's `status = 'queued'` leaves it to the first once it is `sending`. A claimed row is never
// queued again. One found still `sending` long after its claim (its server died, or was killed,
// mid-send) may have reached the recipient, so it is marked failed rather than resent: a lost
// message shows in the log as failed, with the reason; a duplicate cannot be taken back. "Long
// after" is judged by the database's clock, which every server shares, never by the server's own.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contactCompanies, messageLogs } from '../../db/contacts-schema.ts';
import type { ProviderRegistry, SendOutcome } from './provider.ts';

export const INTERRUPTED_ERROR = 'Interrupted while sending; not resent, as it may have been delivered.';

export interface MessageWorkerOptions {
  db: Database;
  providers: ProviderRegistry;
  /** Wait between looks at an empty queue. */
  pollMs: number;
  /** A claim older than this by the database's clock, still `sending`, was interrupted (longer than any send with its retries). */
  interruptedAfterMs?: number;
  log?: { error: (details: object, message: string) => void };
}

export interface MessageWorker {
  start(): void;
  /** Stops polling and waits for the message in hand to be recorded. */
  stop(): Promise<void>;
  /** Look at the queue now rather than at the next poll (after a send was queued). */
  wake(): void;
  /** Sends queued messages until none is left; answers how many this call handled. */
  drain(): Promise<number>;
  /** Marks interrupted sends failed; answers how many. */
  failInterrupted(): Promise<number>;
}

type LogRow = typeof messageLogs.$inferSelect;

export function createMessageWorker(options: MessageWorkerOptions): MessageWorker {
  const { db, providers } = options;
  const interruptedAfterMs = options.interruptedAfterMs ?? 10 * 60_000;
  let running = false;
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<unknown> | null = null;
  let wakeRequested = false;

  async function claim(): Promise<LogRow | null> {
    const nextQueued = sql`(select ${messageLogs.id} from ${messageLogs} where ${messageLogs.status} = 'queued' order by ${messageLogs.id} limit 1 for update skip locked)`;
    const [row] = await db
      .update(messageLogs)
      .set({ status: 'sending', claimed_at: sql`now()`, attempts: sql`${messageLogs.attempts} + 1`, updated_at: sql`now()` })
      .where(and(eq(messageLogs.id, nextQueued), eq(messageLogs.status, 'queued')))
      .returning();
    return row ?? null;
  }

  async function deliver(row: LogRow): Promise<SendOutcome> {
    const provider = providers[row.provider];
    if (!provider) return { ok: false, error: `The ${row.provider} provider is not configured.`, response: null };
    try {
      return await provider.send({
        to: row.recipient_phone,
        body: row.body,
        template: row.template_name ? { name: row.template_name, language: row.template_language ?? 'en' } : null,
        variables: row.variables,
      });
    } catch (error) {
      return { ok: false, error: `The provider failed: ${(error as Error).message}`, response: null };
    }
  }

  async function record(row: LogRow, outcome: SendOutcome): Promise<void> {
    const now = new Date();
    await db.transaction(async (tx) => {
      await tx
        .update(messageLogs)
        .set(
          outcome.ok
            ? {
                status: 'sent',
                sent_at: now,
                provider_message_id: outcome.providerMessageId,
                provider_response: outcome.response,
                error: null,
                updated_at: now,
              }
            : { status: 'failed', error: outcome.error.slice(0, 2000), provider_response: outcome.response, updated_at: now },
        )
        .where(and(eq(messageLogs.id, row.id), eq(messageLogs.status, 'sending')));
      if (outcome.ok && row.company_id !== null) {
        await tx
          .update(contactCompanies)
          .set({
            last_contacted_at: now,
            status: sql`case when ${contactCompanies.status} = 'new' then 'contacted' else ${contactCompanies.status} end`,
            updated_at: now,
          })
          .where(eq(contactCompanies.id, row.company_id));
      }
    });
  }

  async function drain(): Promise<number> {
    let handled = 0;
    for (;;) {
      const row = await claim();
      if (!row) return handled;
      await record(row, await deliver(row));
      handled++;
    }
  }

  async function failInterrupted(): Promise<number> {
    const failed = await db
      .update(messageLogs)
      .set({ status: 'failed', error: INTERRUPTED_ERROR, updated_at: new Date() })
      .where(
        and(eq(messageLogs.status, 'sending'), lt(messageLogs.claimed_at, sql`now() - ${interruptedAfterMs} * interval '1 millisecond'`)),
      )
      .returning({ id: messageLogs.id });
    return failed.length;
  }

  async function tick(): Promise<void> {
    timer = null;
    if (!running) return;
    wakeRequested = false;
    current = (async () => {
      await failInterrupted();
      // One pass at a time: stop() waits for the message in hand, then no new claim starts.
      for (;;) {
        if (!running) return;
        const row = await claim();
        if (!row) return;
        await record(row, await deliver(row));
      }
    })().catch((error: unknown) => options.log?.error({ err: error }, 'message queue pass failed'));
    await current;
    current = null;
    if (running) timer = setTimeout(() => void tick(), wakeRequested ? 0 : options.pollMs);
  }

  return {
    start() {
      if (running) return;
      running = true;
      timer = setTimeout(() => void tick(), 0);
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      timer = null;
      await current;
    },
    wake() {
      if (!running) return;
      if (current) wakeRequested = true;
      else if (timer) {
        clearTimeout(timer);
        timer = setTimeout(() => void tick(), 0);
      }
    },
    drain,
    failInterrupted,
  };
}
