// A screen loaded on first visit (its own chunk), so the initial download is the shell and the
// login page only. The loading spinner is the app's QueryFallback, shown in place of the screen
// while its chunk arrives; guards rendered around a lazy screen still decide before it loads —
// guardedPage puts the usual one, RequireAction, around it.
//
// Not React.lazy: a Suspense boundary that showed its fallback reveals its content no sooner than
// 300 ms after the fallback appeared (React throttles reveals so that nested ones come together).
// A screen whose chunk was preloaded is ready in far less, and its list asks for its rows only once
// it is on screen: the throttle alone held the leads list's request back by ~200 ms. A plain state
// update has no such wait.
import { useEffect, useState, type ComponentType, type JSX } from 'react';
import type { Action } from '../../shared/permissions.ts';
import { QueryFallback } from '../layout/QueryFallback.tsx';
import { RequireAction } from './guards.tsx';

type Loaded = { page: ComponentType; error?: undefined } | { page?: undefined; error: unknown };

/** The screen `name` (a component without props) of the module `load` imports. */
export function lazyPage<Module extends Record<Name, ComponentType>, Name extends keyof Module & string>(
  load: () => Promise<Module>,
  name: Name,
): () => JSX.Element {
  // Once loaded, the screen renders straight away on every later visit. A failed load is not
  // kept: the next visit tries again.
  let page: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const start = () =>
    (loading ??= load().then(
      (module) => (page = module[name]),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  function LazyPage() {
    const [loaded, setLoaded] = useState<Loaded | undefined>(() => (page ? { page } : undefined));
    useEffect(() => {
      if (loaded) return;
      let mounted = true;
      start().then(
        (component) => mounted && setLoaded({ page: component }),
        (error: unknown) => mounted && setLoaded({ error }),
      );
      return () => {
        mounted = false;
      };
    }, [loaded]);
    // A chunk that cannot be loaded goes to the nearest error boundary, as React.lazy's would.
    if (loaded?.error !== undefined) throw loaded.error;
    if (!loaded?.page) return <QueryFallback error={null} />;
    const Page = loaded.page;
    return <Page />;
  }
  LazyPage.displayName = `Lazy(${name})`;
  return LazyPage;
}

/**
 * The screen `name` of the module `load` imports, behind RequireAction: the guard decides from the
 * session before the screen's chunk is asked for, so a role without `action` downloads nothing
 * (but for a landing screen opened from its address: index.html preloads its chunks for any stored
 * session, having no session logic of its own — code only, no data; routing/landingScreens.ts).
 * Every resource page is one of these (resources.ts; tests/client/resourceGuards.test.tsx).
 */
export function guardedPage<Module extends Record<Name, ComponentType>, Name extends keyof Module & string>(
  action: Action,
  load: () => Promise<Module>,
  name: Name,
): () => JSX.Element {
  const Page = lazyPage(load, name);
  function GuardedPage() {
    return (
      <RequireAction action={action}>
        <Page />
      </RequireAction>
    );
  }
  GuardedPage.displayName = `Guarded(${name})`;
  return GuardedPage;
}
