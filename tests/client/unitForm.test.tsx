// The developer admin's unit form validates with the server's own unit schema: it takes what the
// server takes and refuses what the server refuses, with the server's words. (It used to cap
// parking at 20 while the server allowed 50.)
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { crmBackground } from './support/crmFactories.ts';
import { jsonResponse, routeFetch, type SentRequest } from './support/fetchMock.ts';
import { inventoryBackground } from './support/inventoryFactories.ts';
import { signInAs } from './support/organizationFactories.ts';
import { renderApp } from './support/renderApp.tsx';
import { unit, unitPlan } from './support/unitFactories.ts';

/** The saves of unit 41 (a PUT, sent as POST with `_method`, as the client sends updates). */
const saves = (requests: SentRequest[]) =>
  requests.filter((request) => request.method === 'POST' && request.path === '/api/inventory/units/41');

describe('the unit form', () => {
  it('refuses 51 parking spaces with the server’s message, and sends 50', async () => {
    signInAs('developer_admin');
    const requests = routeFetch({
      ...crmBackground(),
      ...inventoryBackground(),
      'GET /api/inventory/buildings/options': { data: [{ value: 31, label: 'Tower A' }] },
      'GET /api/inventory/units/41': { data: unit() },
      'GET /api/inventory/units/41/plans': { data: [unitPlan()] },
      'POST /api/inventory/units/41': (request: SentRequest) => jsonResponse({ data: unit(request.json as object) }),
    });
    renderApp('/inventory/units/41/edit');
    const parking = await screen.findByRole('spinbutton', { name: 'Parking spaces' });
    const form = parking.closest('form')!;
    const user = userEvent.setup();

    fireEvent.change(parking, { target: { value: '51' } });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('The parking spaces must not be greater than 50.')).toBeTruthy();
    expect(saves(requests)).toHaveLength(0);

    fireEvent.change(parking, { target: { value: '50' } });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves(requests)).toHaveLength(1));
    expect(saves(requests)[0]!.json).toMatchObject({ parking_spaces: 50, price: 180_000_000 });
  });
});
