// Tenant isolation (OWASP API1, BOLA), generated from the route list. Every operation whose path
// names a record is called with organization A's ids by a user of ANOTHER organization whose
// role is allowed the action, acting in his own organization, with a valid payload (so neither
// the role nor validation refuses him): the answer must be 404 — the record's existence is not
// revealed — and no table may change (row counts and a hash of every row, so `updated_at` too).
// Then every operation that acts in an organization is called with an `organization_id` the
// caller is not a member of: 403. A route whose path parameter this suite cannot fill fails it,
// so a new route is swept (or consciously exempted) the day it lands.
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, type Action } from '../../src/shared/permissions.ts';
import type { Role } from '../../src/shared/roles.ts';
import { changedTables, databaseState } from './support/db-state.ts';
import { createOrganization, organizationToken } from './support/factories.ts';
import { buildFullWorld, concreteUrl, send, type FullWorld, type Request } from './support/full-world.ts';
import { operationName, operationsOf, pathParameters, recordingModule, type Operation } from './support/routes.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';
import type { Actor } from './support/world.ts';
import { validPayload, type Payload } from './support/valid-requests.ts';

/** Path parameters that name no tenant's record. */
const NOT_RECORD_PARAMETERS = new Set(['provider']);
/** Public routes whose path holds an unguessable capability instead of a tenant's id. */
const CAPABILITY_ROUTES: Record<string, string> = {
  '/api/signup/': 'public signup steps: the uuid handed to the applicant is the credential; no tenant context',
  '/api/embed/projects/:token': 'public embed page: the token the developer published is the credential; no tenant context',
};
/** Public embed images: another tenant's published token must not serve A's images. */
const EMBED_IMAGE_ROUTE = /^\/api\/embed\/projects\/:token\/images\//;
/** Records owned by the platform organization: the other tenant is another platform organization. */
const PLATFORM_RECORD_PREFIXES = ['/api/contacts/', '/api/messenger/'];
/** Guards against a sweep that silently tests nothing (~130 id-taking operations when written). */
const MIN_ISOLATION_CASES = 100;
const MIN_TENANT_CASES = 150;
const MIN_REFERENCING_WRITES = 10;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH']);
/** The error envelope (docs/api.md "Errors"): a 404 carries nothing of the record. */
const ERROR_KEYS = new Set(['message', 'errors']);

const allowed = (operation: Operation, role: Role) =>
  [operation.action, operation.orAction].some((action) => action !== undefined && can(action as Action, role));

/** The payload fields naming records by id (`lead_id`, `tag_ids`, `ids`…), the tenant's own id aside. */
function referenceKeys(payload: Payload): string[] {
  return Object.keys({ ...payload.query, ...payload.body }).filter((key) => /(^|_)ids?$/.test(key) && key !== 'organization_id');
}

interface ForeignCall {
  caller: Actor | null;
  role: string;
}

/**
 * Users of another tenant whose role may call the operation — the first member role allowed it,
 * and the sales manager too where he is (his reach comes from assignments, another code path) —
 * or why no such user applies.
 */
function foreignCallers(w: FullWorld, operation: Operation): { calls: ForeignCall[] } | { exempt: string } {
  if (EMBED_IMAGE_ROUTE.test(operation.url)) return { calls: [{ caller: null, role: 'anonymous with another tenant’s embed token' }] };
  const capability = Object.entries(CAPABILITY_ROUTES).find(([prefix]) => operation.url.startsWith(prefix));
  if (capability) return { exempt: capability[1] };
  if (operation.action === 'account') return { calls: [{ caller: w.foreign.developer_admin, role: 'account of another user' }] };
  if (PLATFORM_RECORD_PREFIXES.some((prefix) => operation.url.startsWith(prefix))) {
    return allowed(operation, 'super_admin')
      ? { calls: [{ caller: w.foreign.super_admin, role: 'super_admin of another platform organization' }] }
      : { exempt: 'no platform role may call it' };
  }
  const member = (['developer_admin', 'broker_admin', 'developer', 'broker'] as const).find((candidate) => allowed(operation, candidate));
  const calls: ForeignCall[] = [];
  if (member) calls.push({ caller: w.foreign[member], role: member });
  if (allowed(operation, 'super_admin_sales_manager'))
    calls.push({ caller: w.foreign.super_admin_sales_manager, role: 'super_admin_sales_manager of other organizations' });
  if (calls.length > 0) return { calls };
  return {
    exempt: 'super admin only: a super admin reaches every organization by design (docs/permissions.md), so no other tenant may call it',
  };
}

describe('tenant isolation', () => {
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

  it('answers 404 to another tenant calling with organization A’s ids, and changes nothing', async () => {
    const idTaking = operations.filter((operation) => pathParameters(operation).some((name) => !NOT_RECORD_PARAMETERS.has(name)));
    const unfilled: string[] = [];
    const failures: string[] = [];
    const exempt: string[] = [];
    let swept = 0;
    let cases = 0;
    let before = await databaseState(ctx.db);

    for (const operation of idTaking) {
      const concrete = concreteUrl(w, operation.method, operation.url);
      if (concrete === null) {
        unfilled.push(operationName(operation));
        continue;
      }
      const who = foreignCallers(w, operation);
      const url = EMBED_IMAGE_ROUTE.test(operation.url) ? concrete.replace(w.records.embedToken, w.foreign.embedToken) : concrete;
      if ('exempt' in who) {
        exempt.push(`${operationName(operation)}: ${who.exempt}`);
        continue;
      }
      swept++;
      for (const { caller, role } of who.calls) {
        const payload = validPayload(w, operationName(operation)) ?? {};
        const request: Request = {
          method: operation.method,
          url,
          token: caller?.token,
          query: { ...payload.query, ...(caller ? { organization_id: caller.orgId } : {}) },
          body: payload.body,
          files: payload.files,
        };
        const response = await send(ctx, request);
        cases++;
        const after = await databaseState(ctx.db);
        const changed = changedTables(before, after);
        before = after;
        const name = `${operationName(operation)} as ${role}`;
        if (response.statusCode !== 404) failures.push(`${name}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        else if (!Object.keys(response.json() as object).every((key) => ERROR_KEYS.has(key)))
          failures.push(`${name}: a 404 with more than the error envelope: ${response.body}`);
        if (changed.length > 0) failures.push(`${name}: changed ${changed.join(', ')}`);
      }
    }

    console.log(
      `tenant isolation: ${idTaking.length} id-taking operations, ${swept} swept by another tenant in ${cases} cases (404, nothing changed), ${exempt.length} exempt:\n  ${exempt.join('\n  ')}`,
    );
    expect(unfilled, 'path parameters the full world has no record for: add them to support/full-world.ts').toEqual([]);
    expect(failures).toEqual([]);
    expect(swept + exempt.length).toBe(idTaking.length);
    expect(cases).toBeGreaterThanOrEqual(MIN_ISOLATION_CASES);
  }, 60_000);

  it('refuses organization A’s ids inside another tenant’s writes (bodies naming A’s leads, stages, projects…), and changes nothing', async () => {
    // Writes without a record in their path whose valid payload names A's records by id.
    const referencing = operations
      .filter(
        (operation) => WRITE_METHODS.has(operation.method) && !pathParameters(operation).some((name) => !NOT_RECORD_PARAMETERS.has(name)),
      )
      .map((operation) => ({ operation, payload: validPayload(w, operationName(operation)) }))
      .filter(({ payload }) => payload && referenceKeys(payload).length > 0);
    const failures: string[] = [];
    const outcomes = { refused: 0, noOp: 0 };
    let before = await databaseState(ctx.db);

    for (const { operation, payload } of referencing) {
      const who = foreignCallers(w, operation);
      if ('exempt' in who) continue;
      for (const { caller, role } of who.calls) {
        const response = await send(ctx, {
          method: operation.method,
          url: operation.url,
          token: caller?.token,
          query: { ...payload!.query, organization_id: caller?.orgId },
          body: payload!.body,
          files: payload!.files,
        });
        const after = await databaseState(ctx.db);
        const changed = changedTables(before, after);
        before = after;
        const name = `${operationName(operation)} as ${role} naming A's ${referenceKeys(payload!).join(', ')}`;
        if (response.statusCode >= 500 || response.statusCode < 200)
          failures.push(`${name}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        else if (changed.length > 0) failures.push(`${name}: ${response.statusCode}, changed ${changed.join(', ')}`);
        else outcomes[response.statusCode >= 400 ? 'refused' : 'noOp']++;
      }
    }

    console.log(
      `tenant references: ${referencing.length} writes naming A's records in their payload — ${outcomes.refused} refused (4xx), ${outcomes.noOp} answered 2xx without touching anything`,
    );
    expect(failures).toEqual([]);
    expect(referencing.length).toBeGreaterThanOrEqual(MIN_REFERENCING_WRITES);
  }, 60_000);

  it('answers 403 to an organization_id the caller is not a member of (users and organization tokens)', async () => {
    const suspended = await createOrganization(ctx.db, { kind: 'developer', name: 'Suspended Developer', status: 'suspended' });
    const tokenOfA = await organizationToken(ctx.db, w.developerId, ['*']);
    // The world's callers, each sent to an organization outside his reach: the foreign developer
    // for everyone but the super admin, who reaches every active organization, so a suspended one.
    const callers = [
      ...(['developer_admin', 'broker_admin', 'developer', 'broker', 'super_admin_sales_manager'] as const).map((role) => ({
        role,
        actor: w.actors[role],
        outside: w.foreignId,
      })),
      { role: 'super_admin' as const, actor: w.actors.super_admin, outside: suspended.id },
    ];
    const tenantOperations = operations.filter((operation) => operation.action !== 'public' && operation.action !== 'account');
    const failures: string[] = [];
    let cases = 0;
    const before = await databaseState(ctx.db);

    for (const operation of tenantOperations) {
      const url = concreteUrl(w, operation.method, operation.url) ?? operation.url.replace(/:(\w+)/g, '999999');
      const entry = callers.find((caller) => allowed(operation, caller.role))!;
      const attempts = [
        { who: `${entry.role} in organization ${entry.outside}`, token: entry.actor.token, organizationId: entry.outside },
        { who: 'organization token of A naming another organization', token: tokenOfA, organizationId: w.foreignId },
      ];
      for (const attempt of attempts) {
        const response = await send(ctx, {
          method: operation.method,
          url,
          token: attempt.token,
          query: { organization_id: attempt.organizationId },
        });
        cases++;
        if (response.statusCode !== 403)
          failures.push(`${operationName(operation)} as ${attempt.who}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    }

    const changed = changedTables(before, await databaseState(ctx.db));
    console.log(`tenant context: ${tenantOperations.length} operations acting in an organization, ${cases} cases answered 403`);
    expect(failures).toEqual([]);
    expect(changed).toEqual([]);
    expect(cases).toBeGreaterThanOrEqual(MIN_TENANT_CASES);
  }, 60_000);
});
