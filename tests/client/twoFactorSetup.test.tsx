// The 2FA setup page: starting shows the QR code; the code from the app and the password confirm
// it, and the recovery codes of the confirmation's answer are shown once (no second call for them).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSession } from '../../src/client/providers/session.ts';
import { profile, signIn } from './support/factories.ts';
import { jsonResponse, routeFetch, type SentRequest } from './support/fetchMock.ts';
import { renderApp } from './support/renderApp.tsx';
import { keepAllStyles } from './support/visibilityStyles.ts';

// Reads computed styles beyond visibility (see support/visibilityStyles.ts).
keepAllStyles();

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
const QR = {
  svg: SVG,
  url: 'otpauth://totp/Realestate%20Platform:multi%40demo.test?issuer=Realestate%20Platform&secret=JBSWY3DPEHPK3PXP',
  secret: 'JBSWY3DPEHPK3PXP',
};
const CODES = ['aaaa1-bbbb1', 'aaaa2-bbbb2', 'aaaa3-bbbb3', 'aaaa4-bbbb4', 'aaaa5-bbbb5', 'aaaa6-bbbb6', 'aaaa7-bbbb7', 'aaaa8-bbbb8'];
const PASSWORD = 'demo-pass-2026';

function twoFactorServer(overrides: Record<string, unknown> = {}) {
  return routeFetch({
    'POST /api/auth/2fa/two-factor-authentication': { message: 'Scan the QR code.' },
    'GET /api/auth/2fa/two-factor-qr-code': QR,
    'POST /api/auth/2fa/confirmed-two-factor-authentication': { message: 'Two-factor authentication is enabled.', data: CODES },
    ...overrides,
  });
}

const calls = (requests: SentRequest[]) =>
  requests.map((request) => `${request.method} ${request.path}`).filter((call) => call.includes('/2fa/'));

/** Types the code and the password, and confirms. */
async function confirmWith(user: ReturnType<typeof userEvent.setup>, code: string, password = PASSWORD) {
  await user.type(await screen.findByLabelText('Authentication code'), code);
  await user.type(screen.getByLabelText('Your password'), password);
  await user.click(screen.getByRole('button', { name: 'Confirm and enable' }));
}

describe('the two-factor setup page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('starts enabling, then shows the QR code as an image and the key to type by hand', async () => {
    signIn({ has_enabled_two_factor_auth: false });
    const requests = twoFactorServer();
    renderApp('/auth/two-factor/authenticator-app');

    const image = (await screen.findByRole('img', { name: 'QR code for your authenticator app' })) as HTMLImageElement;
    expect(image.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(SVG)}`);
    // The SVG's markup is not part of the page.
    expect(document.querySelector('svg rect')).toBeNull();
    expect((screen.getByLabelText('Setup key') as HTMLInputElement).value).toBe('JBSW Y3DP EHPK 3PXP');
    expect(calls(requests)).toEqual(['POST /api/auth/2fa/two-factor-authentication', 'GET /api/auth/2fa/two-factor-qr-code']);
  });

  it('confirms with a code and the password, shows the 8 recovery codes it answers and marks the session, then leads home', async () => {
    signIn({ has_enabled_two_factor_auth: false });
    const requests = twoFactorServer();
    const app = renderApp('/auth/two-factor/authenticator-app');
    const user = userEvent.setup();

    await confirmWith(user, '123 456');

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(8);
    expect(list.textContent).toContain('aaaa8-bbbb8');
    expect(readSession().twoFactorEnabled).toBe(true);
    const confirmation = requests.find((request) => request.path.endsWith('/confirmed-two-factor-authentication'))!;
    expect(confirmation.json).toMatchObject({ code: '123456', password: PASSWORD });
    expect(confirmation.url).not.toContain(PASSWORD);
    // The codes came with the confirmation: no other call asks for them.
    expect(calls(requests)).toEqual([
      'POST /api/auth/2fa/two-factor-authentication',
      'GET /api/auth/2fa/two-factor-qr-code',
      'POST /api/auth/2fa/confirmed-two-factor-authentication',
    ]);
    expect(await screen.findByText('Two-factor authentication is enabled. Your other devices were signed out.')).toBeTruthy();
    // Still on the page although 2FA is now on: the codes must be seen first.
    expect(app.pathname()).toBe('/auth/two-factor/authenticator-app');

    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(app.pathname()).toBe('/crm/leads'));
  });

  it('copies the recovery codes', async () => {
    signIn({ has_enabled_two_factor_auth: false });
    twoFactorServer();
    renderApp('/auth/two-factor/authenticator-app');
    const user = userEvent.setup();
    await confirmWith(user, '123456');
    await user.click(await screen.findByRole('button', { name: 'Copy codes' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(CODES.join('\n'));
    expect(await screen.findByText('The recovery codes were copied.')).toBeTruthy();
  });

  it('shows the recovery codes one a line and downloads them as recovery-codes.txt, named for the product and the account', async () => {
    signIn({ has_enabled_two_factor_auth: false });
    twoFactorServer({ 'GET /api/auth/me': { data: profile({ email: 'mona@demo.test' }) } });
    renderApp('/auth/two-factor/authenticator-app');
    const user = userEvent.setup();
    await confirmWith(user, '123456');

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual(CODES);
    // One column at every width: a code a line.
    expect(getComputedStyle(list).gridTemplateColumns).toBe('1fr');

    const blobs: Blob[] = [];
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:http://localhost/codes';
    });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(`${this.download} ${this.href}`);
    });
    // The button waits for the profile, whose email names the codes.
    const download = screen.getByRole<HTMLButtonElement>('button', { name: 'Download' });
    await waitFor(() => expect(download.disabled).toBe(false));
    await user.click(download);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(names).toEqual(['recovery-codes.txt blob:http://localhost/codes']);
    expect(blobs[0]!.type).toBe('text/plain;charset=utf-8');
    expect(await blobs[0]!.text()).toBe(['Realestate Platform recovery codes for mona@demo.test', ...CODES].join('\n') + '\n');
  });

  it('shows a wrong code under the code field and stays disabled', async () => {
    const message = 'The provided two factor authentication code was invalid.';
    signIn({ has_enabled_two_factor_auth: false });
    twoFactorServer({
      'POST /api/auth/2fa/confirmed-two-factor-authentication': () => jsonResponse({ message, errors: { code: [message] } }, 422),
    });
    renderApp('/auth/two-factor/authenticator-app');
    const user = userEvent.setup();
    await confirmWith(user, '000000');

    await waitFor(() => expect(screen.getByLabelText('Authentication code').getAttribute('aria-invalid')).toBe('true'));
    expect(readSession().twoFactorEnabled).toBe(false);
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });

  it('shows a wrong password under the password field and stays disabled', async () => {
    const message = 'The password is incorrect.';
    signIn({ has_enabled_two_factor_auth: false });
    twoFactorServer({
      'POST /api/auth/2fa/confirmed-two-factor-authentication': () => jsonResponse({ message, errors: { password: [message] } }, 422),
    });
    renderApp('/auth/two-factor/authenticator-app');
    const user = userEvent.setup();
    await confirmWith(user, '123456', 'not my password');

    await waitFor(() => expect(screen.getByLabelText('Your password').getAttribute('aria-invalid')).toBe('true'));
    expect(readSession().twoFactorEnabled).toBe(false);
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });

  it('asks for the password before sending anything', async () => {
    signIn({ has_enabled_two_factor_auth: false });
    const requests = twoFactorServer();
    renderApp('/auth/two-factor/authenticator-app');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm and enable' }));

    await waitFor(() => expect(screen.getByLabelText('Your password').getAttribute('aria-invalid')).toBe('true'));
    expect(calls(requests)).not.toContain('POST /api/auth/2fa/confirmed-two-factor-authentication');
  });

  it('sends a user whose two-factor is already on to his home page', async () => {
    signIn({ has_enabled_two_factor_auth: true });
    const requests = twoFactorServer();
    const app = renderApp('/auth/two-factor/authenticator-app');
    await waitFor(() => expect(app.pathname()).toBe('/crm/leads'));
    expect(calls(requests)).toEqual([]);
  });

  it('goes home when the server says two-factor is on already, and remembers it', async () => {
    signIn({ has_enabled_two_factor_auth: false });
    twoFactorServer({
      'POST /api/auth/2fa/two-factor-authentication': () => jsonResponse({ message: 'Two-factor authentication is already enabled.' }, 409),
    });
    const app = renderApp('/auth/two-factor/authenticator-app');
    await waitFor(() => expect(app.pathname()).toBe('/crm/leads'));
    expect(readSession().twoFactorEnabled).toBe(true);
  });

  it('sends a visitor to login', async () => {
    twoFactorServer();
    const visitor = renderApp('/auth/two-factor/authenticator-app');
    await waitFor(() => expect(visitor.pathname()).toBe('/'));
  });
});
