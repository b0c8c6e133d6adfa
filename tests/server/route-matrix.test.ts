// The route × role matrix, generated: every API route (and every operation of the OpenAPI
// document) called by each of the six roles, by an anonymous caller and by an organization API
// token, with the status the shared permission matrix predicts. Only the authorization decision
// is under test; it happens before validation and lookup, so a minimal request (empty body,
// unknown ids) is enough. A route without an action, or an OpenAPI operation the app does not
// route, fails the test. Every answer is also checked for `Cache-Control: no-store` (docs/api.md
// "Conventions"): only the routes listed as caching on purpose may send another policy.
import type { FastifyInstance, LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can } from '../../src/shared/permissions.ts';
import { ROLES, type Role } from '../../src/shared/roles.ts';
import { organizationToken } from './support/factories.ts';
import { operationsOf, recordingModule, type Operation } from './support/routes.ts';
import { call, createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type World } from './support/world.ts';

type Caller = { kind: 'anonymous' } | { kind: 'role'; role: Role } | { kind: 'organization_token' };

interface Case {
  operation: Operation;
  caller: Caller;
  token?: string;
  orgId?: number;
}

const UNKNOWN_ID = '999999';
const BATCH_SIZE = 24;
/** Guards against a matrix that silently tests nothing (the product had ~150 operations when written). */
const MIN_OPERATIONS = 120;
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
/** Routes that let their answer be cached on purpose, with the policy they send on success. */
const CACHED_ON_PURPOSE: Record<string, string> = {
  'GET /api/utils/countries': 'public, max-age=86400',
};
/** The token the organization API token test acts with belongs to a developer organization. */
const ORGANIZATION_TOKEN_ROLE: Role = 'developer_admin';

function callerName(caller: Caller): string {
  return caller.kind === 'role' ? caller.role : caller.kind;
}

/** Path ids: the caller's own organization where the path names one (cheap, and real), else an unknown id. */
function concreteUrl(operation: Operation, orgId: number | undefined): string {
  return operation.url.replace(/:(\w+)/g, (_match, name: string) => {
    if (orgId !== undefined && operation.method !== 'DELETE' && name === 'orgId') return String(orgId);
    return name === 'token' || name === 'orgUuid' || name === 'file' ? 'unknown' : UNKNOWN_ID;
  });
}

function send(app: FastifyInstance, entry: Case): Promise<LightMyRequestResponse> {
  const { operation, token, orgId } = entry;
  return call(app, operation.method, concreteUrl(operation, orgId), {
    token,
    query: orgId !== undefined ? { organization_id: orgId } : undefined,
    body: BODY_METHODS.has(operation.method) ? {} : undefined,
  });
}

/** What the matrix predicts: 'refused' (403), 'unauthenticated' (401) or 'allowed' (anything else but 5xx). */
function expectation(operation: Operation, caller: Caller): 'allowed' | 'refused' | 'unauthenticated' {
  if (operation.action === 'public') return 'allowed';
  if (caller.kind === 'anonymous') return 'unauthenticated';
  if (operation.action === 'account') return caller.kind === 'role' ? 'allowed' : 'refused';
  const role = caller.kind === 'role' ? caller.role : ORGANIZATION_TOKEN_ROLE;
  const actions = operation.orAction ? [operation.action, operation.orAction] : [operation.action];
  return actions.some((action) => can(action, role)) ? 'allowed' : 'refused';
}

function verdict(expected: ReturnType<typeof expectation>, status: number): boolean {
  if (status >= 500) return false;
  if (expected === 'unauthenticated') return status === 401;
  if (expected === 'refused') return status === 403;
  return status !== 401 && status !== 403;
}

/** What is wrong with an answer's Cache-Control, or null: `no-store` (downloads add `private`) unless listed. */
function cachingProblem(operation: Operation, response: LightMyRequestResponse): string | null {
  const sent = String(response.headers['cache-control'] ?? '');
  const onPurpose = CACHED_ON_PURPOSE[`${operation.method} ${operation.url}`];
  if (onPurpose && response.statusCode < 400) return sent === onPurpose ? null : `Cache-Control "${sent}", not its own "${onPurpose}"`;
  const directives = sent.split(',').map((directive) => directive.trim().toLowerCase());
  return directives.includes('no-store') ? null : `Cache-Control "${sent}" lets the answer be stored`;
}

/** Calls that end the caller's own session run after everything else. */
function endsSession(operation: Operation): boolean {
  return operation.url === '/api/auth/logout';
}

describe('route × role matrix', () => {
  let ctx: TestContext;
  let world: World;
  let operations: Operation[];
  let unguarded: string[];
  let documented: string[];
  let tokenOfOrganization: string;
  const recorded: RouteOptions[] = [];

  beforeAll(async () => {
    ctx = await createTestContext({ modules: [recordingModule(recorded)] });
    world = await buildWorld(ctx.db);
    tokenOfOrganization = await organizationToken(ctx.db, world.developerId, ['*']);
    ({ operations, unguarded } = operationsOf(recorded));
    const doc = (await call(ctx.app, 'GET', 'docs/openapi.json')).json() as { paths: Record<string, Record<string, unknown>> };
    documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
  }, 180_000);
  afterAll(() => ctx.close());

  it('every route names a permission action, and every documented operation is routed', () => {
    expect(unguarded).toEqual([]);
    const routed = new Set(operations.map((operation) => `${operation.method} ${operation.url}`));
    expect(documented.filter((operation) => !routed.has(operation))).toEqual([]);
    expect(operations.length).toBeGreaterThanOrEqual(MIN_OPERATIONS);
  });

  it('answers every operation × caller as the permission matrix says', async () => {
    const callers: Caller[] = [
      { kind: 'anonymous' },
      ...ROLES.map((role): Caller => ({ kind: 'role', role })),
      { kind: 'organization_token' },
    ];
    const cases: Case[] = operations.flatMap((operation) =>
      callers.map((caller): Case => {
        if (caller.kind === 'anonymous') return { operation, caller };
        if (caller.kind === 'organization_token') return { operation, caller, token: tokenOfOrganization, orgId: world.developerId };
        const actor = world.actors[caller.role];
        return { operation, caller, token: actor.token, orgId: actor.orgId };
      }),
    );
    // The calls that end a session go in batches of their own, after every other batch has been
    // answered: sharing a batch, a logout raced the same caller's last other call (a 401 once the
    // operations fell so that both landed in the last batch).
    const regular = cases.filter((entry) => !endsSession(entry.operation));
    const ending = cases.filter((entry) => endsSession(entry.operation));
    const batches = [regular, ending].flatMap((group) =>
      Array.from({ length: Math.ceil(group.length / BATCH_SIZE) }, (_, index) => group.slice(index * BATCH_SIZE, (index + 1) * BATCH_SIZE)),
    );
    const ordered = batches.flat();

    const failures: string[] = [];
    const cachingFailures: string[] = [];
    const succeeded = new Set<string>();
    for (const batch of batches) {
      const responses = await Promise.all(batch.map((entry) => send(ctx.app, entry)));
      batch.forEach((entry, index) => {
        const response = responses[index]!;
        const status = response.statusCode;
        const expected = expectation(entry.operation, entry.caller);
        const name = `${entry.operation.method} ${entry.operation.url}`;
        if (!verdict(expected, status)) {
          failures.push(`${name} [${entry.operation.action}] as ${callerName(entry.caller)}: expected ${expected}, got ${status}`);
        }
        const caching = cachingProblem(entry.operation, response);
        if (caching) cachingFailures.push(`${name} as ${callerName(entry.caller)} (${status}): ${caching}`);
        if (status < 300) succeeded.add(name);
      });
    }

    console.log(
      `route × role matrix: ${operations.length} operations (${documented.length} documented), ${callers.length} callers, ${ordered.length} cases; ` +
        `Cache-Control checked on all ${ordered.length} answers, ${succeeded.size} operations answered 2xx at least once, ${Object.keys(CACHED_ON_PURPOSE).length} caching on purpose`,
    );
    expect(failures).toEqual([]);
    expect(cachingFailures).toEqual([]);
    expect(ordered.length).toBe(operations.length * callers.length);
    // The listed routes still exist and still answer, so the list cannot outlive them.
    for (const name of Object.keys(CACHED_ON_PURPOSE)) expect(succeeded, name).toContain(name);
  }, 180_000);
});
