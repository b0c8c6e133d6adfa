import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, type TestContext } from './support/testApp.ts';

describe('OpenAPI document', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('is OpenAPI 3.1 generated from the routes, public', async () => {
    const res = await call(ctx.app, 'GET', 'docs/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/auth/login', '/api/auth/me', '/api/auth/logout', '/api/utils/countries']),
    );
    expect(doc.paths['/api/auth/login'].post.requestBody.content['application/json'].schema.required).toEqual([
      'email',
      'password',
      'device_name',
    ]);
  });

  it('marks the routes that need a bearer token, and only those', async () => {
    const doc = (await call(ctx.app, 'GET', 'docs/openapi.json')).json();
    expect(doc.components.securitySchemes.bearerAuth).toEqual({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/api/auth/me'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/auth/login'].post.security).toBeUndefined();
  });

  it('serves a browsable page at /api/docs from local assets', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).not.toMatch(/https?:\/\/(?!localhost)[a-z0-9.-]+\.(com|io|org|net)\//i);
  });
});
