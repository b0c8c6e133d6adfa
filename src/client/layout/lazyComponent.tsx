// A component whose code comes as its own chunk, asked for when it is first drawn: a screen
// (routing/lazyPage.tsx) or a part of one that is not on screen at first (a dialog, a drawer).
//
// Not React.lazy: a Suspense boundary that showed its fallback reveals its content no sooner than
// 300 ms after the fallback appeared (React throttles reveals so that nested ones come together).
// A screen whose chunk was preloaded is ready in far less, and a list asks for its rows only once
// it is on screen, so the throttle alone held the leads list's request back
// (bench/RESULTS-client.md, "fifth pass"). A plain state update has no such wait.
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

type Loaded<Props> = { component: ComponentType<Props>; error?: undefined } | { component?: undefined; error: unknown };

/**
 * The component `name` of the module `load` imports, drawn as `fallback` until the module is
 * there. Once loaded it draws straight away wherever it appears again; a failed load goes to the
 * nearest error boundary (as React.lazy's would) and is tried again the next time it is drawn.
 */
export function lazyComponent<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
  fallback: ReactNode,
): ComponentType<Props> {
  let loadedComponent: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const start = () =>
    (loading ??= load().then(
      (module) => (loadedComponent = module[name]),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  function LazyComponent(props: Props) {
    const [loaded, setLoaded] = useState<Loaded<Props> | undefined>(() => (loadedComponent ? { component: loadedComponent } : undefined));
    useEffect(() => {
      if (loaded) return;
      let mounted = true;
      start().then(
        (component) => mounted && setLoaded({ component }),
        (error: unknown) => mounted && setLoaded({ error }),
      );
      return () => {
        mounted = false;
      };
    }, [loaded]);
    if (loaded?.error !== undefined) throw loaded.error;
    if (!loaded?.component) return fallback;
    const Component = loaded.component;
    return <Component {...props} />;
  }
  LazyComponent.displayName = `Lazy(${name})`;
  return LazyComponent;
}
