// Deals of the organization a call acts in: create (at the top of its stage), update (a new
// pipeline or stage moves it), move within or across stages and pipelines, owner, hot flag,
// status, tags and delete. Every change lands in the lead's history in its own transaction, and
// every change of a stage's order takes its locks in the order deal-positions.ts describes.
import { and, eq, inArray } from 'drizzle-orm';
import type { TagRef } from '../../../shared/crm.ts';
import type { CreateDealBody, DealStatusBody, UpdateDealBody } from '../../../shared/schemas/deals.ts';
import type { Database, Executor } from '../../db/client.ts';
import { organizations } from '../../db/schema.ts';
import { dealTags, deals, leads } from '../../db/crm-schema.ts';
import { conflict, fieldError, notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { currentTime } from '../../services/clock.ts';
import { compactStage, holdPipeline, lockStages, makeRoomAtTop, placeDeal } from './deal-positions.ts';
import { dealFieldChange, dealItem, dealOwnerChange, dealStageChange, dealTagNames } from './deal-history.ts';
import { dealOfOrganization, dealResource, findDealRow, tagsOfDeals } from './deals.queries.ts';
import type { DealRow, PipelineRow, StageRow } from './deals.resources.ts';
import { FieldErrorCollector } from './field-errors.ts';
import { recordHistory, sameValue, type HistoryEntry } from './history.ts';
import { assignableOwner, userNames } from './members.ts';
import { organizationTags } from './tags.queries.ts';
import { assertFreshVersion } from '../../http/versions.ts';

/** Fields compared one by one for the history; owner, tags, lead and place get their own handling. */
const PLAIN_FIELDS = ['title', 'value', 'currency', 'expected_close_date'] as const;
/** A deal moved by someone else between our read and our locks is read again this many times. */
const MOVE_ATTEMPTS = 5;

async function insertDealTags(db: Executor, organizationId: number, dealId: number, tagIds: number[]) {
  if (tagIds.length === 0) return;
  await db
    .insert(dealTags)
    .values(tagIds.map((tagId) => ({ organization_id: organizationId, deal_id: dealId, tag_id: tagId })))
    .onConflictDoNothing();
}

/** A lead named in a body: another organization's is a 422 on lead_id. Held (key share) so it cannot go meanwhile. */
async function leadOfBody(db: Executor, organizationId: number, leadId: number) {
  const [row] = await db
    .select({ id: leads.id, full_name: leads.full_name })
    .from(leads)
    .where(and(eq(leads.organization_id, organizationId), eq(leads.id, leadId)))
    .for('key share');
  if (!row) throw fieldError('lead_id', 'The selected lead is invalid.');
  return row;
}

interface Place {
  pipeline: PipelineRow;
  stage: StageRow;
}

/**
 * Locks what a move of the deal to `target` needs (pipelines, then stages, then the deal) and
 * answers the deal as it is under those locks with its current and target places. The target
 * must be a stage of the target pipeline (422 on stage_id), the pipeline the organization's (422
 * on pipeline_id). A deal moved by someone else meanwhile is read again.
 */
async function lockForMove(tx: Executor, organizationId: number, dealId: number, target: { pipelineId: number; stageId: number }) {
  for (let attempt = 0; attempt < MOVE_ATTEMPTS; attempt++) {
    const seen = await findDealRow(tx, organizationId, dealId);
    const pipelineIds = [...new Set([seen.pipeline_id, target.pipelineId])].sort((a, b) => a - b);
    const held = new Map<number, PipelineRow>();
    for (const pipelineId of pipelineIds) {
      const row = await holdPipeline(tx, organizationId, pipelineId);
      if (row) held.set(pipelineId, row);
    }
    const targetPipeline = held.get(target.pipelineId);
    if (!targetPipeline) throw fieldError('pipeline_id', 'The selected pipeline is invalid.');
    const locked = await lockStages(tx, organizationId, [seen.stage_id, target.stageId]);
    const targetStage = locked.get(target.stageId);
    if (!targetStage || targetStage.pipeline_id !== target.pipelineId)
      throw fieldError('stage_id', 'The selected stage is not a stage of this pipeline.');
    const deal = await findDealRow(tx, organizationId, dealId, true);
    const fromStage = locked.get(deal.stage_id);
    if (deal.stage_id !== seen.stage_id || !fromStage) continue;
    return {
      deal,
      from: { pipeline: held.get(deal.pipeline_id)!, stage: fromStage } satisfies Place,
      to: { pipeline: targetPipeline, stage: targetStage } satisfies Place,
    };
  }
  throw conflict('This deal is being moved by someone else. Try again.');
}

/** Moves a locked deal to `to` at `position` and renumbers the stage it left; answers the history items. */
async function relocate(tx: Executor, deal: DealRow, from: Place, to: Place, position: number, now: Date): Promise<HistoryEntry[]> {
  const changesStage = deal.stage_id !== to.stage.id;
  await tx
    .update(deals)
    .set({ pipeline_id: to.pipeline.id, stage_id: to.stage.id, updated_at: now, ...(changesStage ? { stage_entered_at: now } : {}) })
    .where(eq(deals.id, deal.id));
  await placeDeal(tx, to.stage.id, deal.id, position);
  if (!changesStage) return [];
  await compactStage(tx, from.stage.id);
  if (from.pipeline.id === to.pipeline.id) return [dealStageChange(deal, from.stage, to.stage)];
  return [
    dealItem(deal, 'deal_pipeline_changed', {
      field: 'pipeline_id',
      old_value: from.pipeline.id,
      new_value: to.pipeline.id,
      details: {
        old_label: `${from.pipeline.name} / ${from.stage.name}`,
        new_label: `${to.pipeline.name} / ${to.stage.name}`,
        old_stage_id: from.stage.id,
        new_stage_id: to.stage.id,
      },
    }),
  ];
}

async function organizationCurrency(db: Executor, organizationId: number): Promise<string> {
  const [row] = await db.select({ currency: organizations.currency }).from(organizations).where(eq(organizations.id, organizationId));
  return row?.currency ?? 'AED';
}

export async function createDeal(db: Database, tenant: TenantContext, body: CreateDealBody) {
  const organizationId = tenant.organizationId;
  const dealId = await db.transaction(async (tx) => {
    const errors = new FieldErrorCollector();
    await errors.check(() => leadOfBody(tx, organizationId, body.lead_id));
    const owner = await errors.check(() => assignableOwner(tx, organizationId, body.owner_id));
    const tagRefs = await errors.check(() => organizationTags(tx, organizationId, body.tag_ids, 'tag_ids'));
    const pipeline = await holdPipeline(tx, organizationId, body.pipeline_id);
    if (!pipeline) errors.add('pipeline_id', 'The selected pipeline is invalid.');
    const stage = (await lockStages(tx, organizationId, [body.stage_id])).get(body.stage_id);
    if (pipeline && (!stage || stage.pipeline_id !== pipeline.id))
      errors.add('stage_id', 'The selected stage is not a stage of this pipeline.');
    errors.throwIfAny();
    const now = currentTime();
    await makeRoomAtTop(tx, stage!.id);
    const [row] = await tx
      .insert(deals)
      .values({
        organization_id: organizationId,
        lead_id: body.lead_id,
        pipeline_id: pipeline!.id,
        stage_id: stage!.id,
        title: body.title,
        position: 0,
        value: body.value,
        currency: body.currency ?? (await organizationCurrency(tx, organizationId)),
        owner_id: owner?.id ?? null,
        hot: body.hot,
        expected_close_date: body.expected_close_date,
        stage_entered_at: now,
        created_by: tenant.userId,
        created_at: now,
        updated_at: now,
      })
      .returning();
    await insertDealTags(
      tx,
      organizationId,
      row!.id,
      (tagRefs ?? []).map((tag) => tag.id),
    );
    const details = { pipeline: pipeline!.name, stage: stage!.name, stage_id: stage!.id, value: row!.value, currency: row!.currency };
    await recordHistory(tx, tenant, [dealItem(row!, 'deal_added', { details })], now);
    return row!.id;
  });
  return { data: await dealResource(db, organizationId, dealId), message: 'Deal created.' };
}

export async function showDeal(db: Database, tenant: TenantContext, dealId: number) {
  return { data: await dealResource(db, tenant.organizationId, dealId) };
}

export async function updateDeal(db: Database, tenant: TenantContext, dealId: number, body: UpdateDealBody) {
  const organizationId = tenant.organizationId;
  await db.transaction(async (tx) => {
    const seen = await findDealRow(tx, organizationId, dealId);
    const pipelineId = body.pipeline_id ?? seen.pipeline_id;
    const stageId = body.stage_id ?? (pipelineId === seen.pipeline_id ? seen.stage_id : undefined);
    if (stageId === undefined) throw fieldError('stage_id', 'The stage id field is required when the pipeline changes.');
    const moves = pipelineId !== seen.pipeline_id || stageId !== seen.stage_id;
    const locked = moves ? await lockForMove(tx, organizationId, dealId, { pipelineId, stageId }) : null;
    const row = locked?.deal ?? (await findDealRow(tx, organizationId, dealId, true));
    await assertFreshVersion(row.updated_at, () => dealResource(tx, organizationId, dealId));

    const errors = new FieldErrorCollector();
    const leadChanges = body.lead_id !== undefined && body.lead_id !== row.lead_id;
    const newLead = leadChanges ? await errors.check(() => leadOfBody(tx, organizationId, body.lead_id!)) : undefined;
    const ownerChanges = body.owner_id !== undefined && body.owner_id !== row.owner_id;
    const owner = ownerChanges ? await errors.check(() => assignableOwner(tx, organizationId, body.owner_id!)) : undefined;
    const wantedTags =
      body.tag_ids !== undefined ? await errors.check(() => organizationTags(tx, organizationId, body.tag_ids!, 'tag_ids')) : undefined;
    errors.throwIfAny();

    const now = currentTime();
    const changed = PLAIN_FIELDS.filter((field) => body[field] !== undefined && !sameValue(row[field], body[field]));
    const changes: Partial<typeof deals.$inferInsert> = Object.fromEntries(changed.map((field) => [field, body[field]]));
    // Items name the deal by its title after this change.
    const subject = { ...row, title: changes.title ?? row.title };
    const entries: HistoryEntry[] = changed.map((field) => dealFieldChange(subject, field, row[field], body[field]));
    if (ownerChanges) {
      entries.push(dealOwnerChange(subject, row.owner_id, owner ?? null, await userNames(tx, [row.owner_id])));
      changes.owner_id = body.owner_id;
    }
    let tagDiff: { added: TagRef[]; removed: TagRef[] } | undefined;
    if (wantedTags) {
      const current = (await tagsOfDeals(tx, [dealId])).get(dealId) ?? [];
      const added = wantedTags.filter((tag) => !current.some((have) => have.id === tag.id));
      const removed = current.filter((have) => !wantedTags.some((tag) => tag.id === have.id));
      if (added.length || removed.length) {
        tagDiff = { added, removed };
        entries.push(dealFieldChange(subject, 'tags', dealTagNames(current), dealTagNames(wantedTags)));
      }
    }
    if (leadChanges && newLead) {
      const [oldLead] = await tx.select({ full_name: leads.full_name }).from(leads).where(eq(leads.id, row.lead_id));
      const labels = { old_label: oldLead?.full_name ?? null, new_label: newLead.full_name };
      // Both leads keep the trace: the one it left and the one it joined.
      entries.push(dealFieldChange(subject, 'lead_id', row.lead_id, newLead.id, labels));
      entries.push(dealFieldChange({ ...subject, lead_id: newLead.id }, 'lead_id', row.lead_id, newLead.id, labels));
      changes.lead_id = newLead.id;
    }
    if (locked)
      entries.push(...(await relocate(tx, { ...subject, lead_id: changes.lead_id ?? row.lead_id }, locked.from, locked.to, 0, now)));
    if (entries.length === 0) return;

    await tx
      .update(deals)
      .set({ ...changes, updated_at: now })
      .where(dealOfOrganization(organizationId, dealId));
    await recordHistory(tx, tenant, entries, now);
    if (tagDiff?.removed.length) {
      await tx.delete(dealTags).where(
        and(
          eq(dealTags.deal_id, dealId),
          inArray(
            dealTags.tag_id,
            tagDiff.removed.map((tag) => tag.id),
          ),
        ),
      );
    }
    if (tagDiff?.added.length)
      await insertDealTags(
        tx,
        organizationId,
        dealId,
        tagDiff.added.map((tag) => tag.id),
      );
  });
  return { data: await dealResource(db, organizationId, dealId), message: 'Deal updated.' };
}

/** Runs a change of one locked deal: `change` answers the columns to set and the history items. */
async function changeDeal(
  db: Database,
  tenant: TenantContext,
  dealId: number,
  message: string,
  change: (tx: Executor, row: DealRow) => Promise<{ set: Partial<typeof deals.$inferInsert>; entries: HistoryEntry[] } | null>,
) {
  const organizationId = tenant.organizationId;
  await db.transaction(async (tx) => {
    const row = await findDealRow(tx, organizationId, dealId, true);
    await assertFreshVersion(row.updated_at, () => dealResource(tx, organizationId, dealId));
    const outcome = await change(tx, row);
    if (!outcome || outcome.entries.length === 0) return;
    const now = currentTime();
    await tx
      .update(deals)
      .set({ ...outcome.set, updated_at: now })
      .where(dealOfOrganization(organizationId, dealId));
    await recordHistory(tx, tenant, outcome.entries, now);
  });
  return { data: await dealResource(db, organizationId, dealId), message };
}

/** PATCH crm/deals/{id}/owner. */
export function changeDealOwner(db: Database, tenant: TenantContext, dealId: number, ownerId: number | null) {
  return changeDeal(db, tenant, dealId, 'Deal owner changed.', async (tx, row) => {
    const owner = await assignableOwner(tx, tenant.organizationId, ownerId);
    if (row.owner_id === ownerId) return null;
    return { set: { owner_id: ownerId }, entries: [dealOwnerChange(row, row.owner_id, owner, await userNames(tx, [row.owner_id]))] };
  });
}

/** PATCH crm/deals/{id}/hot. */
export function changeDealHot(db: Database, tenant: TenantContext, dealId: number, hot: boolean) {
  return changeDeal(db, tenant, dealId, hot ? 'Deal marked as hot.' : 'Deal no longer hot.', async (_tx, row) =>
    row.hot === hot ? null : { set: { hot }, entries: [dealFieldChange(row, 'hot', row.hot, hot)] },
  );
}

/** PATCH crm/deals/{id}/status: won (with its reason, if given) or lost (with its reason) closes the deal; open reopens it. */
export function changeDealStatus(db: Database, tenant: TenantContext, dealId: number, body: DealStatusBody) {
  return changeDeal(db, tenant, dealId, 'Deal status changed.', async (_tx, row) => {
    const lostReason = body.status === 'lost' ? body.lost_reason : null;
    const wonReason = body.status === 'won' ? body.won_reason : null;
    if (row.status === body.status && row.lost_reason === lostReason && row.won_reason === wonReason) return null;
    const now = currentTime();
    return {
      set: {
        status: body.status,
        lost_reason: lostReason,
        won_reason: wonReason,
        closed_at: body.status === 'open' ? null : row.status === body.status ? row.closed_at : now,
      },
      entries: [
        dealItem(row, 'deal_status_changed', {
          field: 'status',
          old_value: row.status,
          new_value: body.status,
          details: { old_lost_reason: row.lost_reason, lost_reason: lostReason, old_won_reason: row.won_reason, won_reason: wonReason },
        }),
      ],
    };
  });
}

/** PUT crm/deals/{id}/tags: the deal's tags become exactly these. */
export async function replaceDealTags(db: Database, tenant: TenantContext, dealId: number, tagIds: number[]) {
  const organizationId = tenant.organizationId;
  await db.transaction(async (tx) => {
    const row = await findDealRow(tx, organizationId, dealId, true);
    await assertFreshVersion(row.updated_at, () => dealResource(tx, organizationId, dealId));
    const wanted = await organizationTags(tx, organizationId, tagIds, 'tag_ids');
    const current = (await tagsOfDeals(tx, [dealId])).get(dealId) ?? [];
    const added = wanted.filter((tag) => !current.some((have) => have.id === tag.id));
    const removed = current.filter((have) => !wanted.some((tag) => tag.id === have.id));
    if (added.length === 0 && removed.length === 0) return;
    const now = currentTime();
    await tx.update(deals).set({ updated_at: now }).where(dealOfOrganization(organizationId, dealId));
    if (removed.length) {
      await tx.delete(dealTags).where(
        and(
          eq(dealTags.deal_id, dealId),
          inArray(
            dealTags.tag_id,
            removed.map((tag) => tag.id),
          ),
        ),
      );
    }
    await insertDealTags(
      tx,
      organizationId,
      dealId,
      added.map((tag) => tag.id),
    );
    await recordHistory(tx, tenant, [dealFieldChange(row, 'tags', dealTagNames(current), dealTagNames(wanted))], now);
  });
  return { data: await dealResource(db, organizationId, dealId), message: 'Deal tags updated.' };
}

/** PATCH crm/deals/{id}/stage: to `position` of a stage of the same pipeline, against the stage's current order. */
export async function moveDealToStage(db: Database, tenant: TenantContext, dealId: number, stageId: number, position: number) {
  const organizationId = tenant.organizationId;
  await db.transaction(async (tx) => {
    const seen = await findDealRow(tx, organizationId, dealId);
    const { deal, from, to } = await lockForMove(tx, organizationId, dealId, { pipelineId: seen.pipeline_id, stageId });
    await assertFreshVersion(deal.updated_at, () => dealResource(tx, organizationId, dealId));
    const now = currentTime();
    const entries = await relocate(tx, deal, from, to, position, now);
    await recordHistory(tx, tenant, entries, now);
  });
  return { data: await dealResource(db, organizationId, dealId), message: 'Deal moved.' };
}

/** PATCH crm/deals/{id}/pipeline: to the top of a stage of another (or the same) pipeline. */
export async function moveDealToPipeline(db: Database, tenant: TenantContext, dealId: number, pipelineId: number, stageId: number) {
  const organizationId = tenant.organizationId;
  await db.transaction(async (tx) => {
    const { deal, from, to } = await lockForMove(tx, organizationId, dealId, { pipelineId, stageId });
    await assertFreshVersion(deal.updated_at, () => dealResource(tx, organizationId, dealId));
    if (deal.stage_id === stageId) return;
    const now = currentTime();
    const entries = await relocate(tx, deal, from, to, 0, now);
    await recordHistory(tx, tenant, entries, now);
  });
  return { data: await dealResource(db, organizationId, dealId), message: 'Deal moved.' };
}

export async function deleteDeal(db: Database, tenant: TenantContext, dealId: number) {
  const organizationId = tenant.organizationId;
  await db.transaction(async (tx) => {
    const seen = await findDealRow(tx, organizationId, dealId);
    const { deal, from } = await lockForMove(tx, organizationId, dealId, { pipelineId: seen.pipeline_id, stageId: seen.stage_id });
    await tx.delete(deals).where(dealOfOrganization(organizationId, dealId));
    await compactStage(tx, from.stage.id);
    const details = {
      pipeline: from.pipeline.name,
      stage: from.stage.name,
      value: deal.value,
      currency: deal.currency,
      status: deal.status,
    };
    await recordHistory(tx, tenant, [dealItem(deal, 'deal_deleted', { details })]);
  });
  return { message: 'Deal deleted.' };
}

/** 404 unless the lead is the organization's (the lead's deals list). */
export async function assertLeadOfOrganization(db: Executor, organizationId: number, leadId: number) {
  const [row] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.organization_id, organizationId), eq(leads.id, leadId)));
  if (!row) throw notFound();
}
