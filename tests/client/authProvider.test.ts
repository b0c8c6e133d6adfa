import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { WEB_DEVICE_NAME } from '../../src/shared/api.ts';
import { createForcedLogoutHandler } from '../../src/client/auth/forcedLogoutHandler.ts';
import { setAccessDeniedHandler } from '../../src/client/providers/accessDenied.ts';
import { LOGIN_FAILED, createAuthProvider } from '../../src/client/providers/authProvider.ts';
import { apiRequest } from '../../src/client/providers/httpClient.ts';
import { SESSION_KEYS, isSignedIn, readSession } from '../../src/client/providers/session.ts';
import { loginSuccess, organization, palmBrokerAdmin, signIn, skylineDeveloper } from './support/factories.ts';
import { jsonResponse, mockFetch, routeFetch } from './support/fetchMock.ts';

const anyAccessDenied = (status: number) => new HttpError('Denied', status, { message: 'Denied' });

describe('login', () => {
  it('posts the credentials with the web device name, unauthenticated', async () => {
    localStorage.setItem(SESSION_KEYS.token, 'stale-token');
    const requests = mockFetch(() => jsonResponse(loginSuccess()));
    await createAuthProvider().login({ email: 'multi@demo.test', password: 'secret' });
    expect(requests[0].path).toBe('/api/auth/login');
    expect(requests[0].method).toBe('POST');
    expect(requests[0].json).toMatchObject({ email: 'multi@demo.test', password: 'secret', device_name: WEB_DEVICE_NAME });
    expect('Authorization' in requests[0].headers).toBe(false);
  });

  it('on success stores the session and goes to the home page of the first enabled organization', async () => {
    const broker = organization({ id: 3, name: 'Disabled Dev', pivot_role: 'developer_admin', pivot_enabled: false });
    mockFetch(() => jsonResponse(loginSuccess({ organizations: [broker, palmBrokerAdmin, skylineDeveloper] })));
    const result = await createAuthProvider().login({ email: 'a@b.test', password: 'x' });
    expect(result).toEqual({ redirectTo: '/crm/leads' });
    expect(isSignedIn()).toBe(true);
    expect(readSession()).toMatchObject({ organizationId: 20, accessType: 'broker_admin', userId: 7, token: 'token-123' });
  });

  it('sends a super admin to the organizations list', async () => {
    const platform = organization({ id: 1, name: 'Platform', kind: 'platform', pivot_role: 'super_admin' });
    mockFetch(() => jsonResponse(loginSuccess({ organizations: [platform] })));
    expect(await createAuthProvider().login({ email: 'super@demo.test', password: 'x' })).toEqual({
      redirectTo: '/auth/organizations',
    });
  });

  it('when two-factor is not enabled stores the session and goes to the two-factor notice', async () => {
    mockFetch(() => jsonResponse(loginSuccess({ has_enabled_two_factor_auth: false })));
    const result = await createAuthProvider().login({ email: 'a@b.test', password: 'x' });
    expect(result).toEqual({ redirectTo: '/auth/two-factor/notice' });
    expect(isSignedIn()).toBe(true);
    expect(localStorage.getItem(SESSION_KEYS.twoFactorEnabled)).toBe('false');
  });

  it('on a two-factor challenge stores nothing and hands back the challenge token', async () => {
    mockFetch(() => jsonResponse({ two_factor_auth: true, challenge_token: 'chal-9' }));
    const result = await createAuthProvider().login({ email: 'a@b.test', password: 'x' });
    expect(result).toEqual({ redirectTo: false, challengeToken: 'chal-9' });
    expect(isSignedIn()).toBe(false);
    expect(localStorage.getItem(SESSION_KEYS.token)).toBeNull();
  });

  it('completes a challenge with the code, unauthenticated, and signs in', async () => {
    const requests = mockFetch(() => jsonResponse(loginSuccess()));
    const result = await createAuthProvider().login({ challengeToken: 'chal-9', code: '123456' });
    expect(requests[0].path).toBe('/api/auth/2fa/two-factor-challenge');
    expect(requests[0].json).toMatchObject({ challenge_token: 'chal-9', code: '123456', device_name: WEB_DEVICE_NAME });
    expect(requests[0].json).not.toHaveProperty('recovery_code');
    expect('Authorization' in requests[0].headers).toBe(false);
    expect(result).toEqual({ redirectTo: '/crm/leads' });
    expect(isSignedIn()).toBe(true);
  });

  it('completes a challenge with a recovery code', async () => {
    const requests = mockFetch(() => jsonResponse(loginSuccess()));
    await createAuthProvider().login({ challengeToken: 'chal-9', recoveryCode: 'abcd-efgh' });
    expect(requests[0].json).toMatchObject({ challenge_token: 'chal-9', recovery_code: 'abcd-efgh', device_name: WEB_DEVICE_NAME });
    expect(requests[0].json).not.toHaveProperty('code');
  });

  it('fails when no token is returned', async () => {
    mockFetch(() => jsonResponse({ two_factor_auth: false }));
    await expect(createAuthProvider().login({ email: 'a@b.test', password: 'x' })).rejects.toThrow(LOGIN_FAILED);
    expect(isSignedIn()).toBe(false);
  });

  it('passes bad credentials on as a 422 with the email message', async () => {
    mockFetch(() =>
      jsonResponse(
        { message: 'These credentials do not match our records.', errors: { email: ['These credentials do not match our records.'] } },
        422,
      ),
    );
    const error = (await createAuthProvider()
      .login({ email: 'a@b.test', password: 'wrong' })
      .catch((caught: unknown) => caught)) as HttpError;
    expect(error.status).toBe(422);
    expect(error.body.errors).toEqual({ email: 'These credentials do not match our records.' });
  });
});

describe('register', () => {
  const body = {
    full_name: 'Nora New',
    email: 'nora@example.test',
    password: 'correct horse battery',
    password_confirmation: 'correct horse battery',
  };

  it('posts the form with the web device name, unauthenticated, and signs the new account in', async () => {
    localStorage.setItem(SESSION_KEYS.token, 'stale-token');
    const requests = mockFetch(() => jsonResponse(loginSuccess({ token: 'fresh', organizations: [], has_enabled_two_factor_auth: false })));
    const result = await createAuthProvider().register(body);
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/api/auth/register' });
    expect(requests[0].json).toMatchObject({ ...body, device_name: WEB_DEVICE_NAME });
    expect('Authorization' in requests[0].headers).toBe(false);
    // Home (the no-organizations landing), not the 2FA notice.
    expect(result).toEqual({ redirectTo: '/auth/no-organizations' });
    expect(readSession()).toMatchObject({ token: 'fresh', accessType: null });
    expect(isSignedIn()).toBe(true);
  });

  it('fails without storing anything when the answer has no token', async () => {
    mockFetch(() => jsonResponse({ two_factor_auth: false }));
    await expect(createAuthProvider().register(body)).rejects.toThrow(LOGIN_FAILED);
    expect(isSignedIn()).toBe(false);
  });
});

describe('logout', () => {
  it('calls the server while the session is still stored, then clears it and goes to login', async () => {
    signIn({ token: 'tok-logout' });
    const tokenAtCall: Array<string | null> = [];
    const requests = routeFetch({
      'POST /api/auth/logout': () => {
        tokenAtCall.push(localStorage.getItem(SESSION_KEYS.token));
        return jsonResponse({ message: 'Logged out.' });
      },
    });
    const redirect = await createAuthProvider().logout();
    expect(requests).toHaveLength(1);
    expect(requests[0].headers.Authorization).toBe('Bearer tok-logout');
    expect(tokenAtCall).toEqual(['tok-logout']);
    expect(isSignedIn()).toBe(false);
    expect(redirect).toBe('/');
  });

  it('clears the session even when the server call fails', async () => {
    signIn();
    mockFetch(() => jsonResponse({ message: 'Server error' }, 500));
    await createAuthProvider().logout();
    expect(isSignedIn()).toBe(false);
    for (const key of Object.values(SESSION_KEYS)) expect(localStorage.getItem(key)).toBeNull();
  });

  it('makes no server call without a token', async () => {
    const requests = mockFetch();
    expect(await createAuthProvider().logout()).toBe('/');
    expect(requests).toHaveLength(0);
  });

  it('does not start a forced logout when the logout call itself is refused', async () => {
    signIn();
    const handler = vi.fn();
    const unregister = setAccessDeniedHandler(handler);
    try {
      mockFetch(() => jsonResponse({ message: 'Unauthenticated.' }, 401));
      await createAuthProvider().logout();
      expect(handler).not.toHaveBeenCalled();
      expect(isSignedIn()).toBe(false);
    } finally {
      unregister();
    }
  });
});

describe('checkAuth', () => {
  it('accepts a session holding token, full name, user id, organizations and two-factor flag', async () => {
    signIn();
    await expect(createAuthProvider().checkAuth({})).resolves.toBeUndefined();
  });

  it.each([
    ['token', SESSION_KEYS.token],
    ['full name', SESSION_KEYS.fullName],
    ['user id', SESSION_KEYS.userId],
    ['organizations list', SESSION_KEYS.organizations],
    ['two-factor flag', SESSION_KEYS.twoFactorEnabled],
  ])('rejects to login when the %s is missing', async (_item, key) => {
    signIn();
    localStorage.removeItem(key);
    await expect(createAuthProvider().checkAuth({})).rejects.toMatchObject({ redirectTo: '/' });
  });

  it('accepts a signed-in user without organization (no access type)', async () => {
    signIn({ organizations: [] });
    await expect(createAuthProvider().checkAuth({})).resolves.toBeUndefined();
  });
});

describe('checkError: the single forced logout', () => {
  it('lets other failures through', async () => {
    signIn();
    const auth = createAuthProvider();
    for (const status of [400, 404, 409, 422, 429, 500]) {
      await expect(auth.checkError(anyAccessDenied(status))).resolves.toBeUndefined();
    }
    expect(isSignedIn()).toBe(true);
  });

  it('starts one forced logout on the first 401 or 403, then only clears storage', async () => {
    const auth = createAuthProvider();
    signIn();
    await expect(auth.checkError(anyAccessDenied(401))).rejects.toMatchObject({ redirectTo: '/' });
    expect(isSignedIn()).toBe(false);

    // Something wrote the session again meanwhile (another tab, a late answer): cleared, no second logout.
    signIn();
    const second = await auth.checkError(anyAccessDenied(403)).catch((verdict: unknown) => verdict);
    expect(second).toMatchObject({ logoutUser: false });
    expect(second).not.toHaveProperty('redirectTo');
    expect(isSignedIn()).toBe(false);
  });

  it('starts with a 403 just as with a 401', async () => {
    signIn();
    await expect(createAuthProvider().checkError(anyAccessDenied(403))).rejects.toMatchObject({ redirectTo: '/' });
    expect(isSignedIn()).toBe(false);
  });

  it('is reset by a new login', async () => {
    const auth = createAuthProvider();
    signIn();
    await auth.checkError(anyAccessDenied(401)).catch(() => undefined);
    mockFetch(() => jsonResponse(loginSuccess()));
    await auth.login({ email: 'a@b.test', password: 'x' });
    await expect(auth.checkError(anyAccessDenied(401))).rejects.toMatchObject({ redirectTo: '/' });
  });

  it('skips the server logout call while a forced logout is in progress', async () => {
    const auth = createAuthProvider();
    signIn();
    await auth.checkError(anyAccessDenied(401)).catch(() => undefined);
    signIn();
    const requests = mockFetch();
    await auth.logout();
    expect(requests).toHaveLength(0);
    expect(isSignedIn()).toBe(false);
  });

  it('sends the user to login once when direct calls are refused, and only clears storage afterwards', async () => {
    const auth = createAuthProvider();
    const leaveTo = vi.fn();
    const unregister = setAccessDeniedHandler(createForcedLogoutHandler({ checkError: auth.checkError, leaveTo }));
    try {
      signIn();
      mockFetch(() => jsonResponse({ message: 'Unauthenticated.' }, 401));
      const first = await apiRequest({ path: 'crm/leads' }).catch((error: unknown) => error);
      expect((first as HttpError).status).toBe(401);
      expect(isSignedIn()).toBe(false);
      expect(leaveTo).toHaveBeenCalledTimes(1);
      expect(leaveTo).toHaveBeenCalledWith('/');

      signIn();
      await apiRequest({ path: 'crm/tags' }).catch(() => undefined);
      await apiRequest({ path: 'crm/deals' }).catch(() => undefined);
      expect(leaveTo).toHaveBeenCalledTimes(1);
      expect(isSignedIn()).toBe(false);
    } finally {
      unregister();
    }
  });
});

describe('identity, permissions and organization switching', () => {
  it('gives the stored user as identity and the access type as permissions', async () => {
    signIn({ user_id: 7, full_name: 'Mona Multi' });
    const auth = createAuthProvider();
    expect(await auth.getIdentity!()).toEqual({ id: 7, fullName: 'Mona Multi' });
    expect(await auth.getPermissions!({})).toBe('developer');
  });

  it('gives no permissions to a user without organization', async () => {
    signIn({ organizations: [] });
    expect(await createAuthProvider().getPermissions!({})).toBeNull();
  });

  it('switches to an enabled organization: its role becomes the access type', async () => {
    signIn();
    const auth = createAuthProvider();
    expect(auth.switchOrganization(20)).toBe('broker_admin');
    expect(localStorage.getItem(SESSION_KEYS.organizationId)).toBe('20');
    expect(await auth.getPermissions!({})).toBe('broker_admin');
    expect(await auth.canAccess!({ action: 'crm.tags.manage', resource: '' })).toBe(true);
  });

  it('refuses to switch to a disabled membership', () => {
    signIn({ organizations: [skylineDeveloper, { ...palmBrokerAdmin, pivot_enabled: false }] });
    expect(() => createAuthProvider().switchOrganization(20)).toThrow();
    expect(readSession().accessType).toBe('developer');
  });
});
