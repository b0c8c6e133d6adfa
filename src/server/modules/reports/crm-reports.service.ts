// The CRM reports (docs/api.md "Reports"): pipeline movement and lead source performance, over the
// caller's own organization as the CRM lists show it. Each is a fixed number of aggregate
// statements; their rows are bounded by the organization's stages and the lead sources.
import { sql } from 'drizzle-orm';
import { LEAD_SOURCES, type LeadSource } from '../../../shared/crm.ts';
import type { LeadSourcePerformanceRow, PipelineMovementRow } from '../../../shared/reports.ts';
import type { LeadSourcePerformanceQuery, PipelineMovementQuery } from '../../../shared/schemas/reports.ts';
import type { Database } from '../../db/client.ts';
import { deals, leadHistory, leads, pipelines, stages } from '../../db/crm-schema.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { organizationTimeZone, rangeInstant } from '../../services/time-zones.ts';
import { hasWonDeal } from '../dashboards/dashboards.queries.ts';

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

/**
 * Each stage's deals that entered it within the period (created there, or moved in from another
 * stage or pipeline) and that left it (moved out), read from the leads' history, where every deal
 * move is written in its transaction (../crm/deal-history.ts). Every stage of the organization's
 * pipelines has its row, moved or not. A deal created before its history item carried the stage id
 * is matched to its stage by the pipeline and stage names it recorded.
 */
export async function pipelineMovement(db: Database, tenant: TenantContext, query: PipelineMovementQuery): Promise<PipelineMovementRow[]> {
  const organizationId = tenant.organizationId;
  const timeZone = await organizationTimeZone(db, organizationId);
  const result = (await db.execute(sql`
    with moves as (
      select
        case when h.kind = 'deal_added' then coalesce(
          (h.details ->> 'stage_id')::int,
          (select s.id from ${stages} s join ${pipelines} p on p.id = s.pipeline_id
            where s.organization_id = h.organization_id and p.name = h.details ->> 'pipeline' and s.name = h.details ->> 'stage'
            order by s.id limit 1)
        ) end as added_stage,
        case h.kind when 'deal_stage_changed' then (h.new_value #>> '{}')::int
          when 'deal_pipeline_changed' then (h.details ->> 'new_stage_id')::int end as in_stage,
        case h.kind when 'deal_stage_changed' then (h.old_value #>> '{}')::int
          when 'deal_pipeline_changed' then (h.details ->> 'old_stage_id')::int end as out_stage
      from ${leadHistory} h
      where h.organization_id = ${organizationId}
        and h.kind in ('deal_added', 'deal_stage_changed', 'deal_pipeline_changed')
        ${inPeriod('h.created_at', query, timeZone)}
    )
    select p.id as pipeline_id, p.name as pipeline_name, s.id as stage_id, s.name as stage_name,
      (select count(*) from moves where moves.added_stage = s.id)::int as added,
      (select count(*) from moves where moves.in_stage = s.id)::int as moved_in,
      (select count(*) from moves where moves.out_stage = s.id)::int as moved_out
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
 */
export async function leadSourcePerformance(
  db: Database,
  tenant: TenantContext,
  query: LeadSourcePerformanceQuery,
): Promise<LeadSourcePerformanceRow[]> {
  const organizationId = tenant.organizationId;
  const timeZone = await organizationTimeZone(db, organizationId);
  const period = inPeriod('l.created_at', query, timeZone);
  const counts = (await db.execute(sql`
    select l.source, count(*)::int as leads,
      count(*) filter (where ${hasWonDeal(sql.raw('l.id'), organizationId)})::int as converted
    from ${leads} l
    where l.organization_id = ${organizationId} ${period}
    group by l.source`)) as { rows: { source: LeadSource; leads: number; converted: number }[] };
  const won = (await db.execute(sql`
    select l.source, d.currency, count(*)::int as won_deals, coalesce(sum(d.value), 0) as value
    from ${deals} d join ${leads} l on l.id = d.lead_id
    where d.organization_id = ${organizationId} and l.organization_id = ${organizationId} and d.status = 'won' ${period}
    group by l.source, d.currency
    order by d.currency`)) as { rows: { source: LeadSource; currency: string; won_deals: number; value: string | number }[] };
  return LEAD_SOURCES.flatMap((source) => {
    const row = counts.rows.find((candidate) => candidate.source === source);
    if (!row) return [];
    const values = won.rows.filter((candidate) => candidate.source === source);
    const leadsCount = Number(row.leads);
    const converted = Number(row.converted);
    return [
      {
        source,
        leads: leadsCount,
        converted,
        conversion_rate: converted / leadsCount,
        won_deals: values.reduce((sum, value) => sum + Number(value.won_deals), 0),
        won_value: values.map((value) => ({ currency: value.currency, value: Number(value.value) })),
      },
    ];
  });
}
