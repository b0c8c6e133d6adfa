// The signed-in user's saved list filters, per list (`resource`, one of the product's lists).
// Names are unique per list, letter case aside; a user keeps at most 50 per list and 200 in all,
// counted under a lock of the user so concurrent saves cannot pass either cap; another user's
// filter is a 404.
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { MAX_SAVED_FILTERS_PER_LIST, MAX_SAVED_FILTERS_PER_USER, type SavedFilter } from '../../../shared/account.ts';
import type { ListResponse } from '../../../shared/api.ts';
import type { ListResource } from '../../../shared/list-resources.ts';
import type { SavedFilterBody } from '../../../shared/schemas/account.ts';
import { isUniqueViolation } from '../../db/constraint-errors.ts';
import type { Database } from '../../db/client.ts';
import { savedFilters } from '../../db/schema.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import { onlyIds, paginate, searchAcross, type ListQuery } from '../../http/lists.ts';

export type SavedFilterSort = 'resource' | 'name' | 'created_at' | 'id';

const SAVED_FILTERS_LOCK_NAMESPACE = 0x5346_4c54; // 'SFLT': one save of a user's filters at a time
const NAME_TAKEN = 'A saved filter with this name already exists for this list.';

type SavedFilterRow = typeof savedFilters.$inferSelect;

export function toSavedFilterResource(row: SavedFilterRow): SavedFilter {
  return { id: row.id, resource: row.resource, name: row.name, filters: row.filters, created_at: row.created_at.toISOString() };
}

/** ORDER BY of a sort: names compare without letter case; the id breaks ties, so pages never overlap. */
function savedFilterOrder(sort: SavedFilterSort, order: 'asc' | 'desc'): SQL[] {
  const direction = order === 'desc' ? desc : asc;
  const name = sql`lower(${savedFilters.name})`;
  const keys = { resource: [savedFilters.resource, name], name: [name], created_at: [savedFilters.created_at], id: [] }[sort];
  return [...keys.map((key) => direction(key)), direction(savedFilters.id)];
}

export function listSavedFilters(
  db: Database,
  userId: number,
  query: ListQuery<SavedFilterSort> & { resource?: ListResource },
): Promise<ListResponse<SavedFilter>> {
  const where = and(
    eq(savedFilters.user_id, userId),
    query.resource ? eq(savedFilters.resource, query.resource) : undefined,
    searchAcross([savedFilters.name], query.search),
    onlyIds(savedFilters.id, query.ids),
  );
  return paginate(
    query,
    async (limit, offset) =>
      (
        await db
          .select()
          .from(savedFilters)
          .where(where)
          .orderBy(...savedFilterOrder(query.sort, query.order))
          .limit(limit)
          .offset(offset)
      ).map(toSavedFilterResource),
    async () => (await db.select({ n: count() }).from(savedFilters).where(where))[0]!.n,
  );
}

export async function saveFilter(db: Database, userId: number, body: SavedFilterBody): Promise<{ data: SavedFilter; message: string }> {
  try {
    const row = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SAVED_FILTERS_LOCK_NAMESPACE}, ${userId})`);
      const [existing] = await tx
        .select({ id: savedFilters.id })
        .from(savedFilters)
        .where(
          and(
            eq(savedFilters.user_id, userId),
            eq(savedFilters.resource, body.resource),
            eq(sql`lower(${savedFilters.name})`, body.name.toLowerCase()),
          ),
        )
        .limit(1);
      if (existing) throw fieldError('name', NAME_TAKEN);
      const [counts] = await tx
        .select({ all: count(), list: sql<number>`count(*) filter (where ${savedFilters.resource} = ${body.resource})`.mapWith(Number) })
        .from(savedFilters)
        .where(eq(savedFilters.user_id, userId));
      if (counts!.list >= MAX_SAVED_FILTERS_PER_LIST)
        throw fieldError('name', `You can keep at most ${MAX_SAVED_FILTERS_PER_LIST} saved filters per list.`);
      if (counts!.all >= MAX_SAVED_FILTERS_PER_USER)
        throw fieldError('name', `You can keep at most ${MAX_SAVED_FILTERS_PER_USER} saved filters in all; delete one first.`);
      const [inserted] = await tx
        .insert(savedFilters)
        .values({ user_id: userId, resource: body.resource, name: body.name, filters: body.filters })
        .returning();
      return inserted!;
    });
    return { data: toSavedFilterResource(row), message: 'The filter was saved.' };
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('name', NAME_TAKEN);
    throw error;
  }
}

export async function deleteSavedFilter(db: Database, userId: number, id: number): Promise<{ message: string }> {
  const deleted = await db
    .delete(savedFilters)
    .where(and(eq(savedFilters.id, id), eq(savedFilters.user_id, userId)))
    .returning({ id: savedFilters.id });
  if (deleted.length === 0) throw notFound();
  return { message: 'The saved filter was deleted.' };
}
