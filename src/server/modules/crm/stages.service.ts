// Stages of a pipeline (admins): add (at the end), edit, reorder, delete. Changes of the order
// hold the pipeline row, so they follow one another; deleting a stage that holds deals moves them
// to the end of `move_to_stage_id` (a stage of the same pipeline), each move written to its
// lead's history, and the remaining stages are renumbered 0…n-1.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { MAX_STAGES_PER_PIPELINE } from '../../../shared/deals.ts';
import type { ReorderStagesBody, StageBody, UpdateStageBody } from '../../../shared/schemas/deals.ts';
import type { Database, Executor } from '../../db/client.ts';
import { deals, stages } from '../../db/crm-schema.ts';
import { fieldError, notFound, validationFailed } from '../../http/errors.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { currentTime } from '../../services/clock.ts';
import { compactStage, lockStages } from './deal-positions.ts';
import { dealStageChange } from './deal-history.ts';
import { toStageResource, type StageRow } from './deals.resources.ts';
import { recordHistory } from './history.ts';
import { findPipelineRow, findStageRow } from './pipelines.queries.ts';
import { assertFreshVersion } from '../../http/versions.ts';

async function stageResource(db: Executor, stage: StageRow) {
  const [held] = await db.select({ n: count() }).from(deals).where(eq(deals.stage_id, stage.id));
  return toStageResource(stage, held!.n);
}

async function freshStage(db: Executor, organizationId: number, stageId: number) {
  return stageResource(db, await findStageRow(db, organizationId, stageId));
}

async function stagesOf(db: Executor, pipelineId: number) {
  return db.select().from(stages).where(eq(stages.pipeline_id, pipelineId)).orderBy(asc(stages.position), asc(stages.id));
}

/** Positions 0…n-1 in the order given (one statement; the stages' edit versions stay, a reorder is not an edit of them). */
async function renumber(db: Executor, orderedIds: number[]) {
  if (orderedIds.length === 0) return;
  const cases = sql.join(
    orderedIds.map((id, position) => sql`when ${id}::int then ${position}::int`),
    sql` `,
  );
  await db.execute(
    sql`update ${stages} set position = case ${stages.id} ${cases} end where ${stages.id} in (${sql.join(
      orderedIds.map((id) => sql`${id}`),
      sql`, `,
    )}) and position <> case ${stages.id} ${cases} end`,
  );
}

export async function createStage(db: Database, tenant: TenantContext, pipelineId: number, body: StageBody) {
  const organizationId = tenant.organizationId;
  const row = await db.transaction(async (tx) => {
    await findPipelineRow(tx, organizationId, pipelineId, true);
    const [existing] = await tx.select({ n: count() }).from(stages).where(eq(stages.pipeline_id, pipelineId));
    if (existing!.n >= MAX_STAGES_PER_PIPELINE) throw fieldError('name', `A pipeline may have at most ${MAX_STAGES_PER_PIPELINE} stages.`);
    const now = currentTime();
    const [inserted] = await tx
      .insert(stages)
      .values({
        ...body,
        organization_id: organizationId,
        pipeline_id: pipelineId,
        position: existing!.n,
        created_at: now,
        updated_at: now,
      })
      .returning();
    return inserted!;
  });
  return { data: toStageResource(row, 0), message: 'Stage created.' };
}

export async function updateStage(db: Database, tenant: TenantContext, stageId: number, body: UpdateStageBody) {
  const organizationId = tenant.organizationId;
  await db.transaction(async (tx) => {
    const row = (await lockStages(tx, organizationId, [stageId])).get(stageId);
    if (!row) throw notFound();
    await assertFreshVersion(row.updated_at, () => freshStage(tx, organizationId, stageId));
    const { updated_at: _version, ...fields } = body;
    const changed = (['name', 'probability', 'color'] as const).filter(
      (field) => fields[field] !== undefined && fields[field] !== row[field],
    );
    if (changed.length === 0) return;
    await tx
      .update(stages)
      .set({ ...Object.fromEntries(changed.map((field) => [field, fields[field]])), updated_at: currentTime() })
      .where(eq(stages.id, stageId));
  });
  return { data: await freshStage(db, organizationId, stageId), message: 'Stage updated.' };
}

/** PATCH crm/pipelines/{id}/stages/reorder: `ids` must be every stage of the pipeline, once each. */
export async function reorderStages(db: Database, tenant: TenantContext, pipelineId: number, body: ReorderStagesBody) {
  const organizationId = tenant.organizationId;
  const ordered = await db.transaction(async (tx) => {
    await findPipelineRow(tx, organizationId, pipelineId, true);
    const current = await stagesOf(tx, pipelineId);
    const known = new Set(current.map((stage) => stage.id));
    const errors: Record<string, string[]> = {};
    body.ids.forEach((id, index) => {
      if (!known.has(id)) errors[`ids.${index}`] = ['The selected stage is not a stage of this pipeline.'];
    });
    if (Object.keys(errors).length === 0 && (new Set(body.ids).size !== body.ids.length || body.ids.length !== current.length)) {
      errors.ids = ['The ids must list every stage of the pipeline exactly once.'];
    }
    if (Object.keys(errors).length) throw validationFailed(errors);
    await renumber(tx, body.ids);
    return stagesOf(tx, pipelineId);
  });
  const counts = await db
    .select({ stage_id: deals.stage_id, n: count() })
    .from(deals)
    .where(eq(deals.pipeline_id, pipelineId))
    .groupBy(deals.stage_id);
  const byStage = new Map(counts.map((row) => [row.stage_id, row.n]));
  return { data: ordered.map((stage) => toStageResource(stage, byStage.get(stage.id) ?? 0)), message: 'Stages reordered.' };
}

export async function deleteStage(db: Database, tenant: TenantContext, stageId: number, moveToStageId: number | undefined) {
  const organizationId = tenant.organizationId;
  await db.transaction(async (tx) => {
    const seen = await findStageRow(tx, organizationId, stageId);
    await findPipelineRow(tx, organizationId, seen.pipeline_id, true);
    const locked = await lockStages(tx, organizationId, moveToStageId ? [stageId, moveToStageId] : [stageId]);
    const stage = locked.get(stageId);
    if (!stage) throw notFound();
    const [held] = await tx.select({ n: count() }).from(deals).where(eq(deals.stage_id, stageId));
    if (held!.n > 0) {
      if (moveToStageId === undefined)
        throw fieldError(
          'move_to_stage_id',
          `This stage holds ${held!.n} deal${held!.n === 1 ? '' : 's'}: choose the stage to move them to.`,
        );
      const target = locked.get(moveToStageId);
      if (!target || target.pipeline_id !== stage.pipeline_id || target.id === stage.id) {
        throw fieldError('move_to_stage_id', 'The deals must move to another stage of the same pipeline.');
      }
      const now = currentTime();
      const moved = await tx
        .update(deals)
        .set({
          stage_id: target.id,
          position: sql`${deals.position} + (select coalesce(max(d.position) + 1, 0) from ${deals} as d where d.stage_id = ${target.id})`,
          stage_entered_at: now,
          updated_at: now,
        })
        .where(and(eq(deals.organization_id, organizationId), eq(deals.stage_id, stageId)))
        .returning({ id: deals.id, lead_id: deals.lead_id, title: deals.title });
      await compactStage(tx, target.id);
      await recordHistory(
        tx,
        tenant,
        moved.map((deal) => dealStageChange(deal, stage, target)),
        now,
      );
    }
    await tx.delete(stages).where(eq(stages.id, stageId));
    const remaining = await stagesOf(tx, stage.pipeline_id);
    await renumber(
      tx,
      remaining.map((row) => row.id),
    );
  });
  return { message: 'Stage deleted.' };
}
