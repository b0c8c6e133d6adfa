// A screen loaded on first visit (its own chunk), so the initial download is the shell and the
// login page only. The loading spinner is the app's QueryFallback, shown in place of the screen
// while its chunk arrives; guards rendered around a lazy screen still decide before it loads.
import { lazy, Suspense, type ComponentType, type JSX } from 'react';
import { QueryFallback } from '../layout/QueryFallback.tsx';

/** The screen `name` (a component without props) of the module `load` imports. */
export function lazyPage<Module extends Record<Name, ComponentType>, Name extends keyof Module & string>(
  load: () => Promise<Module>,
  name: Name,
): () => JSX.Element {
  const LazyPage = lazy(() => load().then((module) => ({ default: module[name] as ComponentType })));
  function SuspendedPage() {
    return (
      <Suspense fallback={<QueryFallback error={null} />}>
        <LazyPage />
      </Suspense>
    );
  }
  SuspendedPage.displayName = `Lazy(${name})`;
  return SuspendedPage;
}
