// Times on screen follow the current organization's time zone (docs/domain.md "Time zone"), not
// the browser's: 21:30 UTC on 25 Nov is 01:30 on 26 Nov in Dubai.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentOrganization, readSession, updateSessionOrganization } from '../../src/client/providers/session.ts';
import type { Role } from '../../src/shared/roles.ts';
import { activity, crmBackground, listOf } from './support/crmFactories.ts';
import { jsonResponse, routeFetch, type SentRequest } from './support/fetchMock.ts';
import { inventoryBackground } from './support/inventoryFactories.ts';
import { organizationRecord, signInAs, SKYLINE_ID } from './support/organizationFactories.ts';
import { renderApp } from './support/renderApp.tsx';
import { unit, unitPlan } from './support/unitFactories.ts';

const LATE_EVENING_UTC = '2026-11-25T21:30:00.000Z';

function signInWithZone(role: Role, timeZone?: string) {
  const login = signInAs(role);
  if (timeZone) updateSessionOrganization(login.organizations[0]!.id, { time_zone: timeZone });
}

describe('the organization’s time zone on screen', () => {
  function unitServer() {
    return routeFetch({
      ...crmBackground(),
      ...inventoryBackground(),
      'GET /api/inventory/buildings/options': { data: [] },
      'GET /api/inventory/units/41': { data: unit({ status: 'reserved', reserved_until: LATE_EVENING_UTC }) },
      'GET /api/inventory/units/41/plans': { data: [unitPlan()] },
    });
  }

  it('shows a reservation’s expiry in Dubai time by default', async () => {
    signInWithZone('developer_admin');
    unitServer();
    renderApp('/inventory/units/41');
    expect(await screen.findByText('Reserved until 26 Nov 2026, 01:30')).toBeTruthy();
  });

  it('shows a reservation’s expiry in the zone the organization chose', async () => {
    signInWithZone('developer_admin', 'UTC');
    unitServer();
    renderApp('/inventory/units/41');
    expect(await screen.findByText('Reserved until 25 Nov 2026, 21:30')).toBeTruthy();
  });

  function activitiesServer() {
    return routeFetch({
      ...crmBackground(),
      'GET /api/crm/leads/options': { data: [] },
      'GET /api/crm/activities': listOf([activity({ due_at: LATE_EVENING_UTC })]),
    });
  }

  it('shows an activity’s due time in the organization’s zone', async () => {
    signInWithZone('broker');
    activitiesServer();
    const view = renderApp('/crm/activities');
    const row = (await screen.findByText('First call')).closest('tr')!;
    expect(within(row).getByText(/26 Nov 2026, 01:30/)).toBeTruthy();
    view.unmount();

    signInWithZone('broker', 'America/New_York');
    activitiesServer();
    renderApp('/crm/activities');
    const newYorkRow = (await screen.findByText('First call')).closest('tr')!;
    expect(within(newYorkRow).getByText(/25 Nov 2026, 16:30/)).toBeTruthy();
  });

  it('asks the agenda for days of the organization', async () => {
    signInWithZone('broker', 'Pacific/Kiritimati');
    const requests = activitiesServer();
    renderApp('/crm/activities');
    await screen.findByText('First call');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Today' }));
    // UTC+14: today there is already tomorrow for most of the world.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(new Date());
    await waitFor(() =>
      expect(
        requests
          .filter((request) => request.path === '/api/crm/activities')
          .at(-1)!
          .query.get('due_to'),
      ).toBe(today),
    );
  });
});

describe('the organization’s time zone on its page', () => {
  it('lets its admin pick one; the session follows at once', async () => {
    signInWithZone('developer_admin');
    const record = organizationRecord();
    const requests = routeFetch({
      [`GET /api/auth/organizations/${record.id}`]: { data: record },
      [`PATCH /api/auth/organizations/${record.id}`]: (request: SentRequest) =>
        jsonResponse({ data: { ...record, ...request.json }, message: 'Organization updated.' }),
    });
    renderApp(`/auth/organizations/${SKYLINE_ID}`);
    const zone = await screen.findByRole('combobox', { name: 'Time zone' });
    expect((zone as HTMLInputElement).value).toBe('Asia/Dubai');
    const user = userEvent.setup();
    await user.clear(zone);
    await user.type(zone, 'Riyadh');
    await user.click(await screen.findByRole('option', { name: 'Asia/Riyadh' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The organization was saved.')).toBeTruthy();
    expect(requests.find((request) => request.method === 'PATCH')!.json).toMatchObject({ time_zone: 'Asia/Riyadh' });
    expect(currentOrganization(readSession())?.time_zone).toBe('Asia/Riyadh');
  });

  it('is shown to those who read the organization without editing it', async () => {
    signInWithZone('super_admin_sales_manager');
    routeFetch({ [`GET /api/auth/organizations/${SKYLINE_ID}`]: { data: organizationRecord({ time_zone: 'Asia/Kuwait' }) } });
    renderApp(`/auth/organizations/${SKYLINE_ID}`);
    expect(await screen.findByText('Asia/Kuwait')).toBeTruthy();
    expect(screen.getByText('Time zone')).toBeTruthy();
  });
});
