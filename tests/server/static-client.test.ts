// The built client is served precompressed: the build writes .br/.gz beside each asset
// (vite.config.ts) and a browser that accepts one gets it, with the uncompressed file for others.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import staticClientPlugin from '../../src/server/plugins/static-client.ts';

describe('static client', () => {
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rp-static-client-'));
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  const app = Fastify();

  beforeAll(async () => {
    fs.mkdirSync(path.join(clientDir, 'assets'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>app</title>');
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
});
