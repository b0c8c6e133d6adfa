// Load benchmark (issue 11), on each database in turn — embedded PGlite, then PostgreSQL (a fresh
// database created and dropped here): generate the data into a fresh database (generate.ts),
// measure the raw-driver floor of each scenario and write its plans (floor.ts, while no server
// runs: PGlite has one owner), then start the server as in production (NODE_ENV=production, its
// own PORT and DATA_DIR, LOG_LEVEL=warn) and load each scenario from a separate autocannon
// process (cannon.ts) at 50 connections. Every step is a child process of its own.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { CannonFigures, CannonOptions } from './cannon.ts';
import type { FloorFigures } from './floor.ts';
import type { Manifest } from './generate.ts';
import {
  checkScenarioFilter,
  LOAD_CONNECTIONS,
  LOAD_SECONDS,
  loadScenarios,
  loadShape,
  QUICK_CONNECTIONS,
  quickRequests,
  scenarioUsers,
} from './scenarios.ts';
import { fixed, printTable } from './stats.ts';
import { freePort, waitUntilHealthy } from '../tests/support/local-processes.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const CONNECTIONS = LOAD_CONNECTIONS;
const MB = 1024 * 1024;

type Driver = 'pglite' | 'pg';
export interface ScenarioFigures {
  api: CannonFigures;
  raw: FloorFigures;
}
export interface DriverFigures {
  driver: Driver;
  manifest: Manifest;
  scenarios: Record<string, ScenarioFigures>;
}

/** Runs a bench script to completion and parses the JSON of its last stdout line. */
function runChild<T>(script: string, args: string[], env: NodeJS.ProcessEnv = process.env): T {
  const child = spawnSync(TSX, [path.join(import.meta.dirname, script), ...args], { cwd: ROOT, encoding: 'utf8', env, maxBuffer: 64 * MB });
  if (child.status !== 0) throw new Error(`${script} failed (${child.status}):\n${child.stderr}\n${child.stdout}`);
  return JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '') as T;
}

/** The server as `npm start` runs it (minus the client build, which the API does not need). */
async function startServer(env: Record<string, string>, logFile: string) {
  const log = fs.openSync(logFile, 'a');
  const child = spawn(TSX, [path.join(ROOT, 'src/server/main.ts')], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', log, log],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${env.PORT}`;
  await waitUntilHealthy(base, child, { timeoutMs: 120_000, output: () => `see ${logFile}` });
  return {
    base,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      fs.closeSync(log);
    },
  };
}

async function loadDriver(
  driver: Driver,
  options: { quick: boolean; smallData?: boolean; seconds: number; adminUrl: string; plansDir: string; workDir: string },
): Promise<DriverFigures> {
  const dataDir = path.join(options.workDir, options.smallData ? `${driver}-small` : driver);
  fs.mkdirSync(dataDir, { recursive: true });
  let databaseUrl = '';
  let admin: pg.Client | undefined;
  const databaseName = `rp_bench_${process.pid}_${Date.now()}`;
  if (driver === 'pg') {
    admin = new pg.Client({ connectionString: options.adminUrl });
    await admin.connect();
    await admin.query(`create database "${databaseName}"`);
    const url = new URL(options.adminUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  }
  try {
    const target = driver === 'pg' ? ['--pg', databaseUrl] : ['--pglite', path.join(dataDir, 'db')];
    const manifest = runChild<Manifest>('generate.ts', [...target, ...(options.quick || options.smallData ? ['--quick'] : [])]);
    const manifestFile = path.join(options.workDir, `${driver}-manifest.json`);
    fs.writeFileSync(manifestFile, JSON.stringify(manifest));
    console.log(`  ${driver}: data generated in ${fixed(manifest.seconds)} s; measuring the raw floor…`);
    fs.mkdirSync(options.plansDir, { recursive: true });
    const floor = runChild<Record<string, FloorFigures>>('floor.ts', [
      ...target,
      '--manifest',
      manifestFile,
      '--duration',
      String(options.seconds),
      '--plans',
      options.plansDir,
      ...(options.quick ? ['--quick'] : []),
    ]);

    const port = await freePort();
    const server = await startServer(
      {
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
      },
      path.join(options.workDir, `${driver}-server.log`),
    );
    const scenarios: Record<string, ScenarioFigures> = {};
    try {
      // Each user the scenarios run as signs in once.
      const selected = loadScenarios(manifest);
      const tokens = new Map<string, string>();
      for (const user of scenarioUsers(selected)) {
        const login = await fetch(`${server.base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ email: manifest.users[user].email, password: manifest.password, device_name: 'bench load' }),
        });
        if (!login.ok) throw new Error(`${user} could not sign in: ${login.status} ${await login.text()}`);
        tokens.set(user, ((await login.json()) as { token: string }).token);
      }
      console.log(`  ${driver}: loading the server…`);
      const runs: Record<string, CannonOptions> = {};
      for (const scenario of selected) {
        const token = tokens.get(scenario.user ?? 'developer_admin');
        const shape = loadShape(scenario, options.quick, options.seconds, CONNECTIONS);
        runs[scenario.name] = {
          url: `${server.base}${scenario.url}`,
          method: scenario.method,
          headers: {
            accept: 'application/json',
            ...(scenario.body ? { 'content-type': 'application/json' } : {}),
            ...(scenario.signedIn ? { authorization: `Bearer ${token}` } : {}),
          },
          body: scenario.body ? JSON.stringify(scenario.body) : undefined,
          ...shape,
          // A quick run sends a few requests per scenario and waits for them: a load cut off at
          // its time leaves its last requests queued in the server (on PGlite, seconds of them),
          // and the next scenario measured that queue instead of itself.
          ...(options.quick ? { requests: quickRequests(shape.connections) } : {}),
        };
      }
      // Full runs warm each scenario up first (JIT, prepared plans, caches), as a server in use would be.
      let api: Record<string, CannonFigures>;
      try {
        api = runChild<Record<string, CannonFigures>>('cannon.ts', [JSON.stringify({ runs, warmupSeconds: options.quick ? 0 : 2 })]);
      } catch (error) {
        // The work folder goes with the run: what the server said is the only clue to a failed load.
        const log = fs.readFileSync(path.join(options.workDir, `${driver}-server.log`), 'utf8');
        throw new Error(`${(error as Error).message}\nThe server's log, last 4,000 characters:\n${log.slice(-4000)}`, { cause: error });
      }
      for (const name of Object.keys(runs)) scenarios[name] = { api: api[name]!, raw: floor[name]! };
      // A load that got no answer in its time measured nothing: a figure of 0 req/s is a failure, not a result.
      const unanswered = Object.keys(runs).filter((name) => api[name]!.requests === 0);
      if (unanswered.length > 0) throw new Error(`${driver}: no request answered within its load: ${unanswered.join(', ')}`);
    } finally {
      await server.stop();
    }
    return { driver, manifest, scenarios };
  } finally {
    if (admin) {
      await admin.query(`drop database if exists "${databaseName}" with (force)`);
      await admin.end();
    }
  }
}

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

function printDriver(figures: DriverFigures, seconds: number, quick: boolean) {
  const scenarioOf = (name: string) => loadScenarios(figures.manifest).find((scenario) => scenario.name === name)!;
  // autocannon only times the requests that complete within the run: when 50 connections wait
  // longer than the run lasts, p50/p99 describe the lucky early ones. Little's law gives the mean
  // latency every request really had: connections / throughput.
  const rows = [
    [
      'scenario',
      'API req/s',
      'p50 ms',
      'p99 ms',
      `${CONNECTIONS}/rps ms`,
      'errors',
      'non-2xx',
      'raw req/s',
      'raw p50',
      'raw p99',
      'stmts',
      'API/raw',
      'p50/leads',
      'p99/leads',
      'p99 target',
    ],
  ];
  // Each scenario's latency as a multiple of the leads list's in the same run (issue 27: the
  // search and the dashboards are measured against it).
  const leads = figures.scenarios['leads-list']?.api;
  for (const [name, { api, raw }] of Object.entries(figures.scenarios)) {
    const target = scenarioOf(name).p99TargetMs;
    rows.push([
      name,
      fixed(api.rps),
      fixed(api.p50),
      fixed(api.p99),
      fixed((loadShape(scenarioOf(name), quick, seconds, CONNECTIONS).connections / api.rps) * 1000, 0),
      String(api.errors + api.timeouts),
      String(api.non2xx),
      fixed(raw.rps),
      fixed(raw.p50),
      fixed(raw.p99),
      String(raw.statements),
      `${fixed((api.rps / raw.rps) * 100, 0)} %`,
      leads ? `${fixed(api.p50 / leads.p50, 2)}×` : '',
      leads ? `${fixed(api.p99 / leads.p99, 2)}×` : '',
      target ? `≤ ${target} ms ${api.p99 <= target && api.errors + api.non2xx === 0 ? 'met' : 'MISSED'}` : '',
    ]);
  }
  const { sizes } = figures.manifest;
  const quickSeconds = [
    ...new Set(loadScenarios(figures.manifest).flatMap((scenario) => (scenario.quickSeconds === undefined ? [] : [scenario.quickSeconds]))),
  ];
  printTable(
    `Load on ${figures.driver === 'pg' ? 'PostgreSQL' : 'PGlite (embedded)'}: ${sizes.units} units, ${sizes.leads} leads, ${sizes.deals} deals; ${quick ? `API: ${quickRequests(CONNECTIONS)} requests over ${CONNECTIONS} connections (collections, search, dashboards and reports: ${quickRequests(QUICK_CONNECTIONS)} over ${QUICK_CONNECTIONS}); raw floor: ${CONNECTIONS} clients × ${seconds} s (${QUICK_CONNECTIONS} × ${quickSeconds.join(' or ')} s)` : `${CONNECTIONS} connections × ${seconds} s`}`,
    rows,
  );
  // What the scenarios with a quick load of their own cost this run (CI's budget), by load.
  const wall = new Map<number, { scenarios: number; seconds: number }>();
  for (const [name, { api, raw }] of Object.entries(figures.scenarios)) {
    const quickSeconds = scenarioOf(name).quickSeconds;
    if (quickSeconds === undefined) continue;
    const sum = wall.get(quickSeconds) ?? { scenarios: 0, seconds: 0 };
    wall.set(quickSeconds, { scenarios: sum.scenarios + 1, seconds: sum.seconds + (api.wallSeconds ?? 0) + (raw.wallSeconds ?? 0) });
  }
  if (quick)
    for (const [quickSeconds, sum] of wall)
      console.log(`  ${sum.scenarios} scenarios of ${quickSeconds} s: ${fixed(sum.seconds)} s of this run (floor and API)`);
  for (const [name, { raw }] of Object.entries(figures.scenarios))
    if (raw.errors) console.log(`  raw ${name}: ${raw.errors} errors, first: ${raw.firstError}`);
}

/** Each scenario on the full data against itself on the small data, same database, same load. */
function printScaling(small: DriverFigures, full: DriverFigures): void {
  const rows = [['scenario', 'p50 small', 'p50 full', 'p50 full/small', 'p99 full/small', 'raw p50 full/small', 'req/s full/small']];
  for (const [name, { api, raw }] of Object.entries(full.scenarios)) {
    const before = small.scenarios[name];
    if (!before) continue;
    rows.push([
      name,
      fixed(before.api.p50),
      fixed(api.p50),
      `${fixed(api.p50 / before.api.p50, 2)}×`,
      `${fixed(api.p99 / before.api.p99, 2)}×`,
      `${fixed(raw.p50 / before.raw.p50, 2)}×`,
      `${fixed(api.rps / before.api.rps, 2)}×`,
    ]);
  }
  const [a, b] = [small.manifest.sizes, full.manifest.sizes];
  printTable(
    `Scaling on ${full.driver === 'pg' ? 'PostgreSQL' : 'PGlite (embedded)'}: ${b.units} units, ${b.leads} leads, ${b.deals} deals against ${a.units}, ${a.leads}, ${a.deals}`,
    rows,
  );
}

export async function runLoadBench(options: { quick: boolean }): Promise<DriverFigures[]> {
  const seconds = options.quick ? 1 : LOAD_SECONDS;
  // `BENCH_DRIVERS=pg` (or `pglite`) runs one database only; both by default.
  const drivers = (process.env.BENCH_DRIVERS ?? 'pglite,pg').split(',');
  checkScenarioFilter();
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rp-bench-load-'));
  // Quick runs (CI) leave the checked-in plans alone.
  const plansRoot = options.quick ? path.join(workDir, 'plans') : path.join(import.meta.dirname, 'plans');
  const results: DriverFigures[] = [];
  try {
    console.log('\nLoad benchmark');
    // `BENCH_SCALING=1` (full runs): each database first under the same load on the quick run's
    // data, 20 times smaller, then on the full data, and each scenario compared with itself
    // (issue 27: "as fast at 100,000 units as at 100"). The small run's plans are not kept.
    const scaling = !options.quick && process.env.BENCH_SCALING === '1';
    const measure = async (driver: Driver, plansDir: string) => {
      const small = scaling
        ? await loadDriver(driver, {
            ...options,
            smallData: true,
            seconds,
            adminUrl,
            plansDir: path.join(workDir, `small-plans-${driver}`),
            workDir,
          })
        : undefined;
      if (small) printDriver(small, seconds, options.quick);
      results.push(await loadDriver(driver, { ...options, seconds, adminUrl, plansDir, workDir }));
      printDriver(results.at(-1)!, seconds, options.quick);
      if (small) printScaling(small, results.at(-1)!);
    };
    if (drivers.includes('pglite')) await measure('pglite', path.join(plansRoot, 'pglite'));
    if (drivers.includes('pg') && (await reachable(adminUrl))) {
      await measure('pg', plansRoot);
    } else if (drivers.includes('pg')) {
      console.log(
        `\nPostgreSQL at ${adminUrl.replace(/\/\/[^@]*@/, '//')} is not reachable (set BENCH_DATABASE_URL): its load run is skipped.`,
      );
    }
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
  const embedded = results.find((figures) => figures.driver === 'pglite');
  const server = results.find((figures) => figures.driver === 'pg');
  if (embedded && server) {
    const rows = [['scenario', 'PG API req/s', 'PGlite API req/s', 'PGlite/PG API', 'PGlite/PG raw', 'PGlite/PG p99', 'within 3×']];
    for (const name of Object.keys(server.scenarios)) {
      const a = embedded.scenarios[name]!;
      const b = server.scenarios[name]!;
      const throughput = a.api.rps / b.api.rps;
      rows.push([
        name,
        fixed(b.api.rps),
        fixed(a.api.rps),
        fixed(throughput, 2),
        fixed(a.raw.rps / b.raw.rps, 2),
        fixed(a.api.p99 / b.api.p99, 2),
        throughput >= 1 / 3 ? 'yes' : 'NO',
      ]);
    }
    printTable('Embedded vs PostgreSQL (throughput ratio; within 3× means PGlite ≥ 1/3 of PostgreSQL)', rows);
  }
  fs.writeFileSync(path.join(os.tmpdir(), `rp-bench-load${options.quick ? '-quick' : ''}.json`), JSON.stringify(results, null, 2));
  return results;
}
