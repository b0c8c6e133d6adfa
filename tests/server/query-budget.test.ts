// Query budget (issue 11): a list page costs the same number of SQL statements whether it shows
// 10 rows or 100 — no list resolves a relation row by row. The lists are found in the OpenAPI
// document (GET routes answering `{data: [...], meta}`), so a new list is covered, or fails here
// until it has a seeder, without anyone remembering to add it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_SEEDERS } from './support/list-seeders.ts';
import { call, createTestContext, type TestContext } from './support/testApp.ts';
import { as, buildWorld, type World } from './support/world.ts';

/** The lists known when this suite was written; fewer found means the discovery broke. */
const KNOWN_LIST_COUNT = 25;

/** Lists this suite cannot seed, with the reason. It may only shrink. */
const UNSEEDED: { path: string; reason: string }[] = [];

interface Measurement {
  path: string;
  ten: number;
  hundred: number;
}

describe('query budget of the list endpoints', () => {
  let ctx: TestContext;
  let w: World;
  let listPaths: string[] = [];
  let counting = false;
  const statements: string[] = [];

  beforeAll(async () => {
    ctx = await createTestContext({ database: { onQuery: (text) => counting && statements.push(text) } });
    w = await buildWorld(ctx.db);
    const doc = (await call(ctx.app, 'GET', 'docs/openapi.json')).json() as {
      paths: Record<string, { get?: { responses?: Record<string, { content?: Record<string, { schema?: ListSchema }> }> } }>;
    };
    listPaths = Object.entries(doc.paths)
      .filter(([, operations]) => {
        const schema = operations.get?.responses?.['200']?.content?.['application/json']?.schema;
        return schema?.properties?.meta !== undefined && schema.properties.data?.type === 'array';
      })
      .map(([path]) => path)
      .sort();
  });
  afterAll(() => ctx.close());

  it('finds every list endpoint, and each has a seeder or a reason in UNSEEDED', () => {
    expect(listPaths.length).toBeGreaterThanOrEqual(KNOWN_LIST_COUNT);
    const unseeded = listPaths.filter((path) => !LIST_SEEDERS[path]);
    expect(unseeded).toEqual(UNSEEDED.map((entry) => entry.path).sort());
    expect(Object.keys(LIST_SEEDERS).filter((path) => !listPaths.includes(path))).toEqual([]);
  });

  it('answers 100 rows with as many statements as 10', { timeout: 60_000 }, async () => {
    const measurements: Measurement[] = [];
    const unseen: string[] = [];
    for (const path of listPaths.filter((candidate) => LIST_SEEDERS[candidate])) {
      const target = await LIST_SEEDERS[path]!(ctx.db, w);
      const measure = async (rows: number) => {
        const request = () => call(ctx.app, 'GET', target.url, as(target.actor, { query: { ...target.query, per_page: 100 } }));
        // The first call warms what a process caches once (tenant lookups, prepared plans).
        await request();
        statements.length = 0;
        counting = true;
        const res = await request();
        counting = false;
        expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
        // A seeder whose rows the list does not all answer with would measure nothing.
        if (res.json().data.length !== rows) unseen.push(`${path}: ${res.json().data.length} rows instead of ${rows}`);
        return statements.length;
      };
      await target.seed(10);
      const ten = await measure(10);
      await target.seed(90);
      const hundred = await measure(100);
      measurements.push({ path, ten, hundred });
    }
    console.table(Object.fromEntries(measurements.map((m) => [m.path, { '10 rows': m.ten, '100 rows': m.hundred }])));
    expect(unseen).toEqual([]);
    expect(measurements.filter((m) => m.hundred !== m.ten)).toEqual([]);
  });
});

interface ListSchema {
  properties?: { meta?: unknown; data?: { type?: string } };
}
