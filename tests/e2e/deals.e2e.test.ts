// A broker works a lead to a won deal, end to end against the one shared server: he creates a
// lead, logs a call with its outcome, creates a deal from the lead's page, moves it two stages on
// the board with the keyboard (focus, Space, →, →, Space), finds it there after a reload, marks it
// won after confirming, and finds it in the Won lane instead of its stage. Marking another deal
// lost will not go through without a reason. Names are fresh each run.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type Browser } from './support/browser.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await openBrowser({ signedInAs: 'broker@demo.test' });
});

afterAll(async () => {
  await browser?.close();
});

const suffix = randomBytes(4).toString('hex');
const leadName = `Journey ${suffix}`;
const dealTitle = `Marina 2BR ${suffix}`;

const columns = (page: Page) => page.getByTestId('kanban-column');
const cards = (page: Page, column: number) => columns(page).nth(column).getByTestId('deal-card');

async function cardTitles(page: Page, column: number): Promise<string[]> {
  return cards(page, column).evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label') ?? ''));
}

describe('a broker works a lead to a won deal', () => {
  it('creates the lead, logs a call, makes and moves a deal, wins it and finds it in the Won lane', async () => {
    const page = await browser.newPage();

    // The lead.
    await page.goto('/crm/leads/create');
    await page.getByLabel('Full name').fill(leadName);
    await page.getByLabel('Phone').fill('+971 50 123 4567');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/crm\/leads\/\d+$/);
    await page.getByRole('heading', { name: leadName, level: 1 }).waitFor();

    // A call already made, with how it went and how long it took.
    const activities = page.getByRole('region', { name: 'Activities' });
    await activities.getByLabel('Title').fill('First call');
    await activities.getByLabel('Already done').check();
    await activities.getByRole('combobox', { name: 'Outcome' }).click();
    await page.getByRole('option', { name: 'Answered' }).click();
    await activities.getByRole('spinbutton', { name: 'Duration (minutes)' }).fill('6');
    await activities.getByRole('button', { name: 'Add activity' }).click();
    const timeline = page.getByRole('list', { name: 'Timeline' });
    await timeline.getByText('First call · Answered · 6 min').waitFor();

    // A deal for this lead, from its page: the default pipeline's first stage, at its top.
    await page.getByRole('button', { name: 'New deal' }).click();
    const create = page.getByRole('dialog', { name: 'New deal' });
    await create.getByLabel('Title').fill(dealTitle);
    await create.getByLabel('Value').fill('1500000');
    await create.getByRole('button', { name: 'Create deal' }).click();
    const created = page.getByRole('dialog', { name: dealTitle });
    await created.getByText('Status: Open').waitFor();
    await created.getByRole('button', { name: 'Close' }).click();

    // On the board, moved two stages on by keyboard.
    await page.getByRole('menuitem', { name: 'Deals' }).click();
    await page.waitForURL(/\/crm\/pipelines\/kanban\/\d+$/);
    await page.getByRole('group', { name: 'Deals board' }).and(page.locator('[aria-busy="false"]')).waitFor();
    const card = columns(page).nth(0).getByRole('button', { name: dealTitle, exact: true });
    await card.waitFor();
    expect(await columns(page).count()).toBeGreaterThanOrEqual(3);
    const moved = page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && /\/api\/crm\/deals\/\d+\/stage$/.test(response.url()),
    );
    await card.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    expect((await moved).status()).toBe(200);
    await expect.poll(() => cardTitles(page, 2)).toContain(dealTitle);
    await page.reload();
    await cards(page, 2).first().waitFor();
    expect(await cardTitles(page, 2)).toContain(dealTitle);
    expect(await cardTitles(page, 0)).not.toContain(dealTitle);

    // Won, once confirmed, with its reason.
    const wonLane = page.getByRole('region', { name: 'Won' });
    const wonBefore = (await wonLane.getByTestId('lane-summary').textContent())!;
    await columns(page).nth(2).getByRole('button', { name: dealTitle, exact: true }).click();
    await page.waitForURL(/\?deal=\d+$/);
    const drawer = page.getByRole('dialog', { name: dealTitle });
    await drawer.getByRole('button', { name: 'Mark won' }).click();
    const confirm = page.getByRole('dialog', { name: `Mark “${dealTitle}” as won?` });
    await confirm.getByLabel('Won reason').fill('Deposit paid');
    await confirm.getByRole('button', { name: 'Mark won' }).click();
    await confirm.waitFor({ state: 'detached' });
    await drawer.getByText('Status: Won').waitFor();
    await drawer.getByText('Won reason: Deposit paid').waitFor();
    await drawer.getByRole('button', { name: 'Close' }).click();

    // Out of its stage, into the Won lane.
    await expect.poll(() => cardTitles(page, 2)).not.toContain(dealTitle);
    await expect.poll(() => wonLane.getByTestId('lane-summary').textContent()).not.toBe(wonBefore);
    await wonLane.getByRole('button', { name: /^Won/ }).click();
    await wonLane.getByTestId('lane-deal').filter({ hasText: dealTitle }).waitFor();

    // Lost needs a reason.
    const other = (await cards(page, 0).first().getAttribute('aria-label'))!;
    await columns(page).nth(0).getByRole('button', { name: other, exact: true }).click();
    const otherDrawer = page.getByRole('dialog', { name: other });
    await otherDrawer.getByRole('button', { name: 'Mark lost' }).click();
    const ask = page.getByRole('dialog', { name: `Why was “${other}” lost?` });
    await ask.getByRole('button', { name: 'Mark lost' }).click();
    await ask.getByText('Say why the deal was lost.').waitFor();
    await ask.getByLabel('Lost reason').fill('Chose a ready unit elsewhere');
    await ask.getByRole('button', { name: 'Mark lost' }).click();
    await ask.waitFor({ state: 'detached' });
    await otherDrawer.getByText('Lost reason: Chose a ready unit elsewhere').waitFor();
  });
});
