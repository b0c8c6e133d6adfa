// Request ids: a trusted proxy's X-Request-Id is kept (answered and logged) only with TRUST_PROXY
// and only when it is short visible ASCII; otherwise the server makes its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAcceptableRequestId } from '../../src/server/http/request-id.ts';
import { call, createTestContext, type TestContext } from './support/testApp.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids', () => {
  const logLines: string[] = [];
  let trusting: TestContext;
  let direct: TestContext;
  beforeAll(async () => {
    trusting = await createTestContext({
      config: { trustProxy: true, logLevel: 'info' },
      logStream: { write: (line: string) => void logLines.push(line) },
    });
    direct = await createTestContext();
  });
  afterAll(async () => {
    await trusting.close();
    await direct.close();
  });

  it('keeps the proxy id behind a trusted proxy, in the answer and in the log', async () => {
    const res = await call(trusting.app, 'GET', 'health', { headers: { 'x-request-id': 'lb-7f3a9c:req/0042' } });
    expect(res.headers['x-request-id']).toBe('lb-7f3a9c:req/0042');
    const logged = logLines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string });
    expect(logged.filter((entry) => entry.reqId === 'lb-7f3a9c:req/0042').map((entry) => entry.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed']),
    );
  });

  it('makes its own id when the proxy id is unfit, even behind a trusted proxy', async () => {
    for (const unfit of ['has space', 'x'.repeat(129), 'tab\there', 'é-non-ascii']) {
      const res = await call(trusting.app, 'GET', 'health', { headers: { 'x-request-id': unfit } });
      expect(res.headers['x-request-id']).toMatch(UUID);
    }
    const longest = 'y'.repeat(128);
    expect((await call(trusting.app, 'GET', 'health', { headers: { 'x-request-id': longest } })).headers['x-request-id']).toBe(longest);
  });

  it('ignores the header without TRUST_PROXY, where any client could set it', async () => {
    const res = await call(direct.app, 'GET', 'health', { headers: { 'x-request-id': 'lb-7f3a9c:req/0042' } });
    expect(res.headers['x-request-id']).toMatch(UUID);
  });

  it('accepts only visible ASCII of at most 128 characters', () => {
    expect(isAcceptableRequestId('abc-123_:/.=')).toBe(true);
    expect(isAcceptableRequestId('')).toBe(false);
    expect(isAcceptableRequestId('a\nb')).toBe(false);
    expect(isAcceptableRequestId(['a', 'b'])).toBe(false);
  });
});
