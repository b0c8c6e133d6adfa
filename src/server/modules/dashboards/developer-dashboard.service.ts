// The developer dashboard's figures (docs/api.md "Dashboards"): each widget is one aggregate
// statement over the same scope its list uses — the units of the inventory scope
// (../inventory/scope.ts), the deals of the caller's organization as the CRM lists show them — so
// a request costs the same few statements at 100 units as at 100,000, and every count and sum
// agrees with the matching filtered list's total.
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { InventoryByProjectRow, PipelineOutcome, PipelineStageRow } from '../../../shared/dashboards.ts';
import type { DashboardRange } from '../../../shared/schemas/dashboards.ts';
import type { Executor } from '../../db/client.ts';
import { deals, pipelines, stages } from '../../db/crm-schema.ts';
import { buildings, projects, units } from '../../db/inventory-schema.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { organizationTimeZone, withinRange } from '../../services/time-zones.ts';
import { viewableOrganizationIds, withinOrganizations } from '../inventory/scope.ts';
import { releaseLapsed } from '../inventory/units.queries.ts';

/** The period's days as the list filters read them: `from` from its midnight, `to` to its end. */
function periodOf(range: DashboardRange) {
  return {
    from: range.from ? { end: 'from' as const, day: range.from } : undefined,
    to: range.to ? { end: 'to' as const, day: range.to } : undefined,
  };
}

/**
 * Units by project and status, with their price total per status. Lapsed reservations are released
 * first, as the units list does, so "reserved" here is "reserved" there.
 */
export async function inventoryByProject(db: Executor, tenant: TenantContext): Promise<InventoryByProjectRow[]> {
  const organizationIds = viewableOrganizationIds(tenant);
  await releaseLapsed(db, organizationIds);
  const rows = await db
    .select({
      project_id: projects.id,
      project_name: projects.name,
      currency: projects.currency,
      status: units.status,
      units: count(),
      value: sql<number>`coalesce(sum(${units.price}), 0)`.mapWith(Number),
    })
    .from(units)
    .innerJoin(buildings, eq(buildings.id, units.building_id))
    .innerJoin(projects, eq(projects.id, buildings.project_id))
    .where(withinOrganizations(units.organization_id, organizationIds))
    .groupBy(projects.id, projects.name, projects.currency, units.status)
    .orderBy(asc(projects.name), asc(projects.id), asc(units.status));
  return rows;
}

/** The open deals of every stage of the organization's pipelines, by currency (empty stages too). */
export async function pipelineByStage(db: Executor, tenant: TenantContext): Promise<PipelineStageRow[]> {
  return db
    .select({
      pipeline_id: pipelines.id,
      pipeline_name: pipelines.name,
      stage_id: stages.id,
      stage_name: stages.name,
      probability: stages.probability,
      currency: deals.currency,
      deals: count(deals.id),
      value: sql<number>`coalesce(sum(${deals.value}), 0)`.mapWith(Number),
      // Rounded once per group, so the weighted value is the value × probability of the whole stage.
      weighted_value: sql<number>`coalesce(round(sum(${deals.value}) * ${stages.probability} / 100.0), 0)`.mapWith(Number),
    })
    .from(stages)
    .innerJoin(pipelines, eq(pipelines.id, stages.pipeline_id))
    .leftJoin(deals, and(eq(deals.stage_id, stages.id), eq(deals.status, 'open')))
    .where(eq(stages.organization_id, tenant.organizationId))
    .groupBy(pipelines.id, pipelines.name, stages.id, stages.name, stages.probability, stages.position, deals.currency)
    .orderBy(asc(pipelines.name), asc(pipelines.id), asc(stages.position), asc(stages.id), asc(deals.currency));
}

/** Deals closed (won or lost) within the period: the win rate, and the median days from creation to won. */
export async function pipelineOutcome(db: Executor, tenant: TenantContext, range: DashboardRange): Promise<PipelineOutcome> {
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
        eq(deals.organization_id, tenant.organizationId),
        inArray(deals.status, ['won', 'lost']),
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
