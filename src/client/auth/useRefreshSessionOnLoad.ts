// When the app opens on a stored session, asks the server who the user is now (`GET auth/me`):
// a revoked token answers 401 and the forced logout takes the user to login; otherwise
// organizations, roles and the 2FA flag are refreshed, and a changed access type means a fresh
// start on the new home page.
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MeResponse } from '../../shared/api.ts';
import { apiRequest } from '../providers/httpClient.ts';
import { applyProfile, isSignedIn, readSession } from '../providers/session.ts';
import { homePath } from '../routing/homePath.ts';

function isProfileOf(userId: number | null, answer: unknown): answer is MeResponse {
  const profile = (answer as Partial<MeResponse> | null)?.data;
  return (
    typeof profile === 'object' &&
    profile !== null &&
    profile.id === userId &&
    typeof profile.full_name === 'string' &&
    Array.isArray(profile.organizations)
  );
}

export function useRefreshSessionOnLoad(queryClient: QueryClient): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!isSignedIn()) return;
    const request = new AbortController();
    apiRequest<unknown>({ path: 'auth/me', signal: request.signal })
      .then((answer) => {
        const before = readSession();
        if (!isSignedIn(before) || !isProfileOf(before.userId, answer)) return;
        const accessType = applyProfile(answer.data);
        if (accessType !== before.accessType) {
          void queryClient.resetQueries();
          navigate(homePath(accessType), { replace: true });
        }
      })
      .catch(() => {
        // 401/403 already went through the forced logout; any other failure keeps the session
        // as stored (the next call will tell).
      });
    return () => request.abort();
    // Once per app start: later changes arrive with sign-in and organization switching.
  }, []);
}
