// The signed-in user's saved list filters, per list (`resource`). Names are unique per list,
// letter case aside; another user's filter is a 404.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { SavedFilter } from '../../../shared/account.ts';
import type { SavedFilterBody } from '../../../shared/schemas/account.ts';
import { isUniqueViolation } from '../../db/constraint-errors.ts';
import type { Database } from '../../db/client.ts';
import { savedFilters } from '../../db/schema.ts';
import { fieldError, notFound } from '../../http/errors.ts';

/** Enough for any real use; stops one account from filling the table. */
export const MAX_SAVED_FILTERS_PER_LIST = 50;
const NAME_TAKEN = 'A saved filter with this name already exists for this list.';

type SavedFilterRow = typeof savedFilters.$inferSelect;

export function toSavedFilterResource(row: SavedFilterRow): SavedFilter {
  return { id: row.id, resource: row.resource, name: row.name, filters: row.filters, created_at: row.created_at.toISOString() };
}

export async function listSavedFilters(db: Database, userId: number, resource: string | undefined): Promise<{ data: SavedFilter[] }> {
  const rows = await db
    .select()
    .from(savedFilters)
    .where(and(eq(savedFilters.user_id, userId), resource ? eq(savedFilters.resource, resource) : undefined))
    .orderBy(asc(savedFilters.resource), asc(sql`lower(${savedFilters.name})`), asc(savedFilters.id));
  return { data: rows.map(toSavedFilterResource) };
}

export async function saveFilter(db: Database, userId: number, body: SavedFilterBody): Promise<{ data: SavedFilter; message: string }> {
  const mine = and(eq(savedFilters.user_id, userId), eq(savedFilters.resource, body.resource));
  const [existing] = await db
    .select({ id: savedFilters.id })
    .from(savedFilters)
    .where(and(mine, eq(sql`lower(${savedFilters.name})`, body.name.toLowerCase())))
    .limit(1);
  if (existing) throw fieldError('name', NAME_TAKEN);
  const [{ n }] = (await db.select({ n: count() }).from(savedFilters).where(mine)) as [{ n: number }];
  if (n >= MAX_SAVED_FILTERS_PER_LIST) throw fieldError('name', `You can keep at most ${MAX_SAVED_FILTERS_PER_LIST} saved filters per list.`);
  try {
    const [row] = await db.insert(savedFilters).values({ user_id: userId, resource: body.resource, name: body.name, filters: body.filters }).returning();
    return { data: toSavedFilterResource(row!), message: 'The filter was saved.' };
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
