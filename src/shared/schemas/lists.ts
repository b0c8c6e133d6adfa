// The query of every list (docs/api.md "Lists"): page, per_page (silently capped at 100), an
// allow-listed sort, order, search, the client's getMany ids, plus a resource's own flat filters.
// The server answers it (src/server/http/lists.ts); it is a request schema like the others.
import { z } from 'zod';
import { DEFAULT_PER_PAGE, MAX_INTEGER, MAX_PER_PAGE } from '../api.ts';
import { numberField } from './fields.ts';

export interface ListQuery<S extends string> {
  page: number;
  per_page: number;
  sort: S;
  order: 'asc' | 'desc';
  search?: string;
  ids?: number[];
}

const recordIdText = z.coerce
  .number()
  .int('Each id must be a positive integer.')
  .positive('Each id must be a positive integer.')
  .max(MAX_INTEGER);

/**
 * The query schema of a list: paging (per_page silently capped at 100), a sort field from the
 * resource's allow-list (anything else → 422 on `sort`), order, search, and its own filters.
 */
export function listQuerySchema<S extends string, F extends z.ZodRawShape = Record<never, never>>(options: {
  sortable: readonly [S, ...S[]];
  defaultSort: S;
  defaultOrder?: 'asc' | 'desc';
  filters?: F;
}) {
  return z.object({
    page: numberField('page', { min: 1, max: 1_000_000, integer: true }).default(1),
    per_page: numberField('per page', { min: 1, integer: true })
      .default(DEFAULT_PER_PAGE)
      .transform((value) => Math.min(value, MAX_PER_PAGE)),
    sort: z
      .enum(options.sortable, { error: `The sort field must be one of: ${options.sortable.join(', ')}.` })
      .default(options.defaultSort as never),
    order: z.enum(['asc', 'desc']).default(options.defaultOrder ?? 'asc'),
    search: z.string().trim().max(200).optional(),
    /** The client's getMany: these records only (a list, as `ids[]`, or one id). */
    ids: z
      .union([recordIdText, z.array(recordIdText).max(MAX_PER_PAGE)])
      .transform((value) => (Array.isArray(value) ? value : [value]))
      .optional(),
    ...((options.filters ?? {}) as F),
  });
}
