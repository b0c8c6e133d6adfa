// Signs in (credentials, a 2FA answer, or a new registration) and, once a session is stored,
// goes where the authProvider says (home, or the 2FA notice). A 2FA challenge is handed back to
// the page, which then asks for the code.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuthProvider } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AppAuthProvider, LoginParams, LoginResult, RegisterParams } from '../providers/authProvider.ts';

function useStartSession(): <T extends LoginResult>(start: (authProvider: AppAuthProvider) => Promise<T>) => Promise<T> {
  const authProvider = useAuthProvider<AppAuthProvider>();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (start) => {
      if (!authProvider) throw new Error('The app has no authProvider');
      const result = await start(authProvider);
      if (result.redirectTo !== false) {
        // Nothing cached before sign-in (identity, permissions) describes the new session.
        queryClient.clear();
        navigate(result.redirectTo, { replace: true });
      }
      return result;
    },
    [authProvider, queryClient, navigate],
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
