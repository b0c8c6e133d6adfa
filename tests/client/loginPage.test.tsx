import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WEB_DEVICE_NAME } from '../../src/shared/api.ts';
import { isSignedIn } from '../../src/client/providers/session.ts';
import { loginSuccess } from './support/factories.ts';
import { jsonResponse, routeFetch } from './support/fetchMock.ts';
import { renderApp } from './support/renderApp.tsx';

async function submitCredentials(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('the login page', () => {
  it('signs in an account without two-factor and shows the two-factor notice', async () => {
    const requests = routeFetch({ 'POST /api/auth/login': loginSuccess({ has_enabled_two_factor_auth: false }) });
    const app = renderApp('/');
    await submitCredentials('multi@demo.test', 'password');

    expect(await screen.findByRole('button', { name: 'Set up now' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remind me later' })).toBeTruthy();
    expect(app.pathname()).toBe('/auth/two-factor/notice');
    expect(requests[0].json).toMatchObject({ email: 'multi@demo.test', password: 'password', device_name: WEB_DEVICE_NAME });
    expect(isSignedIn()).toBe(true);
  });

  it('signs in an account with two-factor straight to its home page', async () => {
    routeFetch({ 'POST /api/auth/login': loginSuccess({ has_enabled_two_factor_auth: true }) });
    const app = renderApp('/');
    await submitCredentials('multi@demo.test', 'password');
    await waitFor(() => expect(app.pathname()).toBe('/crm/leads'));
  });

  it('shows the message of bad credentials under the email field', async () => {
    const message = 'These credentials do not match our records.';
    routeFetch({ 'POST /api/auth/login': () => jsonResponse({ message, errors: { email: [message] } }, 422) });
    const app = renderApp('/');
    await submitCredentials('multi@demo.test', 'wrong-password');

    await waitFor(() => expect(screen.getAllByText(message).length).toBeGreaterThan(0));
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(app.pathname()).toBe('/');
    expect(isSignedIn()).toBe(false);
  });

  it('checks the fields before calling the server', async () => {
    const requests = routeFetch({});
    renderApp('/');
    await submitCredentials('not-an-email', 'x');
    expect(await screen.findByText('The email must be a valid email address.')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('tells the user when the server answers without a token', async () => {
    routeFetch({ 'POST /api/auth/login': { two_factor_auth: false } });
    renderApp('/');
    await submitCredentials('multi@demo.test', 'password');
    expect(await screen.findByText('Sign-in failed. Please try again.')).toBeTruthy();
    expect(isSignedIn()).toBe(false);
  });

  it('asks for the two-factor code and completes the sign-in with it', async () => {
    const requests = routeFetch({
      'POST /api/auth/login': { two_factor_auth: true, challenge_token: 'chal-1' },
      'POST /api/auth/2fa/two-factor-challenge': loginSuccess({ has_enabled_two_factor_auth: true }),
    });
    const app = renderApp('/');
    const user = await submitCredentials('multi@demo.test', 'password');

    const code = await screen.findByLabelText('Authentication code');
    expect(isSignedIn()).toBe(false);
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(app.pathname()).toBe('/crm/leads'));
    expect(requests[1].json).toMatchObject({ challenge_token: 'chal-1', code: '123456', device_name: WEB_DEVICE_NAME });
    expect('Authorization' in requests[1].headers).toBe(false);
  });

  it('accepts a recovery code instead of the six digits', async () => {
    const requests = routeFetch({
      'POST /api/auth/login': { two_factor_auth: true, challenge_token: 'chal-2' },
      'POST /api/auth/2fa/two-factor-challenge': loginSuccess(),
    });
    const app = renderApp('/');
    const user = await submitCredentials('multi@demo.test', 'password');

    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(await screen.findByLabelText('Recovery code'), 'abcd-efgh');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(app.pathname()).toBe('/crm/leads'));
    expect(requests[1].json).toMatchObject({ challenge_token: 'chal-2', recovery_code: 'abcd-efgh' });
  });

  it('refuses a code that is not six digits without calling the server', async () => {
    const requests = routeFetch({ 'POST /api/auth/login': { two_factor_auth: true, challenge_token: 'chal-3' } });
    renderApp('/');
    const user = await submitCredentials('multi@demo.test', 'password');
    await user.type(await screen.findByLabelText('Authentication code'), '12ab');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code must be 6 digits.')).toBeTruthy();
    expect(requests).toHaveLength(1);
  });
});
