// Starts the product once, exactly as a newcomer does (`npm start`), on a temporary DATA_DIR
// and a free port, waits for it to be healthy, and stops it after the last browser test.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, waitUntilHealthy } from '../../support/local-processes.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's DATA_DIR: mail written without SMTP is under `mail/` as .eml files. */
    dataDir: string;
  }
}

/** A running product server: where it answers, its DATA_DIR, and how to stop it (and remove the DATA_DIR). */
export interface ProductServer {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts the product as `npm start` on the embedded database in `dataDir` (a fresh temporary
 * directory unless given: an empty database gets the demo data) and a free port. Also used by
 * the client benchmarks (bench/client).
 */
export async function startProduct(options: { dataDir?: string } = {}): Promise<ProductServer> {
  const root = path.resolve(import.meta.dirname, '../../..');
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'rp-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout!.on('data', (chunk) => output.push(String(chunk)));
  child.stderr!.on('data', (chunk) => output.push(String(chunk)));
  try {
    await waitUntilHealthy(baseUrl, child, { timeoutMs: 150_000, output: () => output.join('') });
  } catch (error) {
    process.kill(-child.pid!, 'SIGKILL');
    throw error;
  }

  const stop = async () => {
    // npm → tsx → node: signal the whole process group, then wait for the server to stop.
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid!, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { baseUrl, dataDir, stop };
}

export default async function setup(project: TestProject) {
  const server = await startProduct();
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
  return server.stop;
}
