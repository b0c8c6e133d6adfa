// A list's filters on a phone: its search box and the filters in use stay on screen; the others
// are one tap away under "Add filter" (react-admin's FilterButton, first in every list's toolbar:
// AppList.tsx). A filter with a value is shown whether it is always on or not, so a saved filter
// or a link with filters shows what it filters by. Eight always-on inputs filled a phone's first
// screen, and were half of the list page's first render there (bench/RESULTS-client.md).
import { cloneElement, type ReactElement } from 'react';

/** The source of every list's free-text search, which a phone keeps on screen. */
export const SEARCH_SOURCE = 'q';

type FilterElement = ReactElement<{ source?: string; alwaysOn?: boolean }>;

export function filtersForPhone(filters: ReactElement[]): ReactElement[] {
  return (filters as FilterElement[]).map((filter) =>
    filter.props.alwaysOn && filter.props.source !== SEARCH_SOURCE ? cloneElement(filter, { alwaysOn: false }) : filter,
  );
}
