// The raw-driver floor of the load benchmark, run in a child process while no server runs.
// The app is built in this process on the bench database with a query logger; each scenario's
// request is made once through app.inject to warm it, then once more while the logger records
// every statement with its parameters (authentication, tenant lookup, the release of lapsed
// reservations, the page, the count… everything the endpoint runs). Then:
//  - the plans: EXPLAIN (ANALYZE, BUFFERS) of every recorded statement (writes inside a
//    transaction rolled back), one file per scenario;
//  - the floor: the recorded statements replayed straight through the driver — a pg Pool of 50
//    clients, or the one PGlite instance — by 50 concurrent loops for the load's duration, each
//    loop one "request" (the statements in order, on one connection). Login also pays its scrypt
//    verify, and each replay inserts a token of its own (token hashes are unique).
// Answers the figures as one JSON line on stdout.
//
//   tsx bench/floor.ts --pglite <dir> | --pg <url>  --manifest <file> --duration <s> [--plans <dir>] [--quick]
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { newPglite } from '../src/server/db/pglite.ts';
import pg from 'pg';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { verifyPassword } from '../src/server/modules/auth/passwords.ts';
import type { Manifest } from './generate.ts';
import { pgSessionOptions } from '../src/server/db/pg-session.ts';
import { LOAD_CONNECTIONS, loadScenarios, loadShape, scenarioUsers, type Scenario } from './scenarios.ts';
import { percentile } from './stats.ts';

export interface Statement {
  text: string;
  params: unknown[];
}

export interface FloorFigures {
  statements: number;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  firstError?: string;
  /** The scenario's whole time here: its requests, plans and replay (what it adds to a run). */
  wallSeconds?: number;
}

const CONCURRENCY = LOAD_CONNECTIONS;

/** One statement at a time on one connection: the pg client of a request, or PGlite itself. */
type Run = (text: string, params: unknown[]) => Promise<unknown>;
interface Driver {
  /** Runs `work` with a connection of its own (pg) or exclusively (PGlite: one connection, serial). */
  withConnection<T>(work: (run: Run) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

function pgDriver(pool: pg.Pool): Driver {
  return {
    async withConnection(work) {
      const client = await pool.connect();
      try {
        return await work((text, params) => client.query(text, params));
      } finally {
        client.release();
      }
    },
    // The pool goes with the database handle that shares it.
    close: async () => {},
  };
}

function pgliteDriver(client: PGlite): Driver {
  let chain: Promise<unknown> = Promise.resolve();
  return {
    withConnection(work) {
      const turn = chain.then(() => work((text, params) => client.query(text, params)));
      chain = turn.catch(() => {});
      return turn;
    },
    close: async () => {},
  };
}

const isTransactionControl = (text: string) => /^\s*(begin|commit|rollback|savepoint|release)\b/i.test(text);
const isSelect = (text: string) => /^\s*(select|with)\b/i.test(text);
const TOKEN_HASH = /^[0-9a-f]{64}$/;

/** A statement as it can run again: an access token insert gets a fresh (unique) hash. */
function replayable(statement: Statement): () => unknown[] {
  if (!/insert into "access_tokens"/i.test(statement.text)) return () => statement.params;
  return () =>
    statement.params.map((param) => (typeof param === 'string' && TOKEN_HASH.test(param) ? randomBytes(32).toString('hex') : param));
}

async function replayFor(
  driver: Driver,
  statements: Statement[],
  seconds: number,
  concurrency: number,
  before?: () => Promise<unknown>,
): Promise<FloorFigures> {
  const steps = statements.map((statement) => ({ text: statement.text, params: replayable(statement) }));
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const deadline = performance.now() + seconds * 1000;
  const loop = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      try {
        await before?.();
        await driver.withConnection(async (run) => {
          for (const step of steps) await run(step.text, step.params());
        });
        latencies.push(performance.now() - started);
      } catch (error) {
        errors++;
        firstError ??= String(error);
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, loop));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    statements: statements.length,
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
    firstError,
  };
}

function describeParam(value: unknown): string {
  return value instanceof Date ? value.toISOString() : JSON.stringify(value);
}

async function explainAll(driver: Driver, scenario: Scenario, statements: Statement[], file: string): Promise<void> {
  const sections = [
    `${scenario.method} ${scenario.url}\n${statements.length} statements; EXPLAIN (ANALYZE, BUFFERS) of each (writes in a transaction rolled back).\n`,
  ];
  let index = 0;
  for (const statement of statements) {
    index++;
    if (isTransactionControl(statement.text)) {
      sections.push(`-- ${index}. ${statement.text}\n`);
      continue;
    }
    const plan = await driver.withConnection(async (run) => {
      const explain = () =>
        run(`explain (analyze, buffers) ${statement.text}`, replayable(statement)()) as Promise<{ rows: Record<string, string>[] }>;
      if (isSelect(statement.text)) return explain();
      await run('begin', []);
      try {
        return await explain();
      } finally {
        await run('rollback', []);
      }
    });
    const lines = plan.rows.map((row) => Object.values(row)[0]).join('\n');
    sections.push(`-- ${index}. ${statement.text}\n-- params: ${statement.params.map(describeParam).join(', ')}\n${lines}\n`);
  }
  fs.writeFileSync(file, sections.join('\n'));
}

async function main() {
  const argv = process.argv;
  const at = (flag: string) => {
    const index = argv.indexOf(flag);
    return index === -1 ? undefined : argv[index + 1];
  };
  const manifest = JSON.parse(fs.readFileSync(at('--manifest')!, 'utf8')) as Manifest;
  const seconds = Number(at('--duration') ?? 5);
  const plansDir = at('--plans');
  const quick = argv.includes('--quick');
  const url = at('--pg');

  let driver: Driver;
  let recording: Statement[] | null = null;
  const onQuery = (text: string, params: unknown[]) => recording?.push({ text, params });
  let handle;
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: CONCURRENCY, options: pgSessionOptions(url) });
    driver = pgDriver(pool);
    handle = openDatabase({ kind: 'pg', url, pool }, { onQuery });
  } else {
    const client = newPglite(path.join(at('--pglite')!));
    driver = pgliteDriver(client);
    handle = openDatabase({ kind: 'pglite', client }, { onQuery });
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rp-bench-floor-'));
  const config = {
    ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, MESSENGER_POLL_MS: '0', RESERVATION_SWEEP_MS: '0' }),
    clientDir: undefined,
  };
  const app = await buildApp(config, handle);
  await app.ready();

  // Each user the scenarios run as signs in once.
  const scenarios = loadScenarios(manifest);
  const tokens = new Map<string, string>();
  for (const user of scenarioUsers(scenarios)) {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: manifest.users[user].email, password: manifest.password, device_name: 'bench floor' },
    });
    if (login.statusCode !== 200) throw new Error(`${user} could not sign in: ${login.statusCode} ${login.body.slice(0, 300)}`);
    tokens.set(user, (login.json() as { token: string }).token);
  }
  const figures: Record<string, FloorFigures> = {};
  for (const scenario of scenarios) {
    const token = tokens.get(scenario.user ?? 'developer_admin');
    const request = () =>
      app.inject({
        method: scenario.method,
        url: scenario.url,
        headers: { accept: 'application/json', ...(scenario.signedIn ? { authorization: `Bearer ${token}` } : {}) },
        ...(scenario.body ? { payload: scenario.body } : {}),
      });
    const scenarioStarted = performance.now();
    await request();
    recording = [];
    const response = await request();
    const statements: Statement[] = recording;
    recording = null;
    if (response.statusCode >= 300) throw new Error(`${scenario.name}: ${response.statusCode} ${response.body.slice(0, 300)}`);
    if (plansDir) await explainAll(driver, scenario, statements, path.join(plansDir, `${scenario.name}.txt`));
    // Login's floor also verifies the password, as the endpoint does before its statements.
    const passwordHash =
      scenario.name === 'login'
        ? (
            (await driver.withConnection((run) => run('select password_hash from users where email = $1', [manifest.email]))) as {
              rows: { password_hash: string }[];
            }
          ).rows[0]!.password_hash
        : null;
    const verify = passwordHash ? () => verifyPassword(manifest.password, passwordHash) : undefined;
    const shape = loadShape(scenario, quick, seconds, CONCURRENCY);
    const replayed = await replayFor(driver, statements, shape.seconds, shape.connections, verify);
    figures[scenario.name] = { ...replayed, wallSeconds: (performance.now() - scenarioStarted) / 1000 };
  }
  await app.close();
  await driver.close();
  await handle.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  console.log(JSON.stringify(figures));
}

await main();
