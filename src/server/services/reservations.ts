// Unit reservations lapse (docs/domain.md "Unit"): a reserved unit whose `reserved_until` has passed
// returns to available, the history saying so (no actor, reason `reservation_expired`). Two paths
// do it — a sweeper every server runs while it listens, and every unit read or transition for the
// units it touches — so an answer is right even when the sweeper has not passed yet.
//
// Many servers, one database (docs/architecture.md "Running several servers"): a release is one
// UPDATE, conditional on the unit still being reserved and lapsed, and only the rows it returns
// write history, in the same transaction. Of two releases racing for a unit, the second finds it
// available and writes nothing: one release, one history row. The units are taken with FOR UPDATE
// SKIP LOCKED, so a release never waits for a unit another transaction holds: two releases
// locking many units in different orders (the sweeper by expiry, a list read by organization)
// cannot deadlock. A unit it skipped is released by the releaser holding it, or, if a transition
// held it and left it reserved, by the next read or sweep.
import { and, eq, inArray, lte, type SQL } from 'drizzle-orm';
import type { Executor, Database } from '../db/client.ts';
import { unitStatusHistory, units } from '../db/inventory-schema.ts';
import { currentTime } from './clock.ts';
import { createIntervalJob, type IntervalJob } from './interval-job.ts';
import { countReservationsReleased } from './metrics/product-metrics.ts';

const lapsedAt = (now: Date, where?: SQL) => and(eq(units.status, 'reserved'), lte(units.reserved_until, now), where);

/** Whether any of the units `where` selects is reserved past its `reserved_until` (one indexed look). */
export async function hasLapsedReservations(db: Executor, where?: SQL): Promise<boolean> {
  const [row] = await db.select({ id: units.id }).from(units).where(lapsedAt(currentTime(), where)).limit(1);
  return row !== undefined;
}

/** Releases the lapsed reservations among the units `where` selects; answers how many. */
export async function releaseExpiredReservations(db: Executor, where?: SQL): Promise<number> {
  const now = currentTime();
  const lapsedAndFree = db.select({ id: units.id }).from(units).where(lapsedAt(now, where)).for('update', { skipLocked: true });
  const released = await db
    .update(units)
    .set({ status: 'available', reserved_until: null, status_changed_at: now, status_changed_by: null, updated_at: now })
    .where(and(inArray(units.id, lapsedAndFree), lapsedAt(now)))
    .returning({ id: units.id, organization_id: units.organization_id, building_id: units.building_id, price: units.price });
  if (released.length === 0) return 0;
  await db.insert(unitStatusHistory).values(
    released.map((unit) => ({
      organization_id: unit.organization_id,
      unit_id: unit.id,
      building_id: unit.building_id,
      from_status: 'reserved' as const,
      to_status: 'available' as const,
      changed_by: null,
      reason: 'reservation_expired' as const,
      price: unit.price,
      created_at: now,
    })),
  );
  countReservationsReleased(released.length);
  return released.length;
}

export interface ReservationSweeper extends IntervalJob {
  /** One sweep now; answers how many reservations it released. */
  sweep(): Promise<number>;
}

export function createReservationSweeper(options: {
  db: Database;
  intervalMs: number;
  log?: { error: (details: object, message: string) => void };
}): ReservationSweeper {
  // Update and history insert commit together: a release is never without its history row.
  const sweep = () => options.db.transaction((tx) => releaseExpiredReservations(tx));
  return { ...createIntervalJob({ ...options, run: sweep, failure: 'The reservation sweep failed.' }), sweep };
}
