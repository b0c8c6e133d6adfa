// The main screens in Arabic, against the one shared server: a developer admin signs in, switches
// to Arabic in the app bar, and opens the leads list, an Arabic-named lead (whose status she
// changes, so that its timeline has a change to show), the deals board, the
// units list, a sale offer, the search dialog with its results and a building's stacking plan. Each is right to left with
// `<html dir="rtl" lang="ar">` and shows no untranslated text (support/untranslated.ts says what
// counts). On the board a deal moves to the next stage by keyboard, which under right to left is
// the column on the left (ArrowLeft), and the API has it there; the stacking plan puts the floor
// on the right and a floor's units in reading order from the right. Screenshots of every screen go
// to tmp/screens/arabic/ (printed) for a person to look at; CI keeps no artifacts. The account's
// language is set back to English at the end, so later files find it as seeded.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ARABIC_LEADS } from '../../src/server/db/seed/demo-arabic-leads.ts';
import { openBrowser, type Browser } from './support/browser.ts';
import { arabic, untranslatedTexts } from './support/untranslated.ts';

const SCREENS_DIR = path.resolve(import.meta.dirname, '../../tmp/screens/arabic');

let browser: Browser;
let page: Page;
/** The organization's record names (pipelines, stages, projects, buildings, payment plans), its name and the user's: data. */
let recordNames: string[];

/** A GET of the API as the signed-in user of the page, in the organization chosen there. */
async function api<T>(apiPath: string): Promise<T> {
  const { token, organizationId } = await page.evaluate(() => ({
    token: localStorage.getItem('access_token'),
    organizationId: localStorage.getItem('organization_id'),
  }));
  const separator = apiPath.includes('?') ? '&' : '?';
  const response = await fetch(`${browser.baseUrl}/api/${apiPath}${separator}organization_id=${organizationId}`, {
    headers: { accept: 'application/json', authorization: `Bearer ${token}` },
  });
  expect(response.status, apiPath).toBe(200);
  return (await response.json()) as T;
}

interface Pipeline {
  id: number;
  name: string;
  is_default: boolean;
  stages: { id: number; name: string }[];
}

async function organizationRecordNames(): Promise<string[]> {
  const [pipelines, projects, buildings] = await Promise.all([
    api<{ data: Pipeline[] }>('crm/pipelines?per_page=100'),
    api<{ data: { name: string }[] }>('inventory/projects?per_page=100'),
    api<{ data: { id: number; name: string }[] }>('inventory/buildings?per_page=100'),
  ]);
  const plans = await Promise.all(
    buildings.data.map((building) => api<{ data: { name: string }[] }>(`inventory/buildings/${building.id}/payment-plans`)),
  );
  const session = await page.evaluate(() => ({
    fullName: localStorage.getItem('full_name') ?? '',
    organizations: (JSON.parse(localStorage.getItem('organizations') ?? '[]') as { name: string }[]).map((o) => o.name),
  }));
  return [
    ...pipelines.data.flatMap((pipeline) => [pipeline.name, ...pipeline.stages.map((stage) => stage.name)]),
    ...projects.data.map((project) => project.name),
    ...buildings.data.map((building) => building.name),
    ...plans.flatMap((answer) => answer.data.map((plan) => plan.name)),
    session.fullName,
    ...session.organizations,
  ];
}

/** Right to left in Arabic, a screenshot for a person (taken first, so a failing screen has one too), nothing untranslated in sight. */
async function expectArabicScreen(name: string, allowed: string[] = []): Promise<void> {
  await page.screenshot({ path: path.join(SCREENS_DIR, `${name}.png`) });
  expect(await page.evaluate(() => [document.documentElement.dir, document.documentElement.lang])).toEqual(['rtl', 'ar']);
  // The page keeps the window's width: a wider table scrolls in its own box, the menu stays in sight.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), name).toBeLessThanOrEqual(0);
  expect(await untranslatedTexts(page, { allowed: [...recordNames, ...allowed] }), name).toEqual([]);
}

async function openFromMenu(labelKey: string): Promise<void> {
  await page.getByRole('menuitem', { name: arabic(labelKey), exact: true }).click();
}

async function switchLanguage(current: RegExp, to: string, dir: 'rtl' | 'ltr'): Promise<void> {
  const saved = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().includes('/api/auth/profile'));
  await page.getByRole('button', { name: current }).click();
  await page.getByRole('menuitemradio', { name: to }).click();
  await page.locator(`html[dir="${dir}"]`).waitFor({ state: 'attached' });
  expect((await saved).status()).toBe(200);
}

beforeAll(async () => {
  fs.rmSync(SCREENS_DIR, { recursive: true, force: true });
  fs.mkdirSync(SCREENS_DIR, { recursive: true });
  browser = await openBrowser({ signedInAs: 'devadmin@demo.test' });
  page = await browser.newPage();
  await page.goto('/');
  await switchLanguage(/^Language: /, 'العربية', 'rtl');
  recordNames = await organizationRecordNames();
});

afterAll(async () => {
  // The demo account is shared with the other files: it goes back to English as seeded.
  if (page && (await page.evaluate(() => document.documentElement.lang)) === 'ar') {
    await switchLanguage(new RegExp(`^${arabic('app.language.current').replace('%{language}', '')}`), 'English', 'ltr');
  }
  await browser?.close();
  console.log(`Arabic screenshots: ${SCREENS_DIR}`);
});

describe('the main screens in Arabic', () => {
  it('shows the leads list and an Arabic-named lead right to left, all in Arabic', async () => {
    await openFromMenu('navigation.leads');
    const leadName = DEMO_ARABIC_LEADS[2].fullName;
    const row = page.getByRole('row').filter({ hasText: leadName });
    await row.waitFor();
    await expectArabicScreen('leads');

    const loaded = ['history-items', 'activities'].map((part) =>
      page.waitForResponse((response) => new RegExp(`/api/crm/leads/\\d+/${part}\\?`).test(response.url())),
    );
    await row.getByText(leadName).click();
    await page.waitForURL(/\/crm\/leads\/\d+$/);
    await page.getByRole('heading', { name: leadName, level: 1 }).waitFor();
    await Promise.all(loaded);

    // A change of status, saved from the overview, reads in Arabic words in the timeline.
    const seeded = DEMO_ARABIC_LEADS[2].status;
    const changed = seeded === 'qualified' ? 'contacted' : 'qualified';
    const overview = page.getByRole('region', { name: arabic('crm.leads.overview') });
    await overview.getByRole('combobox', { name: arabic('crm.leads.fields.status') }).click();
    await page.getByRole('option', { name: arabic(`crm.statuses.${changed}`), exact: true }).click();
    await overview.getByRole('button', { name: arabic('ra.action.save') }).click();
    const change = arabic('crm.timeline.field_changed')
      .replace('%{field}', arabic('crm.leads.fields.status'))
      .replace('%{old}', arabic(`crm.statuses.${seeded}`))
      .replace('%{new}', arabic(`crm.statuses.${changed}`));
    await page
      .getByRole('list', { name: arabic('crm.timeline.title') })
      .getByText(change)
      .waitFor();
    await expect.poll(() => page.locator('main [role="progressbar"]').count()).toBe(0);
    await expectArabicScreen('lead', [leadName]);
  });

  it('moves a deal to the next stage on the mirrored board by keyboard', async () => {
    await openFromMenu('crm.deals.title');
    await page.waitForURL(/\/crm\/pipelines\/kanban\/\d+$/);
    await page
      .getByRole('group', { name: arabic('crm.kanban.board') })
      .and(page.locator('[aria-busy="false"]'))
      .waitFor();
    const columns = page.getByTestId('kanban-column');
    const card = columns.nth(0).getByTestId('deal-card').first();
    await card.waitFor();
    await expectArabicScreen('kanban');

    // The first stage is on the right and the next one on its left.
    const [first, second] = await Promise.all([columns.nth(0).boundingBox(), columns.nth(1).boundingBox()]);
    expect(second!.x + second!.width).toBeLessThanOrEqual(first!.x);

    const draggableId = (await card.getAttribute('data-rfd-draggable-id'))!;
    const moved = page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && /\/api\/crm\/deals\/\d+\/stage$/.test(response.url()),
    );
    await card.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Space');
    const response = await moved;
    expect(response.status()).toBe(200);
    await columns.nth(1).locator(`[data-rfd-draggable-id="${draggableId}"]`).waitFor();

    const pipelineId = Number(/\/kanban\/(\d+)$/.exec(page.url())![1]);
    const dealId = Number(/\/deals\/(\d+)\/stage$/.exec(response.url())![1]);
    const pipelines = await api<{ data: Pipeline[] }>('crm/pipelines?per_page=100');
    const stages = pipelines.data.find((pipeline) => pipeline.id === pipelineId)!.stages;
    const deal = await api<{ data: { stage_id: number } }>(`crm/deals/${dealId}`);
    expect(deal.data.stage_id).toBe(stages[1].id);
  });

  it('shows the units list and a sale offer right to left, all in Arabic', async () => {
    await openFromMenu('navigation.units');
    await page.waitForURL(/\/inventory\/units$/);
    await page.locator('tbody tr').first().waitFor();
    await expectArabicScreen('units');

    await openFromMenu('navigation.sale_offers');
    const firstOffer = page.locator('tbody tr').first();
    await firstOffer.waitFor();
    const offerNumber = (await firstOffer.locator('td').filter({ hasText: /^SO-/ }).first().textContent())!.trim();
    await firstOffer.getByText(offerNumber).click();
    await page.waitForURL(/\/inventory\/sale-offers\/\d+\/show$/);
    await page.getByRole('heading', { level: 1 }).filter({ hasText: offerNumber }).waitFor();
    await expectArabicScreen('sale-offer', [offerNumber]);
  });

  it('shows the search dialog’s results right to left, found through the letter variants', async () => {
    // Over the leads list, whose names are data, as the search's results are.
    await openFromMenu('navigation.leads');
    await page.waitForURL(/\/crm\/leads$/);
    await page.locator('tbody tr').first().waitFor();
    await page.getByRole('button', { name: arabic('search.open') }).click();
    const field = page.getByRole('combobox', { name: arabic('search.label') });
    await field.waitFor();
    // Typed with ه for ة: the search folds the variants, as the lists do.
    const answered = page.waitForResponse((response) => /\/api\/search\?/.test(response.url()) && response.url().includes('q='));
    await field.fill('فاطمه');
    const results = (await (await answered).json()) as { data: { title: string; secondary: string | null }[] };
    expect(results.data.map((result) => result.title)).toContain('فاطمة سعيد الكعبي');
    const option = page.getByRole('option').filter({ hasText: 'فاطمة سعيد الكعبي' });
    await option.waitFor();
    await expect.poll(() => page.locator('[role="dialog"] [role="progressbar"]').count()).toBe(0);
    await expectArabicScreen(
      'search',
      results.data.flatMap((result) => [result.title, ...(result.secondary ? [result.secondary] : [])]),
    );

    // Mirrored: the field's icon and each result's icon on the right, the text on their left,
    // starting from the right edge.
    const [icon, text] = await Promise.all([
      option.locator('.MuiListItemIcon-root').boundingBox(),
      option.locator('.MuiListItemText-root').boundingBox(),
    ]);
    expect(text!.x + text!.width).toBeLessThanOrEqual(icon!.x + 1);
    const title = option.locator('.MuiListItemText-primary');
    expect(await title.evaluate((element) => getComputedStyle(element).textAlign)).not.toBe('left');
    const [fieldBox, searchIcon] = await Promise.all([
      field.boundingBox(),
      page.locator('[role="dialog"] .MuiInputAdornment-root').first().boundingBox(),
    ]);
    expect(searchIcon!.x).toBeGreaterThanOrEqual(fieldBox!.x + fieldBox!.width - 1);
    await page.keyboard.press('Escape');
    await field.waitFor({ state: 'detached' });
  });

  it('mirrors a building’s stacking plan: floors on the right, units from the right', async () => {
    await openFromMenu('navigation.buildings');
    const firstBuilding = page.locator('tbody tr').first();
    await firstBuilding.waitFor();
    // Its name, after the cover image.
    await firstBuilding.locator('td').nth(1).click();
    await page.waitForURL(/\/inventory\/buildings\/\d+/);
    await page.getByRole('tab', { name: arabic('inventory.tabs.availability') }).click();
    const plan = page.getByRole('grid');
    await plan.getByRole('row').first().waitFor();
    await expectArabicScreen('stacking-plan');

    const floor = plan.getByRole('row').first();
    const label = (await floor.getByRole('rowheader').boundingBox())!;
    const cells = await floor
      .getByRole('gridcell')
      .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect));
    expect(cells.length).toBeGreaterThan(1);
    expect(cells[0].right).toBeLessThanOrEqual(label.x);
    for (let index = 1; index < cells.length; index += 1) expect(cells[index].right).toBeLessThanOrEqual(cells[index - 1].left);
  });
});
