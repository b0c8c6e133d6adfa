// Which units may go into an offer: units of the offer's developer organization that are still
// available. Another organization's unit, or one that does not exist, is a 422 naming it (the
// caller learns nothing about it); a unit of the organization that was reserved, booked, sold or
// blocked meanwhile is a 409 naming its number. An offer is in one currency (docs/domain.md
// "Money"): units priced in another than the others, or than those the offer holds, are a 422.
import { and, eq, inArray, max } from 'drizzle-orm';
import { compareUnitNumbers } from '../../../shared/inventory.ts';
import type { Executor } from '../../db/client.ts';
import { buildings, projects, units } from '../../db/inventory-schema.ts';
import { saleOfferUnits } from '../../db/sales-schema.ts';
import { conflict, validationFailed, type FieldErrors } from '../../http/errors.ts';

export async function pickAvailableUnits(
  db: Executor,
  organizationId: number,
  unitIds: number[],
  sentIndex: (index: number) => number = (index) => index,
) {
  if (!unitIds.length) return [];
  const rows = await db
    .select({ id: units.id, unit_number: units.unit_number, status: units.status, price: units.price, currency: projects.currency })
    .from(units)
    .innerJoin(buildings, eq(buildings.id, units.building_id))
    .innerJoin(projects, eq(projects.id, buildings.project_id))
    .where(and(eq(units.organization_id, organizationId), inArray(units.id, unitIds)));
  const found = new Map(rows.map((row) => [row.id, row]));
  const errors: FieldErrors = {};
  unitIds.forEach((unitId, index) => {
    if (!found.has(unitId)) errors[`unit_ids.${sentIndex(index)}`] = ['The selected unit is invalid.'];
  });
  if (Object.keys(errors).length) throw validationFailed(errors);
  const unavailable = rows.filter((row) => row.status !== 'available');
  if (unavailable.length) {
    throw conflict(
      `${unavailable.length === 1 ? 'Unit' : 'Units'} ${unavailable
        .map((row) => row.unit_number)
        .sort(compareUnitNumbers)
        .join(', ')} ${unavailable.length === 1 ? 'is' : 'are'} no longer available.`,
      {
        unit_ids: unavailable.map((row) => row.id),
      },
    );
  }
  return unitIds.map((unitId) => found.get(unitId)!);
}

/**
 * The one currency of `picked` together with what the offer holds (`held`, null when it holds no
 * unit); a unit in any other is a 422 naming its place in the list sent. Null when nothing is picked.
 */
export function offerCurrencyOf(
  picked: { currency: string }[],
  held: string | null,
  sentIndex: (index: number) => number = (index) => index,
): string | null {
  const currency = held ?? picked[0]?.currency ?? null;
  const errors: FieldErrors = {};
  picked.forEach((unit, index) => {
    if (unit.currency !== currency) {
      errors[`unit_ids.${sentIndex(index)}`] = [
        `This unit is priced in ${unit.currency}, the offer in ${currency}: an offer holds units of one currency.`,
      ];
    }
  });
  if (Object.keys(errors).length) throw validationFailed(errors);
  return currency;
}

/** The currency of the units an offer holds, null when it holds none. */
export async function heldCurrency(db: Executor, offerId: number): Promise<string | null> {
  const [row] = await db
    .select({ currency: projects.currency })
    .from(saleOfferUnits)
    .innerJoin(units, eq(units.id, saleOfferUnits.unit_id))
    .innerJoin(buildings, eq(buildings.id, units.building_id))
    .innerJoin(projects, eq(projects.id, buildings.project_id))
    .where(eq(saleOfferUnits.sale_offer_id, offerId))
    .limit(1);
  return row?.currency ?? null;
}

/**
 * Appends units to the offer after its current last one, in the natural order of their numbers
 * (as the picker lists them, whatever order they were ticked in; ties by id); units already in it
 * stay as they are.
 */
export async function insertOfferUnits(
  db: Executor,
  offer: { id: number; organization_id: number },
  picked: { id: number; unit_number: string }[],
) {
  if (!picked.length) return;
  const ordered = [...picked].sort((a, b) => compareUnitNumbers(a.unit_number, b.unit_number) || a.id - b.id);
  const [last] = await db
    .select({ position: max(saleOfferUnits.position) })
    .from(saleOfferUnits)
    .where(eq(saleOfferUnits.sale_offer_id, offer.id));
  const start = (last?.position ?? -1) + 1;
  await db
    .insert(saleOfferUnits)
    .values(
      ordered.map((unit, index) => ({
        organization_id: offer.organization_id,
        sale_offer_id: offer.id,
        unit_id: unit.id,
        position: start + index,
      })),
    )
    .onConflictDoNothing({ target: [saleOfferUnits.sale_offer_id, saleOfferUnits.unit_id] });
}
