// The sales manager's dashboard (docs/api.md "Dashboards"): for each developer organization in
// his inventory scope (../inventory/scope.ts: the ones assigned to him, or the one he acts in),
// what is left to sell, the sale offers made over time (and those booked), and collections due and overdue. Each widget is one aggregate statement
// over the scope the units and sale offers lists use, so a request costs the same few statements
// at 100 units as at 100,000, and every count and sum agrees with that list's filtered total.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { OrganizationAvailabilityRow, OrganizationCollectionsRow, OrganizationOffersPeriodRow } from '../../../shared/dashboards.ts';
import type { PerPeriodQuery } from '../../../shared/schemas/dashboards.ts';
import type { Executor } from '../../db/client.ts';
import { buildings, projects } from '../../db/inventory-schema.ts';
import { saleOffers } from '../../db/sales-schema.ts';
import { organizations } from '../../db/schema.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { currentTime } from '../../services/clock.ts';
import { organizationTimeZone, withinRange } from '../../services/time-zones.ts';
import { viewableOrganizationIds, withinOrganizations } from '../inventory/scope.ts';
import { releaseLapsed } from '../inventory/units.queries.ts';
import { readableOffers } from '../sale-offers/scope.ts';
import { collectionsByOrganization } from './collections-summary.queries.ts';
import { periodOf, periodStart, unitsByBuildingAndStatus } from './dashboards.queries.ts';
import { offerBooked } from './developer-dashboard.service.ts';

/** The developer organizations in the caller's scope (an assignment may name a broker too). */
function scopedDevelopers(tenant: TenantContext) {
  return and(withinOrganizations(organizations.id, viewableOrganizationIds(tenant)), eq(organizations.kind, 'developer'))!;
}

/**
 * Each organization's units by status and currency, with their price total; an organization with
 * no units still shows, with none. Lapsed reservations are released first, as the units list does.
 * The units are read from the unit counters per building and status, and only those groups are
 * joined to their buildings and projects, not every unit (as the developer dashboard's inventory
 * widget; docs/architecture.md "Unit counters").
 */
export async function availability(db: Executor, tenant: TenantContext): Promise<OrganizationAvailabilityRow[]> {
  const organizationIds = viewableOrganizationIds(tenant);
  await releaseLapsed(db, organizationIds);
  const byBuilding = unitsByBuildingAndStatus(db, organizationIds);
  return db
    .select({
      organization_id: organizations.id,
      organization_name: organizations.name,
      currency: projects.currency,
      status: byBuilding.status,
      units: sql<number>`coalesce(sum(${byBuilding.units}), 0)`.mapWith(Number),
      value: sql<number>`coalesce(sum(${byBuilding.value}), 0)`.mapWith(Number),
    })
    .from(organizations)
    .leftJoin(byBuilding, eq(byBuilding.organization_id, organizations.id))
    .leftJoin(buildings, eq(buildings.id, byBuilding.building_id))
    .leftJoin(projects, eq(projects.id, buildings.project_id))
    .where(scopedDevelopers(tenant))
    .groupBy(organizations.id, organizations.name, projects.currency, byBuilding.status)
    .orderBy(asc(organizations.name), asc(organizations.id), asc(projects.currency), asc(byBuilding.status));
}

/** Each organization's sale offers created per week or month of the period, in the caller's calendar. */
export async function saleOffersPerPeriod(
  db: Executor,
  tenant: TenantContext,
  query: PerPeriodQuery,
): Promise<OrganizationOffersPeriodRow[]> {
  const period = periodOf(query);
  const timeZone = await organizationTimeZone(db, tenant.organizationId);
  const rows = await db
    .select({
      organization_id: organizations.id,
      organization_name: organizations.name,
      period: periodStart(saleOffers.created_at, query.interval, timeZone),
      offers: count(),
      booked: sql<number>`count(*) filter (where ${offerBooked})`.mapWith(Number),
    })
    .from(saleOffers)
    .innerJoin(organizations, eq(organizations.id, saleOffers.organization_id))
    .where(and(readableOffers(tenant), scopedDevelopers(tenant), withinRange(saleOffers.created_at, period.from, period.to, timeZone)))
    // By position: the period's expression carries the time zone as a parameter.
    .groupBy(sql`1`, sql`2`, sql`3`)
    .orderBy(sql`2`, sql`1`, sql`3`);
  return rows.map((row) => ({ ...row, conversion_rate: row.booked / row.offers }));
}

/**
 * Each assigned developer organization's collections per currency, each on its own today
 * (collections-summary.queries.ts); one statement for the figures and one for the names.
 */
export async function collections(db: Executor, tenant: TenantContext): Promise<OrganizationCollectionsRow[]> {
  const rows = await collectionsByOrganization(db, viewableOrganizationIds(tenant), currentTime());
  if (rows.length === 0) return [];
  const names = await db.select({ id: organizations.id, name: organizations.name }).from(organizations).where(scopedDevelopers(tenant));
  return rows
    .flatMap((row) => {
      const name = names.find((candidate) => candidate.id === row.organization_id)?.name;
      return name === undefined ? [] : [{ ...row, organization_name: name }];
    })
    .sort((a, b) => a.organization_name.localeCompare(b.organization_name) || a.organization_id - b.organization_id);
}
