// Turns authProvider.checkError's verdict on a 401/403 into the forced logout's exit, for calls
// reported by httpClient. checkError decides (first one logs out, later ones only clear storage);
// this only carries out "go to login" when the verdict asks for it.
import type { AuthProvider } from 'react-admin';
import type { AccessDeniedHandler } from '../providers/accessDenied.ts';
import { LOGIN_PATH } from '../routing/paths.ts';

interface LogoutVerdict {
  logoutUser?: boolean;
  redirectTo?: string;
}

export function createForcedLogoutHandler(deps: {
  checkError: AuthProvider['checkError'];
  leaveTo: (path: string) => void;
}): AccessDeniedHandler {
  return async (error) => {
    try {
      await deps.checkError(error);
    } catch (rejection) {
      const verdict = (typeof rejection === 'object' && rejection !== null ? rejection : {}) as LogoutVerdict;
      if (verdict.logoutUser === false) return;
      deps.leaveTo(verdict.redirectTo ?? LOGIN_PATH);
    }
  };
}
