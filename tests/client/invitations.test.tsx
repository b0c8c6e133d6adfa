import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readSession } from '../../src/client/providers/session.ts';
import { invitation, organization, signIn, skylineDeveloper } from './support/factories.ts';
import { jsonResponse, routeFetch, type SentRequest } from './support/fetchMock.ts';
import { renderApp } from './support/renderApp.tsx';

const marinaBroker = organization({ id: 40, name: 'Marina Brokers', kind: 'broker', pivot_role: 'broker' });
const marinaInvitation = invitation({ organization_id: 40, organization_name: 'Marina Brokers', role: 'broker' });

function invitationServer(answer: (request: SentRequest) => Response) {
  let pending = [marinaInvitation];
  return routeFetch({
    'GET /api/auth/invites': () => jsonResponse({ data: pending }),
    'POST /api/auth/invites/40': (request: SentRequest) => {
      pending = [];
      return answer(request);
    },
  });
}

describe('the no-organizations landing', () => {
  it('lists the pending invitations with organization, role and inviter', async () => {
    signIn({ organizations: [] });
    invitationServer(() => jsonResponse({}));
    renderApp('/auth/no-organizations');
    const list = await screen.findByRole('list', { name: 'Pending invitations' });
    const item = within(list).getByRole('listitem');
    expect(item.textContent).toContain('Marina Brokers');
    expect(item.textContent).toContain('Role: Broker');
    expect(item.textContent).toContain('Invited by Bea Brokeradmin');
  });

  it('accepts an invitation: the organization becomes current and the user lands on its home page', async () => {
    signIn({ organizations: [] });
    const requests = invitationServer(() => jsonResponse({ message: 'You joined Marina Brokers.', organizations: [marinaBroker] }));
    const app = renderApp('/auth/no-organizations');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Accept the invitation to Marina Brokers' }));

    await waitFor(() => expect(app.pathname()).toBe('/crm/leads'));
    expect(readSession()).toMatchObject({ organizationId: 40, accessType: 'broker', organizations: [marinaBroker] });
    expect((await screen.findByRole('button', { name: 'Switch organization' })).textContent).toContain('Marina Brokers');
    const answer = requests.find((request) => request.path === '/api/auth/invites/40')!;
    expect(answer.method).toBe('POST');
    expect(answer.json).toMatchObject({ accept: true });
    expect(answer.json).not.toHaveProperty('organization_id');
  });

  it('declines an invitation and stays, with the list emptied', async () => {
    signIn({ organizations: [] });
    const requests = invitationServer(() => jsonResponse({ message: 'Declined.', organizations: [] }));
    const app = renderApp('/auth/no-organizations');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Decline the invitation to Marina Brokers' }));

    expect(await screen.findByText('You have no pending invitations.')).toBeTruthy();
    expect(app.pathname()).toBe('/auth/no-organizations');
    expect(readSession().accessType).toBeNull();
    expect(requests.find((request) => request.path === '/api/auth/invites/40')!.json).toMatchObject({ accept: false });
  });

  it('says so when the invitation is no longer valid, and shows the list as it is now', async () => {
    const message = 'This invitation is no longer valid.';
    signIn({ organizations: [] });
    invitationServer(() => jsonResponse({ message }, 404));
    renderApp('/auth/no-organizations');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Accept the invitation to Marina Brokers' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(await screen.findByText('You have no pending invitations.')).toBeTruthy();
    expect(readSession().accessType).toBeNull();
  });
});

describe('the invitations tab of account settings', () => {
  it('adds an accepted organization to the switcher without signing in again, keeping the current one', async () => {
    signIn({ organizations: [skylineDeveloper] });
    invitationServer(() => jsonResponse({ message: 'You joined Marina Brokers.', organizations: [skylineDeveloper, marinaBroker] }));
    const app = renderApp('/auth/account-settings/invites');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Accept the invitation to Marina Brokers' }));

    expect(await screen.findByText('You joined Marina Brokers.')).toBeTruthy();
    expect(await screen.findByText('You have no pending invitations.')).toBeTruthy();
    expect(readSession()).toMatchObject({ organizationId: skylineDeveloper.id, accessType: 'developer' });
    expect(app.pathname()).toBe('/auth/account-settings/invites');

    await user.click(screen.getByRole('button', { name: 'Switch organization' }));
    expect(await screen.findByRole('menuitem', { name: /Marina Brokers/ })).toBeTruthy();
  });
});
