// The synchronous face of canAccess for buttons and tabs: the same rule (resourceAccess.ts over
// the shared matrix, with the session's access type) the authProvider answers react-admin with,
// read live from the session so a switch of organization re-renders at once.
import { useCallback } from 'react';
import type { Action } from '../../shared/permissions.ts';
import { canAccessWith } from './resourceAccess.ts';
import { isSignedIn } from './session.ts';
import { useSession } from './useSession.ts';

export type Can = (action: Action) => boolean;

export function useCan(): Can {
  const session = useSession();
  return useCallback((action: Action) => canAccessWith(session.accessType, { action }, isSignedIn(session)), [session]);
}
