// What anonymous uploads cost the server (issue 22, finding 4): the app on an in-memory database,
// listening on a port, receives N concurrent anonymous multipart POSTs of M MB each to a protected
// upload route, sent over real sockets. Printed: the answers, how long the slowest took, and the
// process's RSS before, at its peak and after. Run it on two commits to compare:
//   npx tsx bench/anonymous-uploads.ts [--count 30] [--mb 19]
import { request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const count = arg('count', 30);
const megabytes = arg('mb', 19);

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rp-bench-uploads-'));
const database = openDatabase({ kind: 'pglite' });
await database.migrate();
const config = {
  ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, MESSENGER_POLL_MS: '0', RESERVATION_SWEEP_MS: '0' }),
  clientDir: undefined,
};
const app = await buildApp(config, database);
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;

/** One anonymous upload of `size` bytes, streamed in 64 kB chunks as a browser would send it. */
function upload(size: number): Promise<number> {
  const boundary = 'BENCHBOUNDARY';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/crm/leads/1/documents',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': head.length + size + tail.length },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    // The server may answer, and close, before the body is through: that is what is measured.
    req.on('error', () => resolve(-1));
    let sent = 0;
    const pump = () => {
      if (!req.write(sent === 0 ? head : chunk)) return void req.once('drain', pump);
      sent += chunk.length;
      if (sent >= size || req.destroyed) return void req.end(tail);
      setImmediate(pump);
    };
    pump();
  });
}

global.gc?.();
const before = process.memoryUsage().rss;
let peak = before;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
const started = performance.now();
const statuses = await Promise.all(Array.from({ length: count }, () => upload(megabytes * 1024 * 1024)));
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
const after = process.memoryUsage().rss;
await app.close();
await database.close();
await rm(dataDir, { recursive: true, force: true });

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const histogram = Object.entries(
  statuses.reduce<Record<number, number>>((all, status) => ({ ...all, [status]: (all[status] ?? 0) + 1 }), {}),
)
  .map(([status, n]) => `${status}×${n}`)
  .join(' ');
console.log(
  `${count} anonymous uploads of ${megabytes} MB: answers ${histogram} in ${seconds.toFixed(1)} s; RSS ${mb(before)} before, ${mb(peak)} at peak (+${mb(peak - before)}), ${mb(after)} after`,
);
