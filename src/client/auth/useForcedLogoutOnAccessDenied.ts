// Registers, for the app's lifetime, what a forced logout does once checkError has cleared the
// session: drop every cached query and stored list setting of the old session, then go to login.
// Lives in App (inside the router, beside <Admin>) because direct calls have no react-admin hook
// to do it for them.
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AuthProvider, Store } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { setAccessDeniedHandler } from '../providers/accessDenied.ts';
import { createForcedLogoutHandler } from './forcedLogoutHandler.ts';

export function useForcedLogoutOnAccessDenied(authProvider: AuthProvider, queryClient: QueryClient, store: Store): void {
  const navigate = useNavigate();
  useEffect(
    () =>
      setAccessDeniedHandler(
        createForcedLogoutHandler({
          checkError: authProvider.checkError,
          leaveTo: (path) => {
            queryClient.clear();
            store.reset();
            navigate(path, { replace: true });
          },
        }),
      ),
    [authProvider, queryClient, store, navigate],
  );
}
