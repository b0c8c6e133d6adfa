import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listOf, organizationRecord, platformUser, platformUserDetail, signInAs, SKYLINE_ID } from './support/organizationFactories.ts';
import { jsonResponse, routeFetch, type SentRequest } from './support/fetchMock.ts';
import { renderApp } from './support/renderApp.tsx';

const userLists = (requests: SentRequest[]) => requests.filter((request) => request.method === 'GET' && request.path === '/api/auth/users');

const USERS = [
  platformUser(),
  platformUser({
    id: 23,
    full_name: 'Nadia Farouk',
    email: 'multi@demo.test',
    memberships: [
      {
        organization_id: 20,
        organization_name: 'Palm Realty',
        organization_kind: 'broker',
        role: 'broker_admin',
        enabled: true,
        updated_at: '2026-01-01T10:00:00.000Z',
      },
      {
        organization_id: SKYLINE_ID,
        organization_name: 'Skyline Builders',
        organization_kind: 'developer',
        role: 'developer',
        enabled: false,
        updated_at: '2026-01-01T10:00:00.000Z',
      },
    ],
  }),
];

function server(overrides: Record<string, unknown> = {}) {
  return routeFetch({
    'GET /api/auth/users': listOf(USERS),
    'GET /api/auth/organizations': listOf([organizationRecord(), organizationRecord({ id: 20, name: 'Palm Realty', kind: 'broker' })]),
    ...overrides,
  });
}

describe('the users list', () => {
  it('shows every user with memberships as chips, a disabled one marked', async () => {
    signInAs('super_admin');
    const requests = server();
    renderApp('/auth/users');
    const row = (await screen.findByText('Nadia Farouk')).closest('tr')!;
    expect(within(row).getByText('Palm Realty · Broker admin')).toBeTruthy();
    expect(within(row).getByText('Skyline Builders · Developer (disabled)')).toBeTruthy();
    expect(userLists(requests)[0].query.get('sort')).toBe('full_name');
  });

  it('filters by search, role and organization', async () => {
    signInAs('super_admin');
    const requests = server();
    renderApp('/auth/users');
    await screen.findByText('Nadia Farouk');
    const user = userEvent.setup();
    await user.type(screen.getByPlaceholderText('Search'), 'nadia');
    await waitFor(() => expect(userLists(requests).at(-1)!.query.get('search')).toBe('nadia'));

    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Broker admin' }));
    await waitFor(() => expect(userLists(requests).at(-1)!.query.get('role')).toBe('broker_admin'));

    await user.click(screen.getByRole('combobox', { name: 'Organization' }));
    await user.click(await screen.findByRole('option', { name: 'Palm Realty' }));
    await waitFor(() => expect(userLists(requests).at(-1)!.query.get('member_of')).toBe('20'));
    expect(userLists(requests).at(-1)!.query.get('role')).toBe('broker_admin');
  });

  it('opens a user’s page for the super admin', async () => {
    signInAs('super_admin');
    server({ 'GET /api/auth/users/21': { data: platformUserDetail() } });
    const app = renderApp('/auth/users');
    await userEvent.setup().click(await screen.findByText('Karim Nasser'));
    await waitFor(() => expect(app.pathname()).toBe('/auth/users/21'));
    expect(await screen.findByRole('heading', { name: 'Karim Nasser', level: 1 })).toBeTruthy();
  });

  describe('a click on a row, then a second on a fake clock (so the wait really passes)', () => {
    afterEach(() => {
      vi.useRealTimers();
    });
    /** The list loads on the real clock; the click and the second after it run on a fake one. */
    async function clickKarimThenASecond() {
      await screen.findByText('Karim Nasser');
      vi.useFakeTimers();
      // fireEvent, not userEvent: Testing Library's async wrapper drains a setTimeout(0) that only
      // Jest's fake timers (not Vitest's) would advance, so userEvent would wait forever here.
      fireEvent.click(screen.getByText('Karim Nasser'));
      await act(() => vi.advanceTimersByTimeAsync(1_000));
    }
    const userPageCalls = (requests: SentRequest[]) => requests.filter((request) => request.path === '/api/auth/users/21');

    it('opens the page within that second for the super admin (the control for the next test)', async () => {
      signInAs('super_admin');
      const requests = server({ 'GET /api/auth/users/21': { data: platformUserDetail() } });
      const app = renderApp('/auth/users');
      await clickKarimThenASecond();
      expect(app.pathname()).toBe('/auth/users/21');
      expect(userPageCalls(requests)).toHaveLength(1);
    });

    it('lets the sales manager list users without opening their pages', async () => {
      signInAs('super_admin_sales_manager');
      const requests = server();
      const app = renderApp('/auth/users');
      await clickKarimThenASecond();
      expect(app.pathname()).toBe('/auth/users');
      expect(userPageCalls(requests)).toEqual([]);
    });
  });
});

describe('a user’s page', () => {
  it('shows memberships and signed-in devices, and disables a membership', async () => {
    signInAs('super_admin');
    const requests = server({
      'GET /api/auth/users/21': { data: platformUserDetail() },
      'PATCH /api/auth/users/toggle-enable/5/21': { data: {}, message: 'Disabled.' },
    });
    renderApp('/auth/users/21');
    const memberships = await screen.findByRole('table', { name: 'Memberships' });
    expect(within(memberships).getByRole('link', { name: 'Skyline Builders' }).getAttribute('href')).toBe('/auth/organizations/5');
    const devices = screen.getByRole('list', { name: 'Signed-in devices' });
    expect(within(devices).getByText('Realestate Platform Web')).toBeTruthy();

    await userEvent.setup().click(within(memberships).getByRole('switch', { name: 'Enabled in Skyline Builders' }));
    expect(await screen.findByText('The membership in Skyline Builders was disabled.')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'PATCH')[0].path).toBe('/api/auth/users/toggle-enable/5/21');
  });

  it('shows the last-admin refusal as an error', async () => {
    signInAs('super_admin');
    const message = 'The last enabled admin of the organization cannot be disabled.';
    server({
      'GET /api/auth/users/21': { data: platformUserDetail() },
      'PATCH /api/auth/users/toggle-enable/5/21': () => jsonResponse({ message }, 409),
    });
    renderApp('/auth/users/21');
    await userEvent.setup().click(await screen.findByRole('switch', { name: 'Enabled in Skyline Builders' }));
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('is refused to a sales manager, who makes no call for it', async () => {
    signInAs('super_admin_sales_manager');
    const requests = server();
    renderApp('/auth/users/21');
    expect(await screen.findByRole('heading', { name: "You don't have access to this page" })).toBeTruthy();
    expect(requests.some((request) => request.path === '/api/auth/users/21')).toBe(false);
  });
});
