import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, memberWithToken } from './support/factories.ts';
import { withProbe } from './support/probeModule.ts';
import { call, createTestContext, type TestContext } from './support/testApp.ts';

describe('method override (_method)', () => {
  let ctx: TestContext;
  let token: string;
  let orgId: number;
  beforeAll(async () => {
    ctx = await createTestContext({ modules: withProbe });
    const org = await createOrganization(ctx.db, { kind: 'broker' });
    orgId = org.id;
    ({ token } = await memberWithToken(ctx.db, org.id, 'broker'));
  });
  afterAll(() => ctx.close());

  it('handles a POST with _method=PUT in a JSON body as the PUT route', async () => {
    const res = await call(ctx.app, 'POST', 'probe/items/7', { token, body: { _method: 'PUT', name: 'Tower A' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ handled_as: 'PUT', via_override: 'PUT', params: { id: 7 }, body: { name: 'Tower A' } });
  });

  it('validates an overridden request with the target route schema', async () => {
    const res = await call(ctx.app, 'POST', 'probe/items/7', { token, body: { _method: 'put', name: '' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ name: ['The name field is required.'] });
  });

  it('reads _method from the query for a DELETE sent as POST, data in the query', async () => {
    const res = await call(ctx.app, 'POST', 'probe/items/3', { token, query: { _method: 'DELETE', reason: 'duplicate' } });
    expect(res.json()).toMatchObject({ handled_as: 'DELETE', query: { reason: 'duplicate' } });
  });

  it('accepts a DELETE whose data came in the body', async () => {
    const res = await call(ctx.app, 'POST', 'probe/items/3', { token, body: { _method: 'DELETE', reason: 'old' } });
    expect(res.json()).toMatchObject({ handled_as: 'DELETE', query: { reason: 'old' } });
  });

  it('reads _method from an urlencoded body', async () => {
    const res = await call(ctx.app, 'POST', 'probe/items/4', {
      token,
      body: '_method=PUT&name=Villa',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.json()).toMatchObject({ handled_as: 'PUT', body: { name: 'Villa' } });
  });

  it('reads _method from a multipart body wherever the field comes', async () => {
    const boundary = 'XBOUNDARYX';
    const payload = [
      `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nPenthouse\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="_method"\r\n\r\nPUT\r\n`,
      `--${boundary}--\r\n`,
    ].join('');
    const res = await call(ctx.app, 'POST', 'probe/items/5', {
      token,
      body: payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.json()).toMatchObject({ handled_as: 'PUT', body: { name: 'Penthouse' } });
  });

  it('runs the path’s own POST when there is no _method, and the override when there is', async () => {
    const plain = await call(ctx.app, 'POST', 'probe/items/9', { token, body: { anything: 1 } });
    expect(plain.json()).toMatchObject({ handled_as: 'POST', via_override: null });
    const overridden = await call(ctx.app, 'POST', 'probe/items/9', {
      token,
      body: { _method: 'PATCH', name: 'x', organization_id: orgId },
    });
    expect(overridden.json()).toMatchObject({ handled_as: 'PATCH', via_override: 'PATCH' });
  });

  it('applies the target route’s permission: PATCH needs a CRM role in an organization', async () => {
    const res = await call(ctx.app, 'POST', 'probe/items/9', { token, body: { _method: 'PATCH', name: 'x' } });
    expect(res.statusCode).toBe(403);
  });

  it('answers 404 for an override the path does not have', async () => {
    const res = await call(ctx.app, 'POST', 'probe/only-patch', { token, body: { _method: 'DELETE' } });
    expect(res.statusCode).toBe(404);
    const patch = await call(ctx.app, 'POST', 'probe/only-patch', { token, body: { _method: 'PATCH' } });
    expect(patch.json()).toMatchObject({ handled_as: 'PATCH' });
  });

  it('ignores _method values other than PUT, PATCH and DELETE', async () => {
    const res = await call(ctx.app, 'POST', 'probe/items/9', { token, body: { _method: 'GET' } });
    expect(res.json()).toMatchObject({ handled_as: 'POST' });
  });

  it('still answers 401 before anything else for an anonymous override', async () => {
    const res = await call(ctx.app, 'POST', 'probe/items/7', { body: { _method: 'PUT', name: '' } });
    expect(res.statusCode).toBe(401);
  });

  it('still answers 400 for malformed JSON on an overridable path', async () => {
    const res = await call(ctx.app, 'POST', 'probe/items/7', {
      token,
      body: '{"_method": "PUT", ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/not valid JSON/);
  });

  it('refuses an over-limit body with 413 and runs no handler', async () => {
    const big = 'x'.repeat(ctx.config.bodyLimitBytes + 10);
    const res = await call(ctx.app, 'POST', 'probe/items/7', { token, body: { _method: 'PUT', name: big } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The request is too large.' });
  });

  it('hides the POST twins from the OpenAPI document', async () => {
    const doc = (await call(ctx.app, 'GET', 'docs/openapi.json')).json();
    const item = doc.paths['/api/probe/items/{id}'];
    expect(Object.keys(item).sort()).toEqual(['delete', 'patch', 'post', 'put']);
    expect(doc.paths['/api/probe/only-patch']).toEqual({ patch: expect.any(Object) });
  });
});
