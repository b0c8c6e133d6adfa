// The pipeline's kanban board. Whatever the number of deals it costs the same statements: the
// pipeline, one aggregate over its stages (count of the open deals matching the filters), one of
// their values per stage and currency (amounts of two currencies are never added: docs/domain.md
// "Money"), one over the closed lanes (won, lost) per currency, one query for the
// first page of every stage (with lead and owner joined), and one for the tags of the deals
// answered. `stage_id`+`page` answers one column with that page instead. A won or lost deal keeps
// its stage and position (it can be reopened where it was) but is not counted nor shown there:
// a stage's figures are what the pipeline may still bring (docs/domain.md "Pipeline/Stage/Deal").
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { CLOSED_DEAL_STATUSES, KANBAN_PAGE_SIZE, type KanbanColumn, type KanbanResponse } from '../../../shared/deals.ts';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { deals, leads, stages } from '../../db/crm-schema.ts';
import { fieldError } from '../../http/errors.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { currentTime } from '../../services/clock.ts';
import { dealConditions, tagsOfDeals, type DealFilters } from './deals.queries.ts';
import { toDealCard, type DealRow } from './deals.resources.ts';
import { findPipelineRow } from './pipelines.queries.ts';

export interface KanbanQuery extends Omit<DealFilters, 'stage_id'> {
  stage_id?: number;
  page: number;
}

export async function pipelineKanban(db: Executor, tenant: TenantContext, pipelineId: number, query: KanbanQuery): Promise<KanbanResponse> {
  const organizationId = tenant.organizationId;
  await findPipelineRow(db, organizationId, pipelineId);
  const { stage_id: stageId, page, ...filters } = query;
  const ofPipeline = and(dealConditions(organizationId, filters), eq(deals.pipeline_id, pipelineId));
  const matching = and(ofPipeline, eq(deals.status, 'open'));

  const columns = await db
    .select({
      stage: stages,
      count: sql<number>`count(${deals.id})::int`.mapWith(Number),
    })
    .from(stages)
    .leftJoin(deals, and(eq(deals.stage_id, stages.id), matching))
    .where(
      and(eq(stages.organization_id, organizationId), eq(stages.pipeline_id, pipelineId), stageId ? eq(stages.id, stageId) : undefined),
    )
    .groupBy(stages.id)
    .orderBy(asc(stages.position), asc(stages.id));
  if (stageId && columns.length === 0) throw fieldError('stage_id', 'The selected stage is not a stage of this pipeline.');
  const sums = await db
    .select({ stage_id: deals.stage_id, currency: deals.currency, total: sql<number>`sum(${deals.value})::bigint`.mapWith(Number) })
    .from(deals)
    .where(and(matching, stageId ? eq(deals.stage_id, stageId) : undefined))
    .groupBy(deals.stage_id, deals.currency)
    .orderBy(asc(deals.currency));

  const closedRows = await db
    .select({
      status: deals.status,
      currency: deals.currency,
      count: sql<number>`count(*)::int`.mapWith(Number),
      total: sql<number>`sum(${deals.value})::bigint`.mapWith(Number),
    })
    .from(deals)
    .where(and(ofPipeline, inArray(deals.status, [...CLOSED_DEAL_STATUSES])))
    .groupBy(deals.status, deals.currency)
    .orderBy(asc(deals.currency));
  const lane = (status: string) => {
    const rows = closedRows.filter((candidate) => candidate.status === status);
    return {
      count: rows.reduce((sum, row) => sum + row.count, 0),
      totals: rows.filter((row) => row.total !== 0).map((row) => ({ currency: row.currency, total_value: row.total })),
    };
  };

  const pageOf = stageId ? page : 1;
  const first = (pageOf - 1) * KANBAN_PAGE_SIZE;
  // Each column's page read straight off deals_stage_position_idx (a lateral LIMIT per stage), not
  // by numbering every deal of the pipeline: a page costs its own rows, whatever the pipeline holds.
  const onPage = sql`(
    select paged.id from ${stages} as column_stage cross join lateral (
      select ${deals.id} as id from ${deals}
      where ${deals.stage_id} = column_stage.id and ${matching}
      order by ${deals.position}, ${deals.id}
      limit ${KANBAN_PAGE_SIZE} offset ${first}
    ) as paged
    where column_stage.pipeline_id = ${pipelineId}${stageId ? sql` and column_stage.id = ${stageId}` : sql``})`;
  const rows = await db
    .select({ deal: deals, leadName: leads.full_name, owner: users.full_name })
    .from(deals)
    .innerJoin(leads, eq(leads.id, deals.lead_id))
    .leftJoin(users, eq(users.id, deals.owner_id))
    .where(inArray(deals.id, onPage))
    .orderBy(asc(deals.stage_id), asc(deals.position), asc(deals.id));

  const tagsByDeal = await tagsOfDeals(
    db,
    rows.map((row) => row.deal.id),
  );
  const now = currentTime();
  const cardsByStage = new Map<number, KanbanColumn['deals']>();
  for (const row of rows) {
    const deal: DealRow = row.deal;
    const list = cardsByStage.get(deal.stage_id) ?? [];
    list.push(toDealCard(deal, { leadName: row.leadName, owner: row.owner }, tagsByDeal.get(deal.id) ?? [], now));
    cardsByStage.set(deal.stage_id, list);
  }
  return {
    data: columns.map(({ stage, count }) => ({
      id: stage.id,
      name: stage.name,
      position: stage.position,
      probability: stage.probability,
      color: stage.color,
      count,
      totals: sums
        .filter((sum) => sum.stage_id === stage.id && sum.total !== 0)
        .map((sum) => ({
          currency: sum.currency,
          total_value: sum.total,
          weighted_value: Math.round((sum.total * stage.probability) / 100),
        })),
      page: pageOf,
      has_more: count > pageOf * KANBAN_PAGE_SIZE,
      deals: cardsByStage.get(stage.id) ?? [],
    })),
    closed: { won: lane('won'), lost: lane('lost') },
  };
}
