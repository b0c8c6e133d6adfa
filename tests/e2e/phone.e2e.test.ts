// The lists on a phone's screen, against the one shared server: the page keeps the screen's width
// (the lists' tables fit it; a wider one would scroll sideways in its own box, the toolbar in
// sight), the search is on screen and the other filters come from "Add filter"
// (src/client/layout/phoneFilters.ts, theme.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type Browser } from './support/browser.ts';

const PHONE = { width: 412, height: 823 };

describe('the lists on a phone', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await openBrowser({ signedInAs: 'devadmin@demo.test' });
    page = await browser.newPage();
    await page.setViewportSize(PHONE);
  });

  afterAll(async () => {
    await browser.close();
  });

  it('fit the units list and its table to the screen, and add a filter from the toolbar', async () => {
    await page.goto('/inventory/units');
    await page.locator('tbody tr').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const table = await page
      .locator('.RaDataTable-tableWrapper')
      .evaluate((box) => ({ scrollWidth: box.scrollWidth, clientWidth: box.clientWidth }));
    expect(table.scrollWidth).toBeLessThanOrEqual(table.clientWidth);

    expect(await page.getByRole('combobox', { name: 'Status' }).count()).toBe(0);
    const addFilter = page.getByRole('button', { name: 'Add filter' });
    const box = (await addFilter.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await addFilter.click();
    await page.getByRole('menuitemcheckbox', { name: 'Status' }).click();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Available' }).click();
    await page.waitForURL(/available/);
    await expect.poll(() => page.locator('tbody tr').first().textContent()).toContain('Available');
  });

  it('show the leads list’s search, keep its other filters under Add filter, and fit its table to the screen', async () => {
    await page.goto('/crm/leads');
    await page.locator('tbody tr').first().waitFor();
    const table = await page
      .locator('.RaDataTable-tableWrapper')
      .evaluate((box) => ({ scrollWidth: box.scrollWidth, clientWidth: box.clientWidth }));
    expect(table.scrollWidth).toBeLessThanOrEqual(table.clientWidth);
    expect(await page.getByPlaceholder('Search').isVisible()).toBe(true);
    expect(await page.getByRole('combobox', { name: 'Source' }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});
