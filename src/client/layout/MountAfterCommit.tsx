// Mounts a subtree in a background render that starts after the commit that mounted this. Unlike
// DeferredMount (a deferred value), it also splits a subtree that first appears inside a
// background render — there a deferred value resolves at once — so that what this commits first
// runs its effects (a query's fetch starts when it subscribes) before the subtree is rendered.
import { startTransition, useEffect, useState, type ReactNode } from 'react';

export function MountAfterCommit({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  // A transition, not a plain update: an update from an effect renders in one blocking task.
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted ? children : fallback;
}
