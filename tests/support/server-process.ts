// The production server as a child process: `node --import tsx src/server/main.ts` (one process,
// so SIGKILL reaches the server itself, not a wrapper), its own PORT and DATA_DIR, and the
// database the environment names. Used by the crash test and the two-server test.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { waitUntilHealthy } from './local-processes.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Everything the server printed, for the failure message. */
  output: () => string;
  kill(signal: NodeJS.Signals): Promise<void>;
}

export interface ServerOptions {
  dataDir: string;
  port: number;
  databaseUrl?: string;
  /** More settings, over the defaults below (S3_*, APP_KEY, the background work's intervals…). */
  env?: Record<string, string>;
}

export async function startServer({ dataDir, port, databaseUrl, env }: ServerOptions, timeoutMs = 60_000): Promise<ServerProcess> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const lines: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      PUBLIC_URL: baseUrl,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      MESSENGER_POLL_MS: '0',
      RESERVATION_SWEEP_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => lines.push(String(chunk)));
  child.stderr!.on('data', (chunk) => lines.push(String(chunk)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const server: ServerProcess = {
    baseUrl,
    child,
    output: () => lines.join(''),
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
  try {
    await waitUntilHealthy(baseUrl, child, { timeoutMs, output: server.output });
  } catch (error) {
    await server.kill('SIGKILL');
    throw error;
  }
  return server;
}
