import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { crmBackground, lead, listOf, notification } from './support/crmFactories.ts';
import { jsonResponse, routeFetch, type SentRequest } from './support/fetchMock.ts';
import { signInAs } from './support/organizationFactories.ts';
import { renderApp } from './support/renderApp.tsx';

function server() {
  const notifications = [notification(), notification({ id: 72, title: 'Older one', data: {}, read_at: '2026-03-01T08:00:00.000Z' })];
  const requests = routeFetch({
    ...crmBackground(),
    'GET /api/crm/leads': listOf([lead()]),
    'GET /api/crm/leads/11': { data: lead() },
    'GET /api/crm/leads/11/history-items': listOf([]),
    'GET /api/crm/leads/11/activities': listOf([]),
    'GET /api/notifications': (request: SentRequest) => {
      const shown = request.query.get('unread') === 'true' ? notifications.filter((item) => !item.read_at) : notifications;
      return jsonResponse({ data: shown, meta: { total: shown.length } });
    },
    'PATCH /api/notifications/71/read': () => {
      notifications[0] = { ...notifications[0], read_at: '2026-03-01T12:00:00.000Z' };
      return jsonResponse({ data: notifications[0], message: 'Read.' });
    },
    'POST /api/notifications/read-all': () => {
      notifications.forEach((item, index) => (notifications[index] = { ...item, read_at: item.read_at ?? '2026-03-01T12:00:00.000Z' }));
      return jsonResponse({ message: 'All read.' });
    },
  });
  return requests;
}

describe('the notifications bell', () => {
  it('shows the unread count; opening a mention marks it read and opens its lead', async () => {
    signInAs('broker_admin');
    const requests = server();
    const app = renderApp('/crm/leads');
    const bell = await screen.findByRole('button', { name: 'Notifications (1 unread)' });
    const user = userEvent.setup();
    await user.click(bell);
    await user.click(await screen.findByRole('menuitem', { name: /mentioned you on Layla Haddad/ }));
    await waitFor(() =>
      expect(requests.some((request) => request.method === 'PATCH' && request.path === '/api/notifications/71/read')).toBe(true),
    );
    await waitFor(() => expect(app.pathname()).toBe('/crm/leads/11'));
    expect(await screen.findByRole('button', { name: 'Notifications (0 unread)' })).toBeTruthy();
  });

  it('marks all read', async () => {
    signInAs('broker');
    const requests = server();
    renderApp('/crm/leads');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications (1 unread)' }));
    await user.click(await screen.findByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(requests.some((request) => request.path === '/api/notifications/read-all')).toBe(true));
    // The menu is still open (the rest of the page is aria-hidden behind it).
    expect(await screen.findByRole('button', { name: 'Notifications (0 unread)', hidden: true })).toBeTruthy();
  });
});
