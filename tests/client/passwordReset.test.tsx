import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { isSignedIn } from '../../src/client/providers/session.ts';
import { jsonResponse, routeFetch } from './support/fetchMock.ts';
import { renderApp } from './support/renderApp.tsx';

const SENT = { message: 'If an account exists for that email, we have sent a reset link.' };

describe('forgot password', () => {
  it('is linked from the login page', async () => {
    routeFetch({});
    const app = renderApp('/');
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    expect(app.pathname()).toBe('/auth/forgot-password');
  });

  it('asks for a link by email and always shows the same success page', async () => {
    const requests = routeFetch({ 'POST /api/auth/forgot-password': SENT });
    const app = renderApp('/auth/forgot-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'nobody@example.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    await waitFor(() => expect(app.pathname()).toBe('/auth/forgot-password/success'));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/');
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/api/auth/forgot-password' });
    expect(requests[0].json).toMatchObject({ email: 'nobody@example.test', locale: 'en' });
    expect('Authorization' in requests[0].headers).toBe(false);
  });

  it('tells the user to wait when the server throttles him, and stays', async () => {
    const message = 'Too many requests. Try again in 60 seconds.';
    routeFetch({ 'POST /api/auth/forgot-password': () => jsonResponse({ message }, 429, { 'Retry-After': '60' }) });
    const app = renderApp('/auth/forgot-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'nora@example.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(app.pathname()).toBe('/auth/forgot-password');
  });

  it('checks the email before calling the server', async () => {
    const requests = routeFetch({});
    renderApp('/auth/forgot-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('The email must be a valid email address.')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });
});

describe('reset password', () => {
  const link = '/auth/reset-password?token=tok-123&email=nora%40example.test';

  async function choosePassword(password: string, confirmation = password) {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), password);
    await user.type(screen.getByLabelText('Confirm new password'), confirmation);
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
  }

  it('sends the token and email of the link with the new password, then offers to sign in', async () => {
    const requests = routeFetch({ 'POST /api/auth/reset-password': { message: 'Your password has been reset.' } });
    const app = renderApp(link);
    expect(((await screen.findByLabelText('Email')) as HTMLInputElement).value).toBe('nora@example.test');
    await choosePassword('a brand new secret');

    await waitFor(() => expect(app.pathname()).toBe('/auth/reset-password/success'));
    expect(requests[0].json).toMatchObject({
      token: 'tok-123',
      email: 'nora@example.test',
      password: 'a brand new secret',
      password_confirmation: 'a brand new secret',
    });
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Sign in' }));
    expect(app.pathname()).toBe('/');
    expect(isSignedIn()).toBe(false);
  });

  it('shows an expired or used link’s refusal under the email', async () => {
    const message = 'This password reset link is invalid or has expired.';
    routeFetch({ 'POST /api/auth/reset-password': () => jsonResponse({ message, errors: { email: [message] } }, 422) });
    const app = renderApp(link);
    await choosePassword('a brand new secret');
    await waitFor(() => expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'Ask for a new link' })[0].getAttribute('href')).toBe('/auth/forgot-password');
    expect(app.pathname()).toBe('/auth/reset-password');
  });

  it('refuses a mismatched confirmation without calling the server', async () => {
    const requests = routeFetch({});
    renderApp(link);
    await choosePassword('a brand new secret', 'another secret');
    expect(await screen.findByText('The password field confirmation does not match.')).toBeTruthy();
    expect(requests.filter((request) => request.path === '/api/auth/reset-password')).toHaveLength(0);
  });

  it('explains a link without token or email', async () => {
    routeFetch({});
    renderApp('/auth/reset-password?email=nora%40example.test');
    expect(await screen.findByText(/This reset link is incomplete/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reset password' })).toBeNull();
  });
});
