// The screens of issue 22's finding 1: an invitation's mailed link (signed out and signed in), the
// registration it leads to, the verification link, and the profile's change of email, which asks
// for the password and waits for the new address's link.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { InvitationLink } from '../../src/shared/account.ts';
import { readSession } from '../../src/client/providers/session.ts';
import { loginSuccess, organization, profile, signIn } from './support/factories.ts';
import { jsonResponse, routeFetch, type SentRequest } from './support/fetchMock.ts';
import { renderApp } from './support/renderApp.tsx';

const TOKEN = 'link-secret-123';
const link: InvitationLink = {
  email: 'new.hire@company.example',
  organization_id: 40,
  organization_name: 'Marina Brokers',
  organization_kind: 'broker',
  role: 'broker_admin',
  invited_by_name: 'Bea Brokeradmin',
  expires_at: '2026-12-03T00:05:00.000Z',
};
const marina = organization({ id: 40, name: 'Marina Brokers', kind: 'broker', pivot_role: 'broker_admin' });
const sent = (requests: SentRequest[], path: string) => requests.filter((request) => request.path === path);

describe('the invitation link page', () => {
  it('shows a signed-out visitor the invitation, and leads him to register (email and link kept) or sign in, then back', async () => {
    routeFetch({ 'POST /api/auth/invitation-link': () => jsonResponse({ data: link }) });
    const app = renderApp(`/auth/invitation?token=${TOKEN}`);
    expect(await screen.findByText('Bea Brokeradmin invited you to join Marina Brokers as Broker admin.')).toBeTruthy();
    expect(screen.getByText(/Sent to new.hire@company.example/)).toBeTruthy();

    await userEvent.setup().click(screen.getByRole('link', { name: 'Create your account and join' }));
    await waitFor(() => expect(app.pathname()).toBe('/register'));
    const params = new URLSearchParams(app.router.state.location.search);
    expect(params.get('email')).toBe('new.hire@company.example');
    expect(params.get('invitation')).toBe(TOKEN);
    expect(params.get('next')).toBe(`/auth/invitation?token=${TOKEN}`);
    expect(((await screen.findByLabelText(/^Email/)) as HTMLInputElement).value).toBe('new.hire@company.example');
  });

  it('registers with the link’s secret and comes back to the invitation', async () => {
    const requests = routeFetch({
      'POST /api/auth/register': () => jsonResponse(loginSuccess({ organizations: [], has_enabled_two_factor_auth: false })),
      'POST /api/auth/invitation-link': () => jsonResponse({ data: link }),
    });
    const next = encodeURIComponent(`/auth/invitation?token=${TOKEN}`);
    const app = renderApp(`/register?email=new.hire%40company.example&invitation=${TOKEN}&next=${next}`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Full name/), 'Nadia Hire');
    await user.type(screen.getByLabelText(/^Password/), 'amber-lantern-harbour-42');
    await user.type(screen.getByLabelText(/^Confirm password/), 'amber-lantern-harbour-42');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(app.pathname()).toBe('/auth/invitation'));
    expect(sent(requests, '/api/auth/register')[0]!.json).toMatchObject({ email: 'new.hire@company.example', invitation_token: TOKEN });
    expect(await screen.findByRole('button', { name: 'Join Marina Brokers' })).toBeTruthy();
  });

  it('never sends a sign-in on to another site', async () => {
    routeFetch({ 'POST /api/auth/login': () => jsonResponse(loginSuccess({ organizations: [marina] })) });
    const app = renderApp('/?next=//evil.example/steal');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Email/), 'multi@demo.test');
    await user.type(screen.getByLabelText(/^Password/), 'password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(app.pathname()).toBe('/crm/leads'));
  });

  it('lets a signed-in user join from the link: the secret goes in the body, and the organization becomes current', async () => {
    signIn({ organizations: [] });
    const requests = routeFetch({
      'POST /api/auth/invitation-link': () => jsonResponse({ data: link }),
      'POST /api/auth/invitation-link/answer': () => jsonResponse({ message: 'You joined Marina Brokers.', organizations: [marina] }),
    });
    const app = renderApp(`/auth/invitation?token=${TOKEN}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Join Marina Brokers' }));
    await waitFor(() => expect(app.pathname()).toBe('/crm/leads'));
    const answer = sent(requests, '/api/auth/invitation-link/answer')[0]!;
    expect(answer.json).toMatchObject({ token: TOKEN, accept: true });
    expect(answer.url).not.toContain(TOKEN);
    expect(readSession()).toMatchObject({ organizationId: 40, accessType: 'broker_admin' });
  });

  it('says so when the link is no longer valid', async () => {
    routeFetch({ 'POST /api/auth/invitation-link': () => jsonResponse({ message: 'This invitation is no longer valid.' }, 404) });
    renderApp(`/auth/invitation?token=${TOKEN}`);
    expect(await screen.findByText(/This invitation is no longer valid: it was answered, cancelled or has expired/)).toBeTruthy();
  });
});

describe('the verification link page', () => {
  it('follows the link once and says the email is confirmed', async () => {
    const requests = routeFetch({ 'POST /api/auth/verify-email': () => jsonResponse({ message: 'Your email address is confirmed.' }) });
    renderApp(`/auth/verify-email?token=${TOKEN}`);
    expect(await screen.findByText('Your email address is confirmed.')).toBeTruthy();
    expect(sent(requests, '/api/auth/verify-email')).toHaveLength(1);
    expect(sent(requests, '/api/auth/verify-email')[0]!.json).toMatchObject({ token: TOKEN });
  });

  it('shows the server’s refusal of a spent link', async () => {
    routeFetch({
      'POST /api/auth/verify-email': () =>
        jsonResponse(
          {
            message: 'This verification link is invalid or has expired.',
            errors: { token: ['This verification link is invalid or has expired.'] },
          },
          422,
        ),
    });
    renderApp(`/auth/verify-email?token=${TOKEN}`);
    expect(await screen.findByText('This verification link is invalid or has expired.')).toBeTruthy();
  });
});

describe('the profile’s email', () => {
  it('asks for the current password only for another address, and shows the change waiting for its link', async () => {
    signIn();
    let stored = profile();
    const requests = routeFetch({
      'GET /api/auth/me': () => jsonResponse({ data: stored }),
      'PATCH /api/auth/profile': (request: SentRequest) => {
        stored = profile({ pending_email: String(request.json?.email), updated_at: '2026-01-02T00:00:00.000Z' });
        return jsonResponse({ data: stored, message: 'We sent a link.' });
      },
    });
    renderApp('/auth/account-settings/profile');
    const user = userEvent.setup();
    const email = await screen.findByLabelText(/^Email/);
    expect(screen.queryByLabelText(/^Current password/)).toBeNull();
    await user.clear(email);
    await user.type(email, 'mona@new.example');
    await user.type(await screen.findByLabelText(/^Current password/), 'demo-pass-2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('You asked to change your email to mona@new.example. It changes once you follow the link we mailed there.'),
    ).toBeTruthy();
    expect(sent(requests, '/api/auth/profile')[0]!.json).toMatchObject({ email: 'mona@new.example', current_password: 'demo-pass-2026' });
    // The form shows the address still in force.
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('multi@demo.test');
  });

  it('tells an unconfirmed account why it sees no invitation, and mails the link again', async () => {
    signIn({ organizations: [] });
    const requests = routeFetch({
      'GET /api/auth/me': () => jsonResponse({ data: profile({ email_verified: false, organizations: [] }) }),
      'GET /api/auth/invites': () => jsonResponse({ data: [] }),
      'POST /api/auth/email/verification-notification': () => jsonResponse({ message: 'We sent a new link.' }),
    });
    renderApp('/auth/no-organizations');
    expect(await screen.findByText(/Your email multi@demo.test is not confirmed yet/)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('We sent a new link to multi@demo.test.')).toBeTruthy();
    expect(sent(requests, '/api/auth/email/verification-notification')).toHaveLength(1);
  });
});
