// Browser responsiveness at scale (issue 11): a list page of 100 rows and a kanban of 5,000 deals,
// measured inside Debian's chromium (playwright-core) against the production server on an
// embedded database filled by bench/client/dataset.ts. For each, in the same run, a baseline —
// the same list with 10 rows, a kanban of 50 deals — and the ratio to it:
//   - render: from the page's time origin to the first frame showing the rows / the cards;
//   - sort click, filter change, card drag (mouse): from the input event's
//     timestamp to the first frame painted after the DOM shows the result (server round trip
//     included), with the slowest event timing (Event Timing API) — the main thread's share;
//   - scrolling a kanban column by frames: the longest gap between frames;
//   - long tasks (PerformanceObserver 'longtask') during each step.
// Median of 3 runs of each.
//
//   npm run build && tsx bench/responsiveness.ts [--only lists|kanban]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/support/local-processes.ts';
import { startProduct } from './client/chromium.ts';
import { BIG_BOARD_DEALS, SMALL_BOARD_DEALS, writeBrowserDataset } from './client/dataset.ts';
import { armFrameWhen, installObservers, KEEP_NAMES_SHIM, mainThreadSince, scrollByFrames, settled } from './client/probes.ts';
import { signInThroughApi } from './client/session.ts';
import { fixed, median, printTable } from './stats.ts';

const RUNS = 3;
/** `--only lists` / `--only kanban`: one half of the bench. */
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const TIMEOUT_MS = 60_000;
/** A step's figures: its latency (ms) and what the main thread did meanwhile. */
type Figures = Record<string, number>;

/** tsx compiles with esbuild's keepNames: functions shipped into the page call its `__name`. */
async function openPage(context: BrowserContext, url: string, renderedWhen: string): Promise<{ page: Page; figures: Figures }> {
  const page = await context.newPage();
  await page.addInitScript(
    `${KEEP_NAMES_SHIM}(${installObservers.toString()})();(${armFrameWhen.toString()})(${JSON.stringify([renderedWhen, true, TIMEOUT_MS])});`,
  );
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__bench?.pending !== undefined);
  const render = await page.evaluate(settled);
  return { page, figures: { render, ...prefixed('render', await page.evaluate(mainThreadSince, 0)) } };
}

function prefixed(step: string, figures: Figures): Figures {
  return Object.fromEntries(Object.entries(figures).map(([key, value]) => [`${step} ${key}`, value]));
}

/** Arms `doneWhen`, performs `act`, and answers the latency with the main thread's figures meanwhile. */
async function interaction(page: Page, step: string, doneWhen: string, act: () => Promise<void>): Promise<Figures> {
  const since = await page.evaluate(() => performance.now());
  await page.evaluate(armFrameWhen, [doneWhen, false, TIMEOUT_MS] as [string, boolean, number]);
  await act();
  const latency = await page.evaluate(settled);
  return { [step]: latency, ...prefixed(step, await page.evaluate(mainThreadSince, since)) };
}

const bodyText = 'document.querySelector("tbody")?.textContent';

async function listFigures(context: BrowserContext, baseUrl: string, resource: string, rows: number): Promise<Figures> {
  const { page, figures } = await openPage(
    context,
    `${baseUrl}/${resource}?perPage=${rows}`,
    `return document.querySelectorAll("tbody tr").length >= ${rows};`,
  );
  // Sort by the first sortable column header.
  const before = await page.evaluate(() => document.querySelector('tbody')?.textContent ?? '');
  Object.assign(
    figures,
    await interaction(
      page,
      'sort click',
      `return ${bodyText} !== ${JSON.stringify(before)} && document.querySelectorAll("tbody tr").length > 0;`,
      () => page.locator('thead .MuiTableSortLabel-root').first().click(),
    ),
  );
  // Filter: the second choice of the status filter.
  const sorted = await page.evaluate(() => document.querySelector('tbody')?.textContent ?? '');
  await page.getByRole('combobox', { name: 'Status' }).click();
  Object.assign(
    figures,
    await interaction(
      page,
      'filter change',
      `return ${bodyText} !== ${JSON.stringify(sorted)} && document.querySelectorAll("tbody tr").length > 0;`,
      () => page.getByRole('option').nth(1).click(),
    ),
  );
  await page.close();
  return figures;
}

const cardSelector = '[data-rfd-drag-handle-draggable-id]';

async function kanbanFigures(context: BrowserContext, baseUrl: string, pipelineId: number): Promise<Figures> {
  const { page, figures } = await openPage(
    context,
    `${baseUrl}/crm/pipelines/kanban/${pipelineId}`,
    `return document.querySelectorAll('[data-testid="kanban-column"]').length === 6 && document.querySelectorAll('${cardSelector}').length > 0;`,
  );
  // Scroll the first column to its end, a frame at a time; near the end the next page loads.
  const column = '[data-testid="kanban-column"] [data-rfd-droppable-id]';
  const firstColumnCards = `[data-testid="kanban-column"]:first-of-type ${cardSelector}`;
  const loaded = await page.locator(firstColumnCards).count();
  const hasMore = (await page.locator(`${column} > button`).count()) > 0;
  const since = await page.evaluate(() => performance.now());
  const scroll = await page.evaluate(scrollByFrames, [column, 60, 40] as [string, number, number]);
  if (hasMore)
    await page.waitForFunction(([selector, count]) => document.querySelectorAll(selector).length > count, [
      firstColumnCards,
      loaded,
    ] as const);
  Object.assign(figures, {
    'scroll longest frame': scroll.longestFrameMs,
    ...prefixed('scroll', await page.evaluate(mainThreadSince, since)),
  });
  await page.evaluate((selector) => document.querySelector(selector)!.scrollTo(0, 0), column);
  await page.locator('[role="group"][aria-busy="false"]').waitFor();

  // Drag the first card of the first column into the second one with the mouse.
  const card = page.locator(firstColumnCards).first();
  const dealId = await card.getAttribute('data-rfd-drag-handle-draggable-id');
  const from = (await card.boundingBox())!;
  const to = (await page.locator('[data-testid="kanban-column"]').nth(1).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 2 });
  await page.mouse.move(to.x + to.width / 2, to.y + 120, { steps: 10 });
  // Moved: the card is in the second column.
  const moved = `return !!document.querySelectorAll('[data-testid="kanban-column"]')[1]?.querySelector('[data-rfd-drag-handle-draggable-id="${dealId}"]');`;
  Object.assign(figures, await interaction(page, 'card drag', moved, () => page.mouse.up()));
  await page.close();
  return figures;
}

async function medianFigures(measure: () => Promise<Figures>): Promise<Figures> {
  // One unmeasured run first: the baseline, measured first, would otherwise pay the cold cache.
  await measure();
  const runs: Figures[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await measure());
  return Object.fromEntries(Object.keys(runs[0]!).map((key) => [key, median(runs.map((figures) => figures[key]!))]));
}

function printComparison(title: string, baseline: Figures, measured: Figures, baselineLabel: string, measuredLabel: string): void {
  const rows = [['step', baselineLabel, measuredLabel, 'ratio']];
  for (const key of Object.keys(measured)) {
    const base = baseline[key]!;
    const value = measured[key]!;
    const digits = key.endsWith('longTasks') ? 0 : 1;
    rows.push([key, fixed(base, digits), fixed(value, digits), base > 0 ? `${fixed(value / base, 2)}×` : '–']);
  }
  printTable(title, rows);
}

if (!fs.existsSync(path.resolve(import.meta.dirname, '../dist/client/index.html'))) {
  console.error('No client build: run `npm run build` first.');
  process.exit(2);
}

const started = performance.now();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rp-responsiveness-'));
const dataset = await writeBrowserDataset(dataDir);
console.log(
  `Dataset: ${BIG_BOARD_DEALS} deals in one pipeline, ${SMALL_BOARD_DEALS} in another, ${dataset.sizes.leads} leads, ${dataset.sizes.units} units (${fixed(dataset.seconds)} s)`,
);
const server = await startProduct({ dataDir });
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'rp-responsiveness-chromium-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: CHROMIUM_FLAGS,
  viewport: { width: 1366, height: 900 },
});
try {
  const session = await signInThroughApi(server.baseUrl, dataset.email, dataset.password);
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
  }, session.entries);

  for (const [label, resource] of only === 'kanban'
    ? []
    : ([
        ['Leads list', 'crm/leads'],
        ['Units list', 'inventory/units'],
      ] as const)) {
    const baseline = await medianFigures(() => listFigures(context, server.baseUrl, resource, 10));
    const measured = await medianFigures(() => listFigures(context, server.baseUrl, resource, 100));
    printComparison(`${label} (ms, median of ${RUNS})`, baseline, measured, '10 rows', '100 rows');
  }
  if (only !== 'lists') {
    const baseline = await medianFigures(() => kanbanFigures(context, server.baseUrl, dataset.smallPipelineId));
    const measured = await medianFigures(() => kanbanFigures(context, server.baseUrl, dataset.pipelineId));
    printComparison(`Kanban (ms, median of ${RUNS})`, baseline, measured, `${SMALL_BOARD_DEALS} deals`, `${BIG_BOARD_DEALS} deals`);
  }
  console.log(`\n(${fixed((performance.now() - started) / 1000, 0)} s)`);
} finally {
  try {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  } finally {
    await server.stop();
  }
}
