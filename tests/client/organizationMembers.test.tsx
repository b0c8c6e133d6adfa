import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listOf, member, organizationRecord, signInAs } from './support/organizationFactories.ts';
import { jsonResponse, routeFetch, type SentRequest } from './support/fetchMock.ts';
import { renderApp } from './support/renderApp.tsx';

const MEMBERS = [member(), member({ id: 22, full_name: 'Layla Rahman', email: 'devadmin@demo.test', role: 'developer_admin' })];

function server(overrides: Record<string, unknown> = {}, record = organizationRecord()) {
  return routeFetch({
    [`GET /api/auth/organizations/${record.id}`]: { data: record },
    [`GET /api/auth/organizations/${record.id}/users`]: listOf(MEMBERS),
    ...overrides,
  });
}

const sent = (requests: SentRequest[], method: string, path: string) =>
  requests.filter((request) => request.method === method && request.path === path);
const membersTable = () => screen.findByRole('table', { name: 'Members' });

describe('the members tab', () => {
  it('lists the members a page at a time', async () => {
    signInAs('super_admin');
    const requests = server();
    renderApp('/auth/organizations/5/members');
    const table = await membersTable();
    expect(within(table).getByText('devadmin@demo.test')).toBeTruthy();
    const list = sent(requests, 'GET', '/api/auth/organizations/5/users')[0];
    expect(list.query.get('page')).toBe('1');
    expect(list.query.get('per_page')).toBe('25');
  });

  it('offers only the roles of the organization’s kind, and changes a role', async () => {
    signInAs('developer_admin');
    const requests = server({ 'PATCH /api/auth/users/role/5/21': { data: member({ role: 'developer_admin' }), message: 'Role changed.' } });
    renderApp('/auth/organizations/5/members');
    const select = await screen.findByRole('combobox', { name: 'Role of Karim Nasser' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Developer admin', 'Developer']);
    await userEvent.setup().selectOptions(select, 'developer_admin');
    expect(await screen.findByText('Karim Nasser is now Developer admin.')).toBeTruthy();
    expect(sent(requests, 'PATCH', '/api/auth/users/role/5/21')[0].json).toMatchObject({ role: 'developer_admin', organization_id: 5 });
  });

  it('offers broker roles in a broker organization', async () => {
    signInAs('super_admin');
    server({}, organizationRecord({ id: 20, kind: 'broker', name: 'Marina Brokers' }));
    renderApp('/auth/organizations/20/members');
    const select = await screen.findByRole('combobox', { name: 'Role of Karim Nasser' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Broker admin', 'Broker']);
  });

  it('shows the server’s 409 for the last admin as an error notification', async () => {
    signInAs('developer_admin');
    const message = 'The last enabled admin of the organization cannot be disabled, demoted or removed.';
    server({ 'PATCH /api/auth/users/toggle-enable/5/22': () => jsonResponse({ message }, 409) });
    renderApp('/auth/organizations/5/members');
    await userEvent.setup().click(await screen.findByRole('switch', { name: 'Layla Rahman enabled' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect((screen.getByRole('switch', { name: 'Layla Rahman enabled' }) as HTMLInputElement).checked).toBe(true);
  });

  it('disables a member and lists the members again', async () => {
    signInAs('super_admin');
    const requests = server({ 'PATCH /api/auth/users/toggle-enable/5/21': { data: member({ enabled: false }), message: 'Done.' } });
    renderApp('/auth/organizations/5/members');
    await userEvent.setup().click(await screen.findByRole('switch', { name: 'Karim Nasser enabled' }));
    expect(await screen.findByText('Karim Nasser was disabled.')).toBeTruthy();
    await waitFor(() => expect(sent(requests, 'GET', '/api/auth/organizations/5/users').length).toBeGreaterThan(1));
  });

  it('removes a member after confirmation', async () => {
    signInAs('super_admin');
    const requests = server({ 'POST /api/auth/users/5/21': { message: 'Removed.' } });
    renderApp('/auth/organizations/5/members');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Karim Nasser' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Karim Nasser was removed from the organization.')).toBeTruthy();
    expect(sent(requests, 'POST', '/api/auth/users/5/21')[0].query.get('_method')).toBe('DELETE');
  });

  it('creates a user in the organization, showing the server’s field errors first', async () => {
    signInAs('developer_admin');
    let attempts = 0;
    const message = 'The email has already been taken.';
    const requests = server({
      'POST /api/auth/users/5': () =>
        ++attempts === 1
          ? jsonResponse({ message, errors: { email: [message] } }, 422)
          : jsonResponse({ data: member({ id: 30, full_name: 'Noor Sales' }), message: 'Created.' }, 201),
    });
    renderApp('/auth/organizations/5/members');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create a user' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Full name'), 'Noor Sales');
    await user.type(within(dialog).getByLabelText('Email'), 'developer@demo.test');
    await user.type(within(dialog).getByLabelText('Password'), 'a brand new secret');
    await user.type(within(dialog).getByLabelText('Confirm password'), 'a brand new secret');
    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Email').getAttribute('aria-invalid')).toBe('true'));

    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), 'noor@example.test');
    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));
    expect(await screen.findByText('The account of Noor Sales was created.')).toBeTruthy();
    expect(sent(requests, 'POST', '/api/auth/users/5').at(-1)!.json).toMatchObject({
      full_name: 'Noor Sales',
      email: 'noor@example.test',
      role: 'developer',
      password: 'a brand new secret',
      password_confirmation: 'a brand new secret',
    });
  });

  it('lets a sales manager see the members without managing them', async () => {
    signInAs('super_admin_sales_manager');
    server();
    renderApp('/auth/organizations/5/members');
    const table = await membersTable();
    expect(within(table).getByText('Developer admin')).toBeTruthy();
    expect(within(table).queryByRole('combobox')).toBeNull();
    expect(within(table).queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create a user' })).toBeNull();
  });
});

describe('the invitations tab', () => {
  const invitation = {
    id: 3,
    email: 'invitee@example.test',
    role: 'developer',
    user_id: 44,
    full_name: 'In Vitee',
    invited_by_name: 'Layla Rahman',
    expires_at: '2030-01-08T10:00:00.000Z',
    created_at: '2030-01-01T10:00:00.000Z',
  };

  it('lists pending invitations and cancels one by its email, also one to someone without an account', async () => {
    signInAs('developer_admin');
    const requests = server({
      'GET /api/auth/invite/5': listOf([
        invitation,
        { ...invitation, id: 4, email: 'nobody@example.test', user_id: null, full_name: null },
      ]),
      'POST /api/auth/invite/5': { message: 'Cancelled.' },
    });
    renderApp('/auth/organizations/5/invitations');
    const table = await screen.findByRole('table', { name: 'Pending invitations' });
    expect(within(table).getByText('In Vitee <invitee@example.test>')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: 'Cancel the invitation of nobody@example.test' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The invitation of nobody@example.test was cancelled.')).toBeTruthy();
    const cancel = sent(requests, 'POST', '/api/auth/invite/5')[0];
    expect(cancel.query.get('_method')).toBe('DELETE');
    expect(cancel.query.get('email')).toBe('nobody@example.test');
  });

  it('sends a pending invitation again from its row, and shows its new expiry', async () => {
    signInAs('developer_admin');
    let expires = invitation.expires_at;
    const requests = server({
      'GET /api/auth/invite/5': () => jsonResponse(listOf([{ ...invitation, expires_at: expires }])),
      'POST /api/auth/invite/5/3/resend': () => {
        expires = '2030-01-15T10:00:00.000Z';
        return jsonResponse({ data: { ...invitation, expires_at: expires }, message: 'The invitation was sent to invitee@example.test.' });
      },
    });
    renderApp('/auth/organizations/5/invitations');
    const table = await screen.findByRole('table', { name: 'Pending invitations' });
    await userEvent.setup().click(within(table).getByRole('button', { name: 'Send the invitation of invitee@example.test again' }));
    expect(await screen.findByText('The invitation was sent to invitee@example.test again, valid for seven more days.')).toBeTruthy();
    expect(sent(requests, 'POST', '/api/auth/invite/5/3/resend')).toHaveLength(1);
    await waitFor(() => expect(sent(requests, 'GET', '/api/auth/invite/5').length).toBeGreaterThan(1));
  });

  it('says which invitations expired unanswered, and offers to resend them', async () => {
    signInAs('developer_admin');
    server({ 'GET /api/auth/invite/5': listOf([{ ...invitation, expires_at: '2020-01-08T10:00:00.000Z' }]) });
    renderApp('/auth/organizations/5/invitations');
    const table = await screen.findByRole('table', { name: 'Pending invitations' });
    expect(within(table).getByText(/^Expired on /)).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Send the invitation of invitee@example.test again' })).toBeTruthy();
  });

  it('invites by email with a role of the organization’s kind', async () => {
    signInAs('developer_admin');
    const requests = server({
      'GET /api/auth/invite/5': listOf([]),
      'POST /api/auth/invite/5': (request: SentRequest) =>
        jsonResponse({ data: { ...invitation, email: request.json?.email }, message: 'Invited.' }, 201),
    });
    renderApp('/auth/organizations/5/invitations');
    const form = await screen.findByRole('region', { name: 'Invite by email' });
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText('Email'), 'colleague@example.test');
    await user.click(within(form).getByRole('combobox', { name: 'Role' }));
    const roles = await screen.findAllByRole('option');
    expect(roles.map((option) => option.textContent)).toEqual(['Developer admin', 'Developer']);
    await user.click(screen.getByRole('option', { name: 'Developer admin' }));
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('An invitation was sent to colleague@example.test.')).toBeTruthy();
    expect(sent(requests, 'POST', '/api/auth/invite/5')[0].json).toMatchObject({
      email: 'colleague@example.test',
      role: 'developer_admin',
      organization_id: 5,
    });
    await waitFor(() => expect((within(form).getByLabelText('Email') as HTMLInputElement).value).toBe(''));
  });

  it('finds people with an account by search and invites one', async () => {
    signInAs('super_admin');
    const requests = server({
      'GET /api/auth/invite/5': listOf([]),
      'GET /api/auth/invite/5/search': {
        data: [
          { id: 44, full_name: 'In Vitee', email: 'invitee@example.test', invited: false },
          { id: 45, full_name: 'Al Ready', email: 'already@example.test', invited: true },
        ],
      },
      'POST /api/auth/invite/5/44': { data: invitation, message: 'Invited.' },
    });
    renderApp('/auth/organizations/5/invitations');
    const section = await screen.findByRole('region', { name: 'Invite someone who has an account' });
    const user = userEvent.setup();
    await user.type(within(section).getByLabelText('Search by name or email'), 'vit');
    const found = await within(section).findByRole('list', { name: 'People found' });
    expect((within(found).getByRole('button', { name: 'Invite Al Ready' }) as HTMLButtonElement).disabled).toBe(true);
    // Asked once, after typing paused.
    expect(sent(requests, 'GET', '/api/auth/invite/5/search').map((request) => request.query.get('search'))).toEqual(['vit']);
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Role' }), 'developer_admin');
    await user.click(within(found).getByRole('button', { name: 'Invite In Vitee' }));
    expect(await screen.findByText('An invitation was sent to invitee@example.test.')).toBeTruthy();
    expect(sent(requests, 'POST', '/api/auth/invite/5/44')[0].json).toMatchObject({ role: 'developer_admin' });
  });
});

describe('the sales managers tab', () => {
  const managers = { data: [{ id: 12, full_name: 'Omar Haddad', email: 'sales@demo.test', assigned_at: '2026-01-01T10:00:00.000Z' }] };

  it('lets the super admin assign and unassign sales managers', async () => {
    signInAs('super_admin');
    const requests = server({
      'GET /api/auth/organizations/5/sales-users': managers,
      'GET /api/auth/users/options': {
        data: [
          { value: 12, label: 'Omar Haddad' },
          { value: 13, label: 'Hana Sales' },
        ],
      },
      'POST /api/auth/organizations/5/sales-users/13': { message: 'Assigned.' },
      'POST /api/auth/organizations/5/sales-users/12': { message: 'Unassigned.' },
    });
    renderApp('/auth/organizations/5/sales-managers');
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'Assigned sales managers' });
    expect(sent(requests, 'GET', '/api/auth/users/options')[0].query.get('role')).toBe('super_admin_sales_manager');

    await user.click(screen.getByRole('combobox', { name: 'Sales manager' }));
    // Those already assigned are not offered.
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Hana Sales']);
    await user.click(screen.getByRole('option', { name: 'Hana Sales' }));
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('The organization was assigned to Hana Sales.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Unassign Omar Haddad' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Omar Haddad was unassigned.')).toBeTruthy();
    expect(sent(requests, 'POST', '/api/auth/organizations/5/sales-users/12')[0].query.get('_method')).toBe('DELETE');
  });

  it('shows others the list only, without asking for the sales managers to assign', async () => {
    signInAs('developer_admin');
    const requests = server({ 'GET /api/auth/organizations/5/sales-users': managers });
    renderApp('/auth/organizations/5/sales-managers');
    const list = await screen.findByRole('list', { name: 'Assigned sales managers' });
    expect(within(list).getByText('Omar Haddad')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Unassign/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Assign' })).toBeNull();
    expect(sent(requests, 'GET', '/api/auth/users/options')).toHaveLength(0);
  });
});
