// What the suites that start real processes share: Debian's chromium (never a downloaded browser)
// with the flags this closed network needs, a free loopback port for a server, and the wait until
// a started server answers its health check.
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Without the background-networking flags chromium keeps dialling out, and is refused. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A port nothing listens on now (the OS picks it), for a server about to start. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * Resolves with the first healthy answer of `GET {baseUrl}/api/health`; throws when `child` exits
 * first or `timeoutMs` passes, with `output()` (what the server printed) in the message.
 */
export async function waitUntilHealthy(
  baseUrl: string,
  child: ChildProcess,
  { timeoutMs, output = () => '' }: { timeoutMs: number; output?: () => string },
): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}:\n${output()}`);
    const health = await fetch(`${baseUrl}/api/health`).catch(() => undefined);
    if (health?.ok) return health;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not become healthy within ${timeoutMs} ms:\n${output()}`);
}
