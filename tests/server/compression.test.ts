// The API's answers go compressed to a client that accepts it (src/server/app.ts): over 1 kB,
// gzip or brotli as asked, the body the same once decoded; small answers and clients that do not
// ask get them as they are.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, type TestContext } from './support/testApp.ts';

describe('compressed answers', () => {
  let ctx: TestContext;
  let plain: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    plain = (await call(ctx.app, 'GET', 'utils/countries')).body;
  });
  afterAll(() => ctx.close());

  it('sends a large JSON answer gzipped or in brotli, as the client accepts, the same once decoded', async () => {
    expect(plain.length).toBeGreaterThan(1024);
    const gzipped = await ctx.app.inject({ method: 'GET', url: '/api/utils/countries', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain);
    expect(gzipped.rawPayload.length).toBeLessThan(plain.length / 3);
    const brotli = await ctx.app.inject({ method: 'GET', url: '/api/utils/countries', headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain);
  });

  it('sends small answers, and answers to a client that does not ask, as they are', async () => {
    const small = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'gzip' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    const unasked = await ctx.app.inject({ method: 'GET', url: '/api/utils/countries' });
    expect(unasked.headers['content-encoding']).toBeUndefined();
    expect(unasked.body).toBe(plain);
  });
});
