// Odd input (issue 22), generated from the route list so a new route or field is covered the day
// it lands. Every POST, PUT and PATCH is sent its valid request (support/valid-requests.ts) by a
// caller allowed to make it, with a field added that (1) nests 5,000 levels deep: 400 from the
// JSON parser; (2) holds NUL or (3) a lone surrogate 30 levels down, or (4) a lone surrogate as a
// key there: 422 on the dotted field (a multipart form, flat, gets NUL in a field of its own).
// Then every date and date-time field of every route, body or query, found in the route's own
// schema, gets days the calendar lacks, years outside 1900–2200, JavaScript Date's last day and a
// time without its zone: 422 on that field. None of them changes a row.
import type { LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_JSON_DEPTH } from '../../src/server/plugins/json-body.ts';
import { changedTables, databaseState } from './support/db-state.ts';
import { buildFullWorld, concreteUrl, legitimateCaller, send, type FullWorld, type Request } from './support/full-world.ts';
import { operationName, operationsOf, recordingModule, type Operation } from './support/routes.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';
import { validPayload } from './support/valid-requests.ts';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH']);
const BURIED_LEVELS = 30;
const NESTED_LEVELS = 5_000;
const BAD_DATES = ['2030-02-30', '2030-02-29', '2100-02-29', '9999-12-31', '1899-12-31', '+275760-09-13'];
const BAD_DATE_TIMES = [
  '2030-02-30T10:00Z',
  '2030-04-31T09:00:00+04:00',
  '9999-12-31T00:00:00Z',
  '+275760-09-13T00:00:00Z',
  '2030-01-01T24:00Z',
  '2030-06-01T10:00',
];

type DateKind = 'date' | 'date-time' | 'either';

interface JsonSchema {
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
}

function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!schema) return undefined;
  return schema instanceof z.ZodType
    ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema)
    : (schema as JsonSchema);
}

/** Every format a schema and its alternatives (nullable, either shape…) declare. */
function formatsOf(schema: JsonSchema): (string | undefined)[] {
  return [schema.format, ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap(formatsOf)];
}

/** What a property takes as a date, from the formats its schema declares. */
function dateKindOf(schema: JsonSchema): DateKind | null {
  const formats = new Set(formatsOf(schema));
  if (formats.has('date') && formats.has('date-time')) return 'either';
  if (formats.has('date')) return 'date';
  return formats.has('date-time') ? 'date-time' : null;
}

/** The top-level date fields of a route's body and query. */
function dateFieldsOf(operation: Operation): { part: 'body' | 'query'; field: string; kind: DateKind }[] {
  const schema = (operation.route.schema ?? {}) as { body?: unknown; querystring?: unknown };
  const fields: { part: 'body' | 'query'; field: string; kind: DateKind }[] = [];
  for (const part of ['body', 'query'] as const) {
    const properties = jsonSchemaOf(part === 'body' ? schema.body : schema.querystring)?.properties ?? {};
    for (const [field, property] of Object.entries(properties)) {
      const kind = dateKindOf(property);
      if (kind) fields.push({ part, field, kind });
    }
  }
  return fields;
}

const badValuesFor = (kind: DateKind) =>
  kind === 'date' ? BAD_DATES : kind === 'date-time' ? BAD_DATE_TIMES : [...BAD_DATES, ...BAD_DATE_TIMES];

/** `leaf` inside `levels` objects `{"a": …}`. */
function buried(levels: number, leaf: unknown): unknown {
  let value = leaf;
  for (let level = 0; level < levels; level++) value = { a: value };
  return value;
}
const buriedPath = (field: string, levels: number) => [field, ...Array.from({ length: levels }, () => 'a')].join('.');

/** The body as JSON text with one more field holding `levels` lists inside one another (built as text). */
function withNestedField(body: Record<string, unknown> | undefined, levels: number): string {
  const nested = '['.repeat(levels) + ']'.repeat(levels);
  const text = JSON.stringify(body ?? {});
  return text === '{}' ? `{"zz_nested":${nested}}` : `{"zz_nested":${nested},${text.slice(1)}`;
}

describe('odd input over every route', () => {
  let ctx: TestContext;
  let w: FullWorld;
  let operations: Operation[];
  const recorded: RouteOptions[] = [];

  beforeAll(async () => {
    ctx = await createTestContext({ modules: [recordingModule(recorded)] });
    w = await buildFullWorld(ctx);
    ({ operations } = operationsOf(recorded));
  }, 60_000);
  afterAll(() => ctx?.close());

  /** Sends each variant, checks its answer, and that the database is as it was before them. */
  async function sweep(
    name: string,
    variants: { label: string; request: Request; check: (response: LightMyRequestResponse) => string | null }[],
    failures: string[],
  ) {
    const before = await databaseState(ctx.db);
    for (const { label, request, check } of variants) {
      const response = await send(ctx, request);
      const problem = check(response);
      if (problem) failures.push(`${name} (${label}): ${problem} — answered ${response.statusCode} ${response.body.slice(0, 240)}`);
    }
    const changed = changedTables(before, await databaseState(ctx.db));
    if (changed.length > 0) failures.push(`${name}: refused input changed ${changed.join(', ')}`);
  }

  const refusedWith = (status: number, field?: string) => (response: LightMyRequestResponse) => {
    if (response.statusCode !== status) return `expected ${status}`;
    const body = response.json() as { message?: unknown; errors?: Record<string, unknown> };
    if (typeof body.message !== 'string') return 'no message in the envelope';
    if (field !== undefined && !body.errors?.[field]) return `no error on ${field}`;
    return null;
  };

  it(`refuses JSON nested past ${MAX_JSON_DEPTH} levels with 400, and NUL or lone surrogates buried deep or in keys with 422 on the field, on every write`, async () => {
    const writes = operations.filter((operation) => WRITE_METHODS.has(operation.method));
    const failures: string[] = [];
    const unpayloaded: string[] = [];
    const counts = { nested: 0, buried: 0, multipartNul: 0 };

    for (const operation of writes) {
      const name = operationName(operation);
      const payload = validPayload(w, name);
      const url = concreteUrl(w, operation.method, operation.url);
      if (!payload || url === null) {
        unpayloaded.push(name);
        continue;
      }
      const caller = legitimateCaller(w, operation);
      const base: Request = {
        method: operation.method,
        url,
        token: caller?.token,
        query: { ...payload.query, ...(caller ? { organization_id: caller.orgId } : {}) },
      };
      const variants: Parameters<typeof sweep>[1] = [
        {
          label: `a field nested ${NESTED_LEVELS} levels`,
          request: {
            ...base,
            raw: { text: withNestedField(payload.files ? {} : payload.body, NESTED_LEVELS), contentType: 'application/json' },
          },
          check: refusedWith(400),
        },
      ];
      counts.nested++;
      if (payload.files) {
        variants.push({
          label: 'NUL in a form field',
          request: { ...base, body: { ...payload.body, zz_odd: 'a\u0000b' }, files: payload.files },
          check: refusedWith(422, 'zz_odd'),
        });
        counts.multipartNul++;
      } else {
        for (const [label, value, field] of [
          ['NUL', buried(BURIED_LEVELS, 'a\u0000b'), buriedPath('zz_odd', BURIED_LEVELS)],
          ['a lone surrogate', buried(BURIED_LEVELS, 'a\uD800'), buriedPath('zz_odd', BURIED_LEVELS)],
          ['a lone surrogate key', buried(BURIED_LEVELS, { ['\uDC00k']: 1 }), buriedPath('zz_odd', BURIED_LEVELS)],
        ] as const) {
          variants.push({
            label: `${label} ${BURIED_LEVELS} levels down`,
            request: { ...base, body: { ...payload.body, zz_odd: value } },
            check: refusedWith(422, field),
          });
          counts.buried++;
        }
      }
      await sweep(name, variants, failures);
    }

    console.log(
      `odd input: ${writes.length} write operations — ${counts.nested} bodies nested ${NESTED_LEVELS} deep refused (400), ` +
        `${counts.buried} with NUL or a lone surrogate ${BURIED_LEVELS} levels down or in a key refused (422 on the field), ${counts.multipartNul} multipart forms with NUL refused (422)`,
    );
    expect(unpayloaded, 'operations without a valid payload in support/valid-requests.ts').toEqual([]);
    expect(failures).toEqual([]);
  }, 180_000);

  it('refuses days that do not exist, years out of range, JavaScript’s last day and a time without its zone in every date field, with 422 on the field', async () => {
    const failures: string[] = [];
    const unreached: string[] = [];
    const fieldNames: string[] = [];
    let cases = 0;

    for (const operation of operations) {
      const fields = dateFieldsOf(operation);
      if (fields.length === 0) continue;
      const name = operationName(operation);
      const payload = validPayload(w, name) ?? {};
      const url = concreteUrl(w, operation.method, operation.url);
      if (url === null || (WRITE_METHODS.has(operation.method) && !payload.body && !payload.files)) {
        unreached.push(name);
        continue;
      }
      const caller = legitimateCaller(w, operation);
      const query = { ...payload.query, ...(caller ? { organization_id: caller.orgId } : {}) };
      const variants: Parameters<typeof sweep>[1] = [];
      for (const { part, field, kind } of fields) {
        fieldNames.push(`${name} ${part}.${field}`);
        for (const bad of badValuesFor(kind)) {
          const request: Request =
            part === 'query'
              ? {
                  method: operation.method,
                  url,
                  token: caller?.token,
                  query: { ...query, [field]: bad },
                  body: payload.body,
                  files: payload.files,
                }
              : {
                  method: operation.method,
                  url,
                  token: caller?.token,
                  query,
                  body: { ...payload.body, [field]: bad },
                  files: payload.files,
                };
          variants.push({ label: `${part}.${field} = ${bad}`, request, check: refusedWith(422, field) });
          cases++;
        }
      }
      await sweep(name, variants, failures);
    }

    console.log(
      `odd dates: ${fieldNames.length} date fields on ${new Set(fieldNames.map((field) => field.split(' ').slice(0, 2).join(' '))).size} operations, ${cases} cases, all 422 on the field:\n  ${fieldNames.join('\n  ')}`,
    );
    expect(unreached, 'operations with date fields the sweep cannot reach').toEqual([]);
    // The sweep finds the fields by the formats the shared date schemas declare: if it found none
    // of the areas the review named, those schemas lost their formats.
    for (const expected of [
      'POST /api/crm/activities body.due_at',
      'POST /api/contracts/:organizationId body.start_date',
      'POST /api/auth/api-tokens/:orgId body.expires_at',
      'POST /api/auth/organizations/:id/documents body.expires_at',
      'GET /api/crm/leads query.created_from',
    ]) {
      expect(fieldNames).toContain(expected);
    }
    expect(failures).toEqual([]);
  }, 180_000);
});
