// react-admin asks canAccess through react-query, so a <CreateButton> or a menu item whose answer
// is not cached yet renders nothing for a render or more and pops in after the first paint: on the
// leads list the Create button arriving late squeezed the filters into new rows (Lighthouse
// layout-shifts: 0.033 of a 0.037 CLS, on `div.filter-field`). Our answers need no request (the
// matrix and the session), so they are written into react-admin's cache before it asks, and again
// whenever the session changes (sign-in, organization switch, another tab).
import type { QueryClient } from '@tanstack/react-query';
import { canAccessWith, RESOURCE_ACTIONS, RESOURCE_GRANTS } from './resourceAccess.ts';
import { isSignedIn, readSession, subscribeSession } from './session.ts';

/** The cache key react-admin's useCanAccess reads for a resource action asked without a record. */
export const canAccessQueryKey = (action: string, resource: string) => ['auth', 'canAccess', { action, resource }];

export function primeAccessAnswers(queryClient: QueryClient): void {
  const session = readSession();
  const signedIn = isSignedIn(session);
  for (const resource of Object.keys(RESOURCE_GRANTS)) {
    for (const action of RESOURCE_ACTIONS) {
      queryClient.setQueryData(canAccessQueryKey(action, resource), canAccessWith(session.accessType, { action, resource }, signedIn));
    }
  }
}

/** Primes the answers now and after every session change; returns the unsubscribe. */
export function keepAccessAnswersPrimed(queryClient: QueryClient): () => void {
  primeAccessAnswers(queryClient);
  return subscribeSession(() => primeAccessAnswers(queryClient));
}
