// Bodies are not read before the caller is known (issue 22, finding 4): every protected route
// that takes a body, called anonymously with one that is only promised (a stream that counts what
// the server pulls from it), answers 401 having read none of it — directly, through `_method` in
// the query and with `_method` in the body. So does a path no route has, with 404. Swept over
// every route the app registers, so a new one is covered the day it lands.
import { Readable } from 'node:stream';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OVERRIDABLE_METHODS } from '../../src/shared/api.ts';
import { createOrganization, memberWithToken } from './support/factories.ts';
import { operationName, operationsOf, recordingModule, type Operation } from './support/routes.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';

const PROMISED_BYTES = 512 * 1024;

/** A body the server must pull to get: `pulled()` says how many bytes it took. */
function promisedBody(prefix: string) {
  let sent = 0;
  const stream = new Readable({
    read() {
      if (sent >= PROMISED_BYTES) return void this.push(null);
      const chunk = Buffer.from(sent === 0 ? prefix.padEnd(64 * 1024, ' ') : ' '.repeat(64 * 1024));
      sent += chunk.length;
      this.push(chunk);
    },
  });
  return { stream, pulled: () => sent };
}

const JSON_BODY = { type: 'application/json', prefix: '{"_method":"PUT","name":"' };
const MULTIPART_BODY = {
  type: 'multipart/form-data; boundary=XB',
  prefix:
    '--XB\r\nContent-Disposition: form-data; name="_method"\r\n\r\nPUT\r\n--XB\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-',
};

describe('bodies are not read before authentication', () => {
  let ctx: TestContext;
  let operations: Operation[];
  let token: string;
  let orgId: number;
  beforeAll(async () => {
    const recorded: RouteOptions[] = [];
    ctx = await createTestContext({ modules: [recordingModule(recorded)] });
    ({ operations } = operationsOf(recorded));
    const org = await createOrganization(ctx.db, { kind: 'developer' });
    orgId = org.id;
    ({ token } = await memberWithToken(ctx.db, org.id, 'developer_admin'));
  });
  afterAll(() => ctx.close());

  async function send(method: string, url: string, body: { type: string; prefix: string }, authorization?: string) {
    const promised = promisedBody(body.prefix);
    const res = await ctx.app.inject({
      method: method as 'POST',
      url,
      payload: promised.stream,
      headers: { 'content-type': body.type, 'content-length': String(PROMISED_BYTES), ...(authorization ? { authorization } : {}) },
    });
    return { status: res.statusCode, pulled: promised.pulled() };
  }

  const concrete = (url: string) => url.replace(/:\w+/g, '1');

  it('answers every protected route 401 without reading its body, by any way of calling it', { timeout: 180_000 }, async () => {
    const protectedWithBody = operations.filter((operation) => operation.action !== 'public' && operation.method !== 'GET');
    expect(protectedWithBody.length).toBeGreaterThan(100);
    const read: string[] = [];
    let cases = 0;
    const check = (label: string, outcome: { status: number; pulled: number }) => {
      cases++;
      if (outcome.status !== 401 || outcome.pulled > 0) read.push(`${label}: ${outcome.status}, ${outcome.pulled} bytes read`);
    };
    for (const operation of protectedWithBody) {
      const url = concrete(operation.url);
      for (const body of [JSON_BODY, MULTIPART_BODY]) {
        check(`${operationName(operation)} (${body.type})`, await send(operation.method, url, body));
        if ((OVERRIDABLE_METHODS as readonly string[]).includes(operation.method)) {
          check(`POST ${operation.url}?_method=${operation.method}`, await send('POST', `${url}?_method=${operation.method}`, body));
          check(`POST ${operation.url} {_method} (${body.type})`, await send('POST', url, body));
        }
        check(`${operationName(operation)} with a bad token`, await send(operation.method, url, body, 'Bearer not-a-token'));
      }
    }
    console.log(`bodies before authentication: ${protectedWithBody.length} operations, ${cases} cases, none read`);
    expect(read).toEqual([]);
  });

  it('answers a path no route has 404 without reading its body, signed in or not', async () => {
    for (const url of ['/api/nothing-here', '/api/crm/leads/1/nothing', `/api/inventory/units/1/images/2/x?organization_id=${orgId}`]) {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
        for (const authorization of [undefined, `Bearer ${token}`]) {
          expect(await send(method, url, MULTIPART_BODY, authorization), `${method} ${url}`).toEqual({ status: 404, pulled: 0 });
        }
      }
    }
  });

  it('reads the body of a signed-in caller whose _method is in it, and runs the route it names', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/crm/tags',
      payload: { name: 'VIP', color: '#112233', organization_id: orgId },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(201);
    const tagId = res.json().data.id as number;
    const renamed = await ctx.app.inject({
      method: 'POST',
      url: `/api/crm/tags/${tagId}`,
      payload: { _method: 'PUT', name: 'Gold', color: '#112233', organization_id: orgId },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.name).toBe('Gold');
  });
});
