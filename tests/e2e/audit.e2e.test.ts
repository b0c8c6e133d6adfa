// The audit log end to end, against the one shared seeded server: a failed sign-in with a fresh
// email, then the super admin opens "Audit log" from the menu, finds that attempt by its email
// (nobody was signed in, so the email is all there is) and reads its details, labelled, in the drawer.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, pathOf, type Browser } from './support/browser.ts';

describe('the audit log', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openBrowser({ signedInAs: 'super@demo.test' });
  });
  afterAll(() => browser.close());

  it('shows the super admin a failed sign-in, found by its email, with its details', async () => {
    const email = `audit-${randomBytes(4).toString('hex')}@example.test`;
    const refused = await fetch(`${inject('baseUrl')}/api/auth/login`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'not-a-password-1', device_name: 'e2e' }),
    });
    expect(refused.status).toBe(422);

    const page = await browser.newPage();
    await page.goto('/');
    await page
      .getByRole('menuitem', { name: 'Audit log' })
      .or(page.getByRole('link', { name: 'Audit log' }))
      .first()
      .click();
    await page.waitForURL('**/audit-logs');
    expect(pathOf(page)).toBe('/audit-logs');
    // The super admin's own sign-in is there already.
    await page
      .getByRole('cell', { name: /Signed in/ })
      .first()
      .waitFor();

    await page.getByPlaceholder('Search').fill(email);
    // The search is debounced: until its answer is drawn, the unfiltered page (which holds this
    // attempt too, and other tests' failed sign-ins) is still on screen.
    await page.waitForURL((url) => decodeURIComponent(url.search).includes(email));
    const row = page.getByRole('row').filter({ hasText: email });
    await row.getByText('Sign-in failed').waitFor();
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'Sign-in failed' }).count()).toBe(1);

    await row.click();
    const details = page.getByRole('region', { name: 'Audit entry' }).getByLabel('Details');
    await details.waitFor();
    // Labelled lines, not JSON.
    expect(await details.textContent()).toContain('Answer status422');
    expect(await details.textContent()).not.toContain('"status"');
    expect(await details.textContent()).not.toContain('not-a-password-1');
    await page.close();
  });
});
