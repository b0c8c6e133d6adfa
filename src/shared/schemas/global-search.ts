// The query of the one search box (docs/api.md "Search"): `q`, required and at most 100 characters
// (else 422 on `q`); a term shorter than two characters is valid and finds nothing.
import { z } from 'zod';
import { SEARCH_MAX_LENGTH } from '../global-search.ts';

export const globalSearchQuery = z.object({
  q: z
    .string({ error: 'The search term field is required.' })
    .trim()
    .max(SEARCH_MAX_LENGTH, `The search term field must not be greater than ${SEARCH_MAX_LENGTH} characters.`),
});
export type GlobalSearchQuery = z.infer<typeof globalSearchQuery>;
