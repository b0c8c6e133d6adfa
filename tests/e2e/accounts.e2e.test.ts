// Accounts end to end, against the one shared server: two-factor authentication enabled in
// account settings and used to sign in (code, then a single-use recovery code), a password reset
// from the link in the written mail, and a new account's email confirmed from its mail before an
// invitation is accepted from the no-organizations page.
// Every stateful step uses a freshly registered user, so the demo accounts stay as they are.
import { randomBytes } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, openBrowser, pathOf, signIn, type Browser } from './support/browser.ts';
import { linkInMail } from './support/mail.ts';

const PASSWORD = 'orchid lantern 4417';

function freshEmail(purpose: string): string {
  return `e2e-${purpose}-${randomBytes(4).toString('hex')}@example.test`;
}

async function api<T>(method: string, apiPath: string, body?: unknown, token?: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`${inject('baseUrl')}/api/${apiPath}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

interface LoginAnswer {
  token: string;
  organizations: { id: number; name: string }[];
}

async function registerByApi(purpose: string): Promise<string> {
  const email = freshEmail(purpose);
  const answer = await api<LoginAnswer>('POST', 'auth/register', {
    full_name: `E2E ${purpose}`,
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
  });
  expect(answer.status).toBe(200);
  // The browser signs in on its own; this token is not needed.
  await api('POST', 'auth/logout', undefined, answer.body.token);
  return email;
}

async function submitCredentials(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signOutFromNoOrganizations(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
}

describe('accounts', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it('enables two-factor in account settings, then signs in with a code and with a single-use recovery code', async () => {
    const page = await browser.newPage();
    const email = freshEmail('2fa');

    // Register: the new account has no organization yet.
    await page.goto('/');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByLabel('Full name').fill('E2E Two Factor');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/auth/no-organizations');

    // Account settings → security → enable.
    await page.getByRole('link', { name: 'Account settings' }).click();
    await page.waitForURL('**/auth/account-settings/profile');
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByRole('button', { name: 'Enable two-factor authentication' }).click();
    await page.waitForURL('**/auth/two-factor/authenticator-app');
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const key = (await page.getByLabel('Setup key').inputValue()).replace(/\s+/g, '');
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key) });
    await page.getByLabel('Authentication code').fill(totp.generate());
    await page.getByLabel('Your password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Confirm and enable' }).click();

    const codesList = page.getByRole('list', { name: 'Recovery codes' });
    await codesList.getByRole('listitem').first().waitFor();
    const recoveryCodes = (await codesList.getByRole('listitem').allTextContents()).map((code) => code.trim());
    expect(recoveryCodes).toHaveLength(8);
    await page.getByRole('button', { name: 'Done' }).click();
    await page.waitForURL('**/auth/account-settings/security');
    await page.getByText('Two-factor authentication is on.', { exact: false }).waitFor();

    // The setup page is no longer offered.
    await page.goto('/auth/two-factor/authenticator-app');
    await page.waitForURL('**/auth/no-organizations');

    await signOutFromNoOrganizations(page);

    // Signing in now asks for a code. The next step's code: a fresh one the app would show
    // 30 seconds later, still within the server's ±1 step.
    await submitCredentials(page, email, PASSWORD);
    await page.getByLabel('Authentication code').fill(totp.generate({ timestamp: Date.now() + 30_000 }));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/auth/no-organizations');
    await signOutFromNoOrganizations(page);

    // A recovery code works once…
    await submitCredentials(page, email, PASSWORD);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[0]);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/auth/no-organizations');
    await signOutFromNoOrganizations(page);

    // …and not twice.
    await submitCredentials(page, email, PASSWORD);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[0]);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('The provided two factor recovery code was invalid.').first().waitFor();
    expect(pathOf(page)).toBe('/');
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    await page.close();
  });

  it('resets a forgotten password from the link in the mail and signs in with the new one', async () => {
    const page = await browser.newPage();
    const email = await registerByApi('reset');
    const newPassword = 'quartz meadow 9031';

    await page.goto('/');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.waitForURL('**/auth/forgot-password/success');
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();

    const link = await linkInMail(email, '/auth/reset-password');
    expect(link.startsWith(browser.baseUrl)).toBe(true);
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.waitForURL('**/auth/reset-password/success');

    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await signIn(page, email, newPassword);
    await page.waitForURL('**/auth/no-organizations');
    await signOutFromNoOrganizations(page);
    await page.close();
  });

  it('confirms a new account’s email from its mail, then accepts an invitation from the no-organizations page', async () => {
    const page = await browser.newPage();
    const email = await registerByApi('invite');

    // Until its email is confirmed, an account sees no invitation; the mailed link confirms it.
    await page.goto(await linkInMail(email, '/auth/verify-email'));
    await page.getByText('Your email address is confirmed.').waitFor();

    // devadmin invites the new user to Skyline Builders through the API.
    const admin = await api<LoginAnswer>('POST', 'auth/login', {
      email: 'devadmin@demo.test',
      password: DEMO_PASSWORD,
      device_name: 'e2e',
    });
    expect(admin.status).toBe(200);
    const skyline = admin.body.organizations.find((organization) => organization.name === 'Skyline Builders')!;
    const invited = await api(
      'POST',
      `auth/invite/${skyline.id}`,
      { organization_id: skyline.id, email, role: 'developer' },
      admin.body.token,
    );
    expect(invited.status).toBe(201);
    await api('POST', 'auth/logout', undefined, admin.body.token);

    await signIn(page, email, PASSWORD);
    await page.waitForURL('**/auth/no-organizations');
    await page.getByRole('list', { name: 'Pending invitations' }).getByText('Skyline Builders').waitFor();
    await page.getByRole('button', { name: 'Accept the invitation to Skyline Builders' }).click();

    await page.waitForURL('**/crm/leads');
    await expect(page.getByRole('button', { name: 'Switch organization' }).textContent()).resolves.toContain('Skyline Builders');
    await page.evaluate(() => localStorage.clear());
    await page.close();
  });
});
