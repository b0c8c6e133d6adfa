import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MAX_SAVED_FILTERS_PER_LIST } from '../../src/shared/account.ts';
import { crmBackground, lead, listOf } from './support/crmFactories.ts';
import { jsonResponse, routeFetch, type SentRequest } from './support/fetchMock.ts';
import { organization as sessionOrganization, signIn } from './support/factories.ts';
import { signInAs } from './support/organizationFactories.ts';
import { onAPhone } from './support/phone.ts';
import { renderApp } from './support/renderApp.tsx';

const LEADS = [lead(), lead({ id: 12, full_name: 'Omar Saleh', seen: true, status: 'qualified', tags: [], tag_ids: [] })];
const lists = (requests: SentRequest[]) => requests.filter((request) => request.method === 'GET' && request.path === '/api/crm/leads');
const lastList = (requests: SentRequest[]) => lists(requests).at(-1)!.query;

function server(overrides: Record<string, unknown> = {}) {
  return routeFetch({ ...crmBackground(), 'GET /api/crm/leads': listOf(LEADS), ...overrides });
}

describe('the leads list', () => {
  it('lists the leads newest first and filters by status and search', async () => {
    signInAs('broker');
    const requests = server();
    renderApp('/crm/leads');
    const row = (await screen.findByText('Omar Saleh')).closest('tr')!;
    expect(within(row).getByText('Qualified')).toBeTruthy();
    expect(lastList(requests).get('sort')).toBe('created_at');
    expect(lastList(requests).get('order')).toBe('desc');
    const user = userEvent.setup();

    await user.type(screen.getByPlaceholderText('Search'), 'layla');
    await waitFor(() => expect(lastList(requests).get('search')).toBe('layla'));

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Contacted' }));
    await waitFor(() => expect(lastList(requests).get('status')).toBe('contacted'));

    await user.click(screen.getByRole('combobox', { name: 'Owner' }));
    await user.click(await screen.findByRole('option', { name: 'Bea Brokeradmin' }));
    await waitFor(() => expect(lastList(requests).get('owner_id')).toBe('31'));
    expect(lastList(requests).get('search')).toBe('layla');
  });

  it('keeps name, status and date on a phone, so the table fits without scrolling sideways', async () => {
    onAPhone();
    signInAs('broker');
    server();
    renderApp('/crm/leads');
    await screen.findByText('Omar Saleh');
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /Email/ })).toBeNull());
    const headers = screen
      .getAllByRole('columnheader')
      .map((header) => header.textContent?.trim())
      .filter(Boolean);
    expect(headers).toEqual(['Full name', 'Status', 'Created']);
  });

  it('shows the unseen-leads count on the Leads menu entry', async () => {
    signInAs('broker');
    server();
    renderApp('/crm/leads');
    const badge = await screen.findByTestId('unseen-leads-badge');
    await waitFor(() => expect(within(badge).getByText('3')).toBeTruthy());
  });

  it('gives a broker bulk assign and tag, but no bulk delete; assigning sends one bulk call', async () => {
    signInAs('broker');
    const requests = server({ 'POST /api/crm/leads/bulk': { data: { updated: 1 }, message: '1 lead updated.' } });
    renderApp('/crm/leads');
    const row = (await screen.findByText('Omar Saleh')).closest('tr')!;
    const user = userEvent.setup();
    await user.click(within(row).getByRole('checkbox'));
    expect(await screen.findByRole('button', { name: 'Assign owner' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add tag' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Assign owner' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: 'Bea Brokeradmin' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(requests.some((request) => request.path === '/api/crm/leads/bulk')).toBe(true));
    const sent = requests.find((request) => request.path === '/api/crm/leads/bulk')!;
    expect(sent.json).toMatchObject({ ids: [12], action: 'assign_owner', owner_id: 31 });
  });

  it('gives a broker admin bulk delete through crm/leads/bulk-delete', async () => {
    signInAs('broker_admin');
    const requests = server({ 'POST /api/crm/leads/bulk-delete': { data: { deleted: 1 }, message: '1 lead deleted.' } });
    renderApp('/crm/leads');
    const row = (await screen.findByText('Omar Saleh')).closest('tr')!;
    // With nothing selected the bulk actions are out of reach (not merely folded to no height).
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    const user = userEvent.setup();
    await user.click(within(row).getByRole('checkbox'));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(requests.some((request) => request.path === '/api/crm/leads/bulk-delete')).toBe(true));
    expect(requests.find((request) => request.path === '/api/crm/leads/bulk-delete')!.json).toMatchObject({ ids: [12] });
    expect(await screen.findByText('1 lead deleted.')).toBeTruthy();
  });

  it('names the leads in its own notice when the server words none', async () => {
    signInAs('broker_admin');
    server({ 'POST /api/crm/leads/bulk-delete': { data: { deleted: 2 } } });
    renderApp('/crm/leads');
    await screen.findByText('Omar Saleh');
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('2 leads deleted')).toBeTruthy();
  });

  it('saves the current filters under a name', async () => {
    signInAs('broker');
    const saved: unknown[] = [];
    const requests = server({
      'GET /api/saved-filters': () => jsonResponse(listOf(saved)),
      'POST /api/saved-filters': (request: SentRequest) => {
        saved.push({
          id: 1,
          resource: 'crm/leads',
          name: request.json!.name,
          filters: request.json!.filters,
          created_at: '2026-03-01T09:00:00.000Z',
        });
        return jsonResponse({ data: saved[0], message: 'Saved.' }, 201);
      },
    });
    renderApp('/crm/leads?filter=%7B%22status%22%3A%22qualified%22%7D');
    await screen.findByText('Omar Saleh');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Saved filters' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Save current filters…' }));
    await user.type(await screen.findByLabelText('Name'), 'Qualified ones');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(requests.find((request) => request.method === 'POST' && request.path === '/api/saved-filters')!.json).toMatchObject({
      resource: 'crm/leads',
      name: 'Qualified ones',
      filters: { status: 'qualified' },
    });
  });

  it('is not there for a super admin, who makes no CRM call for it', async () => {
    signInAs('super_admin');
    const requests = server();
    renderApp('/crm/leads');
    expect(await screen.findByRole('heading', { name: "You don't have access to this page" })).toBeTruthy();
    expect(lists(requests)).toHaveLength(0);
    expect(requests.filter((request) => request.path.startsWith('/api/crm/'))).toEqual([]);
  });
});

describe('saved filters', () => {
  it('apply a saved set of filters, and delete one', async () => {
    signInAs('broker');
    const requests = server({
      'GET /api/saved-filters': listOf([
        { id: 9, resource: 'crm/leads', name: 'Contacted', filters: { status: 'contacted' }, created_at: '2026-03-01T09:00:00.000Z' },
      ]),
      'POST /api/saved-filters/9': { message: 'Deleted.' },
    });
    renderApp('/crm/leads');
    await screen.findByText('Omar Saleh');
    // The paged list, one page holding every filter a list may keep.
    const listed = requests.find((request) => request.path === '/api/saved-filters')!.query;
    expect([listed.get('resource'), listed.get('per_page')]).toEqual(['crm/leads', String(MAX_SAVED_FILTERS_PER_LIST)]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Saved filters' }));
    await user.click(await screen.findByRole('menuitem', { name: /Contacted/ }));
    await waitFor(() => expect(lastList(requests).get('status')).toBe('contacted'));

    await user.click(screen.getByRole('button', { name: 'Saved filters' }));
    await user.click(await screen.findByRole('button', { name: 'Delete saved filter Contacted' }));
    await waitFor(() =>
      expect(requests.some((request) => request.path === '/api/saved-filters/9' && request.query.get('_method') === 'DELETE')).toBe(true),
    );
  });
});

describe('a lead’s phone in the list', () => {
  it('calls the number on a tap, with a WhatsApp link beside it, and opens neither the row', async () => {
    signInAs('broker');
    server({ 'GET /api/crm/leads': listOf([lead({ phone: '+971 50 123 4567' })]) });
    const app = renderApp('/crm/leads');
    const call = await screen.findByRole('link', { name: '050 123 4567' });
    expect(call.getAttribute('href')).toBe('tel:+971501234567');
    const whatsapp = screen.getByRole('link', { name: 'WhatsApp 050 123 4567' });
    expect(whatsapp.getAttribute('href')).toBe('https://wa.me/971501234567');
    expect(whatsapp.getAttribute('target')).toBe('_blank');
    expect(whatsapp.getAttribute('rel')).toBe('noopener noreferrer');
    call.addEventListener('click', (event) => event.preventDefault());
    await userEvent.setup().click(call);
    expect(app.pathname()).toBe('/crm/leads');
  });
});

describe('creating a lead', () => {
  it('validates with the shared schema and posts the lead', async () => {
    signInAs('broker');
    const requests = server({
      'POST /api/crm/leads': (request: SentRequest) =>
        jsonResponse({ data: lead({ id: 20, full_name: String(request.json!.full_name) }), message: 'Created.' }, 201),
      'GET /api/crm/leads/20': { data: lead({ id: 20, full_name: 'Nora Ali' }) },
      'GET /api/crm/leads/20/history-items': listOf([]),
      'GET /api/crm/leads/20/activities': listOf([]),
    });
    const app = renderApp('/crm/leads/create');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Full name'), 'Nora Ali');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The email field is required when phone is not present.')).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), 'nora@example.test');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.pathname()).toBe('/crm/leads/20'));
    const sent = requests.find((request) => request.method === 'POST' && request.path === '/api/crm/leads')!;
    expect(sent.json).toMatchObject({
      full_name: 'Nora Ali',
      email: 'nora@example.test',
      source: 'website',
      status: 'new',
      currency: 'AED',
    });
  });

  it('starts with the signed-in user as owner, whom the user sees and may change', async () => {
    signIn({ user_id: 32, full_name: 'Bob Broker', organizations: [sessionOrganization({ kind: 'broker', pivot_role: 'broker' })] });
    const requests = server({
      'POST /api/crm/leads': () => jsonResponse({ data: lead({ id: 20 }), message: 'Created.' }, 201),
      'GET /api/crm/leads/20': { data: lead({ id: 20 }) },
      'GET /api/crm/leads/20/history-items': listOf([]),
      'GET /api/crm/leads/20/activities': listOf([]),
    });
    renderApp('/crm/leads/create');
    const user = userEvent.setup();
    const owner = await screen.findByRole('combobox', { name: 'Owner' });
    await waitFor(() => expect(owner.textContent).toBe('Bob Broker'));
    await user.type(screen.getByLabelText('Full name'), 'Mariam Al Suwaidi');
    await user.type(screen.getByLabelText('Email'), 'mariam@example.test');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'POST' && request.path === '/api/crm/leads')).toBe(true));
    expect(requests.find((request) => request.method === 'POST' && request.path === '/api/crm/leads')!.json).toMatchObject({
      owner_id: 32,
    });
  });

  it('gives the new lead to another member when the user picks one', async () => {
    signIn({ user_id: 32, full_name: 'Bob Broker', organizations: [sessionOrganization({ kind: 'broker', pivot_role: 'broker' })] });
    const requests = server({
      'POST /api/crm/leads': () => jsonResponse({ data: lead({ id: 20 }), message: 'Created.' }, 201),
      'GET /api/crm/leads/20': { data: lead({ id: 20 }) },
      'GET /api/crm/leads/20/history-items': listOf([]),
      'GET /api/crm/leads/20/activities': listOf([]),
    });
    renderApp('/crm/leads/create');
    const user = userEvent.setup();
    const owner = await screen.findByRole('combobox', { name: 'Owner' });
    await waitFor(() => expect(owner.textContent).toBe('Bob Broker'));
    await user.click(owner);
    await user.click(await screen.findByRole('option', { name: 'Bea Brokeradmin' }));
    await user.type(screen.getByLabelText('Full name'), 'Mariam Al Suwaidi');
    await user.type(screen.getByLabelText('Email'), 'mariam@example.test');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'POST' && request.path === '/api/crm/leads')).toBe(true));
    expect(requests.find((request) => request.method === 'POST' && request.path === '/api/crm/leads')!.json).toMatchObject({
      owner_id: 31,
    });
  });

  it('takes communities one at a time and sends every one of them whole', async () => {
    signInAs('broker');
    const requests = server({
      'POST /api/crm/leads': () => jsonResponse({ data: lead({ id: 20 }), message: 'Created.' }, 201),
      'GET /api/crm/leads/20': { data: lead({ id: 20 }) },
      'GET /api/crm/leads/20/history-items': listOf([]),
      'GET /api/crm/leads/20/activities': listOf([]),
    });
    renderApp('/crm/leads/create');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Full name'), 'Khalid Al Mansoori');
    await user.type(screen.getByLabelText('Email'), 'khalid@example.test');
    // Enter adds a community; leaving the field adds what is still typed.
    await user.type(screen.getByLabelText('Communities'), 'Dubai Marina{Enter}Dubai Creek Harbour');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'POST' && request.path === '/api/crm/leads')).toBe(true));
    expect(requests.find((request) => request.method === 'POST' && request.path === '/api/crm/leads')!.json).toMatchObject({
      interests: { communities: ['Dubai Marina', 'Dubai Creek Harbour'] },
    });
  });

  it('keeps the budget typed when the currency changes to one with other decimals', async () => {
    signInAs('broker');
    const requests = server({
      'POST /api/crm/leads': () => jsonResponse({ data: lead({ id: 20 }), message: 'Created.' }, 201),
      'GET /api/crm/leads/20': { data: lead({ id: 20 }) },
      'GET /api/crm/leads/20/history-items': listOf([]),
      'GET /api/crm/leads/20/activities': listOf([]),
    });
    renderApp('/crm/leads/create');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Full name'), 'Fahad Al-Sabah');
    await user.type(screen.getByLabelText('Email'), 'fahad@example.test');
    const budget = screen.getByLabelText('Minimum budget') as HTMLInputElement;
    await user.type(budget, '1500.5');
    const currency = screen.getByLabelText('Currency');
    await user.clear(currency);
    await user.type(currency, 'KWD');
    expect(budget.value).toBe('1,500.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'POST' && request.path === '/api/crm/leads')).toBe(true));
    const sent = requests.find((request) => request.method === 'POST' && request.path === '/api/crm/leads')!;
    expect(sent.json).toMatchObject({ currency: 'KWD', budget_min: 1_500_500 });
  });
});
