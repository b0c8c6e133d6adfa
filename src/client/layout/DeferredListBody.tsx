// A list's body re-rendered in the background when its data changes. react-query hands each
// answer to React as a synchronous update, so 25 rows of table cells, chips and checkboxes render
// in one uninterruptible task (~0.35 s on a mid-range phone: Lighthouse's 4× CPU slowdown). From a
// deferred copy of the list's state, the rows render in 5 ms slices; until they are done the
// previous rows (or the loading state) stay on screen.
import { useDeferredValue, type ReactNode } from 'react';
import { ListContextProvider, useListContext } from 'react-admin';

export function DeferredListBody({ children }: { children: ReactNode }) {
  const list = useListContext();
  const deferred = useDeferredValue(list);
  return <ListContextProvider value={deferred}>{children}</ListContextProvider>;
}
