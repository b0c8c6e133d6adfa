import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS, isSignedIn, readSession } from '../../src/client/providers/session.ts';
import { organization, palmBrokerAdmin, signIn, skylineDeveloper } from './support/factories.ts';
import { jsonResponse, routeFetch } from './support/fetchMock.ts';
import { renderApp } from './support/renderApp.tsx';

function me(overrides: Record<string, unknown> = {}) {
  return {
    data: {
      id: 7,
      full_name: 'Mona Multi',
      email: 'multi@demo.test',
      phone: null,
      has_enabled_two_factor_auth: false,
      organizations: [skylineDeveloper, palmBrokerAdmin],
      ...overrides,
    },
  };
}

describe('opening the app on a stored session', () => {
  it('asks the server who the user is, with the stored token', async () => {
    signIn({ token: 'stored-token' });
    const requests = routeFetch({ 'GET /api/auth/me': me() });
    renderApp('/crm/leads');
    await waitFor(() => expect(requests.map((request) => request.path)).toContain('/api/auth/me'));
    const call = requests.find((request) => request.path === '/api/auth/me')!;
    expect(call.headers.Authorization).toBe('Bearer stored-token');
  });

  it('sends the user to login when the server has revoked the token', async () => {
    signIn();
    routeFetch({ 'GET /api/auth/me': () => jsonResponse({ message: 'Unauthenticated.' }, 401) });
    const app = renderApp('/crm/leads');
    await waitFor(() => expect(app.pathname()).toBe('/'));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(isSignedIn()).toBe(false);
  });

  it('takes in organizations that changed since sign-in', async () => {
    signIn({ organizations: [skylineDeveloper] });
    const added = organization({ id: 30, name: 'Harbour Homes', kind: 'broker', pivot_role: 'broker' });
    routeFetch({ 'GET /api/auth/me': me({ organizations: [skylineDeveloper, added], full_name: 'Mona M.' }) });
    renderApp('/crm/leads');
    await waitFor(() => expect(readSession().organizations).toHaveLength(2));
    expect(readSession()).toMatchObject({ fullName: 'Mona M.', organizationId: 10, accessType: 'developer' });

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Switch organization' }));
    expect(await screen.findByRole('menuitem', { name: /Harbour Homes/ })).toBeTruthy();
  });

  it('moves to the next enabled organization when the current membership was disabled', async () => {
    signIn();
    routeFetch({
      'GET /api/auth/me': me({ organizations: [{ ...skylineDeveloper, pivot_enabled: false }, palmBrokerAdmin] }),
    });
    const app = renderApp('/crm/leads');
    await waitFor(() => expect(localStorage.getItem(SESSION_KEYS.accessType)).toBe('broker_admin'));
    expect(readSession().organizationId).toBe(20);
    expect(app.pathname()).toBe('/crm/leads');
  });

  it('lands on the no-organizations page when no membership is left', async () => {
    signIn();
    routeFetch({ 'GET /api/auth/me': me({ organizations: [] }) });
    const app = renderApp('/crm/leads');
    await waitFor(() => expect(app.pathname()).toBe('/auth/no-organizations'));
    expect(readSession().accessType).toBeNull();
  });

  describe('an answer, then a second on a fake clock (so the wait really passes)', () => {
    afterEach(() => {
      vi.useRealTimers();
    });
    /** The app opens and asks on the real clock; the answer is then given a full second on a fake one. */
    async function openThenASecond(answer: unknown) {
      signIn();
      const requests = routeFetch({ 'GET /api/auth/me': answer });
      renderApp('/crm/leads');
      await screen.findByRole('button', { name: 'Switch organization' });
      await waitFor(() => expect(requests.map((request) => request.path)).toContain('/api/auth/me'));
      vi.useFakeTimers();
      await act(() => vi.advanceTimersByTimeAsync(1_000));
    }

    it('takes in an answer about the signed-in user within that second (the control for the next test)', async () => {
      await openThenASecond(me({ organizations: [] }));
      expect(readSession().accessType).toBeNull();
    });

    it('ignores an answer about another user', async () => {
      await openThenASecond(me({ id: 99, organizations: [] }));
      expect(readSession().accessType).toBe('developer');
    });
  });

  it('makes no call for a visitor', async () => {
    const requests = routeFetch({});
    renderApp('/');
    await screen.findByRole('button', { name: 'Sign in' });
    expect(requests).toHaveLength(0);
  });
});
