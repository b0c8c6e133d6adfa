// The answer of the one search box (docs/api.md "Search"): its results, grouped by type in the
// order of SEARCH_RESULT_TYPES, best first within a type.
import { z } from 'zod';
import { SEARCH_RESULT_TYPES } from '../../../shared/global-search.ts';

export const searchResultSchema = z.object({
  type: z.enum(SEARCH_RESULT_TYPES),
  id: z.number().int(),
  title: z.string(),
  secondary: z.string().nullable(),
  route: z.string(),
});

export const searchResponseSchema = z.object({ data: z.array(searchResultSchema) });
