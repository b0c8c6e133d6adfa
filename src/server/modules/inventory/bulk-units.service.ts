// Bulk unit generation (POST inventory/buildings/{id}/units/bulk): floors × units per floor,
// numbered by a pattern ("{floor}{index:02}"), priced from a base with a per-floor step. A preview
// answers the units without saving; a save is all or nothing — any number the building already
// has (or the pattern repeats) is a 422 and nothing is written.
import { and, eq, inArray } from 'drizzle-orm';
import { compareUnitNumbers, renderUnitNumber, type BulkUnitRow, type BulkUnitsPreview } from '../../../shared/inventory.ts';
import type { Database } from '../../db/client.ts';
import { unitStatusHistory, units } from '../../db/inventory-schema.ts';
import { fieldError } from '../../http/errors.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { currentTime } from '../../services/clock.ts';
import { findOwnBuilding } from './buildings.queries.ts';
import type { BulkUnitsBody } from '../../../shared/schemas/units.ts';
import { isUnitNumberClash } from './units.service.ts';
import { recordPriceChanges } from './unit-price-history.ts';

const INSERT_CHUNK = 1_000;
const SHOWN_CLASHES = 5;

export function generateUnits(body: BulkUnitsBody): BulkUnitRow[] {
  const rows: BulkUnitRow[] = [];
  for (let floor = body.floor_from; floor <= body.floor_to; floor++) {
    const price = body.base_price + (floor - body.floor_from) * body.price_step_per_floor;
    if (price < 0 || !Number.isSafeInteger(price))
      throw fieldError('price_step_per_floor', `The price on floor ${floor} would be out of range.`);
    for (let index = 1; index <= body.units_per_floor; index++) {
      rows.push({
        unit_number: renderUnitNumber(body.numbering_pattern, floor, index),
        floor,
        type: body.type,
        bedrooms: body.bedrooms,
        bathrooms: body.bathrooms,
        internal_area: body.internal_area,
        balcony_area: body.balcony_area,
        price,
        views: body.views,
      });
    }
  }
  const seen = new Set<string>();
  for (const row of rows) {
    const key = row.unit_number;
    if (seen.has(key))
      throw fieldError('numbering_pattern', `The pattern gives two units the number ${row.unit_number}; include {floor} and {index}.`);
    if (row.unit_number.length > 30) throw fieldError('numbering_pattern', 'The pattern makes unit numbers longer than 30 characters.');
    seen.add(key);
  }
  return rows;
}

function clashError(numbers: string[]) {
  const shown = numbers.slice(0, SHOWN_CLASHES).join(', ');
  return fieldError(
    'unit_number',
    `The building already has ${numbers.length === 1 ? 'unit' : 'units'} ${shown}${numbers.length > SHOWN_CLASHES ? ` and ${numbers.length - SHOWN_CLASHES} more` : ''}.`,
  );
}

export async function bulkCreateUnits(
  db: Database,
  tenant: TenantContext,
  buildingId: number,
  body: BulkUnitsBody,
): Promise<{ data: BulkUnitsPreview; message: string }> {
  const building = await findOwnBuilding(db, tenant, buildingId);
  const rows = generateUnits(body);
  const existing = await db
    .select({ unit_number: units.unit_number })
    .from(units)
    .where(
      and(
        eq(units.building_id, buildingId),
        inArray(
          units.unit_number,
          rows.map((row) => row.unit_number),
        ),
      ),
    );
  if (existing.length) throw clashError(existing.map((row) => row.unit_number).sort(compareUnitNumbers));
  if (body.preview)
    return {
      data: { building_id: buildingId, count: rows.length, created: false, units: rows },
      message: `${rows.length} units would be created.`,
    };
  try {
    await db.transaction(async (tx) => {
      const now = currentTime();
      for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
        const inserted = await tx
          .insert(units)
          .values(
            rows.slice(start, start + INSERT_CHUNK).map((row) => ({
              organization_id: building.organization_id,
              building_id: buildingId,
              ...row,
              status: 'available' as const,
              status_changed_at: now,
              status_changed_by: tenant.userId,
              created_at: now,
              updated_at: now,
            })),
          )
          .returning({ id: units.id, price: units.price });
        await recordPriceChanges(
          tx,
          inserted.map((unit) => ({
            organization_id: building.organization_id,
            unit_id: unit.id,
            previous_price: null,
            price: unit.price,
          })),
          tenant.userId,
          now,
        );
        await tx.insert(unitStatusHistory).values(
          inserted.map((unit) => ({
            organization_id: building.organization_id,
            unit_id: unit.id,
            building_id: building.id,
            from_status: null,
            to_status: 'available' as const,
            changed_by: tenant.userId,
            price: unit.price,
            created_at: now,
          })),
        );
      }
    });
  } catch (error) {
    if (isUnitNumberClash(error))
      throw fieldError('unit_number', 'Another unit with one of these numbers was created meanwhile; preview again.');
    throw error;
  }
  return { data: { building_id: buildingId, count: rows.length, created: true, units: rows }, message: `${rows.length} units created.` };
}
