// Every list page: react-admin's <List> with its rows and pager re-rendered in the background when
// the list's state changes. react-query hands each answer to React as a synchronous store update,
// so 25 rows of table cells, chips and checkboxes rendered in one uninterruptible task (~0.35 s on a
// mid-range phone: Lighthouse's 4× CPU slowdown). From a deferred copy of the list's state they
// render in 5 ms slices; until they are done the previous rows (or the loading state) stay on
// screen. The pager reads the same deferred state: from the current one it moved as soon as an
// answer came and again when the rows pushed it down (a layout shift of 0.06 on a desktop).
import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { List, ListContextProvider, Pagination, useListContext, type ListProps, type RaRecord } from 'react-admin';

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

export function AppList<RecordType extends RaRecord = RaRecord>({ children, ...props }: ListProps<RecordType>) {
  return (
    <List<RecordType> pagination={deferredPagination} {...props}>
      <DeferredListState>{children}</DeferredListState>
    </List>
  );
}
