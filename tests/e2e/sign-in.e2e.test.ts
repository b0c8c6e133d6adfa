import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, pathOf, signIn, type Browser } from './support/browser.ts';

const HOME_BY_ACCOUNT: [string, string][] = [
  ['super@demo.test', '/auth/organizations'],
  ['sales@demo.test', '/inventory/projects'],
  ['devadmin@demo.test', '/crm/leads'],
  ['developer@demo.test', '/crm/leads'],
  ['brokeradmin@demo.test', '/crm/leads'],
  ['broker@demo.test', '/crm/leads'],
  ['multi@demo.test', '/crm/leads'],
];

describe('signing in, switching organization and signing out', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it.each(HOME_BY_ACCOUNT)('%s passes the two-factor notice and lands on %s', async (email, home) => {
    const page = await browser.newPage();
    await signIn(page, email);
    await page.waitForURL(`**${home}`);
    expect(pathOf(page)).toBe(home);
    await page.evaluate(() => localStorage.clear());
    await page.close();
  });

  it('refuses wrong credentials with the server’s message and stays on the login page', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await page.getByLabel('Email').fill('broker@demo.test');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('These credentials do not match our records.').first().waitFor();
    expect(pathOf(page)).toBe('/');
    await page.close();
  });

  it('switches organization from the app bar and the menu follows the new role', async () => {
    const page = await browser.newPage();
    await signIn(page, 'multi@demo.test');
    await page.waitForURL('**/crm/leads');
    await page
      .getByRole('menuitem', { name: 'Leads' })
      .or(page.getByRole('link', { name: 'Leads' }))
      .first()
      .waitFor();
    expect(await page.getByRole('link', { name: 'Tags' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Switch organization' }).click();
    await page.getByRole('menuitem', { name: /Palm Realty/ }).click();
    await page
      .getByRole('link', { name: 'Tags' })
      .or(page.getByRole('menuitem', { name: 'Tags' }))
      .first()
      .waitFor();
    await expect(page.getByRole('button', { name: 'Switch organization' }).textContent()).resolves.toContain('Palm Realty');
    expect(await page.evaluate(() => Object.values(localStorage).join(' '))).toContain('broker_admin');
    await page.evaluate(() => localStorage.clear());
    await page.close();
  });

  it('signs out from the user menu back to the login page, and the token no longer works', async () => {
    const page = await browser.newPage();
    await signIn(page, 'broker@demo.test');
    await page.waitForURL('**/crm/leads');
    const token = await page.evaluate(() => Object.entries(localStorage).find(([key]) => /token/i.test(key))?.[1]);
    expect(token).toBeTruthy();

    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    const me = await fetch(`${browser.baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
    expect(me.status).toBe(401);
    await page.close();
  });

  it('sends the user to the login page when the server has revoked the token', async () => {
    const page = await browser.newPage();
    await signIn(page, 'developer@demo.test');
    await page.waitForURL('**/crm/leads');
    const token = await page.evaluate(() => Object.entries(localStorage).find(([key]) => /token/i.test(key))?.[1]);
    const revoked = await fetch(`${browser.baseUrl}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    });
    expect(revoked.status).toBe(200);

    await page.reload();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.close();
  });

  it('shows the not-found page for an unknown route', async () => {
    const page = await browser.newPage();
    await signIn(page, 'broker@demo.test');
    await page.waitForURL('**/crm/leads');
    await page.goto('/no/such/page');
    await page
      .getByText(/not found/i)
      .first()
      .waitFor();
    await page.close();
  });
});
