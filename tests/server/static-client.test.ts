// The built client is served precompressed: the build writes .br/.gz beside each asset
// (vite.config.ts) and a browser that accepts one gets it, with the uncompressed file for others.
// Its caching: index.html (also as the answer to a deep link) revalidated on every visit, the
// hashed build output kept for a year, unhashed files for an hour.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import staticClientPlugin, {
  HASHED_ASSET_CACHE_CONTROL,
  INDEX_CACHE_CONTROL,
  UNHASHED_FILE_CACHE_CONTROL,
} from '../../src/server/plugins/static-client.ts';

describe('static client', () => {
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rp-static-client-'));
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  const app = Fastify();

  beforeAll(async () => {
    fs.mkdirSync(path.join(clientDir, 'assets'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>app</title>');
    fs.writeFileSync(path.join(clientDir, 'index.html.br'), brotliCompressSync('<!doctype html><title>app</title>'));
    fs.writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.writeFileSync(path.join(clientDir, 'assets/app.js'), script);
    fs.writeFileSync(path.join(clientDir, 'assets/app.js.br'), brotliCompressSync(script));
    fs.writeFileSync(path.join(clientDir, 'assets/app.js.gz'), gzipSync(script));
    await app.register(staticClientPlugin, { clientDir });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it('sends the brotli file to a browser that accepts it', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the file as it is to a client that accepts no compression', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app.js', headers: { 'accept-encoding': 'identity' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(script);
  });

  it('sends index.html as no-cache at /, at a deep link and by its own name, compressed or not', async () => {
    for (const url of ['/', '/crm/leads/5', '/auth/account-settings/security?tab=1', '/index.html']) {
      for (const encoding of ['br', 'identity']) {
        const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toMatch(/text\/html/);
        expect(res.headers['cache-control'], `${url} (${encoding})`).toBe(INDEX_CACHE_CONTROL);
      }
      const head = await app.inject({ method: 'HEAD', url });
      expect(head.headers['cache-control'], `HEAD ${url}`).toBe(INDEX_CACHE_CONTROL);
    }
  });

  it('keeps the hashed build output for a year and an unhashed file for an hour', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await app.inject({ method: 'GET', url: '/assets/app.js', headers: { 'accept-encoding': encoding } });
      expect(res.headers['cache-control'], encoding).toBe(HASHED_ASSET_CACHE_CONTROL);
    }
    const favicon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['cache-control']).toBe(UNHASHED_FILE_CACHE_CONTROL);
  });

  it('answers an unknown API path with a 404 in the envelope, not the page', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'The route GET /api/no-such-route does not exist.' });
  });
});
