// Every list page: react-admin's <List>, split so that the list's request leaves before its page
// is drawn (the controller commits first, the page renders right after), with its rows and pager
// drawn from a deferred copy of the list's state, and one toolbar for all: "Add filter" first,
// then the list's own buttons (phoneFilters.ts on a phone). Why, with the measurements:
// docs/architecture.md "Lists on the client".
import { useThemeProps } from '@mui/material';
import { useDeferredValue, useMemo, type ReactNode } from 'react';
import {
  FilterButton,
  ListBase,
  ListContextProvider,
  ListView,
  Loading,
  Pagination,
  TopToolbar,
  useListContext,
  type ListProps,
  type RaRecord,
} from 'react-admin';
import { MountAfterCommit } from './MountAfterCommit.tsx';
import { filtersForPhone } from './phoneFilters.ts';
import { QueryFallback } from './QueryFallback.tsx';
import { usePhone } from './usePhone.ts';

function DeferredListState({ children }: { children: ReactNode }) {
  const list = useListContext();
  const deferred = useDeferredValue(list);
  // The selection is the current one: a row's checkbox answers its click at once (a deferred tick
  // showed a moment later, and a test's check() found the box unchanged). Its handlers are stable
  // while the selection is, so an answer arriving still re-renders nothing here synchronously.
  const { selectedIds, onSelect, onToggleItem, onUnselectItems, onSelectAll } = list;
  const value = useMemo(
    () => ({ ...deferred, selectedIds, onSelect, onToggleItem, onUnselectItems, onSelectAll }),
    [deferred, selectedIds, onSelect, onToggleItem, onUnselectItems, onSelectAll],
  );
  return <ListContextProvider value={value}>{children}</ListContextProvider>;
}

const deferredPagination = (
  <DeferredListState>
    <Pagination />
  </DeferredListState>
);

const pageFallback = <QueryFallback error={null} />;
const defaultAuthLoading = <Loading />;
const noFilter = {};

export type AppListProps<RecordType extends RaRecord = RaRecord> = Omit<ListProps<RecordType>, 'actions'> & {
  /**
   * The list's own buttons, which follow "Add filter" in its toolbar. `false`: no toolbar (and the
   * filters stay on screen on a phone too, as nothing could add them); left out: react-admin's
   * default actions, which have an "Add filter" button of their own.
   */
  actions?: ReactNode;
};

export function AppList<RecordType extends RaRecord = RaRecord>(inProps: AppListProps<RecordType>) {
  // The same split of props between controller and page as react-admin's <List> (its theme
  // defaults included), with the page mounted after the controller.
  const {
    children,
    actions,
    filters,
    debounce,
    disableAuthentication,
    disableSyncWithLocation,
    exporter,
    filter = noFilter,
    filterDefaultValues,
    authLoading = defaultAuthLoading,
    loading,
    perPage = 10,
    queryOptions,
    resource,
    sort,
    storeKey,
    render,
    ...viewProps
  } = useThemeProps({ props: inProps, name: 'RaList' });
  const shownFilters = usePhone() && actions !== false && Array.isArray(filters) ? filtersForPhone(filters) : filters;
  const toolbar =
    actions === undefined || actions === false ? (
      actions
    ) : (
      <TopToolbar>
        {/* react-admin's saved queries are off: the lists that save filters do it on the server (SavedFilters). */}
        <FilterButton disableSaveQuery />
        {actions}
      </TopToolbar>
    );
  return (
    <ListBase<RecordType>
      debounce={debounce}
      disableAuthentication={disableAuthentication}
      disableSyncWithLocation={disableSyncWithLocation}
      exporter={exporter}
      filter={filter}
      filterDefaultValues={filterDefaultValues}
      authLoading={authLoading}
      loading={loading}
      perPage={perPage}
      queryOptions={queryOptions}
      resource={resource}
      sort={sort}
      storeKey={storeKey}
      // As in <List>: the page shows being offline itself, keeping its frame.
      offline={false}
    >
      <MountAfterCommit fallback={pageFallback}>
        <ListView<RecordType> pagination={deferredPagination} {...viewProps} actions={toolbar} filters={shownFilters} render={render}>
          {children && <DeferredListState>{children}</DeferredListState>}
        </ListView>
      </MountAfterCommit>
    </ListBase>
  );
}
