// Where deals sit in their stage. Every change of a stage's order runs inside a transaction that
// first locks, in this order, the pipeline (key share: it must not be deleted meanwhile), then the
// stages involved (by id), then the deal — the same order everywhere, so two moves never wait on
// each other in a circle. A move is applied against the stage's order as it is once the locks are
// held, never against the order the client saw; the stage is then renumbered 0…n-1, so gaps left
// by deleted leads close on the next move. A deferred unique constraint on (stage_id, position)
// proves at commit that no two deals of a stage share a position.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { deals, pipelines, stages } from '../../db/crm-schema.ts';
import type { PipelineRow, StageRow } from './deals.resources.ts';

/** The pipeline, held against deletion (not against renaming) until the transaction ends; null when not the organization's. */
export async function holdPipeline(db: Executor, organizationId: number, pipelineId: number): Promise<PipelineRow | null> {
  const [row] = await db
    .select()
    .from(pipelines)
    .where(and(eq(pipelines.organization_id, organizationId), eq(pipelines.id, pipelineId)))
    .for('key share');
  return row ?? null;
}

/** The organization's stages among `ids`, locked by id order; only those found are answered. */
export async function lockStages(db: Executor, organizationId: number, ids: number[]): Promise<Map<number, StageRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select()
    .from(stages)
    .where(and(eq(stages.organization_id, organizationId), inArray(stages.id, unique)))
    .orderBy(asc(stages.id))
    .for('update');
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Puts the deal at `position` of the stage it is now in (it must already carry the stage's id):
 * the others keep their relative order, the deal goes before the one that held `position`
 * (last when `position` is past the end), and the stage is renumbered 0…n-1. One statement.
 */
export async function placeDeal(db: Executor, stageId: number, dealId: number, position: number): Promise<void> {
  await db.execute(sql`
    with others as (
      select ${deals.id} as id, row_number() over (order by ${deals.position}, ${deals.id}) - 1 as rank
      from ${deals} where ${deals.stage_id} = ${stageId} and ${deals.id} <> ${dealId}
    ),
    wanted as (
      select id, case when rank >= ${position} then rank + 1 else rank end as position from others
      union all
      select ${dealId}, least(${position}, (select count(*) from others))
    )
    update ${deals} set position = wanted.position
    from wanted
    where ${deals.id} = wanted.id and ${deals.position} <> wanted.position`);
}

/** Renumbers a stage's deals 0…n-1 in their order (after a deal left it). */
export async function compactStage(db: Executor, stageId: number): Promise<void> {
  await db.execute(sql`
    update ${deals} set position = ranked.position
    from (select ${deals.id} as id, row_number() over (order by ${deals.position}, ${deals.id}) - 1 as position from ${deals} where ${deals.stage_id} = ${stageId}) as ranked
    where ${deals.id} = ranked.id and ${deals.position} <> ranked.position`);
}

/** Shifts every deal of the stage one down, freeing position 0 for a new deal at the top. */
export async function makeRoomAtTop(db: Executor, stageId: number): Promise<void> {
  await db
    .update(deals)
    .set({ position: sql`${deals.position} + 1` })
    .where(eq(deals.stage_id, stageId));
}
