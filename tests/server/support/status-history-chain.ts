// The rule the inventory snapshot's past-day totals stand on (docs/architecture.md "The status
// history is a chain"), read back from the database: each unit's entries, in their order (time,
// then id), start with its creation — from no status, at the unit's creation — each then leaves
// the status the one before entered, and the last enters the unit's status today.
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client.ts';
import { unitStatusHistory, units } from '../../../src/server/db/inventory-schema.ts';

/** Why each of the organization's units breaks the chain, one line per break (none: an empty list). */
export async function statusHistoryChainBreaks(db: Database, organizationId: number): Promise<string[]> {
  const unitRows = await db
    .select({ id: units.id, number: units.unit_number, status: units.status, created_at: units.created_at })
    .from(units)
    .where(eq(units.organization_id, organizationId));
  const entries = await db
    .select({
      unit_id: unitStatusHistory.unit_id,
      from: unitStatusHistory.from_status,
      to: unitStatusHistory.to_status,
      created_at: unitStatusHistory.created_at,
    })
    .from(unitStatusHistory)
    .where(eq(unitStatusHistory.organization_id, organizationId))
    .orderBy(asc(unitStatusHistory.unit_id), asc(unitStatusHistory.created_at), asc(unitStatusHistory.id));
  const byUnit = new Map<number, typeof entries>();
  for (const entry of entries) {
    const chain = byUnit.get(entry.unit_id);
    if (chain) chain.push(entry);
    else byUnit.set(entry.unit_id, [entry]);
  }
  const breaks: string[] = [];
  for (const unit of unitRows) {
    const chain = byUnit.get(unit.id) ?? [];
    const first = chain[0];
    if (!first) {
      breaks.push(`${unit.number}: no entry`);
      continue;
    }
    if (first.from !== null) breaks.push(`${unit.number}: its first entry leaves ${first.from}`);
    if (first.created_at.getTime() !== unit.created_at.getTime()) breaks.push(`${unit.number}: its first entry is not at its creation`);
    chain.slice(1).forEach((entry, index) => {
      const before = chain[index]!;
      if (entry.from !== before.to)
        breaks.push(`${unit.number}: entry ${index + 2} leaves ${entry.from}, the one before entered ${before.to}`);
    });
    const last = chain[chain.length - 1]!;
    if (last.to !== unit.status) breaks.push(`${unit.number}: its last entry enters ${last.to}, the unit is ${unit.status}`);
  }
  return breaks;
}
