// GET inventory/sale-offers/filter-buildings: the step of the offer flow that narrows buildings
// by the client's wishes — buildings of the developer organization that have available units
// matching price, area (total area), bedrooms and type, with how many match and their price range
// in the project's currency.
import { and, asc, count, eq, gte, lte, max, min, sql } from 'drizzle-orm';
import type { SaleOfferFilterBuilding } from '../../../shared/sale-offers.ts';
import type { SaleOfferBuildingFiltersQuery } from '../../../shared/schemas/sale-offers.ts';
import type { Database } from '../../db/client.ts';
import { buildings, projects, units } from '../../db/inventory-schema.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { listedOrganizationIds, withinOrganizations } from '../inventory/scope.ts';

export async function filterBuildings(
  db: Database,
  tenant: TenantContext,
  query: SaleOfferBuildingFiltersQuery,
): Promise<{ data: SaleOfferFilterBuilding[] }> {
  const organizationIds = listedOrganizationIds(tenant, query.developer_organization_id ?? undefined);
  // Internal area, as the filter limits and the units list measure it.
  const area = units.internal_area;
  const rows = await db
    .select({
      id: buildings.id,
      name: buildings.name,
      project_id: projects.id,
      project_name: projects.name,
      currency: projects.currency,
      matching_units_count: count(units.id),
      price_from: min(units.price).mapWith(Number),
      price_to: max(units.price).mapWith(Number),
    })
    .from(units)
    .innerJoin(buildings, eq(buildings.id, units.building_id))
    .innerJoin(projects, eq(projects.id, buildings.project_id))
    .where(
      and(
        withinOrganizations(units.organization_id, organizationIds),
        eq(units.status, 'available'),
        query.price_min != null ? gte(units.price, query.price_min) : undefined,
        query.price_max != null ? lte(units.price, query.price_max) : undefined,
        query.area_min != null ? sql`${area} >= ${query.area_min}` : undefined,
        query.area_max != null ? sql`${area} <= ${query.area_max}` : undefined,
        query.bedrooms != null ? eq(units.bedrooms, query.bedrooms) : undefined,
        query.type != null ? eq(units.type, query.type) : undefined,
      ),
    )
    .groupBy(buildings.id, buildings.name, projects.id, projects.name, projects.currency)
    .orderBy(asc(projects.name), asc(buildings.name), asc(buildings.id));
  return { data: rows.map((row) => ({ ...row, price_from: row.price_from ?? 0, price_to: row.price_to ?? 0 })) };
}
