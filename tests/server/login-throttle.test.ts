import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { accessTokens, throttleCounters } from '../../src/server/db/schema.ts';
import { ensureNotThrottled, hit, type Limit } from '../../src/server/services/throttle.ts';
import { createAccountTestContext, resetClock, setClock, type AccountTestContext } from './support/accounts.ts';
import { createUser, TEST_PASSWORD } from './support/factories.ts';

const T = new Date('2032-01-01T08:00:00Z');
const later = (seconds: number) => new Date(T.getTime() + seconds * 1000);

describe('throttling of failed sign-ins (stored in the database)', () => {
  let ctx: AccountTestContext;
  beforeAll(async () => {
    ctx = await createAccountTestContext();
  });
  afterAll(() => ctx.close());
  afterEach(resetClock);

  const login = (email: string, password: string, ip = '192.0.2.10') =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password, device_name: 'test' }, remoteAddress: ip });

  it('answers the sixth failed sign-in within a minute with 429 and Retry-After, even with the right password', async () => {
    setClock(T);
    const user = await createUser(ctx.db, { email: 'victim@example.test' });
    for (let i = 0; i < 5; i++) expect((await login('victim@example.test', 'wrong')).statusCode).toBe(422);

    setClock(later(20));
    const sixth = await login('VICTIM@example.test', TEST_PASSWORD);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ message: 'Too many attempts. Please try again later.' });
    expect(sixth.headers['retry-after']).toBe('40');
    expect((await ctx.db.select({ n: count() }).from(accessTokens).where(eq(accessTokens.user_id, user.id)))[0]!.n).toBe(0);

    // Another address is not held up by this one, and the window passes.
    expect((await login('victim@example.test', TEST_PASSWORD, '192.0.2.99')).statusCode).toBe(200);
    setClock(later(61));
    expect((await login('victim@example.test', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('starts counting again after a successful sign-in from the same address', async () => {
    setClock(later(600));
    await createUser(ctx.db, { email: 'typo@example.test' });
    for (let i = 0; i < 4; i++) await login('typo@example.test', 'wrong');
    expect((await login('typo@example.test', TEST_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login('typo@example.test', 'wrong')).statusCode).toBe(422);
  });

  it('does not trust X-Forwarded-For without TRUST_PROXY: rotating it escapes nothing', async () => {
    setClock(later(900));
    await createUser(ctx.db, { email: 'forwarded@example.test' });
    const attempt = (forwardedFor: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'forwarded@example.test', password: 'wrong', device_name: 'test' },
        remoteAddress: '192.0.2.50',
        headers: { 'x-forwarded-for': forwardedFor },
      });
    for (let i = 0; i < 5; i++) expect((await attempt(`203.0.113.${i}`)).statusCode).toBe(422);
    expect((await attempt('203.0.113.200')).statusCode).toBe(429);
  });

  it('throttles unknown emails the same way, so the answer reveals nothing', async () => {
    setClock(later(1200));
    for (let i = 0; i < 5; i++) expect((await login('ghost@example.test', 'wrong')).statusCode).toBe(422);
    expect((await login('ghost@example.test', 'wrong')).statusCode).toBe(429);
  });

  it('allows 100 failed sign-ins an hour per account, whatever the address', async () => {
    setClock(later(3600));
    await createUser(ctx.db, { email: 'spray@example.test' });
    // Four failures from each of 25 addresses: no address reaches its own limit.
    for (let i = 0; i < 100; i++) {
      const res = await login('spray@example.test', 'wrong', `198.18.${Math.floor(i / 4)}.1`);
      expect(res.statusCode, `attempt ${i + 1}`).toBe(422);
    }
    const fresh = await login('spray@example.test', TEST_PASSWORD, '198.18.200.1');
    expect(fresh.statusCode).toBe(429);
    expect(Number(fresh.headers['retry-after'])).toBeGreaterThan(3500);

    setClock(later(3600 + 3601));
    expect((await login('spray@example.test', TEST_PASSWORD, '198.18.200.1')).statusCode).toBe(200);
  });

  it('keeps no email or address in the counters table', async () => {
    const rows = await ctx.db.select().from(throttleCounters);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toMatch(/@|192\.0\.2/);
  });
});

describe('the throttle service', () => {
  let ctx: AccountTestContext;
  beforeAll(async () => {
    ctx = await createAccountTestContext();
  });
  afterAll(() => ctx.close());

  it('counts hits of a key in a fixed window that starts at the first hit', async () => {
    const limit: Limit = { key: 'probe:window', max: 2, windowSeconds: 10 };
    expect(await hit(ctx.db, limit, T)).toEqual({ hits: 1, resetAt: later(10) });
    expect((await hit(ctx.db, limit, later(5))).hits).toBe(2);
    await expect(ensureNotThrottled(ctx.db, [limit], later(9))).rejects.toMatchObject({ statusCode: 429, headers: { 'retry-after': '1' } });
    await expect(ensureNotThrottled(ctx.db, [limit], later(10))).resolves.toBeUndefined();
    expect(await hit(ctx.db, limit, later(10))).toEqual({ hits: 1, resetAt: later(20) });
  });

  it('shares the counters between two servers on one database', async () => {
    const second = await buildApp(ctx.config, ctx.database);
    try {
      await createUser(ctx.db, { email: 'balanced@example.test' });
      const attempt = (app: FastifyInstance) =>
        app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'balanced@example.test', password: 'wrong', device_name: 'test' } });
      for (const app of [ctx.app, second, ctx.app, second, ctx.app]) expect((await attempt(app)).statusCode).toBe(422);
      expect((await attempt(second)).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});
