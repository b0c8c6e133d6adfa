// A unit's prices over time (docs/domain.md "Unit price history"): every path that gives a unit a
// price — creation, the bulk creation, an edit, the price alone — writes it here in the same
// transaction, so the inventory snapshot report can tell the price a unit had on a past date.
import type { Executor } from '../../db/client.ts';
import { unitPriceHistory } from '../../db/inventory-schema.ts';

export interface PriceChange {
  organization_id: number;
  unit_id: number;
  /** null when the unit is created with this price. */
  previous_price: number | null;
  price: number;
}

/** Records the changes that change something (an edit keeping the price records nothing), in one statement. */
export async function recordPriceChanges(tx: Executor, changes: PriceChange[], changedBy: number | null, now: Date): Promise<void> {
  const changed = changes.filter((change) => change.previous_price !== change.price);
  if (!changed.length) return;
  await tx.insert(unitPriceHistory).values(changed.map((change) => ({ ...change, changed_by: changedBy, created_at: now })));
}
