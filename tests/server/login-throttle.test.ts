// Throttling of sign-ins (issue 22): every attempt is counted before the password is checked, so
// a concurrent burst cannot slip past; per address, per email and address (the hard lock), and
// per email with a backoff that slows a spray from many addresses without locking the owner out.
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { accessTokens, throttleCounters } from '../../src/server/db/schema.ts';
import { scryptDerivations } from '../../src/server/modules/auth/passwords.ts';
import { consume, consumeWithBackoff, hit, type Backoff, type Limit } from '../../src/server/services/throttle.ts';
import { createAccountTestContext, resetClock, setClock, type AccountTestContext } from './support/accounts.ts';
import { createUser, TEST_PASSWORD } from './support/factories.ts';
import { expectEvery } from '../support/expect-every.ts';

const T = new Date('2032-01-01T08:00:00Z');
const later = (seconds: number) => new Date(T.getTime() + seconds * 1000);
/** Counts the password checks (scrypt derivations) made while `run` runs: what the throttles let through. */
async function counted<T>(run: () => Promise<T>): Promise<{ result: T; checks: number }> {
  const before = scryptDerivations();
  const result = await run();
  return { result, checks: scryptDerivations() - before };
}

describe('throttling of sign-ins (stored in the database)', () => {
  let ctx: AccountTestContext;
  beforeAll(async () => {
    ctx = await createAccountTestContext();
  });
  afterAll(() => ctx.close());
  afterEach(resetClock);

  const login = (email: string, password: string, ip = '192.0.2.10') =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password, device_name: 'test' }, remoteAddress: ip });
  const tokensOf = async (userId: number) =>
    (await ctx.db.select({ n: count() }).from(accessTokens).where(eq(accessTokens.user_id, userId)))[0]!.n;
  const statuses = (answers: { statusCode: number }[]) => answers.map((answer) => answer.statusCode);
  const tally = (codes: number[]) =>
    Object.fromEntries([...new Set(codes)].sort().map((code) => [code, codes.filter((c) => c === code).length]));

  /** A stranger trying one email once a second, each address four times (under its own limits). */
  async function spray(email: string, start: Date, seconds: number, network: number) {
    const answers: { second: number; status: number; retryAfter: number | null }[] = [];
    for (let second = 0; second < seconds; second++) {
      setClock(new Date(start.getTime() + second * 1000));
      const res = await login(email, 'wrong', `198.${network}.${Math.floor(second / 4)}.1`);
      answers.push({ second, status: res.statusCode, retryAfter: res.headers['retry-after'] ? Number(res.headers['retry-after']) : null });
    }
    return answers;
  }

  it('answers the sixth failed sign-in within a minute with 429 and Retry-After, even with the right password', async () => {
    setClock(T);
    const user = await createUser(ctx.db, { email: 'victim@example.test' });
    for (let i = 0; i < 5; i++) expect((await login('victim@example.test', 'wrong')).statusCode).toBe(422);

    setClock(later(20));
    const sixth = await login('VICTIM@example.test', TEST_PASSWORD);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ message: 'Too many attempts. Please try again later.' });
    expect(sixth.headers['retry-after']).toBe('40');
    expect(await tokensOf(user.id)).toBe(0);

    // Another address is not held up by this one, and the window passes.
    expect((await login('victim@example.test', TEST_PASSWORD, '192.0.2.99')).statusCode).toBe(200);
    setClock(later(61));
    expect((await login('victim@example.test', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('lets at most 5 of 40 concurrent wrong passwords reach the password check', async () => {
    setClock(later(300));
    await createUser(ctx.db, { email: 'burst@example.test' });
    const { result: answers, checks } = await counted(() =>
      Promise.all(Array.from({ length: 40 }, () => login('burst@example.test', 'wrong', '192.0.2.40'))),
    );
    expect(checks).toBe(5);
    expect(tally(statuses(answers))).toEqual({ 422: 5, 429: 35 });
  });

  it('refuses the right password sent last in a concurrent burst of 29 wrong ones', async () => {
    setClock(later(400));
    const user = await createUser(ctx.db, { email: 'burst-right@example.test' });
    const attempts = [...Array.from({ length: 29 }, () => 'wrong'), TEST_PASSWORD];
    const { result: answers, checks } = await counted(() =>
      Promise.all(attempts.map((password) => login('burst-right@example.test', password, '192.0.2.41'))),
    );
    expect(checks).toBe(5);
    expect(tally(statuses(answers))).toEqual({ 422: 5, 429: 25 });
    expect(answers.at(-1)!.statusCode).toBe(429);
    expect(await tokensOf(user.id)).toBe(0);
  });

  it('starts counting again after a successful sign-in from the same address', async () => {
    setClock(later(600));
    await createUser(ctx.db, { email: 'typo@example.test' });
    for (let i = 0; i < 4; i++) await login('typo@example.test', 'wrong');
    expect((await login('typo@example.test', TEST_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login('typo@example.test', 'wrong')).statusCode).toBe(422);
    expect((await login('typo@example.test', 'wrong')).statusCode).toBe(429);
  });

  it('locks an email and address for the hour after 20 failures, even one the owner signed in from', async () => {
    setClock(later(700));
    await createUser(ctx.db, { email: 'patient@example.test' });
    // A remembered address skips the per-email backoff, never its own hard lock.
    expect((await login('patient@example.test', TEST_PASSWORD, '192.0.2.60')).statusCode).toBe(200);
    for (let i = 0; i < 20; i++) {
      setClock(later(700 + i * 13));
      expect((await login('patient@example.test', 'wrong', '192.0.2.60')).statusCode, `attempt ${i + 1}`).toBe(422);
    }
    setClock(later(700 + 20 * 13));
    const locked = await login('patient@example.test', TEST_PASSWORD, '192.0.2.60');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBe(3600 - 20 * 13);
    // The owner elsewhere is not locked out.
    expect((await login('patient@example.test', TEST_PASSWORD, '192.0.2.61')).statusCode).toBe(200);
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

  it('lets one address make 50 attempts in 15 minutes whatever the emails: 50 of 60 concurrent ones reach the check', async () => {
    setClock(later(1500));
    const emails = await Promise.all(
      Array.from({ length: 60 }, (_, i) => createUser(ctx.db, { email: `sprayed-${i}@example.test` }).then((user) => user.email)),
    );
    const { result: answers, checks } = await counted(() => Promise.all(emails.map((email) => login(email, 'wrong', '198.51.100.20'))));
    expect(checks).toBe(50);
    expect(tally(statuses(answers))).toEqual({ 422: 50, 429: 10 });
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.headers['retry-after']).toBe('900');
    // Another address is not held up by this one.
    expect((await login(emails[0]!, TEST_PASSWORD, '198.51.100.21')).statusCode).toBe(200);
  });

  it('counts failures, not successful sign-ins, against an address (an office behind one NAT)', async () => {
    setClock(later(1600));
    const colleagues = await Promise.all(
      Array.from({ length: 60 }, (_, i) => createUser(ctx.db, { email: `colleague-${i}@example.test` })),
    );
    for (const colleague of colleagues.slice(0, 49)) expect((await login(colleague.email, 'wrong', '198.51.100.30')).statusCode).toBe(422);
    for (const colleague of colleagues.slice(49))
      expect((await login(colleague.email, TEST_PASSWORD, '198.51.100.30')).statusCode).toBe(200);
    expect((await login(colleagues[0]!.email, 'wrong', '198.51.100.30')).statusCode).toBe(422);
    // The 51st failure-or-attempt is refused, whatever the password.
    expect((await login(colleagues[1]!.email, TEST_PASSWORD, '198.51.100.30')).statusCode).toBe(429);
    setClock(later(1600 + 901));
    expect((await login(colleagues[1]!.email, TEST_PASSWORD, '198.51.100.30')).statusCode).toBe(200);
  });

  it('holds a spray on one email from many addresses to about one attempt a minute, and never locks the owner out', async () => {
    const start = later(7200);
    setClock(start);
    const owner = await createUser(ctx.db, { email: 'sprayed-owner@example.test' });
    // The owner signs in from home before the attack: that address is remembered for the email.
    expect((await login(owner.email, TEST_PASSWORD, '203.0.113.5')).statusCode).toBe(200);

    const { result: attack, checks } = await counted(() => spray(owner.email, new Date(start.getTime() + 1000), 200, 18));
    // 10 free, then slots 1, 2, 4 and 8 s apart (each attempt of the hour doubles the wait,
    // refused ones too), then a minute apart: seconds 10, 11, 13, 21, 81 and 141 of the attack.
    const checked = attack.filter((answer) => answer.status === 422).map((answer) => answer.second);
    expect(checked).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 21, 81, 141]);
    expect(checks).toBe(16);
    expectEvery(attack, (answer) => answer.status === 422 || answer.status === 429);
    // The longest wait asked: the rest of the minute, one second after a slot was taken.
    expect(Math.max(...attack.map((answer) => answer.retryAfter ?? 0))).toBe(59);

    // The slot is held until second 201 of the attack. The owner at home is not held by it…
    setClock(new Date(start.getTime() + 1000 + 142_000));
    expect((await login(owner.email, TEST_PASSWORD, '203.0.113.5')).statusCode).toBe(200);
    // …and from an address new to the email waits the slot, never more than a minute.
    const away = await login(owner.email, TEST_PASSWORD, '192.0.2.77');
    expect(away.statusCode).toBe(429);
    const wait = Number(away.headers['retry-after']);
    expect(wait).toBe(59);
    setClock(new Date(start.getTime() + 1000 + 142_000 + wait * 1000));
    expect((await login(owner.email, TEST_PASSWORD, '192.0.2.77')).statusCode).toBe(200);
  }, 60_000);

  it('answers a spray on an unknown email exactly as on a known one', async () => {
    await createUser(ctx.db, { email: 'known-spray@example.test' });
    const known = await spray('known-spray@example.test', later(10_800), 40, 19);
    const unknown = await spray('unknown-spray@example.test', later(10_800), 40, 20);
    expect(unknown).toEqual(known);
    expect(new Set(known.map((answer) => answer.status))).toEqual(new Set([422, 429]));
  }, 60_000);

  it('keeps no email or address in the counters table', async () => {
    const rows = await ctx.db.select().from(throttleCounters);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toMatch(/@|192\.0\.2|198\.51|203\.0/);
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
    await expect(consume(ctx.db, limit, later(9))).rejects.toMatchObject({ statusCode: 429, headers: { 'retry-after': '1' } });
    expect(await hit(ctx.db, limit, later(10))).toEqual({ hits: 1, resetAt: later(20) });
  });

  it('lets exactly the limit of concurrent hits through', async () => {
    const limit: Limit = { key: 'probe:concurrent', max: 7, windowSeconds: 60 };
    const outcomes = await Promise.allSettled(Array.from({ length: 30 }, () => consume(ctx.db, limit, T)));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(7);
  });

  it('gives a backoff slot to one of many concurrent hits, and the wait doubles up to its cap', async () => {
    const backoff: Backoff = { key: 'probe:backoff', windowSeconds: 3600, freeHits: 2, firstDelaySeconds: 10, maxDelaySeconds: 30 };
    const first = await Promise.allSettled(Array.from({ length: 12 }, () => consumeWithBackoff(ctx.db, backoff, T)));
    // Two free hits and one slot; the slot went to the third hit or a later one.
    expect(first.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3);
    const waits = first.flatMap((outcome) => (outcome.status === 'rejected' ? [Number(outcome.reason.headers['retry-after'])] : []));
    expect(new Set(waits).size).toBe(1);
    expect(waits[0]).toBeGreaterThanOrEqual(10);
    expect(waits[0]).toBeLessThanOrEqual(30);
    // Thirteen hits in: every further slot is the cap apart.
    await expect(consumeWithBackoff(ctx.db, backoff, later(waits[0]!))).resolves.toBeUndefined();
    await expect(consumeWithBackoff(ctx.db, backoff, later(waits[0]! + 29))).rejects.toMatchObject({ headers: { 'retry-after': '1' } });
    await expect(consumeWithBackoff(ctx.db, backoff, later(waits[0]! + 30))).resolves.toBeUndefined();
  });

  it('shares the counters between two servers on one database', async () => {
    const second = await buildApp(ctx.config, ctx.database);
    try {
      await createUser(ctx.db, { email: 'balanced@example.test' });
      const attempt = (app: FastifyInstance) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'balanced@example.test', password: 'wrong', device_name: 'test' },
        });
      for (const app of [ctx.app, second, ctx.app, second, ctx.app]) expect((await attempt(app)).statusCode).toBe(422);
      expect((await attempt(second)).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});
