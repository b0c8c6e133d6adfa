// Units counted by status (the availability summaries of project and building show pages and of
// the public embed) in one grouped query. Expired reservations count as available, so a summary
// is right even before the sweeper has released them.
import { and, count, sql, type SQL } from 'drizzle-orm';
import type { UnitAvailability, UnitStatus } from '../../../shared/inventory.ts';
import type { Executor } from '../../db/client.ts';
import { units } from '../../db/inventory-schema.ts';
import { currentTime } from '../../services/clock.ts';

export function emptyAvailability(): UnitAvailability {
  return { available: 0, reserved: 0, booked: 0, sold: 0, blocked: 0, total: 0 };
}

/** The status a reader sees: a lapsed reservation is available again. */
export function effectiveStatus(now: Date): SQL<UnitStatus> {
  return sql<UnitStatus>`case when ${units.status} = 'reserved' and ${units.reserved_until} <= ${now.toISOString()}::timestamptz then 'available' else ${units.status} end`;
}

export async function unitAvailability(db: Executor, where: SQL | undefined): Promise<UnitAvailability> {
  const status = effectiveStatus(currentTime());
  // Grouped by position: the expression carries a parameter, and the same text twice would be two.
  const rows = await db
    .select({ status, n: count() })
    .from(units)
    .where(and(where))
    .groupBy(sql`1`);
  const summary = emptyAvailability();
  for (const row of rows) {
    summary[row.status] = row.n;
    summary.total += row.n;
  }
  return summary;
}
