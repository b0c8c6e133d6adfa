// Two writers on one counted row, the first holding it: what the counters' tests (unit counters,
// unit entries, leads and message logs by day) check their upserts against.
import type { Database, Transaction } from '../../../src/server/db/client.ts';

/**
 * Runs `held` in a transaction that stays open `holdMs` after its write, and `waiting` in another
 * that starts once the first has written: on PostgreSQL the second waits for the first's row locks
 * and then adds to the committed figures; PGlite runs them one after the other anyway.
 */
export async function writeWhileHeld(
  db: Database,
  held: (tx: Transaction) => Promise<unknown>,
  waiting: (tx: Transaction) => Promise<unknown>,
  holdMs = 200,
): Promise<void> {
  let firstWrote!: () => void;
  const wrote = new Promise<void>((resolve) => (firstWrote = resolve));
  await Promise.all([
    db.transaction(async (tx) => {
      await held(tx);
      firstWrote();
      await new Promise((resolve) => setTimeout(resolve, holdMs));
    }),
    wrote.then(() => db.transaction(async (tx) => void (await waiting(tx)))),
  ]);
}
