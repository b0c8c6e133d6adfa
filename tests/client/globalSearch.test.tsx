// The app bar's search box: Ctrl-K or the button opens it; results arrive as the user types
// (a stale request cancelled), grouped by type; the arrow keys move, Enter opens the record and
// remembers the search for this user, Escape closes.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readRecentSearches } from '../../src/client/search/recentSearches.ts';
import type { SearchResult } from '../../src/shared/global-search.ts';
import { crmBackground, lead, listOf } from './support/crmFactories.ts';
import { jsonResponse, routeFetch, type SentRequest } from './support/fetchMock.ts';
import { signInAs } from './support/organizationFactories.ts';
import { renderApp } from './support/renderApp.tsx';

const RESULTS: SearchResult[] = [
  { type: 'lead', id: 11, title: 'Layla Haddad', secondary: 'layla@example.com', route: '/crm/leads/11' },
  { type: 'lead', id: 12, title: 'Layla Nasser', secondary: '+971501234567', route: '/crm/leads/12' },
  { type: 'deal', id: 5, title: 'Marina flat', secondary: 'Layla Haddad', route: '/crm/pipelines/kanban/1?deal=5' },
];

function server() {
  return routeFetch({
    ...crmBackground(),
    'GET /api/crm/leads': listOf([lead()]),
    'GET /api/crm/leads/12': { data: lead({ id: 12, full_name: 'Layla Nasser' }) },
    'GET /api/crm/leads/12/history-items': listOf([]),
    'GET /api/crm/leads/12/activities': listOf([]),
    'GET /api/search': (request: SentRequest) =>
      request.query.get('q') === 'lay'
        ? jsonResponse({ data: RESULTS })
        : // Any other term waits until it is cancelled (or forever): it must never be shown.
          new Promise<Response>((_resolve, reject) => request.signal?.addEventListener('abort', () => reject(request.signal?.reason))),
  });
}

const searches = (requests: SentRequest[]) => requests.filter((request) => request.path === '/api/search');

describe('the search box', () => {
  it('opens with Ctrl-K, answers as the user types, moves with the arrows and opens with Enter', async () => {
    signInAs('broker_admin');
    const requests = server();
    const app = renderApp('/crm/leads');
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Search (Ctrl+K)' });
    await user.keyboard('{Control>}k{/Control}');
    const field = await screen.findByRole('combobox', { name: 'Search' });
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(screen.getByRole('status').textContent).toBe('Type a name, an email, a phone or a number.');

    await user.type(field, 'la');
    await waitFor(() => expect(searches(requests).map((request) => request.query.get('q'))).toEqual(['la']));
    await user.type(field, 'y');
    const listbox = screen.getByRole('listbox', { name: 'Search results' });
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(3));
    // The request for "la" was cancelled when "lay" replaced it.
    expect(searches(requests)[0]!.signal?.aborted).toBe(true);
    expect(searches(requests).map((request) => request.query.get('q'))).toEqual(['la', 'lay']);

    // Grouped by type, each with its secondary line.
    expect(within(listbox).getByText('Leads')).toBeTruthy();
    expect(within(listbox).getByText('Deals')).toBeTruthy();
    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Layla Haddadlayla@example.com',
      'Layla Nasser+971501234567',
      'Marina flatLayla Haddad',
    ]);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    expect(field.getAttribute('aria-activedescendant')).toBe(options[0]!.id);

    await user.keyboard('{ArrowDown}');
    expect(within(listbox).getAllByRole('option')[1]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(within(listbox).getAllByRole('option')[2]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(app.pathname()).toBe('/crm/leads/12'));
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Search' })).toBeNull());
  });

  it('offers the user’s recent searches, opened from the button, and closes with Escape', async () => {
    signInAs('broker_admin');
    server();
    renderApp('/crm/leads');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Search (Ctrl+K)' }));
    const field = await screen.findByRole('combobox', { name: 'Search' });
    await user.type(field, 'lay');
    const listbox = screen.getByRole('listbox', { name: 'Search results' });
    await user.click(await within(listbox).findByRole('option', { name: /Layla Nasser/ }));
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Search' })).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Search (Ctrl+K)' }));
    const reopened = await screen.findByRole('combobox', { name: 'Search' });
    await user.clear(reopened);
    const recent = within(screen.getByRole('listbox', { name: 'Search results' }));
    expect(recent.getByText('Recent searches')).toBeTruthy();
    expect(recent.getAllByRole('option').map((option) => option.textContent)).toEqual(['lay']);
    // Kept per user: another user of the same browser sees none of them.
    const userId = Number(localStorage.getItem('user_id'));
    expect(readRecentSearches(userId)).toEqual(['lay']);
    expect(readRecentSearches(userId + 1)).toEqual([]);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Search' })).toBeNull());
  });
});
