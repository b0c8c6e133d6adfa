// The list pages' shared frame (src/client/layout/AppList.tsx): the list's request leaves before
// the page around it is drawn; "Add filter" brings the filters not on screen; on a phone only the
// search and the filters in use are (layout/phoneFilters.ts).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { crmBackground, lead, listOf } from './support/crmFactories.ts';
import { jsonResponse, routeFetch, type SentRequest } from './support/fetchMock.ts';
import { inventoryBackground } from './support/inventoryFactories.ts';
import { signInAs } from './support/organizationFactories.ts';
import { onAPhone } from './support/phone.ts';
import { renderApp } from './support/renderApp.tsx';
import { unitRow } from './support/saleOfferFactories.ts';

const TAG = {
  id: 4,
  name: 'VIP',
  color: '#1e88e5',
  leads_count: 2,
  created_at: '2026-03-01T09:00:00.000Z',
  updated_at: '2026-03-01T09:00:00.000Z',
};
const lastQuery = (requests: SentRequest[], path: string) =>
  requests.filter((request) => request.method === 'GET' && request.path === path).at(-1)!.query;

describe('a list page', () => {
  it('asks for its rows before it draws its toolbar and filters, and then shows them all', async () => {
    signInAs('broker_admin');
    let toolbarWhenAsked: Element | null | undefined;
    routeFetch({
      ...crmBackground(),
      'GET /api/crm/tags': () => {
        toolbarWhenAsked = document.querySelector('.RaList-actions');
        return jsonResponse(listOf([TAG]));
      },
    });
    renderApp('/crm/tags');
    expect(await screen.findByText('VIP')).toBeTruthy();
    expect(toolbarWhenAsked).toBeNull();
    expect(screen.getByPlaceholderText('Search')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Create' })).toBeTruthy();
  });

  it('offers the filters not on screen under "Add filter": the units list’s bedrooms', async () => {
    signInAs('developer_admin');
    const requests = routeFetch({
      ...crmBackground(),
      ...inventoryBackground(),
      'GET /api/inventory/buildings/options': { data: [] },
      'GET /api/inventory/units': listOf([unitRow()]),
    });
    renderApp('/inventory/units');
    await screen.findByText('1203');
    expect(screen.queryByRole('combobox', { name: 'Bedrooms' })).toBeNull();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add filter' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Bedrooms' }));
    await user.click(await screen.findByRole('combobox', { name: 'Bedrooms' }));
    await user.click(await screen.findByRole('option', { name: '2 bedrooms' }));
    await waitFor(() => expect(lastQuery(requests, '/api/inventory/units').get('bedrooms')).toBe('2'));
  });

  it('on a phone, keeps the search and the filters in use on screen, and the others under "Add filter"', async () => {
    onAPhone();
    signInAs('broker');
    const requests = routeFetch({ ...crmBackground(), 'GET /api/crm/leads': listOf([lead()]) });
    renderApp(`/crm/leads?filter=${encodeURIComponent(JSON.stringify({ status: 'contacted' }))}`);
    expect(await screen.findByRole('combobox', { name: 'Status' })).toBeTruthy();
    expect(lastQuery(requests, '/api/crm/leads').get('status')).toBe('contacted');
    expect(screen.getByPlaceholderText('Search')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Source' })).toBeNull();
    expect(screen.queryByLabelText('Created from')).toBeNull();

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add filter' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Source' }));
    expect(await screen.findByRole('combobox', { name: 'Source' })).toBeTruthy();
  });

  it('on a phone, keeps the units table to the unit (its project under its number), price and status', async () => {
    onAPhone();
    signInAs('developer_admin');
    routeFetch({
      ...crmBackground(),
      ...inventoryBackground(),
      'GET /api/inventory/buildings/options': { data: [] },
      'GET /api/inventory/units': listOf([unitRow()]),
    });
    renderApp('/inventory/units');
    await screen.findByText('1203');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent?.trim());
    expect(headers).toEqual(['Unit number', 'Price', 'Status']);
    expect(screen.getByRole('cell', { name: /^1203/ }).textContent).toBe(`1203${unitRow().project_name}`);
  });

  it('on a wider screen, keeps every filter on screen', async () => {
    signInAs('broker');
    routeFetch({ ...crmBackground(), 'GET /api/crm/leads': listOf([lead()]) });
    renderApp('/crm/leads');
    expect(await screen.findByRole('combobox', { name: 'Source' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add filter' })).toBeNull();
  });
});
