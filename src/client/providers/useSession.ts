// Live view of the stored session: components re-render when it is written (login, organization
// switch, logout), including from another tab.
import { useSyncExternalStore } from 'react';
import { getSessionSnapshot, subscribeSession, type Session } from './session.ts';

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSessionSnapshot, getSessionSnapshot);
}
