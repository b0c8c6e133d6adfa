// The search box's answer for what is typed (docs/api.md "Search"): asked once the typing pauses,
// and each request cancelled when a newer term replaces it (react-query aborts the signal of a
// query nobody watches any more, and the HTTP client hands that signal to fetch).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SEARCH_MIN_LENGTH, type SearchResult } from '../../shared/global-search.ts';
import { foldForSearch } from '../../shared/search.ts';
import { useDebouncedValue } from '../forms/useDebouncedValue.ts';
import { useApi } from '../providers/useApi.ts';

/** How long the typing must pause before a search leaves. */
export const SEARCH_DEBOUNCE_MS = 200;

export function useGlobalSearch(term: string, organizationId: number | null) {
  const api = useApi();
  const q = useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS);
  const searchable = foldForSearch(q).length >= SEARCH_MIN_LENGTH;
  const query = useQuery({
    queryKey: ['search', organizationId, q],
    queryFn: async ({ signal }) => (await api.call<{ data: SearchResult[] }>({ path: 'search', data: { q }, signal })).data,
    enabled: searchable,
    // The previous answer stays on screen while the next one is on its way.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  return { results: searchable ? (query.data ?? []) : [], searching: searchable && (query.isFetching || q !== term.trim()), searchable };
}
