// The CRM reports (docs/api.md "Reports"): pipeline movement and lead source performance, over the
// caller's own organization as the CRM lists show it. Each is a fixed number of aggregate
// statements; their rows are bounded by the organization's stages and the lead sources.
import { sql } from 'drizzle-orm';
import { LEAD_SOURCES, type LeadSource } from '../../../shared/crm.ts';
import type { LeadSourcePerformanceRow, PipelineMovementRow } from '../../../shared/reports.ts';
import type { LeadSourcePerformanceQuery, PipelineMovementQuery } from '../../../shared/schemas/reports.ts';
import type { Database } from '../../db/client.ts';
import { dealMovesByDay, deals, leadHistory, leads, leadsByDay, pipelines, stages } from '../../db/crm-schema.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { organizationTimeZone, rangeInstant } from '../../services/time-zones.ts';

/** `column` within the period (days of `timeZone`, both included); either end may be open. */
function inPeriod(column: string, range: { from?: string; to?: string }, timeZone: string) {
  const from = range.from
    ? sql`and ${sql.raw(column)} >= ${rangeInstant({ end: 'from', day: range.from }, timeZone).toISOString()}::timestamptz`
    : sql``;
  const to = range.to
    ? sql`and ${sql.raw(column)} < ${rangeInstant({ end: 'to', day: range.to }, timeZone).toISOString()}::timestamptz`
    : sql``;
  return sql`${from} ${to}`;
}

/** `day` (a date column) within the period's days, both included; either end may be open. */
function daysInPeriod(column: string, range: { from?: string; to?: string }) {
  const from = range.from ? sql`and ${sql.raw(column)} >= ${range.from}::date` : sql``;
  const to = range.to ? sql`and ${sql.raw(column)} <= ${range.to}::date` : sql``;
  return sql`${from} ${to}`;
}

/**
 * Each stage's deals that entered it within the period (created there, or moved in from another
 * stage or pipeline) and that left it (moved out), as the leads' history has them (every deal
 * move is written in its transaction, ../crm/deal-history.ts). They are read from the moves
 * counted per day and stage (`deal_moves_by_day`, docs/architecture.md "Deal moves by day"): a
 * row per day and stage of the period, not every move. A deal created before its history item
 * carried the stage id is matched to its stage by the pipeline and stage names it recorded, when
 * read: those items are read themselves, through their partial index. The organization is the
 * caller's, so its days are the caller's. Every stage of the organization's pipelines has its
 * row, moved or not.
 */
export async function pipelineMovement(db: Database, tenant: TenantContext, query: PipelineMovementQuery): Promise<PipelineMovementRow[]> {
  const organizationId = tenant.organizationId;
  const timeZone = await organizationTimeZone(db, organizationId);
  const result = (await db.execute(sql`
    with placed as materialized (
      select c.stage_id, sum(c.added) as added, sum(c.moved_in) as moved_in, sum(c.moved_out) as moved_out
      from ${dealMovesByDay} c
      where c.organization_id = ${organizationId} ${daysInPeriod('c.day', query)}
      group by c.stage_id
    ),
    unplaced as materialized (
      select (select s.id from ${stages} s join ${pipelines} p on p.id = s.pipeline_id
          where s.organization_id = h.organization_id and p.name = h.details ->> 'pipeline' and s.name = h.details ->> 'stage'
          order by s.id limit 1) as stage_id,
        count(*) as added
      from ${leadHistory} h
      where h.organization_id = ${organizationId} and h.kind = 'deal_added' and (h.details ->> 'stage_id') is null
        ${inPeriod('h.created_at', query, timeZone)}
      group by 1
    )
    select p.id as pipeline_id, p.name as pipeline_name, s.id as stage_id, s.name as stage_name,
      (coalesce((select placed.added from placed where placed.stage_id = s.id), 0)
        + coalesce((select unplaced.added from unplaced where unplaced.stage_id = s.id), 0))::int as added,
      coalesce((select placed.moved_in from placed where placed.stage_id = s.id), 0)::int as moved_in,
      coalesce((select placed.moved_out from placed where placed.stage_id = s.id), 0)::int as moved_out
    from ${stages} s join ${pipelines} p on p.id = s.pipeline_id
    where s.organization_id = ${organizationId} ${query.pipeline_id ? sql`and p.id = ${query.pipeline_id}` : sql``}
    order by p.name, p.id, s.position, s.id`)) as { rows: PipelineMovementRow[] };
  return result.rows.map((row) => ({
    pipeline_id: Number(row.pipeline_id),
    pipeline_name: row.pipeline_name,
    stage_id: Number(row.stage_id),
    stage_name: row.stage_name,
    added: Number(row.added),
    moved_in: Number(row.moved_in),
    moved_out: Number(row.moved_out),
  }));
}

/**
 * The leads created within the period, per source: how many, how many of them have a won deal
 * (converted), and their won deals' count and value per currency. Sources without leads are left out.
 * How many is read from the leads counted per day and source (`leads_by_day`, docs/architecture.md
 * "Leads by day"): a row per day and source of the period, not every lead. The rest is read from
 * the organization's won deals joined to their leads (a lead converts when a deal of it is won, so
 * no row of its creation day could keep it): bounded by the won deals, not the leads. Both read
 * the caller's own organization, so its days are the caller's.
 */
export async function leadSourcePerformance(
  db: Database,
  tenant: TenantContext,
  query: LeadSourcePerformanceQuery,
): Promise<LeadSourcePerformanceRow[]> {
  const organizationId = tenant.organizationId;
  const timeZone = await organizationTimeZone(db, organizationId);
  const counts = (await db.execute(sql`
    select c.source, sum(c.leads)::int as leads
    from ${leadsByDay} c
    where c.organization_id = ${organizationId} ${daysInPeriod('c.day', query)}
    group by c.source`)) as { rows: { source: LeadSource; leads: number }[] };
  // Per (source, currency): the won deals and their value; per source (all currencies): the leads
  // with a won deal.
  const won = (await db.execute(sql`
    select l.source, d.currency, grouping(d.currency)::int as all_currencies,
      count(distinct l.id)::int as converted, count(*)::int as won_deals, coalesce(sum(d.value), 0) as value
    from ${deals} d join ${leads} l on l.id = d.lead_id
    where d.organization_id = ${organizationId} and l.organization_id = ${organizationId} and d.status = 'won'
      ${inPeriod('l.created_at', query, timeZone)}
    group by grouping sets ((l.source, d.currency), (l.source))
    order by d.currency`)) as {
    rows: { source: LeadSource; currency: string; all_currencies: number; converted: number; won_deals: number; value: string | number }[];
  };
  return LEAD_SOURCES.flatMap((source) => {
    const row = counts.rows.find((candidate) => candidate.source === source);
    if (!row) return [];
    const total = won.rows.find((candidate) => candidate.source === source && Number(candidate.all_currencies) === 1);
    const values = won.rows.filter((candidate) => candidate.source === source && Number(candidate.all_currencies) === 0);
    const leadsCount = Number(row.leads);
    const converted = Number(total?.converted ?? 0);
    return [
      {
        source,
        leads: leadsCount,
        converted,
        conversion_rate: converted / leadsCount,
        won_deals: Number(total?.won_deals ?? 0),
        won_value: values.map((value) => ({ currency: value.currency, value: Number(value.value) })),
      },
    ];
  });
}
