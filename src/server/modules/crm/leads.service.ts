// Leads of the organization a call acts in: create, show (which marks the lead seen when its
// owner opens it), update (one history item per changed field, in the update's transaction;
// a stale `updated_at` is a 409), delete (with its documents' files), the seen flag and the
// organization's unseen count. A new owner is notified unless he gave the lead to himself; a
// lead created without an owner is its creator's when he may own leads (seen by him, then).
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { MAX_OPTIONS } from '../../../shared/api.ts';
import { LEAD_TRACKED_FIELDS, type LeadTrackedField, type TagRef, type UserRef } from '../../../shared/crm.ts';
import { leadContactIssues, type CreateLeadBody, type UpdateLeadBody } from '../../../shared/schemas/crm.ts';
import type { Database, Executor } from '../../db/client.ts';
import { leadDocuments, leadTags, leads } from '../../db/crm-schema.ts';
import { notFound } from '../../http/errors.ts';
import { searchAcross, toOptions } from '../../http/lists.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { currentTime } from '../../services/clock.ts';
import type { FileStorage } from '../../services/storage.ts';
import { notifyLeadsAssigned } from './crm-notifications.ts';
import type { LeadRow } from './crm.resources.ts';
import { FieldErrorCollector } from './field-errors.ts';
import { fieldChanges, recordHistory, type HistoryEntry } from './history.ts';
import { documentsOfLead } from './lead-documents.queries.ts';
import { findLeadRow, leadOfOrganization, leadResource, tagsOfLeads } from './leads.queries.ts';
import { assignableOwner, enabledMembers, userNames } from './members.ts';
import { organizationTags } from './tags.queries.ts';
import { assertFreshVersion } from '../../http/versions.ts';

/** Fields compared one by one for the history; the owner and the tags get their own items. */
const PLAIN_FIELDS = LEAD_TRACKED_FIELDS.filter(
  (field): field is Exclude<LeadTrackedField, 'owner_id' | 'tags'> => field !== 'owner_id' && field !== 'tags',
);

/** Who creates a lead: the organization, and the user (null for an API token or a public page's visitor). */
export type LeadActor = Pick<TenantContext, 'organizationId' | 'userId'>;

/** A lead is seen from the start when its owner is the one who gives it to him. */
const seenBy = (ownerId: number | null, tenant: LeadActor) => ownerId !== null && ownerId === tenant.userId;

/** The history value of a set of tags: their names, sorted. */
export const tagNames = (tagRefs: TagRef[]) => tagRefs.map((tag) => tag.name).sort((a, b) => a.localeCompare(b));

export async function insertLeadTags(db: Executor, organizationId: number, links: { leadId: number; tagId: number }[]) {
  if (links.length === 0) return;
  await db
    .insert(leadTags)
    .values(links.map((link) => ({ organization_id: organizationId, lead_id: link.leadId, tag_id: link.tagId })))
    .onConflictDoNothing();
}

/** The history item of an owner change, with both owners' names for the timeline. */
export function ownerChange(leadId: number, from: number | null, to: UserRef | null, names: Map<number, string>): HistoryEntry {
  return {
    leadId,
    kind: 'field_changed',
    field: 'owner_id',
    old_value: from,
    new_value: to?.id ?? null,
    details: { old_label: from !== null ? (names.get(from) ?? null) : null, new_label: to?.full_name ?? null },
  };
}

/**
 * The owner of a lead created without one: its creator when he may own leads (an enabled member
 * of the organization), else nobody — an API token has no user, a platform role no membership.
 */
async function creatorAsOwner(db: Executor, tenant: LeadActor): Promise<number | null> {
  if (tenant.userId === null) return null;
  const [member] = await enabledMembers(db, tenant.organizationId, [tenant.userId]);
  return member?.id ?? null;
}

/**
 * Inserts a lead in the caller's transaction: owner and tags checked (422 on the field), its
 * `created` history item (`via` says where it came from), and the owner told when someone else
 * gave it to him. Used by `createLead` and by the public page's enquiries.
 */
export async function insertLead(tx: Executor, tenant: LeadActor, body: CreateLeadBody, via: 'api' | 'website' = 'api'): Promise<LeadRow> {
  const organizationId = tenant.organizationId;
  const errors = new FieldErrorCollector();
  const ownerId = body.owner_id !== undefined ? body.owner_id : await creatorAsOwner(tx, tenant);
  const owner = await errors.check(() => assignableOwner(tx, organizationId, ownerId));
  const tagRefs = await errors.check(() => organizationTags(tx, organizationId, body.tag_ids, 'tag_ids'));
  errors.throwIfAny();
  const now = currentTime();
  const { tag_ids: _tagIds, ...fields } = body;
  const [row] = await tx
    .insert(leads)
    .values({
      ...fields,
      owner_id: ownerId,
      organization_id: organizationId,
      seen: seenBy(ownerId, tenant),
      created_by: tenant.userId,
      created_at: now,
      updated_at: now,
    })
    .returning();
  await insertLeadTags(
    tx,
    organizationId,
    (tagRefs ?? []).map((tag) => ({ leadId: row!.id, tagId: tag.id })),
  );
  await recordHistory(tx, tenant, [{ leadId: row!.id, kind: 'created', details: { via } }], now);
  if (owner) await notifyLeadsAssigned(tx, tenant, owner, [row!]);
  return row!;
}

export async function createLead(db: Database, tenant: TenantContext, body: CreateLeadBody) {
  const row = await db.transaction((tx) => insertLead(tx, tenant, body));
  return { data: await leadResource(db, tenant.organizationId, row.id), message: 'Lead created.' };
}

/** GET crm/leads/{id}: the lead with its documents; opening it marks it seen when the caller is its owner. */
export async function showLead(db: Database, tenant: TenantContext, leadId: number) {
  const row = await findLeadRow(db, tenant.organizationId, leadId);
  if (!row.seen && seenBy(row.owner_id, tenant)) {
    // Reading is not a change: updated_at (the edit version) stays as it is.
    await db.update(leads).set({ seen: true }).where(leadOfOrganization(tenant.organizationId, leadId));
  }
  const lead = await leadResource(db, tenant.organizationId, leadId);
  return { data: { ...lead, documents: await documentsOfLead(db, tenant.organizationId, leadId) } };
}

export async function updateLead(db: Database, tenant: TenantContext, leadId: number, body: UpdateLeadBody) {
  const organizationId = tenant.organizationId;
  await db.transaction(async (tx) => {
    const row = await findLeadRow(tx, organizationId, leadId, true);
    await assertFreshVersion(row.updated_at, () => leadResource(tx, organizationId, leadId));
    const { updated_at: _version, owner_id: ownerId, tag_ids: tagIds, ...fields } = body;

    const errors = new FieldErrorCollector();
    for (const issue of leadContactIssues({ ...pickContact(row), ...definedOnly(fields) })) errors.add(issue.path[0], issue.message);
    const ownerChanges = ownerId !== undefined && ownerId !== row.owner_id;
    const owner = ownerChanges ? await errors.check(() => assignableOwner(tx, organizationId, ownerId)) : undefined;
    const wantedTags = tagIds !== undefined ? await errors.check(() => organizationTags(tx, organizationId, tagIds, 'tag_ids')) : undefined;
    errors.throwIfAny();

    const entries = fieldChanges(leadId, row as LeadRow & Record<string, unknown>, fields, PLAIN_FIELDS);
    const changes: Partial<typeof leads.$inferInsert> = Object.fromEntries(entries.map((entry) => [entry.field!, entry.new_value]));
    if (ownerChanges) {
      entries.push(ownerChange(leadId, row.owner_id, owner ?? null, await userNames(tx, [row.owner_id])));
      changes.owner_id = ownerId;
      changes.seen = seenBy(ownerId, tenant);
    }
    let tagDiff: { added: TagRef[]; removed: TagRef[] } | undefined;
    if (wantedTags) {
      const current = (await tagsOfLeads(tx, [leadId])).get(leadId) ?? [];
      const added = wantedTags.filter((tag) => !current.some((have) => have.id === tag.id));
      const removed = current.filter((have) => !wantedTags.some((tag) => tag.id === have.id));
      if (added.length || removed.length) {
        tagDiff = { added, removed };
        entries.push({ leadId, kind: 'field_changed', field: 'tags', old_value: tagNames(current), new_value: tagNames(wantedTags) });
      }
    }
    if (entries.length === 0) return;

    // The change, then its history, then the tag links: one transaction, so none without the others.
    const now = currentTime();
    await tx
      .update(leads)
      .set({ ...changes, updated_at: now })
      .where(leadOfOrganization(organizationId, leadId));
    await recordHistory(tx, tenant, entries, now);
    if (tagDiff?.removed.length) {
      await tx.delete(leadTags).where(
        and(
          eq(leadTags.lead_id, leadId),
          inArray(
            leadTags.tag_id,
            tagDiff.removed.map((tag) => tag.id),
          ),
        ),
      );
    }
    if (tagDiff?.added.length)
      await insertLeadTags(
        tx,
        organizationId,
        tagDiff.added.map((tag) => ({ leadId, tagId: tag.id })),
      );
    if (owner)
      await notifyLeadsAssigned(tx, tenant, owner, [{ id: leadId, full_name: (changes.full_name as string | undefined) ?? row.full_name }]);
  });
  return { data: await leadResource(db, organizationId, leadId), message: 'Lead updated.' };
}

function pickContact(row: LeadRow) {
  return { email: row.email, phone: row.phone, budget_min: row.budget_min, budget_max: row.budget_max };
}

function definedOnly<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * Deletes leads of the organization (their notes, documents, activities, tags and history go
 * with them) and answers the keys of their stored files, for the caller to remove once committed.
 */
export async function deleteLeadRows(db: Executor, organizationId: number, leadIds: number[]): Promise<string[]> {
  const files = await db
    .select({ path: leadDocuments.file_path })
    .from(leadDocuments)
    .where(and(eq(leadDocuments.organization_id, organizationId), inArray(leadDocuments.lead_id, leadIds)));
  await db.delete(leads).where(and(eq(leads.organization_id, organizationId), inArray(leads.id, leadIds)));
  return files.map((file) => file.path);
}

export async function deleteLead(db: Database, storage: FileStorage, tenant: TenantContext, leadId: number) {
  const paths = await db.transaction(async (tx) => {
    await findLeadRow(tx, tenant.organizationId, leadId, true);
    return deleteLeadRows(tx, tenant.organizationId, [leadId]);
  });
  await Promise.all(paths.map((path) => storage.remove(path)));
  return { message: 'Lead deleted.' };
}

/** PATCH crm/leads/{id}/toggle-seen: flips the flag (not an edit: the version stays). */
export async function toggleSeen(db: Database, tenant: TenantContext, leadId: number) {
  const updated = await db
    .update(leads)
    .set({ seen: sql`not ${leads.seen}` })
    .where(leadOfOrganization(tenant.organizationId, leadId))
    .returning({ seen: leads.seen });
  if (updated.length === 0) throw notFound();
  return {
    data: await leadResource(db, tenant.organizationId, leadId),
    message: updated[0]!.seen ? 'Lead marked as seen.' : 'Lead marked as unseen.',
  };
}

export async function unseenCount(db: Database, tenant: TenantContext) {
  const [row] = await db
    .select({ n: count() })
    .from(leads)
    .where(and(eq(leads.organization_id, tenant.organizationId), eq(leads.seen, false)));
  return { data: { count: row!.n } };
}

export async function leadOptions(db: Database, tenant: TenantContext, search: string | undefined) {
  const rows = await db
    .select({ id: leads.id, full_name: leads.full_name })
    .from(leads)
    .where(and(eq(leads.organization_id, tenant.organizationId), searchAcross([leads.full_name, leads.email, leads.phone], search)))
    .orderBy(asc(leads.full_name), asc(leads.id))
    .limit(MAX_OPTIONS);
  return toOptions(
    rows,
    (row) => row.id,
    (row) => row.full_name,
  );
}
