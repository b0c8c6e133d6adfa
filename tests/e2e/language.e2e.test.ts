// Arabic in a real browser, against the one shared server: the sign-in page's switcher turns the
// page right to left with the self-hosted Arabic font and the RTL style cache, a reload paints
// in Arabic at once, and signing in restores the profile's language. Assertions read attributes
// and styles, not texts, so they hold once the Arabic messages replace the English ones.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, type Browser } from './support/browser.ts';

const PASSWORD = 'orchid lantern 4417';

describe('the Arabic interface', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it('switches the sign-in page to Arabic, right to left, and a reload stays in it from the start', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: /^Language: / }).click();
    await page.getByRole('menuitemradio', { name: 'العربية' }).click();
    await page.locator('html[dir="rtl"][lang="ar"]').waitFor({ state: 'attached' });

    await page.reload({ waitUntil: 'domcontentloaded' });
    // The entry script sets dir before the app's first render; the first card is already Arabic.
    await page.locator('main .MuiCard-root').waitFor();
    const shown = await page.evaluate(async () => {
      await document.fonts.ready;
      return {
        dir: document.documentElement.dir,
        font: getComputedStyle(document.body).fontFamily,
        arabicFont: document.fonts.check('16px "Noto Sans Arabic"', 'منصة'),
        rtlStyles: document.querySelectorAll('style[data-emotion^="muirtl"]').length,
      };
    });
    expect(shown).toMatchObject({ dir: 'rtl', arabicFont: true });
    expect(shown.font).toMatch(/^"Noto Sans Arabic"/);
    expect(shown.rtlStyles).toBeGreaterThan(0);
    await page.evaluate(() => localStorage.clear());
    await page.close();
  });

  it('restores an Arabic account’s language at sign-in', async () => {
    const email = `e2e-arabic-${randomBytes(4).toString('hex')}@example.test`;
    const registered = await fetch(`${inject('baseUrl')}/api/auth/register`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', 'accept-language': 'ar' },
      body: JSON.stringify({ full_name: 'E2E Arabic', email, password: PASSWORD, password_confirmation: PASSWORD }),
    });
    expect(registered.status).toBe(200);

    const page = await browser.newPage();
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.locator('html[dir="rtl"][lang="ar"]').waitFor({ state: 'attached' });
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ar');
    await page.evaluate(() => localStorage.clear());
    await page.close();
  });
});
