// GET /api/metrics: absent without METRICS_TOKEN, 401 on a wrong token, and with the right one the
// request histogram under route patterns (never raw URLs), errors, queue depth, pool, reservations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTestNow } from '../../src/server/services/clock.ts';
import { createReservationSweeper } from '../../src/server/services/reservations.ts';
import { insertBuilding, insertProject, insertUnit } from './support/inventory.ts';
import { call, createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld } from './support/world.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';
const HOUR = 3_600_000;

/** The value of the sample whose name and labels are exactly `series`, or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /api/metrics', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ config: { metricsToken: TOKEN } });
  });
  afterAll(() => ctx.close());

  const scrape = async () => {
    const res = await call(ctx.app, 'GET', 'metrics', { token: TOKEN, headers: { accept: 'text/plain' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    return res.body;
  };

  it('does not exist without METRICS_TOKEN', async () => {
    const off = await createTestContext();
    try {
      expect((await call(off.app, 'GET', 'metrics', { token: TOKEN })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('refuses a missing or wrong token with 401', async () => {
    expect((await call(ctx.app, 'GET', 'metrics')).statusCode).toBe(401);
    expect((await call(ctx.app, 'GET', 'metrics', { token: `${TOKEN}x` })).statusCode).toBe(401);
    expect((await call(ctx.app, 'GET', 'metrics', { token: 'short' })).statusCode).toBe(401);
  });

  it('counts requests and errors under the route pattern, never the raw URL', async () => {
    const pattern = 'method="GET",route="/api/inventory/units/:id"';
    const before = await scrape();
    const countBefore = sample(before, `http_request_duration_seconds_count{${pattern},status_class="4xx"}`) ?? 0;
    const errorsBefore = sample(before, `http_request_errors_total{${pattern},status="401"}`) ?? 0;

    expect((await call(ctx.app, 'GET', 'inventory/units/987654')).statusCode).toBe(401);
    expect((await call(ctx.app, 'GET', 'inventory/units/987655')).statusCode).toBe(401);
    expect((await call(ctx.app, 'GET', 'no-such-route-424242')).statusCode).toBe(404);
    expect((await call(ctx.app, 'GET', 'health')).statusCode).toBe(200);

    const after = await scrape();
    expect(sample(after, `http_request_duration_seconds_count{${pattern},status_class="4xx"}`)).toBe(countBefore + 2);
    expect(sample(after, `http_request_duration_seconds_bucket{${pattern},status_class="4xx",le="+Inf"}`)).toBe(countBefore + 2);
    expect(sample(after, `http_request_errors_total{${pattern},status="401"}`)).toBe(errorsBefore + 2);
    expect(
      sample(after, 'http_request_duration_seconds_count{method="GET",route="/api/health",status_class="2xx"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'http_request_errors_total{method="GET",route="unmatched",status="404"}')).toBeGreaterThanOrEqual(1);
    expect(after).not.toMatch(/987654|987655|424242/);
  });

  it('shows the queue depth, the process and, on PostgreSQL only, the pool', async () => {
    const text = await scrape();
    expect(sample(text, 'message_queue_depth')).toBe(0);
    expect(sample(text, 'process_uptime_seconds')).toBeGreaterThan(0);
    expect(sample(text, 'process_memory_bytes{kind="rss"}')).toBeGreaterThan(0);
    if (ctx.database.driver === 'pg') {
      expect(sample(text, 'db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'db_pool_connections{state="waiting"}')).toBe(0);
    } else {
      expect(text).not.toContain('db_pool_connections');
    }
  });

  it('counts the reservations the sweeper releases', async () => {
    const w = await buildWorld(ctx.db);
    const projectId = (await insertProject(ctx.db, w.developerId)).id;
    const buildingId = (await insertBuilding(ctx.db, w.developerId, projectId)).id;
    await insertUnit(ctx.db, w.developerId, buildingId, { status: 'reserved', reserved_until: new Date(Date.now() + HOUR) });
    await insertUnit(ctx.db, w.developerId, buildingId, { status: 'reserved', reserved_until: new Date(Date.now() + HOUR) });
    const before = sample(await scrape(), 'unit_reservations_released_total') ?? 0;
    setTestNow(new Date(Date.now() + 2 * HOUR));
    try {
      expect(await createReservationSweeper({ db: ctx.db, intervalMs: 60_000 }).sweep()).toBe(2);
    } finally {
      setTestNow(undefined);
    }
    expect(sample(await scrape(), 'unit_reservations_released_total')).toBe(before + 2);
  });
});
