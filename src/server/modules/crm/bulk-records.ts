// The bulk actions leads and deals share (POST crm/leads/bulk, crm/deals/bulk): assign an owner
// and add or remove a tag, on rows the caller has already locked in its transaction. One
// implementation, told by a BulkRecords what differs: the table, how a row's tags are read and
// linked, and the history item each change writes. A row that already is as asked is left alone;
// each function answers how many rows it changed.
import { and, eq, inArray } from 'drizzle-orm';
import type { TagRef, UserRef } from '../../../shared/crm.ts';
import type { Executor } from '../../db/client.ts';
import type { deals, leads } from '../../db/crm-schema.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { currentTime } from '../../services/clock.ts';
import { recordHistory, type HistoryEntry } from './history.ts';
import { assignableOwner, userNames } from './members.ts';
import { organizationTags } from './tags.queries.ts';

interface BulkRow {
  id: number;
  owner_id: number | null;
}

export interface BulkRecords<Row extends BulkRow> {
  table: typeof leads | typeof deals;
  tagsOf(db: Executor, ids: number[]): Promise<Map<number, TagRef[]>>;
  linkTag(tx: Executor, organizationId: number, ids: number[], tagId: number): Promise<void>;
  unlinkTag(tx: Executor, ids: number[], tagId: number): Promise<void>;
  ownerEntry(row: Row, owner: UserRef | null, names: Map<number, string>): HistoryEntry;
  tagsEntry(row: Row, before: TagRef[], after: TagRef[]): HistoryEntry;
  /** Columns set along with the owner (a lead's `seen`). */
  ownerColumns?(ownerId: number | null, tenant: TenantContext): Record<string, unknown>;
  /** Told once the rows have their new owner (leads notify him). */
  assigned?(tx: Executor, tenant: TenantContext, owner: UserRef, rows: Row[]): Promise<void>;
}

/** Sets `changes` and updated_at on the organization's rows `ids` of the table. */
export async function touchRows(
  db: Executor,
  table: BulkRecords<BulkRow>['table'],
  organizationId: number,
  ids: number[],
  changes: Record<string, unknown>,
  at: Date,
) {
  // Both tables have these columns; drizzle cannot type an update over a union of tables.
  const target = table as typeof leads;
  await db
    .update(target)
    .set({ ...changes, updated_at: at })
    .where(and(eq(target.organization_id, organizationId), inArray(target.id, ids)));
}

export async function assignOwner<Row extends BulkRow>(
  kind: BulkRecords<Row>,
  tx: Executor,
  tenant: TenantContext,
  rows: Row[],
  ownerId: number | null,
): Promise<number> {
  const owner = await assignableOwner(tx, tenant.organizationId, ownerId);
  const changed = rows.filter((row) => row.owner_id !== ownerId);
  if (changed.length === 0) return 0;
  const names = await userNames(
    tx,
    changed.map((row) => row.owner_id),
  );
  const now = currentTime();
  await touchRows(
    tx,
    kind.table,
    tenant.organizationId,
    changed.map((row) => row.id),
    { owner_id: ownerId, ...kind.ownerColumns?.(ownerId, tenant) },
    now,
  );
  await recordHistory(
    tx,
    tenant,
    changed.map((row) => kind.ownerEntry(row, owner, names)),
    now,
  );
  if (owner) await kind.assigned?.(tx, tenant, owner, changed);
  return changed.length;
}

export async function changeTag<Row extends BulkRow>(
  kind: BulkRecords<Row>,
  tx: Executor,
  tenant: TenantContext,
  rows: Row[],
  tagId: number,
  add: boolean,
): Promise<number> {
  const [tag] = await organizationTags(tx, tenant.organizationId, [tagId], 'tag_id', true);
  const current = await kind.tagsOf(
    tx,
    rows.map((row) => row.id),
  );
  const has = (id: number) => current.get(id)!.some((have) => have.id === tagId);
  const changed = rows.filter((row) => has(row.id) !== add);
  if (changed.length === 0) return 0;
  const ids = changed.map((row) => row.id);
  const now = currentTime();
  await touchRows(tx, kind.table, tenant.organizationId, ids, {}, now);
  const entries: HistoryEntry[] = changed.map((row) => {
    const before = current.get(row.id)!;
    const after = add ? [...before, tag!] : before.filter((have) => have.id !== tagId);
    return kind.tagsEntry(row, before, after);
  });
  await recordHistory(tx, tenant, entries, now);
  if (add) await kind.linkTag(tx, tenant.organizationId, ids, tagId);
  else await kind.unlinkTag(tx, ids, tagId);
  return changed.length;
}
