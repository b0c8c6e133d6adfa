// Mass assignment and excessive data exposure (OWASP API3), generated from the route list.
// Every POST, PUT and PATCH is sent a valid request by a caller allowed to make it, with fields
// added that the route does not declare: another organization's `organization_id`, an `id`, a
// `role`, a `created_by`, a `status`, and `__proto__`/`constructor` keys (as raw JSON text, so
// they really arrive). The API's answer is consistent: undeclared fields are stripped by the
// route's schema and the call succeeds as without them; a JSON body with `__proto__` or
// `constructor` keys is refused whole with a 400 before anything runs. Either way nothing of the
// added fields reaches a row, and no prototype is polluted. Then every GET of the full world (and
// every create/update answer) is walked for keys that must never leave the server (hashes,
// secrets, storage paths) and for another tenant's records; and every route's 2xx answers are
// serialized through a declared schema, so an undeclared field cannot slip out.
import type { LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAmenity, insertProject } from './support/inventory.ts';
import { insertLead, insertPipeline, insertTag } from './support/crm.ts';
import { insertCompany } from './support/contacts.ts';
import { rowsOf } from './support/db-state.ts';
import { allowed, buildFullWorld, concreteUrl, legitimateCaller, send, type FullWorld, type Request } from './support/full-world.ts';
import { operationName, operationsOf, pathParameters, recordingModule, type Operation } from './support/routes.ts';
import { call, createTestContext, type TestContext } from './support/testApp.ts';
import { validPayload } from './support/valid-requests.ts';
import type { Actor } from './support/world.ts';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH']);
/** An id no sequence of this small world reaches. */
const INJECTED_ID = 7_777_777;
/** Written on another tenant's records only: any answer to A's callers holding it leaks them. */
const FOREIGN_MARKER = 'FOREIGN-TENANT-MARKER';
/** Keys no answer may carry: credentials, their hashes, secrets at rest, internal storage paths. */
const FORBIDDEN_KEYS = new Set([
  'password',
  'password_hash',
  'hash',
  'token_hash',
  'key_hash',
  'secret',
  'two_factor_secret',
  'two_factor_recovery_codes',
  'recovery_codes',
  'remember_token',
  'app_key',
  'appKey',
  'file_path',
  'thumbnail_path',
  'logo_path',
  'storage_key',
]);
/** Where a forbidden-looking key is the point of the answer, and only to its own user. */
const KEY_EXCEPTIONS: Record<string, string[]> = {
  // The secret being enabled is shown once so it can be typed into an authenticator by hand.
  'GET /api/auth/2fa/two-factor-qr-code': ['secret'],
};
/**
 * Calls whose valid form needs a secret the sweep cannot have (a mailed reset token, a code from
 * an authenticator, a challenge): they answer 422 — or 409 where only confirmed 2FA, which takes
 * such a code, opens them — with the added fields as ineffective as ever.
 */
const REFUSED_WITHOUT_SECRET: Record<string, number> = {
  'POST /api/auth/2fa/two-factor-challenge': 422,
  'POST /api/auth/reset-password': 422,
  'POST /api/auth/verify-email': 422,
  'POST /api/auth/invitation-link': 404,
  'POST /api/auth/invitation-link/answer': 404,
  // The sweep's callers have verified emails: there is no link to mail again.
  'POST /api/auth/email/verification-notification': 409,
  'POST /api/auth/2fa/confirmed-two-factor-authentication': 422,
  'POST /api/auth/2fa/two-factor-recovery-codes/show': 409,
  'POST /api/auth/2fa/two-factor-recovery-codes': 409,
  // A public page's enquiry needs a form token the page issued seconds before.
  'POST /api/embed/projects/:token/enquiries': 422,
  // The full world's organizations were made by staff: they have no signup to review.
  'POST /api/auth/organizations/:id/signup/reject': 409,
  'POST /api/auth/organizations/:id/signup/request-changes': 409,
};
/** Calls that end the caller's session run last (and their refused variant first). */
const SESSION_ENDING = new Set(['POST /api/auth/logout']);
/** Steps that can be made once: the second variant finds the signup complete (409), its fields dropped all the same. */
const ONE_SHOT: Record<string, number> = {
  'POST /api/signup/:orgUuid/auth-signatory-data': 409,
  'POST /api/signup/:orgUuid/broker-data': 409,
};
/**
 * The status an undeclared `status` field would set if it got through: `active` where a new
 * organization or account would start pending, `suspended` on A's (active) organization,
 * `sold` everywhere else (a unit's, the one status that sells).
 */
function injectedStatus(url: string): string {
  if (/^\/api\/(auth\/register|signup|contacts\/companies\/convert)/.test(url)) return 'active';
  if (/^\/api\/auth\/(organizations|users|invite)/.test(url)) return 'suspended';
  return 'sold';
}
/** Payloads that depend on what the sweep did before them: read fresh just before the call. */
const REFRESH: Record<string, (ctx: TestContext, w: FullWorld) => Promise<void>> = {
  // Reordering lists every stage, including the one the sweep added.
  'PATCH /api/crm/pipelines/:pipelineId/stages/reorder': async (ctx, w) => {
    const answer = await send(ctx, {
      method: 'GET',
      url: `crm/pipelines/${w.records.pipeline}/stages/options`,
      token: w.actors.developer_admin.token,
      query: { organization_id: w.developerId },
    });
    w.records.stageIds = (answer.json() as { data: { value: number }[] }).data.map((option) => option.value);
  },
};

/** Every caller of the world allowed a list, each in his own organization (the sales manager in A). */
function listReaders(w: FullWorld, operation: Operation): Actor[] {
  const readers = (['developer_admin', 'developer', 'broker_admin', 'broker', 'super_admin_sales_manager'] as const)
    .filter((role) => allowed(operation, role))
    .map((role) => (role === 'super_admin_sales_manager' ? { ...w.actors[role], orgId: w.developerId } : w.actors[role]));
  return readers.length > 0 ? readers : [legitimateCaller(w, operation)!];
}

/** The body properties a route declares, read from the OpenAPI document. */
type Declared = Map<string, Set<string>>;

async function declaredBodies(ctx: TestContext): Promise<Declared> {
  const doc = (await call(ctx.app, 'GET', 'docs/openapi.json')).json() as {
    paths: Record<
      string,
      Record<string, { requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> } }>
    >;
  };
  const declared: Declared = new Map();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, spec] of Object.entries(methods)) {
      const content = Object.values(spec.requestBody?.content ?? {})[0];
      declared.set(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`, new Set(Object.keys(content?.schema.properties ?? {})));
    }
  }
  return declared;
}

/** What the added fields could have reached, counted across every table in one query. */
async function reachCounts(ctx: TestContext, w: FullWorld, injectedUser: number): Promise<Record<string, number>> {
  const columns = await rowsOf<{ table_name: string; column_name: string }>(
    ctx.db,
    `select table_name, column_name from information_schema.columns where table_schema = current_schema() and column_name in ('id', 'organization_id', 'created_by', 'uploaded_by', 'invited_by', 'owner_id', 'status', 'role')`,
  );
  const parts: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const count = (label: string, where: string) =>
      parts.push(`select '${label}' as label, count(*)::int as n from "${table}" where ${where}`);
    if (column === 'id') count(`${table}.id`, `"id" = ${INJECTED_ID}`);
    if (column === 'organization_id') count(`${table}.organization_id`, `"organization_id" = ${w.foreign.developerOrgId}`);
    if (['created_by', 'uploaded_by', 'invited_by', 'owner_id'].includes(column))
      count(`${table}.${column}`, `"${column}" = ${injectedUser}`);
    if (column === 'status' && table === 'organizations')
      for (const status of ['active', 'suspended']) count(`organizations.${status}`, `"status" = '${status}'`);
    else if (column === 'status') count(`${table}.status`, `"status"::text = 'sold'`);
    if (column === 'role') count(`${table}.role`, `"role" = 'super_admin'`);
  }
  const rows = await rowsOf<{ label: string; n: number }>(ctx.db, parts.join(' union all '));
  return Object.fromEntries(rows.map((row) => [row.label, Number(row.n)]));
}

/** Every key path in a JSON answer whose name is forbidden. */
function forbiddenKeys(value: unknown, allowedKeys: string[], path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => forbiddenKeys(item, allowedKeys, `${path}[${index}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => [
    ...(FORBIDDEN_KEYS.has(key) && !allowedKeys.includes(key) ? [`${path}.${key}`] : []),
    ...forbiddenKeys(child, allowedKeys, `${path}.${key}`),
  ]);
}

/** Organization ids anywhere in a JSON answer (`organization_id`, `developer_organization_id`…). */
function organizationIds(value: unknown): number[] {
  if (Array.isArray(value)) return value.flatMap(organizationIds);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => [
    ...(key.endsWith('organization_id') && typeof child === 'number' ? [child] : []),
    ...organizationIds(child),
  ]);
}

const isJson = (response: LightMyRequestResponse) => String(response.headers['content-type'] ?? '').startsWith('application/json');

/** docs/api.md "Errors": a JSON `{message, errors?}` (a 409 may add the current record), never a stack. */
function inErrorEnvelope(response: LightMyRequestResponse): boolean {
  if (!isJson(response)) return false;
  const body = response.json() as Record<string, unknown>;
  return typeof body.message === 'string' && !('stack' in body);
}

describe('mass assignment and data exposure', () => {
  let ctx: TestContext;
  let w: FullWorld;
  let operations: Operation[];
  let declared: Declared;
  const recorded: RouteOptions[] = [];
  /** Create and update answers of the sweep, walked by the exposure test too. */
  const writeAnswers: { name: string; response: LightMyRequestResponse; caller: Actor | null }[] = [];

  beforeAll(async () => {
    ctx = await createTestContext({ modules: [recordingModule(recorded)] });
    w = await buildFullWorld(ctx);
    ({ operations } = operationsOf(recorded));
    declared = await declaredBodies(ctx);
    // Another tenant's records, named so that any answer holding them shows.
    const foreignOrg = w.foreign.developerOrgId;
    await insertLead(ctx.db, foreignOrg, { full_name: `${FOREIGN_MARKER} lead`, email: 'foreign.marker@example.test' });
    await insertTag(ctx.db, foreignOrg, `${FOREIGN_MARKER} tag`);
    await insertPipeline(ctx.db, foreignOrg, ['New'], { name: `${FOREIGN_MARKER} pipeline` });
    await insertProject(ctx.db, foreignOrg, { name: `${FOREIGN_MARKER} project` });
    await insertAmenity(ctx.db, foreignOrg, `${FOREIGN_MARKER} amenity`);
    await insertLead(ctx.db, w.foreign.brokerOrgId, { full_name: `${FOREIGN_MARKER} broker lead`, email: 'foreign.broker@example.test' });
    await insertCompany(ctx.db, w.foreign.platformOrgId, { name: `${FOREIGN_MARKER} company` });
  }, 60_000);
  afterAll(() => ctx?.close());

  it('ignores organization_id, id, role, created_by and status where they are not writable, refuses __proto__, pollutes nothing', async () => {
    const writes = operations.filter((operation) => WRITE_METHODS.has(operation.method));
    const ordered = [
      ...writes.filter((operation) => !SESSION_ENDING.has(operationName(operation))),
      ...writes.filter((operation) => SESSION_ENDING.has(operationName(operation))),
    ];
    const injectedUser = w.foreign.broker.userId;
    const baseline = await reachCounts(ctx, w, injectedUser);
    const failures: string[] = [];
    const unpayloaded: string[] = [];
    const outcomes = { ignored: 0, refusedWithoutSecret: 0, protoRefused: 0, multipartProtoDropped: 0 };
    let cases = 0;

    for (const operation of ordered) {
      const name = operationName(operation);
      await REFRESH[name]?.(ctx, w);
      const payload = validPayload(w, name);
      const url = concreteUrl(w, operation.method, operation.url);
      if (!payload || url === null) {
        unpayloaded.push(name);
        continue;
      }
      const caller = legitimateCaller(w, operation);
      const writable = declared.get(name) ?? new Set<string>();
      const extras: Record<string, unknown> = {
        organization_id: w.foreign.developerOrgId,
        id: INJECTED_ID,
        role: 'super_admin',
        created_by: injectedUser,
        status: injectedStatus(operation.url),
      };
      for (const key of Object.keys(extras)) if (writable.has(key)) delete extras[key];
      const query = { ...payload.query, ...(caller ? { organization_id: caller.orgId } : {}) };
      const base: Request = { method: operation.method, url, token: caller?.token, query };

      const requests: { variant: string; request: Request; expect: (status: number) => boolean; count: keyof typeof outcomes }[] = [];
      const refusal = REFUSED_WITHOUT_SECRET[name];
      const secondTime = ONE_SHOT[name];
      requests.push({
        variant: 'undeclared fields',
        request: { ...base, body: { ...payload.body, ...(payload.files ? stringified(extras) : extras) }, files: payload.files },
        expect: (status) => (refusal ? status === refusal : status >= 200 && status < 300),
        count: refusal ? 'refusedWithoutSecret' : 'ignored',
      });
      if (payload.files) {
        // Multipart field names `__proto__`/`constructor` are dropped by the parser; the call goes on.
        requests.push({
          variant: '__proto__ fields',
          request: {
            ...base,
            body: { ...payload.body, ['__proto__']: '{"polluted":"yes"}', constructor: '{"prototype":{"polluted":"yes"}}' },
            files: payload.files,
          },
          expect: (status) => (secondTime ? status === secondTime : status >= 200 && status < 300),
          count: 'multipartProtoDropped',
        });
      } else {
        const text = JSON.stringify({ ...payload.body })
          .replace(/^\{/, '{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}},')
          .replace(/,\}$/, '}');
        requests.push({
          variant: '__proto__ JSON',
          request: { ...base, raw: { text, contentType: 'application/json' } },
          expect: (status) => status === 400,
          count: 'protoRefused',
        });
      }

      if (SESSION_ENDING.has(name)) requests.reverse();
      for (const { variant, request, expect: expected, count } of requests) {
        const response = await send(ctx, request);
        cases++;
        const label = `${name} (${variant})`;
        if (!expected(response.statusCode)) failures.push(`${label}: ${response.statusCode} ${response.body.slice(0, 240)}`);
        else outcomes[count]++;
        if (response.statusCode >= 400 && !inErrorEnvelope(response))
          failures.push(`${label}: a refusal outside the error envelope: ${response.body.slice(0, 240)}`);
        if (isJson(response) && response.statusCode < 300) writeAnswers.push({ name, response, caller });
        const data = isJson(response) ? (response.json() as { data?: Record<string, unknown> }).data : undefined;
        if (data && !Array.isArray(data)) {
          if (data.id === INJECTED_ID) failures.push(`${label}: the answer took the injected id`);
          if (!writable.has('organization_id') && data.organization_id === w.foreign.developerOrgId)
            failures.push(`${label}: the answer took the injected organization_id`);
          if (!writable.has('created_by') && data.created_by === injectedUser)
            failures.push(`${label}: the answer took the injected created_by`);
          if ('status' in extras && data.status === extras.status) failures.push(`${label}: the answer took the injected status`);
        }
        if (({} as Record<string, unknown>).polluted !== undefined || Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted'))
          failures.push(`${label}: Object.prototype polluted`);
      }
      const reach = await reachCounts(ctx, w, injectedUser);
      const reached = Object.entries(reach).filter(([label, n]) => n > (baseline[label] ?? 0));
      if (reached.length > 0)
        failures.push(`${name}: added fields reached ${reached.map(([label, n]) => `${label} (${baseline[label]} → ${n})`).join(', ')}`);
      Object.assign(baseline, reach);
    }

    console.log(
      `mass assignment: ${writes.length} write operations, ${cases} cases — ${outcomes.ignored} answered 2xx with the undeclared fields stripped, ` +
        `${outcomes.refusedWithoutSecret} refused for want of a secret (422, 404, 409), ${outcomes.protoRefused} JSON bodies with __proto__ refused (400), ` +
        `${outcomes.multipartProtoDropped} multipart __proto__ fields dropped`,
    );
    expect(unpayloaded, 'operations without a valid payload in support/valid-requests.ts').toEqual([]);
    expect(failures).toEqual([]);
  }, 60_000);

  it('never answers with hashes, secrets, storage paths or another tenant’s records', async () => {
    const reads = operations.filter((operation) => operation.method === 'GET');
    const failures: string[] = [];
    const unreached: string[] = [];
    const noSchemaAnswers: string[] = [];
    let walked = 0;
    const answers: { name: string; response: LightMyRequestResponse; caller: Actor | null }[] = [...writeAnswers];

    for (const operation of reads) {
      const name = operationName(operation);
      const url = concreteUrl(w, operation.method, operation.url);
      if (url === null) {
        unreached.push(name);
        continue;
      }
      // Lists (no path ids) are read by every tenant role allowed them, each in his own
      // organization (the broker's too); a record by A's caller.
      const callers =
        pathParameters(operation).length === 0 && !['public', 'account'].includes(operation.action)
          ? listReaders(w, operation)
          : [legitimateCaller(w, operation)];
      const payload = validPayload(w, name);
      for (const caller of callers) {
        const response = await send(ctx, {
          method: 'GET',
          url,
          token: caller?.token,
          query: { ...payload?.query, ...(caller ? { organization_id: caller.orgId } : {}) },
        });
        walked++;
        if (response.statusCode >= 500) failures.push(`${name}: ${response.statusCode}`);
        if (!hasSuccessSchema(operation) && response.statusCode < 300 && isJson(response)) noSchemaAnswers.push(name);
        answers.push({ name, response, caller });
      }
    }

    for (const { name, response, caller } of answers) {
      if (!isJson(response)) continue;
      const body = response.json() as unknown;
      const keys = forbiddenKeys(body, KEY_EXCEPTIONS[name] ?? []);
      if (keys.length > 0) failures.push(`${name}: forbidden keys ${keys.join(', ')}`);
      // A super admin reaches every organization by design; everyone else must see A (and the
      // platform's own records for the platform roles) only.
      if (caller && caller.userId === w.actors.super_admin.userId) continue;
      if (response.body.includes(FOREIGN_MARKER)) failures.push(`${name}: holds another tenant's record`);
      const foreign = organizationIds(body).filter(
        (id) => id === w.foreign.developerOrgId || id === w.foreign.brokerOrgId || id === w.foreign.platformOrgId,
      );
      if (foreign.length > 0) failures.push(`${name}: names another tenant's organization ${foreign.join(', ')}`);
    }

    const withoutSchema = operations.filter((operation) => !hasSuccessSchema(operation)).map(operationName);
    console.log(
      `data exposure: ${answers.length} answers walked (${reads.length} GET operations in ${walked} calls, ${writeAnswers.length} create/update answers); ` +
        `${operations.length - withoutSchema.length} of ${operations.length} operations declare a 2xx response schema; the others stream files: ${withoutSchema.join(', ')}`,
    );
    expect(unreached).toEqual([]);
    expect(failures).toEqual([]);
    // Only file downloads may go without a response schema, and they never answer JSON.
    expect(withoutSchema.filter((operation) => !operation.startsWith('GET '))).toEqual([]);
    expect(noSchemaAnswers).toEqual([]);
  }, 60_000);
});

function stringified(fields: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, String(value)]));
}

function hasSuccessSchema(operation: Operation): boolean {
  const response = (operation.route.schema as { response?: Record<string, unknown> } | undefined)?.response;
  return Object.keys(response ?? {}).some((status) => /^2\d\d$/.test(status));
}
