import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { dateTimeProblem } from '../../src/shared/schemas/dates.ts';
import { activity, crmBackground, listOf } from './support/crmFactories.ts';
import { jsonResponse, routeFetch, type SentRequest } from './support/fetchMock.ts';
import { signInAs } from './support/organizationFactories.ts';
import { renderApp } from './support/renderApp.tsx';

const TAG = {
  id: 4,
  name: 'VIP',
  color: '#1e88e5',
  leads_count: 2,
  created_at: '2026-03-01T09:00:00.000Z',
  updated_at: '2026-03-01T09:00:00.000Z',
};

describe('tags', () => {
  it('are an admin’s: a broker has no Tags menu entry and gets the no-access page without a call', async () => {
    signInAs('broker');
    const requests = routeFetch({ ...crmBackground(), 'GET /api/crm/tags': listOf([TAG]) });
    renderApp('/crm/tags');
    expect(await screen.findByRole('heading', { name: "You don't have access to this page" })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Tags' })).toBeNull();
    expect(await screen.findByRole('menuitem', { name: 'Leads' })).toBeTruthy();
    expect(requests.some((request) => request.path === '/api/crm/tags')).toBe(false);
  });

  it('lets an admin list tags and shows a taken name under its field', async () => {
    const message = 'The name has already been taken.';
    signInAs('broker_admin');
    const requests = routeFetch({
      ...crmBackground(),
      'GET /api/crm/tags': listOf([TAG]),
      'POST /api/crm/tags': () => jsonResponse({ message, errors: { name: [message] } }, 422),
    });
    renderApp('/crm/tags');
    expect(await screen.findByText('VIP')).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Tags' })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Create' }));
    await user.type(await screen.findByLabelText('Name'), 'vip');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'POST' && request.path === '/api/crm/tags')).toBe(true));
    expect(requests.find((request) => request.method === 'POST')!.json).toMatchObject({ name: 'vip', color: '#1e88e5' });
    const field = screen.getByLabelText('Name').closest('.MuiFormControl-root')!;
    expect(await within(field as HTMLElement).findByText(message)).toBeTruthy();
  });
});

describe('the activities list', () => {
  const ACTIVITIES = [
    activity({ overdue: true }),
    activity({ id: 52, title: 'Site tour', type: 'site_visit', due_at: '2099-01-01T09:00:00.000Z' }),
  ];
  const lists = (requests: SentRequest[]) =>
    requests.filter((request) => request.method === 'GET' && request.path === '/api/crm/activities');

  function server(extra: Record<string, unknown> = {}) {
    return routeFetch({
      ...crmBackground(),
      'GET /api/crm/leads/options': { data: [{ value: 11, label: 'Layla Haddad' }] },
      'GET /api/crm/activities': listOf(ACTIVITIES),
      'PATCH /api/crm/activities/51/toggle-complete': { data: activity({ completed: true }), message: 'Done.' },
      'PATCH /api/crm/activities/51/owner': { data: activity(), message: 'Done.' },
      ...extra,
    });
  }

  it('searches leads on the server as the user types in the lead filter', async () => {
    signInAs('broker');
    const requests = server();
    renderApp('/crm/activities');
    await screen.findByText('First call');
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Lead' }), 'Lay');
    await waitFor(() =>
      expect(requests.some((request) => request.path === '/api/crm/leads/options' && request.query.get('search') === 'Lay')).toBe(true),
    );
  });

  it('filters by type and lead, marks overdue ones, completes one and changes an owner', async () => {
    signInAs('broker');
    const requests = server();
    renderApp('/crm/activities');
    const row = (await screen.findByText('First call')).closest('tr')!;
    expect(within(row).getByText('Overdue')).toBeTruthy();
    expect(lists(requests).at(-1)!.query.get('sort')).toBe('due_at');
    const user = userEvent.setup();

    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Site visit' }));
    await waitFor(() => expect(lists(requests).at(-1)!.query.get('type')).toBe('site_visit'));
    await user.click(screen.getByRole('combobox', { name: 'Lead' }));
    await user.click(await screen.findByRole('option', { name: 'Layla Haddad' }));
    await waitFor(() => expect(lists(requests).at(-1)!.query.get('lead_id')).toBe('11'));

    const firstRow = screen.getByText('First call').closest('tr')!;
    await user.click(within(firstRow).getByRole('checkbox', { name: 'Completed: First call' }));
    await waitFor(() => expect(requests.some((request) => request.path === '/api/crm/activities/51/toggle-complete')).toBe(true));

    await user.click(within(screen.getByText('First call').closest('tr')!).getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: 'Bea Brokeradmin' }));
    await waitFor(() => expect(requests.some((request) => request.path === '/api/crm/activities/51/owner')).toBe(true));
    expect(requests.find((request) => request.path === '/api/crm/activities/51/owner')!.json).toMatchObject({ owner_id: 31 });
  });

  it('creates an activity due at the moment the user picked, sent with its time zone', async () => {
    signInAs('broker');
    const requests = server({
      'POST /api/crm/activities': () => jsonResponse({ data: activity({ id: 60 }), message: 'Activity created.' }, 201),
    });
    renderApp('/crm/activities/create');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Title'), 'Call back');
    // The browser's datetime-local value: wall-clock time in the organization's zone (Dubai, UTC+4), no zone of its own.
    fireEvent.change(screen.getByLabelText('Due'), { target: { value: '2030-06-01T09:30' } });
    await user.click(screen.getByRole('combobox', { name: 'Lead' }));
    await user.click(await screen.findByRole('option', { name: 'Layla Haddad' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'POST' && request.path === '/api/crm/activities')).toBe(true));
    const sent = requests.find((request) => request.method === 'POST')!.json as { due_at: string };
    expect(sent).toMatchObject({ title: 'Call back', lead_id: 11, due_at: '2030-06-01T05:30:00.000Z' });
    expect(dateTimeProblem(sent.due_at)).toBeNull();
  });

  it('creates a call left without a due time due when saved, with its outcome', async () => {
    const saved = new Date('2026-03-02T09:15:00.000Z');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-03-02T08:00:00.000Z'));
      signInAs('broker');
      const requests = server({
        'POST /api/crm/activities': () => jsonResponse({ data: activity({ id: 61 }), message: 'Activity created.' }, 201),
      });
      renderApp('/crm/activities/create');
      const user = userEvent.setup();
      await user.type(await screen.findByLabelText('Title'), 'Call back');
      await user.click(screen.getByRole('combobox', { name: 'Outcome' }));
      await user.click(await screen.findByRole('option', { name: 'Busy' }));
      await user.click(screen.getByRole('combobox', { name: 'Lead' }));
      await user.click(await screen.findByRole('option', { name: 'Layla Haddad' }));
      vi.setSystemTime(saved);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(requests.some((request) => request.method === 'POST' && request.path === '/api/crm/activities')).toBe(true),
      );
      expect(requests.find((request) => request.method === 'POST')!.json).toMatchObject({
        title: 'Call back',
        outcome: 'busy',
        due_at: saved.toISOString(),
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('groups the activities by day in the week agenda, overdue ones included', async () => {
    signInAs('broker');
    const requests = server();
    renderApp('/crm/activities');
    await screen.findByText('First call');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Week' }));
    await waitFor(() => expect(lists(requests).at(-1)!.query.get('due_to')).toMatch(/^\d{4}-\d{2}-\d{2}$/));
    const day = await screen.findByRole('region', { name: '2026-03-02' });
    expect(within(day).getByText(/First call/)).toBeTruthy();
    // Far in the future: not in this week.
    expect(screen.queryByText(/Site tour/)).toBeNull();
  });
});
