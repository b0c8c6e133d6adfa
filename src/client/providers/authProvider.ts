// The authProvider: login with its four outcomes and the 2FA challenge (docs/product.md section 4),
// registration (which signs in like a login), logout (server call first, then clear), the signed-in check (section 5), the single forced
// logout on 401/403 (sections 4 and 8), identity, permissions, canAccess over the shared matrix,
// and organization switching. All session state lives in ./session.ts.
import type { AuthProvider } from 'react-admin';
import { WEB_DEVICE_NAME, type LoginSuccess } from '../../shared/api.ts';
import { isLanguage } from '../../shared/languages.ts';
import type { Role } from '../../shared/roles.ts';
import { switchLanguage } from '../i18n/switchLanguage.ts';
import { homePath } from '../routing/homePath.ts';
import { LOGIN_PATH, TWO_FACTOR_NOTICE_PATH } from '../routing/paths.ts';
import { isAccessDenied } from './apiError.ts';
import { apiRequest } from './httpClient.ts';
import { loginOutcome } from './loginOutcome.ts';
import { canAccessWith } from './resourceAccess.ts';
import { clearSession, isSignedIn, readSession, setCurrentOrganization, storeLoginSession } from './session.ts';

/** The registration form (docs/api.md `POST auth/register`). */
export interface RegisterParams {
  full_name: string;
  email: string;
  password: string;
  password_confirmation: string;
  /** The secret of the invitation link the visitor came from: it proves the email. */
  invitation_token?: string;
}

export type LoginParams =
  { email: string; password: string } | { challengeToken: string; code: string } | { challengeToken: string; recoveryCode: string };

/** Where to go after a login, or (2FA challenge) the token the code must be sent with. */
export type LoginResult = { redirectTo: string } | { redirectTo: false; challengeToken: string };

/** Translation key of the error thrown when the server answered without a token. */
export const LOGIN_FAILED = 'auth.login.failed';

export interface AppAuthProvider extends AuthProvider {
  login(params: LoginParams): Promise<LoginResult>;
  /** Creates an account and signs it in; a new account has no organization yet. */
  register(params: RegisterParams): Promise<{ redirectTo: string }>;
  logout(params?: unknown): Promise<string>;
  /** Makes an enabled organization current; returns its role, the new access type. */
  switchOrganization(organizationId: number): Role;
}

function loginCall(params: LoginParams): Promise<unknown> {
  // Public calls: no bearer, and a 401/403 here is a wrong answer, not a lost session.
  const common = { method: 'POST', authenticated: false, reportAccessDenied: false } as const;
  if ('challengeToken' in params) {
    const answer = 'code' in params ? { code: params.code } : { recovery_code: params.recoveryCode };
    return apiRequest({
      ...common,
      path: 'auth/2fa/two-factor-challenge',
      data: { challenge_token: params.challengeToken, ...answer, device_name: WEB_DEVICE_NAME },
    });
  }
  return apiRequest({
    ...common,
    path: 'auth/login',
    data: { email: params.email, password: params.password, device_name: WEB_DEVICE_NAME },
  });
}

export function createAuthProvider(): AppAuthProvider {
  // True from the first 401/403 until the next login: later ones only clear storage.
  let forcedLogoutInProgress = false;

  const startSession = async (login: LoginSuccess) => {
    // The profile's language wins at sign-in, loaded before the first signed-in screen renders.
    if (isLanguage(login.language)) await switchLanguage(login.language);
    storeLoginSession(login);
    forcedLogoutInProgress = false;
  };

  return {
    async login(params: LoginParams): Promise<LoginResult> {
      const outcome = loginOutcome(await loginCall(params));
      switch (outcome.kind) {
        case 'two_factor_auth_challenge':
          return { redirectTo: false, challengeToken: outcome.challengeToken };
        case 'failure':
          throw new Error(LOGIN_FAILED);
        case 'success':
        case 'two_factor_auth_not_enabled': {
          await startSession(outcome.login);
          if (outcome.kind === 'two_factor_auth_not_enabled') return { redirectTo: TWO_FACTOR_NOTICE_PATH };
          return { redirectTo: homePath(readSession().accessType) };
        }
      }
    },

    async register(params: RegisterParams): Promise<{ redirectTo: string }> {
      const answer = await apiRequest({
        method: 'POST',
        path: 'auth/register',
        authenticated: false,
        reportAccessDenied: false,
        data: { ...params, device_name: WEB_DEVICE_NAME },
      });
      const outcome = loginOutcome(answer);
      if (outcome.kind !== 'success' && outcome.kind !== 'two_factor_auth_not_enabled') throw new Error(LOGIN_FAILED);
      await startSession(outcome.login);
      // Straight to the home page (the no-organizations landing, where invitations wait) rather
      // than the 2FA notice: the account is seconds old and has nothing to protect yet.
      return { redirectTo: homePath(readSession().accessType) };
    },

    async logout(): Promise<string> {
      // Server first, so the token is revoked while we still hold it. A forced logout has no
      // usable token left (and must not loop on another 401), so it skips the call.
      if (readSession().token && !forcedLogoutInProgress) {
        try {
          await apiRequest({ method: 'POST', path: 'auth/logout', reportAccessDenied: false });
        } catch {
          // The user asked to leave: a failing server call still signs out here.
        }
      }
      clearSession();
      return LOGIN_PATH;
    },

    async checkAuth(): Promise<void> {
      if (!isSignedIn()) return Promise.reject({ redirectTo: LOGIN_PATH, message: false });
    },

    async checkError(error: unknown): Promise<void> {
      if (!isAccessDenied(error)) return;
      clearSession();
      if (forcedLogoutInProgress) {
        // Already on the way out: no second logout, no second redirect, no notification.
        return Promise.reject({ logoutUser: false, message: false });
      }
      forcedLogoutInProgress = true;
      return Promise.reject({ redirectTo: LOGIN_PATH, message: false });
    },

    async getIdentity() {
      const session = readSession();
      if (session.userId === null) throw new Error('ra.auth.auth_check_error');
      return { id: session.userId, fullName: session.fullName ?? undefined };
    },

    async getPermissions() {
      return readSession().accessType;
    },

    async canAccess({ action, resource }) {
      return canAccessWith(readSession().accessType, { action, resource }, isSignedIn());
    },

    switchOrganization(organizationId: number): Role {
      return setCurrentOrganization(organizationId);
    },
  };
}

export const authProvider = createAuthProvider();
