import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { organizationRecord, PLATFORM_ID, signInAs, SKYLINE_ID } from './support/organizationFactories.ts';
import { jsonResponse, routeFetch, type SentRequest } from './support/fetchMock.ts';
import { renderApp } from './support/renderApp.tsx';

const calls = (requests: SentRequest[]) => requests.map((request) => `${request.method} ${request.path}`);

function server(record = organizationRecord(), overrides: Record<string, unknown> = {}) {
  return routeFetch({
    [`GET /api/auth/organizations/${record.id}`]: { data: record },
    ...overrides,
  });
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('the organization page for a super admin', () => {
  it('shows every tab, the status buttons and delete', async () => {
    signInAs('super_admin');
    server();
    renderApp('/auth/organizations/5');
    expect(await screen.findByRole('heading', { name: 'Skyline Builders', level: 1 })).toBeTruthy();
    expect(tabNames()).toEqual(['Overview', 'Members', 'Invitations', 'Sales managers', 'Logo', 'API tokens', 'Documents', 'Contracts']);
    expect(screen.getByRole('button', { name: 'Suspend' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(screen.getByText('3 of 3 members enabled · 1 admins · 1 sales managers')).toBeTruthy();
    // Status and registration data are his to edit.
    expect(await screen.findByRole('combobox', { name: 'Status' })).toBeTruthy();
    expect(screen.getByLabelText('Trade licence number')).toBeTruthy();
  });

  it('approves a pending organization with a PATCH of its status', async () => {
    signInAs('super_admin');
    const pending = organizationRecord({ status: 'pending', signup_source: 'skylinebuilders' });
    const requests = server(pending, {
      'PATCH /api/auth/organizations/5': (request: SentRequest) =>
        jsonResponse({
          data: { ...pending, status: request.json?.status, updated_at: '2026-03-01T10:00:00.000Z' },
          message: 'Organization updated.',
        }),
    });
    renderApp('/auth/organizations/5');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Approve Skyline Builders?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Skyline Builders was approved.')).toBeTruthy();
    const patch = requests.find((request) => request.method === 'PATCH')!;
    expect(patch.path).toBe('/api/auth/organizations/5');
    expect(patch.json).toMatchObject({ status: 'active', organization_id: PLATFORM_ID, updated_at: pending.updated_at });
    expect(await screen.findByRole('button', { name: 'Suspend' })).toBeTruthy();
  });

  it('shows the server’s refusal of a status change as an error', async () => {
    signInAs('super_admin');
    const message = 'This organization has not finished its signup yet; it can be approved once every step is done.';
    server(organizationRecord({ status: 'pending' }), { 'PATCH /api/auth/organizations/5': () => jsonResponse({ message }, 409) });
    renderApp('/auth/organizations/5');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('deletes the organization after confirmation and goes back to the list', async () => {
    signInAs('super_admin');
    const requests = server(organizationRecord(), {
      'POST /api/auth/organizations/5': { message: 'Organization deleted.' },
      'GET /api/auth/organizations': { data: [], meta: { total: 0, page: 1, per_page: 25, last_page: 1 } },
    });
    const app = renderApp('/auth/organizations/5');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(app.pathname()).toBe('/auth/organizations'));
    const deletion = requests.find((request) => request.method === 'POST' && request.path === '/api/auth/organizations/5')!;
    expect(deletion.query.get('_method')).toBe('DELETE');
  });
});

describe('the organization page for a sales manager', () => {
  it('is read-only: no edit, status, delete, logo or token controls', async () => {
    signInAs('super_admin_sales_manager');
    const requests = server();
    renderApp('/auth/organizations/5');
    await screen.findByRole('heading', { name: 'Skyline Builders', level: 1 });
    expect(tabNames()).toEqual(['Overview', 'Members', 'Sales managers', 'Documents', 'Contracts']);
    expect(screen.getByText('DEV-200001')).toBeTruthy();
    for (const name of ['Save', 'Suspend', 'Approve', 'Delete']) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(calls(requests)).not.toContain('PATCH /api/auth/organizations/5');
  });

  it('gets the not-found page for the API-tokens address', async () => {
    signInAs('super_admin_sales_manager');
    const requests = server();
    renderApp('/auth/organizations/5/api-tokens');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(calls(requests).some((call) => call.includes('api-tokens'))).toBe(false);
  });
});

describe('the organization page for its own admin', () => {
  it('edits the profile fields only, without status or registration data', async () => {
    signInAs('developer_admin');
    const record = organizationRecord();
    const requests = server(record, {
      'PATCH /api/auth/organizations/5': (request: SentRequest) =>
        jsonResponse({ data: { ...record, ...request.json }, message: 'Organization updated.' }),
    });
    renderApp(`/auth/organizations/${SKYLINE_ID}`);
    await screen.findByRole('heading', { name: 'Skyline Builders', level: 1 });
    expect(tabNames()).toEqual(['Overview', 'Members', 'Invitations', 'Sales managers', 'Logo', 'Documents', 'Contracts']);
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
    expect(screen.queryByLabelText('Trade licence number')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Suspend' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();

    const user = userEvent.setup();
    const city = screen.getByLabelText('City');
    await user.clear(city);
    await user.type(city, 'Abu Dhabi');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The organization was saved.')).toBeTruthy();
    const patch = requests.find((request) => request.method === 'PATCH')!;
    expect(patch.json).toMatchObject({ name: 'Skyline Builders', city: 'Abu Dhabi', country: 'AE', organization_id: SKYLINE_ID });
    expect(patch.json).not.toHaveProperty('status');
    expect(patch.json).not.toHaveProperty('trade_license_number');
  });

  it('shows a server error of the edit under its field', async () => {
    signInAs('broker_admin');
    const message = 'The email must be a valid email address.';
    server(organizationRecord({ kind: 'broker', name: 'Marina Brokers' }), {
      'PATCH /api/auth/organizations/5': () => jsonResponse({ message, errors: { email: [message] } }, 422),
    });
    renderApp('/auth/organizations/5');
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Name');
    await user.type(name, ' LLC');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true'));
  });

  it('shows the not-found page for an organization out of reach (a 404 from the server)', async () => {
    signInAs('developer_admin');
    routeFetch({});
    renderApp('/auth/organizations/99');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});

describe('the organization page for other roles', () => {
  it('is refused to a developer, who makes no call for it', async () => {
    signInAs('developer');
    const requests = server();
    renderApp('/auth/organizations/5');
    expect(await screen.findByRole('heading', { name: "You don't have access to this page" })).toBeTruthy();
    expect(calls(requests)).not.toContain('GET /api/auth/organizations/5');
  });
});

describe('"My organization" in the menu', () => {
  const sideMenu = () => document.querySelector<HTMLElement>('.RaMenu-open, .RaMenu-closed')!;

  it('leads an organization’s admin to his own organization', async () => {
    signInAs('broker_admin', 20);
    server(organizationRecord({ id: 20, kind: 'broker', name: 'Marina Brokers' }));
    const app = renderApp('/crm/leads');
    const entry = await within(sideMenu()).findByRole('menuitem', { name: 'My organization' });
    expect(entry.getAttribute('href')).toBe('/auth/organizations/20');
    await userEvent.setup().click(entry);
    await waitFor(() => expect(app.pathname()).toBe('/auth/organizations/20'));
    expect(await screen.findByRole('heading', { name: 'Marina Brokers', level: 1 })).toBeTruthy();
  });

  it('is not offered to a developer or to platform staff', async () => {
    signInAs('developer');
    routeFetch({});
    const view = renderApp('/crm/leads');
    await within(sideMenu()).findByRole('menuitem', { name: 'Leads' });
    expect(within(sideMenu()).queryByRole('menuitem', { name: 'My organization' })).toBeNull();
    view.unmount();

    signInAs('super_admin');
    routeFetch({ 'GET /api/auth/organizations': { data: [], meta: { total: 0 } } });
    renderApp('/auth/organizations');
    await within(sideMenu()).findByRole('menuitem', { name: 'Organizations' });
    expect(within(sideMenu()).queryByRole('menuitem', { name: 'My organization' })).toBeNull();
  });
});
