// Schema-driven fuzzing of the whole API: for every route the modules register, fast-check builds
// requests from the route's own params, query and body schemas (valid-ish values, values at and
// past the bounds, anything in place of a field, missing and extra fields, malformed bodies, and
// the odd input issue 22 found: dates that do not exist or are out of range, JSON nested past the
// parser's limit, NUL and lone surrogates buried deep or in keys — each counted, so none drops out),
// sent by every role of the world in its organization, by an organization token, anonymously and
// with a broken token, on one app and one database for the whole run. Every answer must be below
// 500, in the error envelope when it is an error, and free of stack traces, paths and SQL.
//
// FUZZ_RUNS sets the total number of requests (10,000 by default), shared evenly by the routes;
// FUZZ_ROUTE (a substring of "METHOD /api/path") narrows the run to replay one route; FUZZ_TRACE
// (a file path) appends every request to that file before it is sent, to find one that hangs.
import { appendFileSync } from 'node:fs';
import fc from 'fast-check';
import type { LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../server/support/testApp.ts';
import { buildFuzzWorld, heal, renewToken, type FuzzWorld } from './support/fuzz-world.ts';
import { ODD_SHAPES, oddShapesOf, requestArbitrary, toInject, type FuzzRequest, type OddShape } from './support/requests.ts';
import { problemsOf } from './support/response-checks.ts';
import { recordingModule } from '../server/support/routes.ts';
import { fuzzRoutes, type FuzzRoute } from './support/routes.ts';

const SEED = 20261122;
const TOTAL_REQUESTS = Number(process.env.FUZZ_RUNS ?? 10_000);
const ROUTE_FILTER = process.env.FUZZ_ROUTE;
/** Guards against a run that silently fuzzes nothing (the product had 227 operations when written). */
const MIN_ROUTES = 200;
/** From this many requests on, a run that sent none of one odd shape (issue 22) has lost it: a failure. */
const MIN_RUNS_FOR_SHAPES = 2_000;
/** How often the callers' memberships and organizations are put back. */
const HEAL_EVERY = 40;
const BODY_EXCERPT = 600;
const NO_ANSWER_MS = 10_000;

/**
 * An answer, or a failure when none comes: a request the server never answers is a denial of
 * service (a parser waiting forever), not slowness. The bound is far above any real answer.
 */
async function answerOf(pending: Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${NO_ANSWER_MS / 1000} s`)), NO_ANSWER_MS);
  });
  try {
    return await Promise.race([pending, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The heap in use after a full collection (when the worker runs with --expose-gc), in MB. */
function liveHeapMb(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return Math.round(process.memoryUsage().heapUsed / 1_048_576);
}

/** Requests for route `index` of `count`, so that the routes share the total evenly. */
function runsFor(index: number, count: number): number {
  return Math.floor(TOTAL_REQUESTS / count) + (index < TOTAL_REQUESTS % count ? 1 : 0);
}

describe('API fuzzing', () => {
  let ctx: TestContext;
  let routes: FuzzRoute[];
  let fuzzWorld: FuzzWorld;
  const recorded: RouteOptions[] = [];

  beforeAll(async () => {
    ctx = await createTestContext({ modules: [recordingModule(recorded)] });
    routes = fuzzRoutes(recorded).filter((route) => !ROUTE_FILTER || `${route.method} ${route.url}`.includes(ROUTE_FILTER));
    fuzzWorld = await buildFuzzWorld(ctx.db);
  });
  afterAll(() => ctx?.close());

  it('finds every route with its schemas', () => {
    if (ROUTE_FILTER) return;
    expect(routes.length).toBeGreaterThanOrEqual(MIN_ROUTES);
    expect(routes.filter((route) => route.body).length).toBeGreaterThan(50);
  });

  it('answers every generated request below 500, errors in the envelope, with nothing internal in any body', async () => {
    const statuses = new Map<number, number>();
    const shapes = new Map<OddShape, number>(ODD_SHAPES.map((shape) => [shape, 0]));
    const failures: string[] = [];
    let sent = 0;
    const heapAtStart = liveHeapMb();
    const started = Date.now();

    const send = async (route: FuzzRoute, request: FuzzRequest) => {
      if (process.env.FUZZ_TRACE) appendFileSync(process.env.FUZZ_TRACE, `${JSON.stringify(request).slice(0, 400)}\n`);
      const response = await answerOf(ctx.app.inject(toInject(request, route.method, fuzzWorld.callers)));
      sent++;
      for (const shape of oddShapesOf(request)) shapes.set(shape, shapes.get(shape)! + 1);
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      const caller = fuzzWorld.callers.find((candidate) => candidate.name === request.caller);
      if (response.statusCode === 401 && caller?.token) await renewToken(ctx.db, caller, fuzzWorld);
      if (sent % HEAL_EVERY === 0) await heal(ctx.db, fuzzWorld);
      return response;
    };

    const timeByRoute = new Map<string, number>();
    for (const [index, route] of routes.entries()) {
      const numRuns = runsFor(index, routes.length);
      if (numRuns === 0) continue;
      const routeStarted = Date.now();
      const property = fc.asyncProperty(requestArbitrary(route, fuzzWorld), async (request) => {
        const response = await send(route, request);
        const problems = problemsOf(response, JSON.stringify(request));
        if (problems.length > 0) {
          throw new Error(`${problems.join('; ')}\nanswer ${response.statusCode}: ${response.body.slice(0, BODY_EXCERPT)}`);
        }
      });
      const details = await fc.check(property, { seed: SEED + index, numRuns });
      timeByRoute.set(`${route.method} ${route.url}`, Date.now() - routeStarted);
      if (details.failed) {
        const why = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
        failures.push(
          `${route.method} ${route.url} (replay: FUZZ_ROUTE="${route.method} ${route.url}")\n${why}\n${fc.defaultReportMessage(details)}`,
        );
      }
    }

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const histogram = [...statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ');
    const slowest = [...timeByRoute.entries()]
      .sort(([, a], [, b]) => b - a)
      .slice(0, 5)
      .map(([name, ms]) => `${name} ${ms} ms`)
      .join(', ');
    const shapeCounts = [...shapes.entries()].map(([shape, count]) => `${shape} ×${count}`).join(', ');
    console.info(
      `fuzz: ${routes.length} routes, ${sent} requests, seed ${SEED}, ${seconds} s, heap ${heapAtStart} → ${liveHeapMb()} MB; statuses ${histogram}; odd input: ${shapeCounts}; slowest routes: ${slowest}`,
    );
    if (failures.length > 0) throw new Error(`${failures.length} route(s) failed:\n\n${failures.join('\n\n')}`);
    if (!ROUTE_FILTER && sent >= MIN_RUNS_FOR_SHAPES)
      expect(
        [...shapes.entries()].filter(([, count]) => count === 0).map(([shape]) => shape),
        'odd shapes the run no longer sends',
      ).toEqual([]);
  });
});
