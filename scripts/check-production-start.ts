// `npm run check:production` (after `npm run build`): proves the production start as README's
// "Deploying" section describes it. The built output (dist/), package.json and the lockfile are
// copied to an empty folder, `npm install --omit=dev` installs the production dependencies only
// (from npm's cache when it holds them), and the `start:prod` command serves from there on a free port
// with a fresh DATA_DIR: the health route answers, the built client is served, a demo account
// signs in, and SIGTERM stops the server cleanly. No dev dependency (TypeScript, tsx, Vite) may be
// installed there, so nothing can have been compiled at start.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitUntilHealthy } from '../tests/support/local-processes.ts';

const root = path.resolve(import.meta.dirname, '..');
const BUILT = ['dist/client/index.html', 'dist/server/main.js', 'dist/server/migrations/meta/_journal.json'];
const DEV_ONLY = ['typescript', 'tsx', 'vite', 'vitest', 'react'];
const HEALTH_TIMEOUT_MS = 90_000;

function fail(message: string): never {
  console.error(`check:production: ${message}`);
  process.exit(1);
}

function elapsed(since: number): string {
  return `${((Date.now() - since) / 1000).toFixed(1)} s`;
}

for (const file of BUILT) {
  if (!fs.existsSync(path.join(root, file))) fail(`${file} is missing: run \`npm run build\` first`);
}

const started = Date.now();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'rp-production-'));
const dataDir = path.join(work, 'data');
let stopServer: (() => Promise<number | null>) | undefined;
try {
  for (const entry of ['dist', 'package.json', 'package-lock.json']) {
    fs.cpSync(path.join(root, entry), path.join(work, entry), { recursive: true });
  }

  let since = Date.now();
  const install = spawnSync('npm', ['install', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], {
    cwd: work,
    encoding: 'utf8',
  });
  if (install.status !== 0) fail(`npm install --omit=dev failed:\n${install.stdout}${install.stderr}`);
  console.log(`installed the production dependencies in ${elapsed(since)}`);
  const installedDev = DEV_ONLY.filter((name) => fs.existsSync(path.join(work, 'node_modules', name)));
  if (installedDev.length > 0) fail(`dev dependencies installed with --omit=dev: ${installedDev.join(', ')}`);

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  since = Date.now();
  // Through npm, as README says to start it: start:prod execs node in place of npm's shell, so the
  // SIGTERM sent to npm must reach the server and its exit code come back (it did not when the
  // script ran node under the shell: npm went, the server stayed).
  const child = spawn('npm', ['run', 'start:prod'], {
    cwd: work,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => output.push(String(chunk)));
  child.stderr.on('data', (chunk) => output.push(String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  stopServer = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    return exited;
  };

  const health = await waitUntilHealthy(baseUrl, child, { timeoutMs: HEALTH_TIMEOUT_MS, output: () => output.join('') }).catch(
    (error: Error) => fail(error.message),
  );
  const healthBody = (await health.json()) as { status?: string };
  if (healthBody.status !== 'ok') fail(`/api/health answered ${JSON.stringify(healthBody)}`);
  console.log(`healthy after ${elapsed(since)} (migrated and seeded an empty database)`);

  const page = await fetch(`${baseUrl}/login`);
  if (!page.ok || !(await page.text()).includes('<div id="root">')) fail(`the built client is not served at /login (${page.status})`);

  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'super@demo.test', password: 'demo-pass-2026', device_name: 'check:production' }),
  });
  const session = (await login.json()) as { token?: string };
  if (login.status !== 200 || !session.token) fail(`signing in answered ${login.status}: ${JSON.stringify(session)}`);
  const me = await fetch(`${baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${session.token}` } });
  if (me.status !== 200) fail(`an authenticated call with the new token answered ${me.status}`);
  console.log('signed in as super@demo.test; the built client is served');

  const code = await stopServer();
  stopServer = undefined;
  if (code !== 0) fail(`npm run start:prod stopped with code ${code} on SIGTERM:\n${output.join('')}`);
  if (await fetch(`${baseUrl}/api/health`).catch(() => undefined)) fail('the server still answers after npm stopped');
  console.log(`stopped cleanly on SIGTERM; ${elapsed(started)} in all`);
} finally {
  await stopServer?.();
  fs.rmSync(work, { recursive: true, force: true });
}
