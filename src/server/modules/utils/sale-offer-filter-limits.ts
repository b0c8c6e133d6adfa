// The bounds the sale-offer unit filters offer (GET utils/sale-offer-filter-limits): the lowest and
// highest price, internal area and bedrooms over the available units in the caller's scope,
// optionally narrowed to one developer organization or one building. Null when there are none.
import { and, eq, max, min } from 'drizzle-orm';
import type { SaleOfferFilterLimits } from '../../../shared/inventory.ts';
import type { Database } from '../../db/client.ts';
import { units } from '../../db/inventory-schema.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { listedOrganizationIds, withinOrganizations } from '../inventory/scope.ts';
import { releaseLapsed } from '../inventory/units.queries.ts';

export async function saleOfferFilterLimits(
  db: Database,
  tenant: TenantContext,
  query: { developer_organization_id?: number; building_id?: number },
): Promise<{ data: SaleOfferFilterLimits }> {
  const organizationIds = listedOrganizationIds(tenant, query.developer_organization_id);
  const building = query.building_id ? eq(units.building_id, query.building_id) : undefined;
  await releaseLapsed(db, organizationIds, building);
  const [row] = await db
    .select({
      price_min: min(units.price),
      price_max: max(units.price),
      area_min: min(units.internal_area),
      area_max: max(units.internal_area),
      bedrooms_min: min(units.bedrooms),
      bedrooms_max: max(units.bedrooms),
    })
    .from(units)
    .where(and(withinOrganizations(units.organization_id, organizationIds), eq(units.status, 'available'), building));
  const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return {
    data: {
      price_min: number(row?.price_min),
      price_max: number(row?.price_max),
      area_min: number(row?.area_min),
      area_max: number(row?.area_max),
      bedrooms_min: number(row?.bedrooms_min),
      bedrooms_max: number(row?.bedrooms_max),
    },
  };
}
