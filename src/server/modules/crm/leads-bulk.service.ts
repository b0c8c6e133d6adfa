// Bulk actions on selected leads, each all-or-nothing: the leads are locked in one transaction,
// every id must be one of the organization's leads (else 404 and nothing changes), and each
// changed lead gets its history item. A lead that already is as asked is left alone. Owner and
// tag changes are bulk-records.ts's, shared with deals.
import { and, eq, inArray } from 'drizzle-orm';
import type { BulkDeleteLeadsBody, BulkLeadsBody } from '../../../shared/schemas/crm.ts';
import type { Database } from '../../db/client.ts';
import { leadTags, leads } from '../../db/crm-schema.ts';
import type { TenantContext } from '../../http/request-context.ts';
import type { FileStorage } from '../../services/storage.ts';
import { assignOwner, changeTag, type BulkRecords } from './bulk-records.ts';
import { notifyLeadsAssigned } from './crm-notifications.ts';
import type { LeadRow } from './crm.resources.ts';
import { lockLeadRows, tagsOfLeads } from './leads.queries.ts';
import { deleteLeadRows, insertLeadTags, ownerChange, tagNames } from './leads.service.ts';

/** Leads as the shared bulk actions see them: a new owner marks the lead unseen unless it is the actor, and is notified. */
const LEADS: BulkRecords<LeadRow> = {
  table: leads,
  tagsOf: tagsOfLeads,
  linkTag: (tx, organizationId, ids, tagId) =>
    insertLeadTags(
      tx,
      organizationId,
      ids.map((leadId) => ({ leadId, tagId })),
    ),
  unlinkTag: async (tx, ids, tagId) => {
    await tx.delete(leadTags).where(and(eq(leadTags.tag_id, tagId), inArray(leadTags.lead_id, ids)));
  },
  ownerEntry: (row, owner, names) => ownerChange(row.id, row.owner_id, owner, names),
  tagsEntry: (row, before, after) => ({
    leadId: row.id,
    kind: 'field_changed',
    field: 'tags',
    old_value: tagNames(before),
    new_value: tagNames(after),
  }),
  ownerColumns: (ownerId, tenant) => ({ seen: ownerId !== null && ownerId === tenant.userId }),
  assigned: (tx, tenant, owner, rows) => notifyLeadsAssigned(tx, tenant, owner, rows),
};

/** POST crm/leads/bulk: assign an owner (null unassigns), add or remove a tag. */
export async function bulkUpdateLeads(db: Database, tenant: TenantContext, body: BulkLeadsBody) {
  const updated = await db.transaction(async (tx) => {
    const rows = await lockLeadRows(tx, tenant.organizationId, body.ids);
    switch (body.action) {
      case 'assign_owner':
        return assignOwner(LEADS, tx, tenant, rows, body.owner_id ?? null);
      case 'add_tag':
        return changeTag(LEADS, tx, tenant, rows, body.tag_id!, true);
      case 'remove_tag':
        return changeTag(LEADS, tx, tenant, rows, body.tag_id!, false);
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
