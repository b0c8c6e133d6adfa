// Pipeline and stage reads: tenant-scoped lookups, pipelines as resources with their stages in
// order and deal counts (a fixed number of statements for any page), and the options.
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { MAX_OPTIONS } from '../../../shared/api.ts';
import type { Pipeline, PipelineOptionWithStages, Stage, StageOption } from '../../../shared/deals.ts';
import type { Executor } from '../../db/client.ts';
import { deals, pipelines, stages } from '../../db/crm-schema.ts';
import { notFound } from '../../http/errors.ts';
import { onlyIds, orderBy, paginate, searchAcross, toOptions, type ListQuery } from '../../http/lists.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { qualified } from '../../db/qualified.ts';
import { toPipelineResource, toStageResource, type PipelineRow, type StageRow } from './deals.resources.ts';

export const pipelineOfOrganization = (organizationId: number, pipelineId: number) =>
  and(eq(pipelines.id, pipelineId), eq(pipelines.organization_id, organizationId));

/** The pipeline row if it is the organization's, else 404; `lock` holds it (for update) until the transaction ends. */
export async function findPipelineRow(db: Executor, organizationId: number, pipelineId: number, lock = false): Promise<PipelineRow> {
  const query = db.select().from(pipelines).where(pipelineOfOrganization(organizationId, pipelineId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/** The stage row if it is the organization's, else 404. */
export async function findStageRow(db: Executor, organizationId: number, stageId: number): Promise<StageRow> {
  const [row] = await db
    .select()
    .from(stages)
    .where(and(eq(stages.organization_id, organizationId), eq(stages.id, stageId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** The stages of the pipelines, in order, each with its number of deals: one query. */
export async function stagesOfPipelines(db: Executor, pipelineIds: number[]): Promise<Map<number, Stage[]>> {
  const byPipeline = new Map<number, Stage[]>(pipelineIds.map((id) => [id, []]));
  if (pipelineIds.length === 0) return byPipeline;
  const rows = await db
    .select({
      stage: stages,
      deals: sql<number>`(select count(*) from ${deals} where ${qualified(deals.stage_id)} = ${qualified(stages.id)})::int`.mapWith(Number),
    })
    .from(stages)
    .where(inArray(stages.pipeline_id, pipelineIds))
    .orderBy(asc(stages.pipeline_id), asc(stages.position), asc(stages.id));
  for (const row of rows) byPipeline.get(row.stage.pipeline_id)?.push(toStageResource(row.stage, row.deals));
  return byPipeline;
}

export async function pipelineResources(db: Executor, rows: PipelineRow[]): Promise<Pipeline[]> {
  const stagesByPipeline = await stagesOfPipelines(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toPipelineResource(row, stagesByPipeline.get(row.id) ?? []));
}

export async function pipelineResource(db: Executor, organizationId: number, pipelineId: number): Promise<Pipeline> {
  const [pipeline] = await pipelineResources(db, [await findPipelineRow(db, organizationId, pipelineId)]);
  return pipeline!;
}

const SORT_COLUMNS = { name: pipelines.name, created_at: pipelines.created_at, id: pipelines.id };

/** GET crm/pipelines: the default first, then by the sort asked. */
export async function listPipelines(db: Executor, tenant: TenantContext, query: ListQuery<keyof typeof SORT_COLUMNS>) {
  const where = and(
    eq(pipelines.organization_id, tenant.organizationId),
    onlyIds(pipelines.id, query.ids),
    searchAcross([pipelines.name], query.search),
  );
  return paginate(
    query,
    async (limit, offset) =>
      pipelineResources(
        db,
        await db
          .select()
          .from(pipelines)
          .where(where)
          .orderBy(desc(pipelines.is_default), ...orderBy(SORT_COLUMNS, query, pipelines.id))
          .limit(limit)
          .offset(offset),
      ),
    async () => (await db.select({ n: count() }).from(pipelines).where(where))[0]!.n,
  );
}

async function organizationPipelines(db: Executor, organizationId: number, search: string | undefined) {
  return db
    .select({ id: pipelines.id, name: pipelines.name, is_default: pipelines.is_default })
    .from(pipelines)
    .where(and(eq(pipelines.organization_id, organizationId), searchAcross([pipelines.name], search)))
    .orderBy(desc(pipelines.is_default), asc(pipelines.name), asc(pipelines.id))
    .limit(MAX_OPTIONS);
}

/** GET crm/pipelines/options: the default first, then by name. */
export async function pipelineOptions(db: Executor, tenant: TenantContext, search: string | undefined) {
  const rows = await organizationPipelines(db, tenant.organizationId, search);
  return toOptions(
    rows,
    (row) => row.id,
    (row) => row.name,
  );
}

const toStageOption = (row: StageRow): StageOption => ({
  value: row.id,
  label: row.name,
  position: row.position,
  probability: row.probability,
  color: row.color,
});

/** GET crm/pipelines/options-with-stages: two statements, whatever the number of pipelines. */
export async function pipelineOptionsWithStages(
  db: Executor,
  tenant: TenantContext,
  search: string | undefined,
): Promise<{ data: PipelineOptionWithStages[] }> {
  const rows = await organizationPipelines(db, tenant.organizationId, search);
  const stageRows = rows.length
    ? await db
        .select()
        .from(stages)
        .where(
          inArray(
            stages.pipeline_id,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(stages.position), asc(stages.id))
    : [];
  return {
    data: rows.map((row) => ({
      value: row.id,
      label: row.name,
      is_default: row.is_default,
      stages: stageRows.filter((stage) => stage.pipeline_id === row.id).map(toStageOption),
    })),
  };
}

/** GET crm/pipelines/{id}/stages/options: the pipeline's stages in order. */
export async function stageOptions(db: Executor, tenant: TenantContext, pipelineId: number): Promise<{ data: StageOption[] }> {
  await findPipelineRow(db, tenant.organizationId, pipelineId);
  const rows = await db
    .select()
    .from(stages)
    .where(and(eq(stages.organization_id, tenant.organizationId), eq(stages.pipeline_id, pipelineId)))
    .orderBy(asc(stages.position), asc(stages.id));
  return { data: rows.map(toStageOption) };
}
