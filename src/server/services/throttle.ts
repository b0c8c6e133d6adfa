// Throttling with counters in the database, so every server process behind a load balancer
// shares them. Every hit is counted before the work it guards, in one atomic upsert, so a burst
// of concurrent calls cannot all pass a check made before any of them was counted. `now` is a
// parameter for tests.
import { createHash } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { throttleCounters } from '../db/schema.ts';
import { tooManyRequests } from '../http/errors.ts';
import { currentTime } from './clock.ts';

/** `max` hits of a key per fixed window; the window starts at the first hit and the count starts over once it has passed. */
export interface Limit {
  /** What is counted, e.g. `login:<email>|<ip>`; stored only as its hash. */
  key: string;
  max: number;
  windowSeconds: number;
}

/**
 * A gentler limit than a lock: the first `freeHits` hits of a window pass; each further one needs
 * the key's next slot, and each slot taken sets the next one `firstDelaySeconds` later, doubling
 * with every hit of the window (refused ones too) up to `maxDelaySeconds`. Whoever waits out the
 * delay gets through, so nobody is shut out for longer than the cap.
 */
export interface Backoff {
  key: string;
  windowSeconds: number;
  freeHits: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
}

/** A fact kept for a while (e.g. an address an account signed in from), refreshed each time it is remembered. */
export interface Marker {
  key: string;
  ttlSeconds: number;
}

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const secondsUntil = (date: Date, now: Date) => (date.getTime() - now.getTime()) / 1000;
const slotKey = (backoff: Backoff) => `${backoff.key}#next-slot`;

/** Counts one hit, atomically (one upsert): the hits of the current window and when it ends. */
export async function hit(
  db: Executor,
  limit: Pick<Limit, 'key' | 'windowSeconds'>,
  now = currentTime(),
): Promise<{ hits: number; resetAt: Date }> {
  const resetAt = new Date(now.getTime() + limit.windowSeconds * 1000);
  const expired = sql`${throttleCounters.reset_at} <= ${at(now)}`;
  const [row] = await db
    .insert(throttleCounters)
    .values({ key_hash: hashKey(limit.key), hits: 1, reset_at: resetAt })
    .onConflictDoUpdate({
      target: throttleCounters.key_hash,
      set: {
        hits: sql`case when ${expired} then 1 else ${throttleCounters.hits} + 1 end`,
        reset_at: sql`case when ${expired} then ${at(resetAt)} else ${throttleCounters.reset_at} end`,
      },
    })
    .returning({ hits: throttleCounters.hits, resetAt: throttleCounters.reset_at });
  return row!;
}

/** Counts a hit and refuses it (429 with Retry-After) when it is over the limit. */
export async function consume(db: Executor, limit: Limit, now = currentTime()): Promise<void> {
  const { hits, resetAt } = await hit(db, limit, now);
  if (hits > limit.max) throw tooManyRequests(secondsUntil(resetAt, now));
}

/** Counts a hit and, past the free hits, takes the backoff's next slot: 429 with the wait when another hit holds it. */
export async function consumeWithBackoff(db: Executor, backoff: Backoff, now = currentTime()): Promise<void> {
  const { hits } = await hit(db, backoff, now);
  const past = hits - backoff.freeHits;
  if (past <= 0) return;
  const delaySeconds = Math.min(backoff.maxDelaySeconds, backoff.firstDelaySeconds * 2 ** Math.min(past - 1, 30));
  const next = new Date(now.getTime() + delaySeconds * 1000);
  // Taken only when free (its time has come): of concurrent hits, one gets the row back.
  const taken = await db
    .insert(throttleCounters)
    .values({ key_hash: hashKey(slotKey(backoff)), hits: 1, reset_at: next })
    .onConflictDoUpdate({
      target: throttleCounters.key_hash,
      set: { hits: 1, reset_at: at(next) },
      setWhere: sql`${throttleCounters.reset_at} <= ${at(now)}`,
    })
    .returning({ resetAt: throttleCounters.reset_at });
  if (taken.length > 0) return;
  const [held] = await db
    .select({ resetAt: throttleCounters.reset_at })
    .from(throttleCounters)
    .where(eq(throttleCounters.key_hash, hashKey(slotKey(backoff))))
    .limit(1);
  throw tooManyRequests(held ? secondsUntil(held.resetAt, now) : 1);
}

/** Gives back one hit (a call that turned out legitimate, e.g. a successful sign-in). */
export async function refund(db: Executor, limit: Pick<Limit, 'key'>): Promise<void> {
  await db
    .update(throttleCounters)
    .set({ hits: sql`greatest(${throttleCounters.hits} - 1, 0)` })
    .where(eq(throttleCounters.key_hash, hashKey(limit.key)));
}

export async function clear(db: Executor, limit: Pick<Limit, 'key'>): Promise<void> {
  await db.delete(throttleCounters).where(eq(throttleCounters.key_hash, hashKey(limit.key)));
}

/** Forgets a backoff's hits and frees its slot. */
export async function clearBackoff(db: Executor, backoff: Backoff): Promise<void> {
  await clear(db, backoff);
  await clear(db, { key: slotKey(backoff) });
}

/** Remembers a marker for its time to live from now (again from now if it was already known). */
export async function remember(db: Executor, marker: Marker, now = currentTime()): Promise<void> {
  const until = new Date(now.getTime() + marker.ttlSeconds * 1000);
  await db
    .insert(throttleCounters)
    .values({ key_hash: hashKey(marker.key), hits: 1, reset_at: until })
    .onConflictDoUpdate({ target: throttleCounters.key_hash, set: { hits: 1, reset_at: at(until) } });
}

export async function isRemembered(db: Executor, marker: Marker, now = currentTime()): Promise<boolean> {
  const rows = await db
    .select({ resetAt: throttleCounters.reset_at })
    .from(throttleCounters)
    .where(and(eq(throttleCounters.key_hash, hashKey(marker.key)), gt(throttleCounters.reset_at, at(now))))
    .limit(1);
  return rows.length > 0;
}

/** Removes counters whose window has passed; called at start so the table stays small. */
export async function pruneThrottleCounters(db: Executor, now = currentTime()): Promise<void> {
  await db.delete(throttleCounters).where(lt(throttleCounters.reset_at, at(now)));
}
