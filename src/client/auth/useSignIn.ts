// Signs in (credentials, a 2FA answer, or a new registration) and, once a session is stored,
// goes where the authProvider says (home, or the 2FA notice) — or back to the page that sent the
// visitor to sign in (`?next=`, an invitation's link). A 2FA challenge is handed back to the page,
// which then asks for the code.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuthProvider } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { AppAuthProvider, LoginParams, LoginResult, RegisterParams } from '../providers/authProvider.ts';
import { safeNextPath } from '../routing/nextPath.ts';

function useStartSession(): <T extends LoginResult>(start: (authProvider: AppAuthProvider) => Promise<T>) => Promise<T> {
  const authProvider = useAuthProvider<AppAuthProvider>();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  return useCallback(
    async (start) => {
      if (!authProvider) throw new Error('The app has no authProvider');
      const result = await start(authProvider);
      if (result.redirectTo !== false) {
        // Nothing cached before sign-in (identity, permissions) describes the new session.
        queryClient.clear();
        navigate(next ?? result.redirectTo, { replace: true });
      }
      return result;
    },
    [authProvider, queryClient, navigate, next],
  );
}

export function useSignIn(): (params: LoginParams) => Promise<LoginResult> {
  const startSession = useStartSession();
  return useCallback((params: LoginParams) => startSession((authProvider) => authProvider.login(params)), [startSession]);
}

export function useRegister(): (params: RegisterParams) => Promise<LoginResult> {
  const startSession = useStartSession();
  return useCallback((params: RegisterParams) => startSession((authProvider) => authProvider.register(params)), [startSession]);
}
