// Which units may go into an offer: units of the offer's developer organization that are still
// available. Another organization's unit, or one that does not exist, is a 422 naming it (the
// caller learns nothing about it); a unit of the organization that was reserved, booked, sold or
// blocked meanwhile is a 409 naming its number.
import { and, eq, inArray, max } from 'drizzle-orm';
import { compareUnitNumbers } from '../../../shared/inventory.ts';
import type { Executor } from '../../db/client.ts';
import { units } from '../../db/inventory-schema.ts';
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
    .select({ id: units.id, unit_number: units.unit_number, status: units.status, price: units.price })
    .from(units)
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
