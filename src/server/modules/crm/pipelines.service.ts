// Pipelines of the organization a call acts in (admins manage them). Exactly one is the default
// once any exists: the first one is, making another the default unsets the old one, and the
// default cannot be unset or deleted while other pipelines exist (make another the default
// first). A pipeline holding deals cannot be deleted. Changes of the default are serialised per
// organization by an advisory lock, so two first pipelines created at once do not both claim it.
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { CreatePipelineBody, UpdatePipelineBody } from '../../../shared/schemas/deals.ts';
import type { Database, Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/constraint-errors.ts';
import { deals, pipelines, stages } from '../../db/crm-schema.ts';
import { conflict, fieldError } from '../../http/errors.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { currentTime } from '../../services/clock.ts';
import { findPipelineRow, pipelineOfOrganization, pipelineResource } from './pipelines.queries.ts';
import { assertFreshVersion } from '../../http/versions.ts';

const PIPELINES_LOCK_NAMESPACE = 0x5049_5045; // 'PIPE': one change of an organization's pipelines at a time
const DUPLICATE_NAME = 'A pipeline with this name already exists.';

async function lockOrganizationPipelines(tx: Executor, organizationId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${PIPELINES_LOCK_NAMESPACE}, ${organizationId})`);
}

async function assertNameFree(tx: Executor, organizationId: number, name: string, exceptId?: number) {
  const [clash] = await tx
    .select({ id: pipelines.id })
    .from(pipelines)
    .where(
      and(
        eq(pipelines.organization_id, organizationId),
        sql`lower(${pipelines.name}) = lower(${name})`,
        exceptId ? ne(pipelines.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw fieldError('name', DUPLICATE_NAME);
}

async function unsetDefault(tx: Executor, organizationId: number, now: Date) {
  await tx
    .update(pipelines)
    .set({ is_default: false, updated_at: now })
    .where(and(eq(pipelines.organization_id, organizationId), eq(pipelines.is_default, true)));
}

/** A race on the name past our check is still a 422, never a 500. */
async function naming<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error, 'pipelines_organization_name_unique')) throw fieldError('name', DUPLICATE_NAME);
    throw error;
  }
}

export async function createPipeline(db: Database, tenant: TenantContext, body: CreatePipelineBody) {
  const organizationId = tenant.organizationId;
  const pipelineId = await naming(() =>
    db.transaction(async (tx) => {
      await lockOrganizationPipelines(tx, organizationId);
      await assertNameFree(tx, organizationId, body.name);
      const [existing] = await tx.select({ n: count() }).from(pipelines).where(eq(pipelines.organization_id, organizationId));
      const isDefault = body.is_default || existing!.n === 0;
      const now = currentTime();
      if (isDefault) await unsetDefault(tx, organizationId, now);
      const [row] = await tx
        .insert(pipelines)
        .values({ organization_id: organizationId, name: body.name, is_default: isDefault, created_at: now, updated_at: now })
        .returning();
      if (body.stages.length) {
        await tx.insert(stages).values(
          body.stages.map((stage, position) => ({
            ...stage,
            organization_id: organizationId,
            pipeline_id: row!.id,
            position,
            created_at: now,
            updated_at: now,
          })),
        );
      }
      return row!.id;
    }),
  );
  return { data: await pipelineResource(db, organizationId, pipelineId), message: 'Pipeline created.' };
}

export async function showPipeline(db: Database, tenant: TenantContext, pipelineId: number) {
  return { data: await pipelineResource(db, tenant.organizationId, pipelineId) };
}

export async function updatePipeline(db: Database, tenant: TenantContext, pipelineId: number, body: UpdatePipelineBody) {
  const organizationId = tenant.organizationId;
  await naming(() =>
    db.transaction(async (tx) => {
      await lockOrganizationPipelines(tx, organizationId);
      const row = await findPipelineRow(tx, organizationId, pipelineId, true);
      await assertFreshVersion(row.updated_at, () => pipelineResource(tx, organizationId, pipelineId));
      if (body.name !== undefined && body.name !== row.name) await assertNameFree(tx, organizationId, body.name, pipelineId);
      if (body.is_default === false && row.is_default) {
        throw fieldError('is_default', 'An organization always has a default pipeline: make another pipeline the default instead.');
      }
      const becomesDefault = body.is_default === true && !row.is_default;
      const renames = body.name !== undefined && body.name !== row.name;
      if (!becomesDefault && !renames) return;
      const now = currentTime();
      if (becomesDefault) await unsetDefault(tx, organizationId, now);
      await tx
        .update(pipelines)
        .set({ ...(renames ? { name: body.name } : {}), ...(becomesDefault ? { is_default: true } : {}), updated_at: now })
        .where(pipelineOfOrganization(organizationId, pipelineId));
    }),
  );
  return { data: await pipelineResource(db, organizationId, pipelineId), message: 'Pipeline updated.' };
}

export async function deletePipeline(db: Database, tenant: TenantContext, pipelineId: number) {
  const organizationId = tenant.organizationId;
  await db.transaction(async (tx) => {
    await lockOrganizationPipelines(tx, organizationId);
    const row = await findPipelineRow(tx, organizationId, pipelineId, true);
    const [held] = await tx
      .select({ n: count() })
      .from(deals)
      .where(and(eq(deals.organization_id, organizationId), eq(deals.pipeline_id, pipelineId)));
    if (held!.n > 0) {
      throw conflict(`This pipeline holds ${held!.n} deal${held!.n === 1 ? '' : 's'}. Move them to another pipeline or delete them first.`);
    }
    if (row.is_default) {
      const [others] = await tx
        .select({ n: count() })
        .from(pipelines)
        .where(and(eq(pipelines.organization_id, organizationId), ne(pipelines.id, pipelineId)));
      if (others!.n > 0) throw conflict('This is the default pipeline. Make another pipeline the default before deleting it.');
    }
    await tx.delete(pipelines).where(pipelineOfOrganization(organizationId, pipelineId));
  });
  return { message: 'Pipeline deleted.' };
}
