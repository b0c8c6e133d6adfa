// The one search box (docs/api.md "Search"): the kinds of record it finds, how many of each, and
// the client address each result opens. The server fills `route` with `searchResultRoute`, so the
// client never has to know how a record of each type is reached.

/** The result types, in the order the box groups them. */
export const SEARCH_RESULT_TYPES = [
  'lead',
  'deal',
  'unit',
  'project',
  'building',
  'sale_offer',
  'company',
  'broker',
  'organization',
  'user',
] as const;
export type SearchResultType = (typeof SEARCH_RESULT_TYPES)[number];

/** Shorter terms find nothing: one letter matches half of every table. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;
/** Results of each type: a box to jump from, not a list to page through. */
export const SEARCH_RESULTS_PER_TYPE = 5;

export interface SearchResult {
  type: SearchResultType;
  id: number;
  title: string;
  /** A line that tells two results with the same title apart (an email, a project, a client). */
  secondary: string | null;
  /** The client address that opens the record (or, for types without a page of their own, its list filtered to it). */
  route: string;
}

/** What the route of a result needs besides its type and id. */
export interface SearchRouteHints {
  /** A deal opens on its pipeline's board. */
  pipelineId?: number;
  /** Types without a page of their own (companies, brokers; users for a role without users.show) open their list searched for this. */
  listSearch?: string;
}

const listSearchedFor = (path: string, search: string) => `${path}?filter=${encodeURIComponent(JSON.stringify({ search }))}`;

export function searchResultRoute(type: SearchResultType, id: number, hints: SearchRouteHints = {}): string {
  switch (type) {
    case 'lead':
      return `/crm/leads/${id}`;
    case 'deal':
      return `/crm/pipelines/kanban/${hints.pipelineId}?deal=${id}`;
    case 'unit':
      return `/inventory/units/${id}`;
    case 'project':
      return `/inventory/projects/${id}`;
    case 'building':
      return `/inventory/buildings/${id}`;
    case 'sale_offer':
      return `/inventory/sale-offers/${id}/show`;
    case 'company':
      return listSearchedFor('/auth/contacts/companies', hints.listSearch ?? '');
    case 'broker':
      return listSearchedFor('/auth/contacts/brokers', hints.listSearch ?? '');
    case 'organization':
      return `/auth/organizations/${id}`;
    case 'user':
      return hints.listSearch === undefined ? `/auth/users/${id}` : listSearchedFor('/auth/users', hints.listSearch);
  }
}
