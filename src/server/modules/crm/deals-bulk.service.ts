// Bulk actions on selected deals (POST crm/deals/bulk), each all-or-nothing: the deals are locked
// in one transaction, every id must be one of the organization's deals (else 404 and nothing
// changes), and each changed deal writes its item to its lead's history. A deal that already is
// as asked is left alone. None of them changes a stage's order, so only the deals are locked.
// Owner and tag changes are bulk-records.ts's, shared with leads.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { BulkDealsBody } from '../../../shared/schemas/deals.ts';
import type { Database, Executor } from '../../db/client.ts';
import { dealTags, deals } from '../../db/crm-schema.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { currentTime } from '../../services/clock.ts';
import { assignOwner, changeTag, touchRows, type BulkRecords } from './bulk-records.ts';
import { dealFieldChange, dealItem, dealOwnerChange, dealTagNames } from './deal-history.ts';
import { tagsOfDeals } from './deals.queries.ts';
import type { DealRow } from './deals.resources.ts';
import { recordHistory } from './history.ts';

async function lockDealRows(db: Executor, organizationId: number, ids: number[]): Promise<DealRow[]> {
  const rows = await db
    .select()
    .from(deals)
    .where(and(eq(deals.organization_id, organizationId), inArray(deals.id, ids)))
    .orderBy(asc(deals.id))
    .for('update');
  if (rows.length !== ids.length) throw notFound('One or more of the deals were not found.');
  return rows;
}

/** Deals as the shared bulk actions see them: each change is an item of the deal's lead's history. */
const DEALS: BulkRecords<DealRow> = {
  table: deals,
  tagsOf: tagsOfDeals,
  linkTag: async (tx, organizationId, ids, tagId) => {
    await tx
      .insert(dealTags)
      .values(ids.map((dealId) => ({ organization_id: organizationId, deal_id: dealId, tag_id: tagId })))
      .onConflictDoNothing();
  },
  unlinkTag: async (tx, ids, tagId) => {
    await tx.delete(dealTags).where(and(eq(dealTags.tag_id, tagId), inArray(dealTags.deal_id, ids)));
  },
  ownerEntry: (row, owner, names) => dealOwnerChange(row, row.owner_id, owner, names),
  tagsEntry: (row, before, after) => dealFieldChange(row, 'tags', dealTagNames(before), dealTagNames(after)),
};

async function setStatus(
  tx: Executor,
  tenant: TenantContext,
  rows: DealRow[],
  status: DealRow['status'],
  reason: string | null,
): Promise<number> {
  const lostReason = status === 'lost' ? reason : null;
  const changed = rows.filter((row) => row.status !== status || row.lost_reason !== lostReason);
  if (changed.length === 0) return 0;
  const now = currentTime();
  // A deal already closed the same way keeps when it was closed; only its reason changes.
  const reclosing = changed.filter((row) => row.status === status).map((row) => row.id);
  const closing = changed.filter((row) => row.status !== status).map((row) => row.id);
  if (closing.length)
    await touchRows(
      tx,
      deals,
      tenant.organizationId,
      closing,
      // A bulk status change takes no won reason: one a deal had is cleared with its old status.
      { status, lost_reason: lostReason, won_reason: null, closed_at: status === 'open' ? null : now },
      now,
    );
  if (reclosing.length) await touchRows(tx, deals, tenant.organizationId, reclosing, { lost_reason: lostReason }, now);
  await recordHistory(
    tx,
    tenant,
    changed.map((row) =>
      dealItem(row, 'deal_status_changed', {
        field: 'status',
        old_value: row.status,
        new_value: status,
        details: { old_lost_reason: row.lost_reason, lost_reason: lostReason },
      }),
    ),
    now,
  );
  return changed.length;
}

/** POST crm/deals/bulk: assign an owner (null unassigns), add or remove a tag, set the status. */
export async function bulkUpdateDeals(db: Database, tenant: TenantContext, body: BulkDealsBody) {
  const updated = await db.transaction(async (tx) => {
    const rows = await lockDealRows(tx, tenant.organizationId, body.ids);
    switch (body.action) {
      case 'assign_owner':
        return assignOwner(DEALS, tx, tenant, rows, body.owner_id ?? null);
      case 'add_tag':
        return changeTag(DEALS, tx, tenant, rows, body.tag_id!, true);
      case 'remove_tag':
        return changeTag(DEALS, tx, tenant, rows, body.tag_id!, false);
      case 'set_status':
        return setStatus(tx, tenant, rows, body.status!, body.lost_reason ?? null);
    }
  });
  return { data: { updated }, message: updated === 1 ? '1 deal updated.' : `${updated} deals updated.` };
}
