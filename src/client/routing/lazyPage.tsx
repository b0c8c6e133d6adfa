// A screen loaded on first visit (its own chunk), so the initial download is the shell and the
// login page only. The loading spinner is the app's QueryFallback, shown in place of the screen
// while its chunk arrives; guards rendered around a lazy screen still decide before it loads —
// guardedPage puts the usual one, RequireAction, around it.
import type { ComponentType, JSX } from 'react';
import type { Action } from '../../shared/permissions.ts';
import { lazyComponent } from '../layout/lazyComponent.tsx';
import { QueryFallback } from '../layout/QueryFallback.tsx';
import { RequireAction } from './guards.tsx';

/** The screen `name` (a component without props) of the module `load` imports. */
export function lazyPage<Module extends Record<Name, ComponentType>, Name extends keyof Module & string>(
  load: () => Promise<Module>,
  name: Name,
): ComponentType {
  return lazyComponent(load, name, <QueryFallback error={null} />);
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
