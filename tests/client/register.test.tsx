import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WEB_DEVICE_NAME } from '../../src/shared/api.ts';
import { isSignedIn, readSession } from '../../src/client/providers/session.ts';
import { loginSuccess } from './support/factories.ts';
import { jsonResponse, routeFetch } from './support/fetchMock.ts';
import { renderApp } from './support/renderApp.tsx';

async function fillRegistration(fields: { name?: string; email?: string; password?: string; confirmation?: string } = {}) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Full name'), fields.name ?? 'Nora New');
  await user.type(screen.getByLabelText('Email'), fields.email ?? 'nora@example.test');
  await user.type(screen.getByLabelText('Password'), fields.password ?? 'correct horse battery');
  await user.type(screen.getByLabelText('Confirm password'), fields.confirmation ?? fields.password ?? 'correct horse battery');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  return user;
}

const registered = loginSuccess({
  token: 'new-token',
  full_name: 'Nora New',
  user_id: 99,
  organizations: [],
  has_enabled_two_factor_auth: false,
});

describe('the register page', () => {
  it('is linked from the login page, and links back to it', async () => {
    routeFetch({});
    const app = renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Create an account' }));
    expect(app.pathname()).toBe('/register');
    await user.click(await screen.findByRole('link', { name: 'Already have an account? Sign in' }));
    expect(app.pathname()).toBe('/');
  });

  it('creates the account, signs it in and lands on the no-organizations page', async () => {
    const requests = routeFetch({
      'POST /api/auth/register': registered,
      'GET /api/auth/invites': { data: [] },
    });
    const app = renderApp('/register');
    await fillRegistration();

    await waitFor(() => expect(app.pathname()).toBe('/auth/no-organizations'));
    expect(await screen.findByText('You have no pending invitations.')).toBeTruthy();
    const call = requests.find((request) => request.path === '/api/auth/register')!;
    expect(call.method).toBe('POST');
    expect(call.json).toMatchObject({
      full_name: 'Nora New',
      email: 'nora@example.test',
      password: 'correct horse battery',
      password_confirmation: 'correct horse battery',
      device_name: WEB_DEVICE_NAME,
    });
    expect('Authorization' in call.headers).toBe(false);
    expect(isSignedIn()).toBe(true);
    expect(readSession()).toMatchObject({ token: 'new-token', fullName: 'Nora New', userId: 99, accessType: null });
  });

  it('shows the server’s refusal of a taken email under the email field', async () => {
    const message = 'The email has already been taken.';
    routeFetch({ 'POST /api/auth/register': () => jsonResponse({ message, errors: { email: [message] } }, 422) });
    const app = renderApp('/register');
    await fillRegistration({ email: 'Multi@Demo.test' });

    await waitFor(() => expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    expect(app.pathname()).toBe('/register');
    expect(isSignedIn()).toBe(false);
  });

  it('shows a common password refused by the server under the password field', async () => {
    const message = 'This password is too common. Choose a less common one.';
    routeFetch({ 'POST /api/auth/register': () => jsonResponse({ message, errors: { password: [message] } }, 422) });
    renderApp('/register');
    await fillRegistration({ password: 'password123' });
    await waitFor(() => expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true'));
  });

  it('checks the shared rules before calling the server', async () => {
    const requests = routeFetch({});
    renderApp('/register');
    await fillRegistration({ password: 'short', confirmation: 'short' });
    expect(await screen.findByText('The password field must be at least 8 characters.')).toBeTruthy();
    expect(requests.filter((request) => request.path === '/api/auth/register')).toHaveLength(0);
  });

  it('refuses a confirmation that does not match', async () => {
    const requests = routeFetch({});
    renderApp('/register');
    await fillRegistration({ password: 'correct horse battery', confirmation: 'correct horse batter' });
    expect(await screen.findByText('The password field confirmation does not match.')).toBeTruthy();
    expect(requests.filter((request) => request.path === '/api/auth/register')).toHaveLength(0);
  });
});
