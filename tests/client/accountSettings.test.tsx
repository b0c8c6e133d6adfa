import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { isSignedIn, readSession } from '../../src/client/providers/session.ts';
import { device, profile, signIn } from './support/factories.ts';
import { jsonResponse, routeFetch, type SentRequest } from './support/fetchMock.ts';
import { renderApp } from './support/renderApp.tsx';

const sent = (requests: SentRequest[], method: string, path: string) =>
  requests.filter((request) => request.method === method && request.path === path);

/** The section of a settings tab, found by its heading. */
const section = (name: string) => screen.findByRole('region', { name });

describe('reaching account settings', () => {
  it('opens from the user menu in the app bar', async () => {
    signIn();
    routeFetch({ 'GET /api/auth/me': { data: profile() } });
    const app = renderApp('/crm/leads');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Profile' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Account settings' }));
    await waitFor(() => expect(app.pathname()).toBe('/auth/account-settings/profile'));
    // Still inside the app shell, switcher included.
    expect(screen.getByRole('button', { name: 'Switch organization' })).toBeTruthy();
  });

  it('moves between its three tabs by address', async () => {
    signIn();
    routeFetch({ 'GET /api/auth/me': { data: profile() }, 'GET /api/auth/devices': { data: [] }, 'GET /api/auth/invites': { data: [] } });
    const app = renderApp('/auth/account-settings');
    await waitFor(() => expect(app.pathname()).toBe('/auth/account-settings/profile'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Security' }));
    expect(app.pathname()).toBe('/auth/account-settings/security');
    expect(await section('Change password')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Invitations' }));
    expect(app.pathname()).toBe('/auth/account-settings/invites');
    expect(await screen.findByText('You have no pending invitations.')).toBeTruthy();
  });

  it('sends a visitor to login', async () => {
    routeFetch({});
    const app = renderApp('/auth/account-settings/security');
    await waitFor(() => expect(app.pathname()).toBe('/'));
  });
});

describe('the profile tab', () => {
  it('saves full name, email and phone, and the session’s name follows', async () => {
    signIn({ full_name: 'Mona Multi' });
    const requests = routeFetch({
      'GET /api/auth/me': { data: profile() },
      'PATCH /api/auth/profile': (request: SentRequest) =>
        jsonResponse({ data: profile({ full_name: String(request.json?.full_name), phone: '+971 50 123 4567' }), message: 'Saved.' }),
    });
    renderApp('/auth/account-settings/profile');
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Full name');
    expect((name as HTMLInputElement).value).toBe('Mona Multi');
    await user.clear(name);
    await user.type(name, 'Mona Renamed');
    await user.type(screen.getByLabelText('Phone'), '+971 50 123 4567');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your profile was saved.')).toBeTruthy();
    expect(sent(requests, 'PATCH', '/api/auth/profile')[0].json).toMatchObject({
      full_name: 'Mona Renamed',
      email: 'multi@demo.test',
      phone: '+971 50 123 4567',
    });
    expect(readSession().fullName).toBe('Mona Renamed');
  });

  it('shows a taken email under the email field', async () => {
    const message = 'The email has already been taken.';
    signIn();
    routeFetch({
      'GET /api/auth/me': { data: profile() },
      'PATCH /api/auth/profile': () => jsonResponse({ message, errors: { email: [message] } }, 422),
    });
    renderApp('/auth/account-settings/profile');
    const user = userEvent.setup();
    const email = await screen.findByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'broker@demo.test');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true'));
    expect(readSession().fullName).toBe('Mona Multi');
  });
});

describe('the security tab: password', () => {
  async function changePassword(current: string, next: string, confirmation = next) {
    const user = userEvent.setup();
    const form = within(await section('Change password'));
    await user.type(form.getByLabelText('Current password'), current);
    await user.type(form.getByLabelText('New password'), next);
    await user.type(form.getByLabelText('Confirm new password'), confirmation);
    await user.click(form.getByRole('button', { name: 'Change password' }));
  }

  it('changes the password with the current one and empties the form', async () => {
    signIn();
    const requests = routeFetch({ 'GET /api/auth/devices': { data: [] }, 'PATCH /api/auth/change-password': { message: 'Changed.' } });
    renderApp('/auth/account-settings/security');
    await changePassword('demo-pass-2026', 'a brand new secret');

    expect(await screen.findByText('Your password was changed. Your other devices were signed out.')).toBeTruthy();
    expect(sent(requests, 'PATCH', '/api/auth/change-password')[0].json).toMatchObject({
      current_password: 'demo-pass-2026',
      password: 'a brand new secret',
      password_confirmation: 'a brand new secret',
    });
    await waitFor(() => expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe(''));
    expect(isSignedIn()).toBe(true);
  });

  it('shows a wrong current password under its field', async () => {
    const message = 'The password is incorrect.';
    signIn();
    routeFetch({
      'GET /api/auth/devices': { data: [] },
      'PATCH /api/auth/change-password': () => jsonResponse({ message, errors: { current_password: [message] } }, 422),
    });
    renderApp('/auth/account-settings/security');
    await changePassword('wrong', 'a brand new secret');
    await waitFor(() => expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true'));
  });
});

describe('the security tab: two-factor', () => {
  it('leads to the setup page when two-factor is off, and back here when done', async () => {
    signIn({ has_enabled_two_factor_auth: false });
    routeFetch({
      'GET /api/auth/devices': { data: [] },
      'POST /api/auth/2fa/two-factor-authentication': { message: 'Scan.' },
      'GET /api/auth/2fa/two-factor-qr-code': { svg: '<svg/>', url: 'otpauth://totp/x?secret=ABCDEFGH', secret: 'ABCDEFGH' },
      'POST /api/auth/2fa/confirmed-two-factor-authentication': { message: 'Enabled.', data: ['one-1', 'two-2'] },
    });
    const app = renderApp('/auth/account-settings/security');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Enable two-factor authentication' }));
    expect(app.pathname()).toBe('/auth/two-factor/authenticator-app');

    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    await user.type(screen.getByLabelText('Your password'), 'demo-pass-2026');
    await user.click(screen.getByRole('button', { name: 'Confirm and enable' }));
    expect((await screen.findByRole('list', { name: 'Recovery codes' })).textContent).toContain('one-1');
    await user.click(await screen.findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(app.pathname()).toBe('/auth/account-settings/security'));
    expect(await screen.findByText(/Two-factor authentication is on/)).toBeTruthy();
  });

  it('disables two-factor with the password, sent in the body and never in the address', async () => {
    signIn({ has_enabled_two_factor_auth: true });
    const requests = routeFetch({
      'GET /api/auth/devices': { data: [] },
      'POST /api/auth/2fa/two-factor-authentication': (request: SentRequest) =>
        request.json?._method === 'DELETE' ? jsonResponse({ message: 'Disabled.' }) : jsonResponse({ message: 'Wrong call' }, 400),
    });
    renderApp('/auth/account-settings/security');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable two-factor authentication?' });
    await user.type(within(dialog).getByLabelText('Password'), 'demo-pass-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));

    expect(await screen.findByText('Two-factor authentication is disabled.')).toBeTruthy();
    const call = sent(requests, 'POST', '/api/auth/2fa/two-factor-authentication')[0];
    expect(call.json).toMatchObject({ _method: 'DELETE', password: 'demo-pass-2026' });
    expect(call.url).not.toContain('demo-pass-2026');
    expect(readSession().twoFactorEnabled).toBe(false);
    expect(await screen.findByRole('button', { name: 'Enable two-factor authentication' })).toBeTruthy();
  });

  it('keeps two-factor on when the password is wrong, showing why under the field', async () => {
    const message = 'The password is incorrect.';
    signIn({ has_enabled_two_factor_auth: true });
    routeFetch({
      'GET /api/auth/devices': { data: [] },
      'POST /api/auth/2fa/two-factor-authentication': () => jsonResponse({ message, errors: { password: [message] } }, 422),
    });
    renderApp('/auth/account-settings/security');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Password').getAttribute('aria-invalid')).toBe('true'));
    expect(readSession().twoFactorEnabled).toBe(true);
  });

  it('shows the recovery codes once the password is given in a dialog, sent in the body', async () => {
    signIn({ has_enabled_two_factor_auth: true });
    const requests = routeFetch({
      'GET /api/auth/devices': { data: [] },
      'POST /api/auth/2fa/two-factor-recovery-codes/show': { data: ['old-code-1', 'old-code-2'] },
    });
    renderApp('/auth/account-settings/security');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Show recovery codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Show recovery codes' });
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    await user.type(within(dialog).getByLabelText('Password'), 'demo-pass-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Show' }));

    expect((await screen.findByRole('list', { name: 'Recovery codes' })).textContent).toContain('old-code-1');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const call = sent(requests, 'POST', '/api/auth/2fa/two-factor-recovery-codes/show')[0];
    expect(call.json).toMatchObject({ password: 'demo-pass-2026' });
    expect(call.url).not.toContain('demo-pass-2026');

    // Hiding them forgets them: showing them again asks for the password again.
    await user.click(screen.getByRole('button', { name: 'Hide recovery codes' }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show recovery codes' }));
    expect(await screen.findByRole('dialog', { name: 'Show recovery codes' })).toBeTruthy();
  });

  it('keeps the codes hidden when the password is wrong, showing why under the field', async () => {
    const message = 'The password is incorrect.';
    signIn({ has_enabled_two_factor_auth: true });
    routeFetch({
      'GET /api/auth/devices': { data: [] },
      'POST /api/auth/2fa/two-factor-recovery-codes/show': () => jsonResponse({ message, errors: { password: [message] } }, 422),
    });
    renderApp('/auth/account-settings/security');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Show recovery codes' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Password').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });

  it('regenerates the recovery codes with the password and shows the new ones', async () => {
    signIn({ has_enabled_two_factor_auth: true });
    const requests = routeFetch({
      'GET /api/auth/devices': { data: [] },
      'POST /api/auth/2fa/two-factor-recovery-codes': { data: ['new-code-1', 'new-code-2'], message: 'Regenerated.' },
    });
    renderApp('/auth/account-settings/security');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Regenerate recovery codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Regenerate recovery codes?' });
    await user.type(within(dialog).getByLabelText('Password'), 'demo-pass-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Regenerate' }));

    expect((await screen.findByRole('list', { name: 'Recovery codes' })).textContent).toContain('new-code-1');
    expect(await screen.findByText('New recovery codes were generated; the old ones no longer work.')).toBeTruthy();
    const calls = sent(requests, 'POST', '/api/auth/2fa/two-factor-recovery-codes');
    expect(calls).toHaveLength(1);
    expect(calls[0].json).toMatchObject({ password: 'demo-pass-2026' });
    expect(calls[0].url).not.toContain('demo-pass-2026');
  });
});

describe('the security tab: devices', () => {
  const thisBrowser = device({ id: 11, current: true, last_used_at: '2030-01-02T08:00:00.000Z' });
  const phone = device({ id: 12, device_name: 'Mona’s phone', last_used_at: null });

  it('lists the signed-in devices with last use and this one marked', async () => {
    signIn();
    routeFetch({ 'GET /api/auth/devices': { data: [thisBrowser, phone] } });
    renderApp('/auth/account-settings/security');
    const list = await screen.findByRole('list', { name: 'Signed-in devices' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0].textContent).toContain('This device');
    expect(items[0].textContent).toMatch(/Last used: .*2030/);
    expect(items[1].textContent).toContain('Mona’s phone');
    expect(items[1].textContent).toContain('Last used: never');
    expect(items[1].textContent).not.toContain('This device');
  });

  it('signs another device out and lists the rest', async () => {
    signIn();
    let devices = [thisBrowser, phone];
    const requests = routeFetch({
      'GET /api/auth/devices': () => jsonResponse({ data: devices }),
      'POST /api/auth/devices/12': () => {
        devices = [thisBrowser];
        return jsonResponse({ message: 'The device was signed out.' });
      },
    });
    renderApp('/auth/account-settings/security');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign out Mona’s phone' }));

    expect(await screen.findByText('Mona’s phone was signed out.')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Signed-in devices' })).getAllByRole('listitem')).toHaveLength(1));
    expect(sent(requests, 'POST', '/api/auth/devices/12')[0].query.get('_method')).toBe('DELETE');
    expect(isSignedIn()).toBe(true);
  });

  it('signs this browser out when its own device is revoked', async () => {
    signIn();
    const requests = routeFetch({
      'GET /api/auth/devices': { data: [thisBrowser, phone] },
      'POST /api/auth/devices/11': { message: 'The device was signed out.' },
      'POST /api/auth/logout': () => jsonResponse({ message: 'Unauthenticated.' }, 401),
    });
    const app = renderApp('/auth/account-settings/security');
    const buttons = await screen.findAllByRole('button', { name: /^Sign out / });
    await userEvent.setup().click(buttons[0]);

    await waitFor(() => expect(app.pathname()).toBe('/'));
    expect(isSignedIn()).toBe(false);
    expect(sent(requests, 'POST', '/api/auth/devices/11')).toHaveLength(1);
  });
});
