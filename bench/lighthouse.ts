// Lighthouse on the pages of issue 11 — the login page, the leads list, the units list and the
// kanban — and the developer dashboard (issue 27), against the production server (`npm start`: built client, embedded database with the
// demo data), with the desktop preset and with the mobile default, median of 3 runs per page and
// form factor. Exits non-zero when a target is missed: performance ≥ 90 desktop / ≥ 80 mobile,
// accessibility ≥ 98, CLS ≤ 0.02. The CI smoke (--quick) fails only on accessibility and layout
// shift, which do not depend on how busy the machine is: one performance score from a shared
// 2-core machine moves by several points between runs (bench/RESULTS-client.md, "How much the
// tools move between runs"), and speed is judged by the full run's medians.
//
//   npm run build && npm run bench:client [-- --quick] [-- --save <dir>]
//   --quick: 1 run, the login page and the leads list, desktop only (the CI smoke). A page whose
//     one run shifts past the CLS target is run twice more and judged by the median of the three,
//     as the full run is: on CI one leads-list run measured 0.034 that no rerun here reproduced
//     (0.001–0.002), and a single sample must not decide. The elements that shifted are printed.
//   --save <dir>: also writes every report as <page>-<form factor>-<run>.json.
//   --page <name> / --form <desktop|mobile>: only that page / form factor (to work on one miss).
import fs from 'node:fs';
import path from 'node:path';
import lighthouse, { desktopConfig, type Config, type Flags, type Result } from 'lighthouse';
import { launchDebuggableChromium, startProduct, type DebuggableChromium } from './client/chromium.ts';
import { apiGet, DEMO_SIGN_IN, signInThroughApi } from './client/session.ts';
import { fixed, median, printTable } from './stats.ts';

const TARGETS = { performance: { desktop: 90, mobile: 80 }, accessibility: 98, cls: 0.02 };

type FormFactor = 'desktop' | 'mobile';
interface Page {
  name: string;
  path: string;
  signedIn: boolean;
}
interface Run {
  performance: number;
  accessibility: number;
  cls: number;
  lcp: number;
  tbt: number;
  failedAudits: string[];
  /** The elements Lighthouse saw shift, largest first ("0.0123 div.RaList-main > …"). */
  shifts: string[];
}

/** The layout-shift culprits of a report, to say what moved when CLS misses. */
function layoutShifts(lhr: Result): string[] {
  const details = lhr.audits['layout-shifts']?.details as { items?: { score?: number; node?: { selector?: string } }[] } | undefined;
  return (details?.items ?? []).map((item) => `${fixed(item.score ?? 0, 4)} ${item.node?.selector ?? '(no element named)'}`);
}

const argv = process.argv.slice(2);
const quick = argv.includes('--quick');
const saveIndex = argv.indexOf('--save');
const saveDir = saveIndex === -1 ? undefined : path.resolve(argv[saveIndex + 1] ?? 'lighthouse-reports');
const runs = quick ? 1 : 3;
const optionValue = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
const onlyPage = optionValue('--page');
const onlyForm = optionValue('--form') as FormFactor | undefined;
const formFactors: FormFactor[] = onlyForm ? [onlyForm] : quick ? ['desktop'] : ['desktop', 'mobile'];

/**
 * One Lighthouse run; a run that fails outright (NO_FCP and the like: a loaded machine can starve
 * the tab) is tried again, twice at most, rather than failing the whole bench.
 */
async function audit(url: string, flags: Flags, config: Config | undefined): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, flags, config);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!result.lhr.runtimeError) return result.lhr;
    if (attempt === 3) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
    console.warn(`Lighthouse failed on ${url} (${result.lhr.runtimeError.code}); trying again`);
  }
}

if (!fs.existsSync(path.resolve(import.meta.dirname, '../dist/client/index.html'))) {
  console.error('No client build: run `npm run build` first.');
  process.exit(2);
}

const started = performance.now();
const server = await startProduct();
let browser: DebuggableChromium | undefined;
let failed = false;
try {
  browser = await launchDebuggableChromium();
  const session = await signInThroughApi(server.baseUrl, DEMO_SIGN_IN.email, DEMO_SIGN_IN.password);
  const pipeline = (await apiGet<{ data: { id: number; is_default: boolean }[] }>(server.baseUrl, session, 'crm/pipelines')).data.find(
    (p) => p.is_default,
  );
  if (!pipeline) throw new Error('the demo organization has no default pipeline');
  const pages: Page[] = [
    { name: 'login', path: '/', signedIn: false },
    { name: 'leads list', path: '/crm/leads', signedIn: true },
    { name: 'units list', path: '/inventory/units', signedIn: true },
    { name: 'kanban', path: `/crm/pipelines/kanban/${pipeline.id}`, signedIn: true },
    // Issue 27: the developer dashboard, its seven widgets and their charts (the demo data gives each something to show).
    { name: 'dashboard', path: '/dashboard', signedIn: true },
  ]
    .filter((page) => !quick || page.name === 'login' || page.name === 'leads list')
    .filter((page) => !onlyPage || page.name === onlyPage);

  // Pages without the session first (a signed-in visitor of the login page is sent home).
  let signedIn = false;
  const results = new Map<string, Run[]>();
  for (const page of pages) {
    if (page.signedIn && !signedIn) {
      await browser.setLocalStorage(server.baseUrl, session.entries);
      signedIn = true;
    }
    for (const formFactor of formFactors) {
      const key = `${page.name}|${formFactor}`;
      results.set(key, []);
      const shiftedPastTarget = () => (results.get(key)!.at(-1)?.cls ?? 0) > TARGETS.cls;
      for (let run = 1; run <= runs || (quick && run <= 3 && shiftedPastTarget()); run++) {
        await browser.clearCache();
        const flags: Flags = {
          port: browser.port,
          logLevel: 'error',
          output: 'json',
          onlyCategories: ['performance', 'accessibility'],
          disableStorageReset: true,
        };
        const config: Config | undefined = formFactor === 'desktop' ? desktopConfig : undefined;
        const lhr = await audit(`${server.baseUrl}${page.path}`, flags, config);
        if (new URL(lhr.finalDisplayedUrl).pathname !== page.path)
          throw new Error(`${page.path} ended on ${lhr.finalDisplayedUrl}: not the page meant`);
        // The audits that count towards the score (weight 0 ones are advice, not failures).
        const accessibilityAudits = lhr.categories
          .accessibility!.auditRefs.filter((ref) => ref.weight > 0)
          .map((ref) => lhr.audits[ref.id]!);
        results.get(key)!.push({
          performance: Math.round(lhr.categories.performance!.score! * 100),
          accessibility: Math.round(lhr.categories.accessibility!.score! * 100),
          cls: lhr.audits['cumulative-layout-shift']!.numericValue!,
          lcp: lhr.audits['largest-contentful-paint']!.numericValue!,
          tbt: lhr.audits['total-blocking-time']!.numericValue!,
          failedAudits: accessibilityAudits.filter((audit) => audit.score !== null && audit.score < 1).map((audit) => audit.id),
          shifts: layoutShifts(lhr),
        });
        const thisRun = results.get(key)!.at(-1)!;
        if (thisRun.cls > TARGETS.cls) {
          console.log(`${page.name} (${formFactor}) run ${run}: CLS ${fixed(thisRun.cls, 3)}; what shifted:`);
          for (const shift of thisRun.shifts) console.log(`    ${shift}`);
        }
        if (saveDir) {
          fs.mkdirSync(saveDir, { recursive: true });
          fs.writeFileSync(path.join(saveDir, `${page.name.replace(/\W+/g, '-')}-${formFactor}-${run}.json`), JSON.stringify(lhr, null, 1));
        }
      }
    }
  }

  const rows = [['page', 'form factor', 'perf', 'a11y', 'CLS', 'LCP ms', 'TBT ms', 'target']];
  const misses: string[] = [];
  let gatedMiss = false;
  for (const [key, pageRuns] of results) {
    const [name, formFactor] = key.split('|') as [string, FormFactor];
    const perf = median(pageRuns.map((run) => run.performance));
    const a11y = median(pageRuns.map((run) => run.accessibility));
    const cls = median(pageRuns.map((run) => run.cls));
    const perfMiss = perf < TARGETS.performance[formFactor] ? `perf ${perf} < ${TARGETS.performance[formFactor]}` : '';
    const steadyMisses = [
      a11y < TARGETS.accessibility ? `a11y ${a11y} < ${TARGETS.accessibility}` : '',
      cls > TARGETS.cls ? `CLS ${fixed(cls, 3)} > ${TARGETS.cls}` : '',
    ].filter(Boolean);
    const pageMisses = [perfMiss, ...steadyMisses].filter(Boolean);
    if (steadyMisses.length > 0 || (perfMiss && !quick)) gatedMiss = true;
    misses.push(...pageMisses.map((miss) => `${name} (${formFactor}): ${miss}`));
    const audits = [...new Set(pageRuns.flatMap((run) => run.failedAudits))];
    if (audits.length > 0) misses.push(`${name} (${formFactor}): accessibility audits not passed: ${audits.join(', ')}`);
    rows.push([
      name,
      formFactor,
      String(perf),
      String(a11y),
      fixed(cls, 3),
      fixed(median(pageRuns.map((run) => run.lcp)), 0),
      fixed(median(pageRuns.map((run) => run.tbt)), 0),
      pageMisses.length ? 'MISSED' : 'met',
    ]);
  }
  printTable(`Lighthouse ${quick ? '(quick: 1 run, desktop; 3 where CLS missed)' : `(median of ${runs} runs)`}`, rows);
  for (const miss of misses) console.log(`  - ${miss}`);
  failed = gatedMiss;
  const verdict = rows.some((row) => row[7] === 'MISSED')
    ? failed
      ? 'Targets missed'
      : 'Performance below target in this one run (not gated in --quick)'
    : 'All targets met';
  console.log(`\n${verdict} (${fixed((performance.now() - started) / 1000, 0)} s)`);
} finally {
  try {
    await browser?.close();
  } finally {
    await server.stop();
  }
}
process.exit(failed ? 1 : 0);
