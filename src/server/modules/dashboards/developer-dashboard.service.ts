// The developer dashboard's figures (docs/api.md "Dashboards"): each widget is one aggregate
// statement over the same scope its list uses — the units of the inventory scope
// (../inventory/scope.ts), the deals of the caller's organization as the CRM lists show them — so
// a request costs the same few statements at 100 units as at 100,000, and every count and sum
// agrees with the matching filtered list's total. The CRM figures (pipeline, outcome, lead sources)
// read the lists' own conditions and take their owner filter, so the broker dashboard
// (broker-dashboard.service.ts) answers with them too, for the caller's own records ("mine").
import { and, asc, count, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import type {
  AbsorptionRow,
  CollectionsSummary,
  InventoryByProjectRow,
  LeadSourceRow,
  PipelineOutcome,
  PipelineStageRow,
  PricePerSqftRow,
  SaleOffersPeriodRow,
  TeamActivityRow,
} from '../../../shared/dashboards.ts';
import { COLLECTIONS_DUE_SOON_DAYS, periodOrLastYear } from '../../../shared/dashboards.ts';
import type { PerPeriodQuery, DashboardRange } from '../../../shared/schemas/dashboards.ts';
import type { Executor } from '../../db/client.ts';
import { activities, deals, leads, leadsByDay, pipelines, stages } from '../../db/crm-schema.ts';
import { buildings, projects } from '../../db/inventory-schema.ts';
import { saleOffers, sales } from '../../db/sales-schema.ts';
import { addDays } from '../../../shared/time-zones.ts';
import { users } from '../../db/schema.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { currentTime } from '../../services/clock.ts';
import { organizationTimeZone, todayIn, withinRange } from '../../services/time-zones.ts';
import { overdueCondition } from '../crm/activities.queries.ts';
import { dealConditions } from '../crm/deals.queries.ts';
import { leadConditions } from '../crm/leads.queries.ts';
import { viewableOrganizationIds } from '../inventory/scope.ts';
import { releaseLapsed } from '../inventory/units.queries.ts';
import { readableOffers } from '../sale-offers/scope.ts';
import { collectionsByOrganization } from './collections-summary.queries.ts';
import {
  hasWonDeal,
  periodDay,
  periodOf,
  periodStart,
  sizedUnitsByBuildingAndBedrooms,
  unitsByBuildingAndStatus,
} from './dashboards.queries.ts';
import { statusEntriesByPeriod } from './status-entries.queries.ts';

/**
 * Units by project and status, with their price total per status. Lapsed reservations are released
 * first, as the units list does, so "reserved" here is "reserved" there. The units are read from
 * the unit counters (per building and status: a few rows per building, kept by every unit write),
 * joined to their buildings and projects, not every unit (docs/architecture.md "Unit counters").
 */
export async function inventoryByProject(db: Executor, tenant: TenantContext): Promise<InventoryByProjectRow[]> {
  const organizationIds = viewableOrganizationIds(tenant);
  await releaseLapsed(db, organizationIds);
  const byBuilding = unitsByBuildingAndStatus(db, organizationIds);
  return db
    .select({
      project_id: projects.id,
      project_name: projects.name,
      currency: projects.currency,
      status: byBuilding.status,
      units: sql<number>`sum(${byBuilding.units})`.mapWith(Number),
      value: sql<number>`coalesce(sum(${byBuilding.value}), 0)`.mapWith(Number),
    })
    .from(byBuilding)
    .innerJoin(buildings, eq(buildings.id, byBuilding.building_id))
    .innerJoin(projects, eq(projects.id, buildings.project_id))
    .groupBy(projects.id, projects.name, projects.currency, byBuilding.status)
    .orderBy(asc(projects.name), asc(projects.id), asc(byBuilding.status));
}

/**
 * The open deals of every stage of the organization's pipelines, by currency (empty stages too);
 * `ownerId`: only that member's, as the deals list's owner filter has them. The deals are counted
 * per (stage, currency) first, so that only those few groups meet their stages and pipelines.
 */
export async function pipelineByStage(db: Executor, tenant: TenantContext, ownerId?: number): Promise<PipelineStageRow[]> {
  const open = db
    .select({
      stage_id: deals.stage_id,
      currency: deals.currency,
      deals: sql<number>`count(*)`.as('open_deals'),
      value: sql<number>`sum(${deals.value})`.as('open_value'),
    })
    .from(deals)
    .where(dealConditions(tenant.organizationId, { status: ['open'], owner_id: ownerId }))
    .groupBy(deals.stage_id, deals.currency)
    .as('open');
  return db
    .select({
      pipeline_id: pipelines.id,
      pipeline_name: pipelines.name,
      stage_id: stages.id,
      stage_name: stages.name,
      probability: stages.probability,
      currency: open.currency,
      deals: sql<number>`coalesce(${open.deals}, 0)`.mapWith(Number),
      value: sql<number>`coalesce(${open.value}, 0)`.mapWith(Number),
      // Rounded once per group, so the weighted value is the value × probability of the whole stage.
      weighted_value: sql<number>`coalesce(round(${open.value} * ${stages.probability} / 100.0), 0)`.mapWith(Number),
    })
    .from(stages)
    .innerJoin(pipelines, eq(pipelines.id, stages.pipeline_id))
    .leftJoin(open, eq(open.stage_id, stages.id))
    .where(eq(stages.organization_id, tenant.organizationId))
    .orderBy(asc(pipelines.name), asc(pipelines.id), asc(stages.position), asc(stages.id), asc(open.currency));
}

/** Deals closed (won or lost) within the period: the win rate, and the median days from creation to won. */
export async function pipelineOutcome(
  db: Executor,
  tenant: TenantContext,
  range: DashboardRange,
  ownerId?: number,
): Promise<PipelineOutcome> {
  const period = periodOf(range);
  const timeZone = await organizationTimeZone(db, tenant.organizationId);
  const [row] = await db
    .select({
      won: sql<number>`count(*) filter (where ${deals.status} = 'won')`.mapWith(Number),
      lost: sql<number>`count(*) filter (where ${deals.status} = 'lost')`.mapWith(Number),
      median_days_to_won: sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from ${deals.closed_at} - ${deals.created_at}) / 86400.0) filter (where ${deals.status} = 'won')`,
    })
    .from(deals)
    .where(
      and(
        dealConditions(tenant.organizationId, { status: ['won', 'lost'], owner_id: ownerId }),
        withinRange(deals.closed_at, period.from, period.to, timeZone),
      ),
    );
  const won = row?.won ?? 0;
  const lost = row?.lost ?? 0;
  const median = row?.median_days_to_won;
  return {
    won,
    lost,
    win_rate: won + lost === 0 ? null : won / (won + lost),
    median_days_to_won: median === null || median === undefined ? null : Math.round(Number(median) * 10) / 10,
  };
}

/**
 * Units booked and sold per week or month: the units' entries into each status, counted in the
 * caller's organization's calendar (a week starts on Monday, as PostgreSQL's date_trunc has it).
 * They are read from the entries counted per day (`statusEntriesByPeriod`, docs/architecture.md
 * "Unit entries by day"): a row per day and building of the period, whatever the number of
 * entries. No period asked for is the last year (`periodOrLastYear`).
 */
export async function absorption(db: Executor, tenant: TenantContext, query: PerPeriodQuery): Promise<AbsorptionRow[]> {
  const timeZone = await organizationTimeZone(db, tenant.organizationId);
  const period = periodOrLastYear(query, todayIn(timeZone));
  const entries = statusEntriesByPeriod(db, {
    organizationIds: viewableOrganizationIds(tenant),
    statuses: ['booked', 'sold'],
    from: period.from,
    to: period.to,
    interval: query.interval,
    timeZone,
  }).as('entries');
  const rows = await db
    .select({
      period: periodDay(entries.start),
      status: entries.status,
      units: sql<number>`sum(${entries.units})`.mapWith(Number),
    })
    .from(entries)
    .groupBy(entries.start, entries.status)
    .orderBy(asc(entries.start), asc(entries.status));
  return rows;
}

/**
 * Leads created within the period by source (`ownerId`: his only), and the share of them with a won
 * deal. No period asked for is the last year (`periodOrLastYear`), not all time. The whole
 * organization's leads are counted from the leads per day and source (`leads_by_day`,
 * docs/architecture.md "Leads by day"), a row per day and source, and those converted from the
 * organization's won deals joined to their leads with the leads list's conditions (bounded by the
 * won deals, not the leads). One owner's ("mine") cannot be read from those rows, which have no
 * owner: they are counted from his leads, with the list's conditions. One statement either way.
 */
export async function leadsBySource(
  db: Executor,
  tenant: TenantContext,
  range: DashboardRange,
  ownerId?: number,
): Promise<LeadSourceRow[]> {
  const timeZone = await organizationTimeZone(db, tenant.organizationId);
  const days = periodOrLastYear(range, todayIn(timeZone));
  const period = periodOf(days);
  if (ownerId !== undefined) {
    const won = hasWonDeal(leads.id, tenant.organizationId);
    const rows = await db
      .select({ source: leads.source, leads: count(), converted: sql<number>`count(*) filter (where ${won})`.mapWith(Number) })
      .from(leads)
      .where(leadConditions(tenant, { owner_id: ownerId, created_from: period.from, created_to: period.to }, timeZone))
      .groupBy(leads.source)
      .orderBy(asc(leads.source));
    return rows.map((row) => ({ ...row, conversion_rate: row.converted / row.leads }));
  }
  const counted = db
    .select({ source: leadsByDay.source, leads: sql<number>`sum(${leadsByDay.leads})`.as('leads') })
    .from(leadsByDay)
    .where(
      and(
        eq(leadsByDay.organization_id, tenant.organizationId),
        days.from ? gte(leadsByDay.day, days.from) : undefined,
        days.to ? lte(leadsByDay.day, days.to) : undefined,
      ),
    )
    .groupBy(leadsByDay.source)
    .as('counted');
  const converted = db
    .select({ source: leads.source, converted: sql<number>`count(distinct ${leads.id})`.as('converted') })
    .from(deals)
    .innerJoin(leads, eq(leads.id, deals.lead_id))
    .where(
      and(
        eq(deals.organization_id, tenant.organizationId),
        eq(deals.status, 'won'),
        leadConditions(tenant, { created_from: period.from, created_to: period.to }, timeZone),
      ),
    )
    .groupBy(leads.source)
    .as('converted');
  const rows = await db
    .select({
      source: counted.source,
      leads: sql<number>`${counted.leads}`.mapWith(Number),
      converted: sql<number>`coalesce(${converted.converted}, 0)`.mapWith(Number),
    })
    .from(counted)
    .leftJoin(converted, eq(converted.source, counted.source))
    .orderBy(asc(counted.source));
  return rows.map((row) => ({ ...row, conversion_rate: row.converted / row.leads }));
}

/**
 * Each member's activities due within the period: done (completed), and overdue (open and due
 * before now, as the activities list's `overdue` filter has it). Counted per owner first, so that
 * only the members' few groups meet their names, not every activity of the period.
 */
export async function teamActivities(db: Executor, tenant: TenantContext, range: DashboardRange): Promise<TeamActivityRow[]> {
  const period = periodOf(range);
  const timeZone = await organizationTimeZone(db, tenant.organizationId);
  const perOwner = db
    .select({
      owner_id: activities.owner_id,
      done: sql<number>`count(*) filter (where ${isNotNull(activities.completed_at)})`.as('done'),
      overdue: sql<number>`count(*) filter (where ${overdueCondition(currentTime())})`.as('overdue'),
    })
    .from(activities)
    .where(and(eq(activities.organization_id, tenant.organizationId), withinRange(activities.due_at, period.from, period.to, timeZone)))
    .groupBy(activities.owner_id)
    .as('per_owner');
  return db
    .select({
      owner_id: perOwner.owner_id,
      owner_name: users.full_name,
      done: sql<number>`${perOwner.done}`.mapWith(Number),
      overdue: sql<number>`${perOwner.overdue}`.mapWith(Number),
    })
    .from(perOwner)
    .leftJoin(users, eq(users.id, perOwner.owner_id))
    .orderBy(sql`${users.full_name} asc nulls last`, asc(perOwner.owner_id));
}

/**
 * The average price per sq ft of each project's units by bedroom count: their price total over
 * their internal area total (units without an area left out), in the project's currency. Read
 * from the unit counters per building, then totalled per project (as the inventory above).
 */
export async function pricePerSqft(db: Executor, tenant: TenantContext): Promise<PricePerSqftRow[]> {
  const byBuilding = sizedUnitsByBuildingAndBedrooms(db, viewableOrganizationIds(tenant));
  return db
    .select({
      project_id: projects.id,
      project_name: projects.name,
      currency: projects.currency,
      bedrooms: byBuilding.bedrooms,
      units: sql<number>`sum(${byBuilding.units})`.mapWith(Number),
      // In double precision, as the quotient of the units' own (double) areas was: the same rounding.
      price_per_sqft: sql<number>`round(sum(${byBuilding.price})::double precision / sum(${byBuilding.area})::double precision)`.mapWith(
        Number,
      ),
    })
    .from(byBuilding)
    .innerJoin(buildings, eq(buildings.id, byBuilding.building_id))
    .innerJoin(projects, eq(projects.id, buildings.project_id))
    .groupBy(projects.id, projects.name, projects.currency, byBuilding.bedrooms)
    .orderBy(asc(projects.name), asc(projects.id), asc(byBuilding.bedrooms));
}

/**
 * An offer led to a booking: an active sale of its organization was recorded from it
 * (sales.sale_offer_id, read from the sales' offer index). A cancelled sale is no booking.
 * Over many offers the planner hashes the sales once instead of probing per offer; `is not null`
 * (implied by the match, said for the planner) has that hash read only the sales recorded from an
 * offer, through the same index, not every active sale (bench/RESULTS.md "Broker members from the
 * owner index, offers from the offer index").
 */
export const offerBooked = sql`exists (select 1 from ${sales} where ${sales.sale_offer_id} = ${saleOffers.id} and ${sales.sale_offer_id} is not null and ${sales.organization_id} = ${saleOffers.organization_id} and ${sales.status} = 'active')`;

/**
 * Sale offers created per week or month of the period, of those the caller reads (a developer: his
 * own), with how many of them led to a booking (`offerBooked`) and that share.
 */
export async function saleOffersPerPeriod(db: Executor, tenant: TenantContext, query: PerPeriodQuery): Promise<SaleOffersPeriodRow[]> {
  const period = periodOf(query);
  const timeZone = await organizationTimeZone(db, tenant.organizationId);
  const start = periodStart(saleOffers.created_at, query.interval, timeZone);
  const rows = await db
    .select({ period: start, offers: count(), booked: sql<number>`count(*) filter (where ${offerBooked})`.mapWith(Number) })
    .from(saleOffers)
    .where(and(readableOffers(tenant), withinRange(saleOffers.created_at, period.from, period.to, timeZone)))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return rows.map((row) => ({ ...row, conversion_rate: row.booked / row.offers }));
}

/**
 * The organization's collections per currency (collections-summary.queries.ts): overdue, due in
 * the next COLLECTIONS_DUE_SOON_DAYS days, and the sales with something overdue, on its today.
 */
export async function collectionsSummary(db: Executor, tenant: TenantContext): Promise<CollectionsSummary> {
  const now = currentTime();
  const today = todayIn(await organizationTimeZone(db, tenant.organizationId), now);
  const rows = await collectionsByOrganization(db, viewableOrganizationIds(tenant), now);
  return {
    today,
    due_soon_until: addDays(today, COLLECTIONS_DUE_SOON_DAYS),
    currencies: rows.map(({ organization_id: _organization, ...row }) => row),
  };
}
