import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_CSP, EMBED_CSP, HSTS_VALUE } from '../../src/server/plugins/security-headers.ts';
import { INDEX_CACHE_CONTROL } from '../../src/server/plugins/static-client.ts';
import { createUser, TEST_PASSWORD } from './support/factories.ts';
import { call, createTestContext, type TestContext } from './support/testApp.ts';

function directives(policy: string | undefined): Map<string, string> {
  return new Map(
    (policy ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );
}

describe('security headers', () => {
  let ctx: TestContext;
  let clientDir: string;
  beforeAll(async () => {
    // A built client of one page, so the app's HTML is served as in production.
    clientDir = await mkdtemp(path.join(os.tmpdir(), 'rp-test-client-'));
    await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
    ctx = await createTestContext({ config: { clientDir, trustProxy: true } });
  });
  afterAll(async () => {
    await ctx.close();
    await rm(clientDir, { recursive: true, force: true });
  });

  it('an API answer: nosniff, no referrer, never framed, no HSTS over plain HTTP', async () => {
    const res = await call(ctx.app, 'GET', 'health');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('error answers carry them too (401, 404)', async () => {
    for (const res of [await call(ctx.app, 'GET', 'auth/me'), await call(ctx.app, 'GET', 'no-such-route')]) {
      expect([401, 404]).toContain(res.statusCode);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });

  it("the app's HTML: a strict CSP, not frameable", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/crm/leads/5' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-security-policy']).toBe(APP_CSP);
    const policy = directives(res.headers['content-security-policy'] as string);
    expect(policy.get('default-src')).toBe("'self'");
    expect(policy.get('script-src')).toBe("'self'");
    expect(policy.get('connect-src')).toBe("'self' blob:");
    expect(policy.get('img-src')).toBe("'self' blob: data:");
    expect(policy.get('style-src')).toBe("'self' 'unsafe-inline'");
    expect(policy.get('frame-src')).toContain('https://www.youtube-nocookie.com');
    expect(policy.get('frame-src')).toContain('https://player.vimeo.com');
    expect(policy.get('frame-ancestors')).toBe("'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('the public embed page may be framed by any site, with the same CSP otherwise', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/embed/projects/some-token' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-security-policy']).toBe(EMBED_CSP);
    expect(directives(EMBED_CSP).get('frame-ancestors')).toBe('*');
    expect(directives(EMBED_CSP).get('script-src')).toBe("'self'");
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('the public embed API stays unframeable (only the page is embedded)', async () => {
    const res = await call(ctx.app, 'GET', 'embed/projects/unknown-token');
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('HSTS only when the request came over HTTPS (x-forwarded-proto behind a trusted proxy)', async () => {
    const overHttps = await call(ctx.app, 'GET', 'health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(overHttps.headers['strict-transport-security']).toBe(HSTS_VALUE);
    const page = await ctx.app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(page.headers['strict-transport-security']).toBe(HSTS_VALUE);
    const overHttp = await call(ctx.app, 'GET', 'health', { headers: { 'x-forwarded-proto': 'http' } });
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
  });

  it('an untrusted x-forwarded-proto does not switch HSTS on', async () => {
    const direct = await createTestContext({ config: { trustProxy: false } });
    try {
      const res = await call(direct.app, 'GET', 'health', { headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await direct.close();
    }
  });

  it('the Swagger UI keeps its own policy and still loads', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).not.toBe(APP_CSP);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const spec = await call(ctx.app, 'GET', 'docs/openapi.json');
    expect(spec.statusCode).toBe(200);
  });

  it("the app's HTML is revalidated on every visit, at / and at a deep link", async () => {
    for (const url of ['/', '/crm/leads/5']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe(INDEX_CACHE_CONTROL);
    }
  });

  it('API answers are not stored by a browser or a proxy: the token of a sign-in, the profile, an error', async () => {
    await createUser(ctx.db, { email: 'cached@example.test' });
    const login = await call(ctx.app, 'POST', 'auth/login', {
      body: { email: 'cached@example.test', password: TEST_PASSWORD, device_name: 'test' },
    });
    expect(login.statusCode).toBe(200);
    const token: string = login.json().token;
    const me = await call(ctx.app, 'GET', 'auth/me', { token });
    expect(me.statusCode).toBe(200);
    const refused = await call(ctx.app, 'POST', 'auth/login', {
      body: { email: 'nobody@example.test', password: 'x', device_name: 'test' },
    });
    for (const res of [login, me, refused, await call(ctx.app, 'GET', 'auth/me'), await call(ctx.app, 'GET', 'no-such-route')]) {
      expect(res.headers['cache-control'], `${res.statusCode} ${res.body.slice(0, 60)}`).toBe('no-store');
    }
  });

  it('a route that caches on purpose keeps its own policy (the countries list)', async () => {
    const res = await call(ctx.app, 'GET', 'utils/countries');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });
});
