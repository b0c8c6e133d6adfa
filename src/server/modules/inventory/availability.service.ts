// The availability matrix of a building (GET inventory/buildings/{id}/availability): its units as
// floors × units, top floor first, each cell the facts a sales floor plan shows, read in one query.
import { asc, desc, eq } from 'drizzle-orm';
import type { AvailabilityMatrix, AvailabilityCell } from '../../../shared/inventory.ts';
import type { Database } from '../../db/client.ts';
import { DEFAULT_CURRENCY } from '../../../shared/money.ts';
import { projects, units } from '../../db/inventory-schema.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { emptyAvailability } from './availability.queries.ts';
import { findViewableBuilding } from './buildings.queries.ts';
import { viewableOrganizationIds } from './scope.ts';
import { releaseLapsed, unitNumberSortKey } from './units.queries.ts';

export async function availabilityMatrix(db: Database, tenant: TenantContext, buildingId: number): Promise<{ data: AvailabilityMatrix }> {
  const building = await findViewableBuilding(db, tenant, buildingId);
  await releaseLapsed(db, viewableOrganizationIds(tenant), eq(units.building_id, buildingId));
  const [project] = await db.select({ currency: projects.currency }).from(projects).where(eq(projects.id, building.project_id)).limit(1);
  // Numbers sort naturally on each floor ("A-2" before "A-10", "102" before "1001").
  const cells: AvailabilityCell[] = await db
    .select({
      id: units.id,
      unit_number: units.unit_number,
      floor: units.floor,
      type: units.type,
      bedrooms: units.bedrooms,
      price: units.price,
      status: units.status,
    })
    .from(units)
    .where(eq(units.building_id, buildingId))
    .orderBy(desc(units.floor), asc(unitNumberSortKey), asc(units.id));
  const floors: AvailabilityMatrix['floors'] = [];
  const availability = emptyAvailability();
  for (const cell of cells) {
    const last = floors[floors.length - 1];
    if (last && last.floor === cell.floor) last.units.push(cell);
    else floors.push({ floor: cell.floor, units: [cell] });
    availability[cell.status] += 1;
    availability.total += 1;
  }
  return {
    data: { building_id: building.id, building_name: building.name, currency: project?.currency ?? DEFAULT_CURRENCY, floors, availability },
  };
}
