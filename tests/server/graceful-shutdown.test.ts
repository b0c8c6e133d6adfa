// Graceful shutdown of the real server process (src/server/main.ts): on SIGTERM it stops accepting
// connections, lets a request already in flight finish with its answer, stops the queue worker
// and the reservation sweeper, closes the database and exits 0.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEmbeddedOnly } from './support/database.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

/** Resolves with the first output line `matches` accepts (the output seen so far included). */
function waitForLine(output: string[], child: ChildProcess, matches: (line: string) => boolean, ms = 60_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no matching line within ${ms} ms:\n${output.join('\n')}`)), ms);
    const check = () => {
      const line = output.find(matches);
      if (line === undefined) return;
      clearTimeout(timer);
      child.stdout?.off('data', check);
      resolve(line);
    };
    child.stdout?.on('data', check);
    check();
  });
}

const connectionRefused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });

describeEmbeddedOnly('graceful shutdown', () => {
  let dataDir: string;
  let child: ChildProcess;
  let port: number;
  const output: string[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'rp-shutdown-'));
    port = await freePort();
    // Always the embedded database in a DATA_DIR of its own, whatever the suite runs on.
    const { DATABASE_URL: _unused, ...env } = process.env;
    child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: ROOT,
      env: {
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'info',
        // The worker and the sweeper run often, so both are busy when the signal comes.
        MESSENGER_POLL_MS: '50',
        RESERVATION_SWEEP_MS: '50',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let partial = '';
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (chunk: string) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      output.push(...lines);
    });
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => output.push(`stderr: ${chunk}`));
    await waitForLine(output, child, (line) => line.includes('is ready on'), 90_000);
  }, 120_000);

  afterAll(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('finishes the request in flight, refuses new connections, and exits 0', async () => {
    const body = JSON.stringify({
      full_name: 'Mariam Al Suwaidi',
      email: 'mariam.shutdown@example.ae',
      password: 'Quiet-Harbour-Dune-2026',
      password_confirmation: 'Quiet-Harbour-Dune-2026',
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

    // A registration whose body the client sends in two halves, the second after the signal.
    // `Expect: 100-continue` makes the server process say when it has the request (its headers
    // parsed), so the signal comes while the request is surely in flight.
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/auth/register',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'content-length': Buffer.byteLength(body),
        expect: '100-continue',
      },
    });
    const answered = new Promise<{ status: number; json: unknown }>((resolve, reject) => {
      request.once('response', (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, json: JSON.parse(text) }));
      });
      request.once('error', reject);
    });
    request.flushHeaders();
    await once(request, 'continue');
    const half = Math.floor(body.length / 2);
    request.write(body.slice(0, half));

    child.kill('SIGTERM');
    await waitForLine(output, child, (line) => line.includes('shutting down'));
    // The listening socket closes as soon as the shutdown starts.
    let refused = false;
    for (let attempt = 0; attempt < 40 && !refused; attempt++) {
      refused = await connectionRefused(port);
      if (!refused) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(refused).toBe(true);
    expect(child.exitCode).toBeNull();

    request.end(body.slice(half));
    const answer = await answered;
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ full_name: 'Mariam Al Suwaidi', token: expect.any(String) });

    expect(await exited).toBe(0);
    // Neither the worker nor the sweeper touched the database after it closed.
    expect(output.filter((line) => /"level":(50|60)/.test(line) || line.startsWith('stderr:'))).toEqual([]);
  }, 60_000);
});
