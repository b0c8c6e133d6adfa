// Throttling with counters in the database, so every server process behind a load balancer
// shares them. A limit allows `max` hits of a key per fixed window; the window starts at the
// first hit and the counter starts over once it has passed. `now` is a parameter for tests.
import { createHash } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { throttleCounters } from '../db/schema.ts';
import { tooManyRequests } from '../http/errors.ts';
import { currentTime } from './clock.ts';

export interface Limit {
  /** What is counted, e.g. `login:<email>|<ip>`; stored only as its hash. */
  key: string;
  max: number;
  windowSeconds: number;
}

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** Seconds until the key may be hit again, or 0 when it is under its limit. */
export async function retryAfter(db: Executor, limit: Limit, now = currentTime()): Promise<number> {
  const [row] = await db.select().from(throttleCounters).where(eq(throttleCounters.key_hash, hashKey(limit.key))).limit(1);
  if (!row || row.reset_at <= now || row.hits < limit.max) return 0;
  return Math.ceil((row.reset_at.getTime() - now.getTime()) / 1000);
}

/** 429 with Retry-After when the key has used up its limit; counts nothing. */
export async function ensureNotThrottled(db: Executor, limits: Limit[], now = currentTime()): Promise<void> {
  const waits = await Promise.all(limits.map((limit) => retryAfter(db, limit, now)));
  const longest = Math.max(0, ...waits);
  if (longest > 0) throw tooManyRequests(longest);
}

/** Counts one hit, atomically (one upsert): the hits of the current window and when it ends. */
export async function hit(db: Executor, limit: Limit, now = currentTime()): Promise<{ hits: number; resetAt: Date }> {
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

/** Counts a hit and refuses it (429) when it is over the limit: for calls limited whatever their outcome. */
export async function consume(db: Executor, limit: Limit, now = currentTime()): Promise<void> {
  const { hits, resetAt } = await hit(db, limit, now);
  if (hits > limit.max) throw tooManyRequests((resetAt.getTime() - now.getTime()) / 1000);
}

export async function clear(db: Executor, limit: Limit): Promise<void> {
  await db.delete(throttleCounters).where(eq(throttleCounters.key_hash, hashKey(limit.key)));
}

/** Removes counters whose window has passed; called at start so the table stays small. */
export async function pruneThrottleCounters(db: Executor, now = currentTime()): Promise<void> {
  await db.delete(throttleCounters).where(lt(throttleCounters.reset_at, at(now)));
}
