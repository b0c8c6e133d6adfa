// Signs in with credentials or a 2FA answer and, once a session is stored, goes where the
// authProvider says (home, or the 2FA notice). A 2FA challenge is handed back to the page,
// which then asks for the code.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuthProvider } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AppAuthProvider, LoginParams, LoginResult } from '../providers/authProvider.ts';

export function useSignIn(): (params: LoginParams) => Promise<LoginResult> {
  const authProvider = useAuthProvider<AppAuthProvider>();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (params: LoginParams) => {
      if (!authProvider) throw new Error('The app has no authProvider');
      const result = await authProvider.login(params);
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
