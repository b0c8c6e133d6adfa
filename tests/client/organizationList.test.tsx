import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listOf, organizationRecord, signInAs } from './support/organizationFactories.ts';
import { jsonResponse, routeFetch, type SentRequest } from './support/fetchMock.ts';
import { renderApp } from './support/renderApp.tsx';

const lists = (requests: SentRequest[]) =>
  requests.filter((request) => request.method === 'GET' && request.path === '/api/auth/organizations');
const lastList = (requests: SentRequest[]) => lists(requests).at(-1)!.query;

const ORGANIZATIONS = [
  organizationRecord(),
  organizationRecord({ id: 6, name: 'Desert Rose Properties', kind: 'broker', status: 'pending', trade_license_number: 'BRK-300003' }),
];

function server(overrides: Record<string, unknown> = {}) {
  return routeFetch({
    'GET /api/auth/organizations': listOf(ORGANIZATIONS),
    'GET /api/auth/organizations/5': { data: organizationRecord() },
    ...overrides,
  });
}

describe('the organizations list', () => {
  it('shows the organizations the super admin reaches, sorted by name, with kind and status', async () => {
    signInAs('super_admin');
    const requests = server();
    renderApp('/auth/organizations');
    const row = (await screen.findByText('Desert Rose Properties')).closest('tr')!;
    expect(within(row).getByText('Broker')).toBeTruthy();
    expect(within(row).getByText('Pending approval')).toBeTruthy();
    expect(within(row).getByText('BRK-300003')).toBeTruthy();
    expect(lastList(requests).get('sort')).toBe('name');
    expect(lastList(requests).get('order')).toBe('asc');
    // Every call acts in the current (platform) organization.
    expect(lastList(requests).get('organization_id')).toBe('1');
  });

  it('filters by search, kind and status', async () => {
    signInAs('super_admin');
    const requests = server();
    renderApp('/auth/organizations');
    await screen.findByText('Skyline Builders');
    const user = userEvent.setup();

    await user.type(screen.getByPlaceholderText('Search'), 'desert');
    await waitFor(() => expect(lastList(requests).get('search')).toBe('desert'));

    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Broker' }));
    await waitFor(() => expect(lastList(requests).get('kind')).toBe('broker'));

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Pending approval' }));
    await waitFor(() => expect(lastList(requests).get('status')).toBe('pending'));
    expect(lastList(requests).get('kind')).toBe('broker');
    expect(lastList(requests).get('search')).toBe('desert');
  });

  it('sorts by a column the API sorts by, and not by the others', async () => {
    signInAs('super_admin');
    const requests = server();
    renderApp('/auth/organizations');
    await screen.findByText('Skyline Builders');
    await userEvent.setup().click(screen.getByRole('button', { name: /Sort by status/i }));
    await waitFor(() => expect(lastList(requests).get('sort')).toBe('status'));
    expect(screen.queryByRole('button', { name: /Sort by city/i })).toBeNull();
    expect(screen.queryByRole('button', { name: /Sort by trade_license_number/i })).toBeNull();
  });

  it('opens an organization’s page from its row', async () => {
    signInAs('super_admin');
    server();
    const app = renderApp('/auth/organizations');
    await userEvent.setup().click(await screen.findByText('Skyline Builders'));
    await waitFor(() => expect(app.pathname()).toBe('/auth/organizations/5'));
    expect(await screen.findByRole('heading', { name: 'Skyline Builders', level: 1 })).toBeTruthy();
  });

  it('is not there for an organization’s admin, who makes no call for it', async () => {
    signInAs('developer_admin');
    const requests = server();
    renderApp('/auth/organizations');
    expect(await screen.findByRole('heading', { name: "You don't have access to this page" })).toBeTruthy();
    expect(lists(requests)).toHaveLength(0);
  });
});

describe('creating an organization', () => {
  it('lets a sales manager create a developer or broker organization, without choosing its status', async () => {
    signInAs('super_admin_sales_manager');
    const requests = server({
      'POST /api/auth/organizations': (request: SentRequest) =>
        jsonResponse(
          { data: organizationRecord({ id: 7, name: String(request.json?.name), status: 'pending' }), message: 'Created.' },
          201,
        ),
      'GET /api/auth/organizations/7': { data: organizationRecord({ id: 7, name: 'Gulf Homes', status: 'pending' }) },
    });
    const app = renderApp('/auth/organizations/create');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), 'Gulf Homes');
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    const kinds = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(kinds).toEqual(['Developer', 'Broker']);
    await user.click(screen.getByRole('option', { name: 'Broker' }));
    await user.type(screen.getByLabelText('City'), 'Sharjah');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(app.pathname()).toBe('/auth/organizations/7'));
    const sent = requests.find((request) => request.method === 'POST' && request.path === '/api/auth/organizations')!;
    expect(sent.json).toMatchObject({ name: 'Gulf Homes', kind: 'broker', city: 'Sharjah', currency: 'AED', organization_id: 1 });
    expect(sent.json).not.toHaveProperty('status');
  });

  it('shows a taken trade licence under its field', async () => {
    const message = 'This trade license number is already registered.';
    signInAs('super_admin');
    server({ 'POST /api/auth/organizations': () => jsonResponse({ message, errors: { trade_license_number: [message] } }, 422) });
    renderApp('/auth/organizations/create');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), 'Copycat');
    await user.type(screen.getByLabelText('Trade licence number'), 'DEV-200001');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText('Trade licence number').getAttribute('aria-invalid')).toBe('true'));
  });
});
