// Activities (calls, meetings, site visits, emails, WhatsApp messages, tasks) on a lead or a deal
// (then also on the deal's lead); a call has an outcome once made. Owner defaults to the creator; giving one to someone else
// notifies him. Every change of an activity on a lead is written to the lead's history in the
// same transaction.
import { and, eq } from 'drizzle-orm';
import { OUTCOME_CALLS_ONLY, type CreateActivityBody, type UpdateActivityBody } from '../../../shared/schemas/crm.ts';
import type { Database, Executor } from '../../db/client.ts';
import { activities, deals } from '../../db/crm-schema.ts';
import { fieldError, HttpError, notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { currentTime } from '../../services/clock.ts';
import { activityOfOrganization, activityResource, findActivityRow, listActivities, type ActivityFilters } from './activities.queries.ts';
import { notifyActivityAssigned } from './crm-notifications.ts';
import type { ActivityRow } from './crm.resources.ts';
import { FieldErrorCollector } from './field-errors.ts';
import { recordHistory, sameValue, type HistoryEntry } from './history.ts';
import { findLeadRow } from './leads.queries.ts';
import { assignableOwner, userNames } from './members.ts';
import { assertFreshVersion } from '../../http/versions.ts';

const EDITABLE_FIELDS = ['type', 'title', 'notes', 'due_at', 'duration_minutes', 'outcome'] as const;

/** What the lead's timeline keeps of an activity, should it be deleted later. */
const snapshot = (row: ActivityRow) => ({
  type: row.type,
  title: row.title,
  due_at: row.due_at.toISOString(),
  outcome: row.outcome,
  duration_minutes: row.duration_minutes,
});

/** The history item of an activity, when it is on a lead. */
function onLead(row: ActivityRow, kind: HistoryEntry['kind'], extra: Partial<HistoryEntry> = {}): HistoryEntry[] {
  if (row.lead_id === null) return [];
  return [
    { leadId: row.lead_id, kind, subject_type: 'activity', subject_id: row.id, ...extra, details: { ...snapshot(row), ...extra.details } },
  ];
}

/** A lead named in a body is checked like any reference: another organization's is a 422, not a 404. */
async function leadOfBody(db: Executor, organizationId: number, leadId: number) {
  try {
    return await findLeadRow(db, organizationId, leadId, true);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) throw fieldError('lead_id', 'The selected lead is invalid.');
    throw error;
  }
}

/** A deal named in a body: another organization's (or none) is a 422 on deal_id, as for leads. */
async function dealOfBody(db: Executor, organizationId: number, dealId: number) {
  const [row] = await db
    .select({ id: deals.id, lead_id: deals.lead_id })
    .from(deals)
    .where(and(eq(deals.organization_id, organizationId), eq(deals.id, dealId)))
    .for('key share');
  if (!row) throw fieldError('deal_id', 'The selected deal is invalid.');
  return row;
}

export async function createActivity(db: Database, tenant: TenantContext, body: CreateActivityBody) {
  const organizationId = tenant.organizationId;
  const activityId = await db.transaction(async (tx) => {
    const errors = new FieldErrorCollector();
    if (body.lead_id != null) await errors.check(() => leadOfBody(tx, organizationId, body.lead_id!));
    const deal = body.deal_id != null ? await errors.check(() => dealOfBody(tx, organizationId, body.deal_id!)) : undefined;
    if (deal && body.lead_id != null && deal.lead_id !== body.lead_id)
      errors.add('deal_id', "The selected deal is not one of this lead's deals.");
    const ownerId = body.owner_id !== undefined ? body.owner_id : tenant.userId;
    const owner = await errors.check(() => assignableOwner(tx, organizationId, ownerId));
    errors.throwIfAny();
    const now = currentTime();
    const [row] = await tx
      .insert(activities)
      .values({
        organization_id: organizationId,
        type: body.type,
        title: body.title,
        notes: body.notes,
        due_at: new Date(body.due_at),
        duration_minutes: body.duration_minutes,
        outcome: body.outcome,
        // An activity on a deal is also on its lead, so the lead's timeline shows it.
        lead_id: body.lead_id ?? deal?.lead_id ?? null,
        deal_id: body.deal_id ?? null,
        owner_id: ownerId,
        completed_at: body.completed ? now : null,
        created_by: tenant.userId,
        created_at: now,
        updated_at: now,
      })
      .returning();
    await recordHistory(tx, tenant, onLead(row!, 'activity_added', { details: { completed: body.completed } }), now);
    await notifyActivityAssigned(tx, tenant, owner ?? null, row!);
    return row!.id;
  });
  return { data: await activityResource(db, organizationId, activityId), message: 'Activity created.' };
}

export async function updateActivity(db: Database, tenant: TenantContext, activityId: number, body: UpdateActivityBody) {
  const organizationId = tenant.organizationId;
  await db.transaction(async (tx) => {
    const row = await findActivityRow(tx, organizationId, activityId, true);
    await assertFreshVersion(row.updated_at, () => activityResource(tx, organizationId, activityId));
    // Only a call has an outcome: naming one for another type is refused, and an activity that
    // stops being a call loses the outcome it had.
    const type = body.type ?? row.type;
    if (type !== 'call' && body.outcome) throw fieldError('outcome', OUTCOME_CALLS_ONLY);
    if (type !== 'call' && row.outcome !== null) body = { ...body, outcome: null };
    const current = { ...row, due_at: row.due_at.toISOString() };
    const changed = EDITABLE_FIELDS.filter((field) => body[field] !== undefined && !sameValue(current[field], body[field]));
    if (changed.length === 0) return;
    const now = currentTime();
    const changes = Object.fromEntries(changed.map((field) => [field, field === 'due_at' ? new Date(body.due_at!) : body[field]]));
    const [updated] = await tx
      .update(activities)
      .set({ ...changes, updated_at: now })
      .where(activityOfOrganization(organizationId, activityId))
      .returning();
    await recordHistory(tx, tenant, onLead(updated!, 'activity_updated', { details: { fields: changed } }), now);
  });
  return { data: await activityResource(db, organizationId, activityId), message: 'Activity updated.' };
}

export async function deleteActivity(db: Database, tenant: TenantContext, activityId: number) {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(activities).where(activityOfOrganization(tenant.organizationId, activityId)).returning();
    if (!row) throw notFound();
    await recordHistory(tx, tenant, onLead(row, 'activity_deleted'));
  });
  return { message: 'Activity deleted.' };
}

/** PATCH crm/activities/{id}/toggle-complete: done now, or open again. */
export async function toggleComplete(db: Database, tenant: TenantContext, activityId: number) {
  const organizationId = tenant.organizationId;
  const completed = await db.transaction(async (tx) => {
    const row = await findActivityRow(tx, organizationId, activityId, true);
    await assertFreshVersion(row.updated_at, () => activityResource(tx, organizationId, activityId));
    const now = currentTime();
    const [updated] = await tx
      .update(activities)
      .set({ completed_at: row.completed_at ? null : now, updated_at: now })
      .where(activityOfOrganization(organizationId, activityId))
      .returning();
    await recordHistory(tx, tenant, onLead(updated!, updated!.completed_at ? 'activity_completed' : 'activity_reopened'), now);
    return updated!.completed_at !== null;
  });
  return {
    data: await activityResource(db, organizationId, activityId),
    message: completed ? 'Activity completed.' : 'Activity reopened.',
  };
}

/** PATCH crm/activities/{id}/owner: another enabled member of the organization (or none). */
export async function changeActivityOwner(db: Database, tenant: TenantContext, activityId: number, ownerId: number | null) {
  const organizationId = tenant.organizationId;
  await db.transaction(async (tx) => {
    const row = await findActivityRow(tx, organizationId, activityId, true);
    await assertFreshVersion(row.updated_at, () => activityResource(tx, organizationId, activityId));
    const owner = await assignableOwner(tx, organizationId, ownerId);
    if (row.owner_id === ownerId) return;
    const names = await userNames(tx, [row.owner_id]);
    const now = currentTime();
    const [updated] = await tx
      .update(activities)
      .set({ owner_id: ownerId, updated_at: now })
      .where(activityOfOrganization(organizationId, activityId))
      .returning();
    const labels = { old_label: row.owner_id !== null ? (names.get(row.owner_id) ?? null) : null, new_label: owner?.full_name ?? null };
    await recordHistory(
      tx,
      tenant,
      onLead(updated!, 'activity_updated', { field: 'owner_id', old_value: row.owner_id, new_value: ownerId, details: labels }),
      now,
    );
    await notifyActivityAssigned(tx, tenant, owner, updated!);
  });
  return { data: await activityResource(db, organizationId, activityId), message: 'Activity owner changed.' };
}

/** GET crm/leads/{id}/activities: the activities list of one lead (404 for another tenant's lead). */
export async function leadActivities(db: Database, tenant: TenantContext, leadId: number, query: ActivityFilters) {
  await findLeadRow(db, tenant.organizationId, leadId);
  return listActivities(db, tenant, { ...query, lead_id: leadId });
}
