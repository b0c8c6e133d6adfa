// The main thread of one signed-in page's first load, measured inside Debian's chromium at
// Lighthouse's mobile CPU slowdown (4×) and a phone's viewport: every long task (PerformanceObserver
// 'longtask'), the total blocking time they add up to, and the largest contentful paint. For
// comparing client builds side by side: Lighthouse's simulated TBT moves from run to run on this
// shared machine far more than these figures do (bench/RESULTS-client.md, "How much the tools
// move between runs"), and the builds are loaded alternately in the same minutes so that the
// machine's load falls on all of them alike.
//
//   npx tsx bench/main-thread.ts [--page /crm/leads] [--wait 'tbody tr:nth-child(20)'] [--rounds 3] [build dir …]
//
// Each build directory (a copy of a `npm run build`'s dist/client) is copied into dist/client in
// turn and served by a fresh `npm start` (the server routes the asset files it finds at start);
// dist/client is put back as it was at the end. Without build directories: the current build.
// One warm-up round first, not counted; medians of the rounds at the end.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { launchDebuggableChromium, startProduct } from './client/chromium.ts';
import { installObservers, KEEP_NAMES_SHIM } from './client/probes.ts';
import { DEMO_SIGN_IN, signInThroughApi } from './client/session.ts';
import { fixed, median, printTable } from './stats.ts';

const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;

const argv = process.argv.slice(2);
const option = (name: string, fallback: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1]! : fallback);
const pagePath = option('--page', '/crm/leads');
const readySelector = option('--wait', 'tbody tr:nth-child(20)');
const rounds = Number(option('--rounds', '3'));
const optionValues = new Set(
  ['--page', '--wait', '--rounds'].flatMap((name) => (argv.includes(name) ? [argv[argv.indexOf(name) + 1]] : [])),
);
const builds = argv.filter((arg) => !arg.startsWith('--') && !optionValues.has(arg)).map((dir) => path.resolve(dir));

const clientDir = path.resolve(import.meta.dirname, '../dist/client');
if (!fs.existsSync(path.join(clientDir, 'index.html'))) {
  console.error('No client build: run `npm run build` first.');
  process.exit(2);
}
for (const build of builds) {
  if (!fs.existsSync(path.join(build, 'index.html'))) {
    console.error(`${build} is not a client build (no index.html).`);
    process.exit(2);
  }
}

interface Load {
  tbt: number;
  lcp: number;
  tasks: number[];
}

/** One cold load of the page (HTTP cache emptied) with the session in localStorage. */
async function measureLoad(baseUrl: string, browser: Awaited<ReturnType<typeof launchDebuggableChromium>>): Promise<Load> {
  const session = await signInThroughApi(baseUrl, DEMO_SIGN_IN.email, DEMO_SIGN_IN.password);
  await browser.setLocalStorage(baseUrl, session.entries);
  await browser.clearCache();
  const attached = await chromium.connectOverCDP(`http://127.0.0.1:${browser.port}`);
  try {
    const context = attached.contexts()[0]!;
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Emulation.setDeviceMetricsOverride', { width: 412, height: 823, deviceScaleFactor: 1.75, mobile: true });
    // The responsiveness benchmark's observers (bench/client/probes.ts), from before the first script.
    await page.addInitScript(`${KEEP_NAMES_SHIM}(${installObservers.toString()})();`);
    await page.goto(`${baseUrl}${pagePath}`);
    await page.waitForSelector(readySelector, { timeout: 60_000 });
    // The late renders (option lists, saved filters) land within a few seconds of the rows.
    await page.waitForTimeout(3000);
    const seen = await page.evaluate(() => ({
      tasks: window.__bench.longTasks.map((task) => task.duration),
      lcp: window.__bench.largestPaint,
    }));
    await page.close();
    return { tbt: seen.tasks.reduce((sum, duration) => sum + Math.max(0, duration - LONG_TASK_MS), 0), lcp: seen.lcp, tasks: seen.tasks };
  } finally {
    await attached.close();
  }
}

const original = fs.mkdtempSync(path.join(os.tmpdir(), 'rp-client-'));
fs.cpSync(clientDir, original, { recursive: true });
const variants = builds.length > 0 ? builds : [original];
const results = new Map<string, Load[]>(variants.map((variant) => [variant, []]));
const browser = await launchDebuggableChromium();
try {
  for (let round = 0; round <= rounds; round++) {
    for (const variant of variants) {
      fs.rmSync(clientDir, { recursive: true, force: true });
      fs.cpSync(variant, clientDir, { recursive: true });
      const server = await startProduct();
      try {
        const load = await measureLoad(server.baseUrl, browser);
        if (round === 0) continue;
        results.get(variant)!.push(load);
        console.log(
          `${path.basename(variant)} round ${round}: TBT ${fixed(load.tbt, 0)} ms, LCP ${fixed(load.lcp, 0)} ms, long tasks ${load.tasks.map((task) => fixed(task, 0)).join(' ')}`,
        );
      } finally {
        await server.stop();
      }
    }
  }
} finally {
  await browser.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
  fs.cpSync(original, clientDir, { recursive: true });
  fs.rmSync(original, { recursive: true, force: true });
}

printTable(`${pagePath} at ${CPU_SLOWDOWN}× CPU, phone viewport (median of ${rounds})`, [
  ['build', 'TBT ms', 'LCP ms', 'long tasks'],
  ...variants.map((variant) => {
    const loads = results.get(variant)!;
    return [
      builds.length > 0 ? path.basename(variant) : 'dist/client',
      fixed(median(loads.map((load) => load.tbt)), 0),
      fixed(median(loads.map((load) => load.lcp)), 0),
      fixed(median(loads.map((load) => load.tasks.length)), 0),
    ];
  }),
]);
