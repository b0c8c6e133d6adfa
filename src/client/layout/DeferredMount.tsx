// Mounts a large subtree in a background render. A subtree that appears in a synchronous update
// — react-admin mounts the shell and the first page from an effect's state update; a query's
// answer reaches React as a synchronous store update — renders in one uninterruptible task, on a
// phone one of the longest of the first load. Rendered from a deferred value instead, the same
// work is done in React's short slices with the browser free to paint and take input in between;
// `fallback` shows meanwhile (bench/RESULTS-client.md, "second pass"). Only the mount waits:
// later updates of the subtree render as usual.
import { useDeferredValue, type ReactNode } from 'react';

export function DeferredMount({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : fallback;
}
