// One way to answer lists and options (docs/api.md "Lists", "Options"): paging, sorting and search
// in SQL, and the envelope. The list query schema itself (page/per_page/sort/order/search plus a
// resource's flat filters) is a request schema: src/shared/schemas/lists.ts.
import { asc, desc, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { MAX_OPTIONS, type ListResponse, type Option } from '../../shared/api.ts';
import { foldForSearch } from '../../shared/search.ts';

export { listQuerySchema, type ListQuery } from '../../shared/schemas/lists.ts';

/** One page of a list: its order, its size and where it starts. */
export interface ListPage {
  order: SQL[];
  limit: number;
  offset: number;
}

/** `query` ordered and cut to `page` (a list), or as it is when there is no page (one record, or ids). */
export function onPage<Query extends PgSelect>(query: Query, page: ListPage | undefined): Query {
  return page
    ? query
        .orderBy(...page.order)
        .limit(page.limit)
        .offset(page.offset)
    : query;
}

/** `WHERE id IN (…)` when the list was asked for given ids (getMany), else nothing. */
export function onlyIds(column: AnyPgColumn, ids: number[] | undefined): SQL | undefined {
  return ids?.length ? inArray(column, ids) : undefined;
}

/** Runs a page query and a count query and wraps them in the list envelope. */
export async function paginate<T>(
  query: { page: number; per_page: number },
  fetchPage: (limit: number, offset: number) => Promise<T[]>,
  countTotal: () => Promise<number>,
): Promise<ListResponse<T>> {
  const [data, total] = await Promise.all([fetchPage(query.per_page, (query.page - 1) * query.per_page), countTotal()]);
  return {
    data,
    meta: { total, page: query.page, per_page: query.per_page, last_page: Math.max(1, Math.ceil(total / query.per_page)) },
  };
}

/** ORDER BY for an allow-listed sort field, with the id as tie-breaker so pages never overlap. */
export function orderBy<S extends string>(
  columns: Record<S, AnyPgColumn>,
  query: { sort: S; order: 'asc' | 'desc' },
  tieBreaker: AnyPgColumn,
): SQL[] {
  const direction = query.order === 'desc' ? desc : asc;
  const column = columns[query.sort];
  return column === tieBreaker ? [direction(column)] : [direction(column), direction(tieBreaker)];
}

/** A user's term inside a LIKE pattern: its wildcards (and the escape character) are literal. */
export const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A column (or expression) in the form search compares: SQL `search_fold`, the twin of `foldForSearch`. */
export const searchFolded = (column: AnyPgColumn | SQL): SQL => sql`search_fold(${column})`;

/**
 * "Contains" over several columns (or expressions, such as a JSON field), blind to letter case,
 * Arabic diacritics and Arabic letter variants: both sides folded alike (src/shared/search.ts).
 * A contains-pattern cannot use a b-tree index either way: the organization's index narrows the rows.
 */
export function searchAcross(columns: (AnyPgColumn | SQL)[], term: string | undefined): SQL | undefined {
  if (!term) return undefined;
  const pattern = `%${escapeLike(foldForSearch(term))}%`;
  return or(...columns.map((column) => sql`${searchFolded(column)} like ${pattern}`));
}

export const optionsQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
});

export function toOptions<T>(rows: T[], value: (row: T) => number | string, label: (row: T) => string): { data: Option[] } {
  return { data: rows.slice(0, MAX_OPTIONS).map((row) => ({ value: value(row), label: label(row) })) };
}

export const listMetaSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  last_page: z.number().int(),
});

export function listResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: listMetaSchema });
}

export const optionsResponseSchema = z.object({
  data: z.array(z.object({ value: z.union([z.number(), z.string()]), label: z.string() })),
});

export const messageResponseSchema = z.object({ message: z.string() });
