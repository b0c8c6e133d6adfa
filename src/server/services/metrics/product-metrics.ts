// The product's metrics, one registry per process (README "Metrics"): the HTTP requests each
// route answers, the database pool, the message queue's depth, the reservations released and the
// process itself. Request and reservation figures are recorded as they happen; the pool, queue
// and process gauges are read when Prometheus scrapes. Help texts are phrases without a closing
// period: not API answers, so not sentences for the translation check (docs/architecture.md).
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import type { DatabaseHandle } from '../../db/client.ts';
import { messageLogs } from '../../db/contacts-schema.ts';
import { Counter, Gauge, Histogram, Registry } from './registry.ts';

const registry = new Registry();

// From 5 ms (a cached read) to 30 s (a large export or upload); the default request timeout
// is longer, and anything past 30 s lands in +Inf.
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

const requestDuration = registry.register(
  new Histogram(
    'http_request_duration_seconds',
    'Time from a request received to its answer sent, by route pattern, method and status class',
    ['method', 'route', 'status_class'],
    DURATION_BUCKETS,
  ),
);
const requestErrors = registry.register(
  new Counter('http_request_errors_total', 'Answers with a 4xx or 5xx status, by route pattern, method and status', [
    'method',
    'route',
    'status',
  ]),
);
const reservationsReleased = registry.register(
  new Counter(
    'unit_reservations_released_total',
    'Lapsed unit reservations this process returned to available (by the sweeper or on a read)',
  ),
);
const queueDepth = registry.register(new Gauge('message_queue_depth', 'Messages queued and not yet claimed by a worker'));
const poolConnections = registry.register(
  new Gauge('db_pool_connections', 'PostgreSQL pool clients: total open, idle, and requests waiting for one', ['state']),
);
const uptime = registry.register(new Gauge('process_uptime_seconds', 'Seconds since this process started'));
const memory = registry.register(new Gauge('process_memory_bytes', 'Memory of this process, by kind (process.memoryUsage)', ['kind']));

/** The label a route gets: its pattern (`/api/units/:id`); requests no route matched share one. */
export const UNMATCHED_ROUTE = 'unmatched';

export function recordRequest(request: { method: string; route: string | undefined; status: number; seconds: number }): void {
  const route = request.route ?? UNMATCHED_ROUTE;
  requestDuration.observe({ method: request.method, route, status_class: `${Math.floor(request.status / 100)}xx` }, request.seconds);
  if (request.status >= 400) requestErrors.inc({ method: request.method, route, status: String(request.status) });
}

/** Counts releases once their update and history rows are written. */
export function countReservationsReleased(released: number): void {
  if (released > 0) reservationsReleased.inc({}, released);
}

/** The exposition text, the scrape-time gauges read from `database` first. */
export async function renderMetrics(database: DatabaseHandle): Promise<string> {
  const [queued] = await database.db.select({ n: count() }).from(messageLogs).where(eq(messageLogs.status, 'queued'));
  queueDepth.set({}, queued?.n ?? 0);

  // The embedded database has no pool: the gauge is absent there rather than a made-up figure.
  poolConnections.clear();
  const client: unknown = (database.db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    poolConnections.set({ state: 'total' }, client.totalCount);
    poolConnections.set({ state: 'idle' }, client.idleCount);
    poolConnections.set({ state: 'waiting' }, client.waitingCount);
  }

  uptime.set({}, process.uptime());
  for (const [kind, bytes] of Object.entries(process.memoryUsage())) memory.set({ kind }, bytes);
  return registry.render();
}
