// Bulk actions on selected leads, each all-or-nothing: the leads are locked in one transaction,
// every id must be one of the organization's leads (else 404 and nothing changes), and each
// changed lead gets its history item. A lead that already is as asked is left alone.
import { and, eq, inArray } from 'drizzle-orm';
import type { BulkDeleteLeadsBody, BulkLeadsBody } from '../../../shared/schemas/crm.ts';
import type { Database, Executor } from '../../db/client.ts';
import { leadTags, leads } from '../../db/schema.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { currentTime } from '../../services/clock.ts';
import type { FileStorage } from '../../services/storage.ts';
import { notifyLeadsAssigned } from './crm-notifications.ts';
import type { LeadRow } from './crm.resources.ts';
import { recordHistory, type HistoryEntry } from './history.ts';
import { lockLeadRows, tagsOfLeads } from './leads.queries.ts';
import { deleteLeadRows, insertLeadTags, ownerChange, tagNames } from './leads.service.ts';
import { assignableOwner, userNames } from './members.ts';
import { organizationTags } from './tags.service.ts';

async function touch(db: Executor, organizationId: number, leadIds: number[], changes: Partial<typeof leads.$inferInsert>, at: Date) {
  await db
    .update(leads)
    .set({ ...changes, updated_at: at })
    .where(and(eq(leads.organization_id, organizationId), inArray(leads.id, leadIds)));
}

async function assignOwner(tx: Executor, tenant: TenantContext, rows: LeadRow[], ownerId: number | null): Promise<number> {
  const owner = await assignableOwner(tx, tenant.organizationId, ownerId);
  const changed = rows.filter((row) => row.owner_id !== ownerId);
  if (changed.length === 0) return 0;
  const names = await userNames(
    tx,
    changed.map((row) => row.owner_id),
  );
  const now = currentTime();
  await touch(
    tx,
    tenant.organizationId,
    changed.map((row) => row.id),
    { owner_id: ownerId, seen: ownerId !== null && ownerId === tenant.userId },
    now,
  );
  await recordHistory(
    tx,
    tenant,
    changed.map((row) => ownerChange(row.id, row.owner_id, owner, names)),
    now,
  );
  if (owner) await notifyLeadsAssigned(tx, tenant, owner, changed);
  return changed.length;
}

async function changeTag(tx: Executor, tenant: TenantContext, rows: LeadRow[], tagId: number, add: boolean): Promise<number> {
  const [tag] = await organizationTags(tx, tenant.organizationId, [tagId], 'tag_id', true);
  const current = await tagsOfLeads(
    tx,
    rows.map((row) => row.id),
  );
  const has = (leadId: number) => current.get(leadId)!.some((have) => have.id === tagId);
  const changed = rows.filter((row) => has(row.id) !== add);
  if (changed.length === 0) return 0;
  const ids = changed.map((row) => row.id);
  const now = currentTime();
  await touch(tx, tenant.organizationId, ids, {}, now);
  const entries: HistoryEntry[] = changed.map((row) => {
    const before = current.get(row.id)!;
    const after = add ? [...before, tag!] : before.filter((have) => have.id !== tagId);
    return { leadId: row.id, kind: 'field_changed', field: 'tags', old_value: tagNames(before), new_value: tagNames(after) };
  });
  await recordHistory(tx, tenant, entries, now);
  if (add) await insertLeadTags(tx, tenant.organizationId, ids.map((leadId) => ({ leadId, tagId })));
  else await tx.delete(leadTags).where(and(eq(leadTags.tag_id, tagId), inArray(leadTags.lead_id, ids)));
  return changed.length;
}

/** POST crm/leads/bulk: assign an owner (null unassigns), add or remove a tag. */
export async function bulkUpdateLeads(db: Database, tenant: TenantContext, body: BulkLeadsBody) {
  const updated = await db.transaction(async (tx) => {
    const rows = await lockLeadRows(tx, tenant.organizationId, body.ids);
    switch (body.action) {
      case 'assign_owner':
        return assignOwner(tx, tenant, rows, body.owner_id ?? null);
      case 'add_tag':
        return changeTag(tx, tenant, rows, body.tag_id!, true);
      case 'remove_tag':
        return changeTag(tx, tenant, rows, body.tag_id!, false);
    }
  });
  return { data: { updated }, message: updated === 1 ? '1 lead updated.' : `${updated} leads updated.` };
}

/** POST crm/leads/bulk-delete: the leads go together or not at all. */
export async function bulkDeleteLeads(db: Database, storage: FileStorage, tenant: TenantContext, body: BulkDeleteLeadsBody) {
  const paths = await db.transaction(async (tx) => {
    await lockLeadRows(tx, tenant.organizationId, body.ids);
    return deleteLeadRows(tx, tenant.organizationId, body.ids);
  });
  await Promise.all(paths.map((path) => storage.remove(path)));
  const deleted = body.ids.length;
  return { data: { deleted }, message: deleted === 1 ? '1 lead deleted.' : `${deleted} leads deleted.` };
}
