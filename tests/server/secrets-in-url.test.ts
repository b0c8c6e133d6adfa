// Secrets travel in bodies, never in URLs: every route whose body takes a password, a token or a
// code (found from the routes the app registers) refuses one sent in its query string with a 422
// that says where it belongs, before anything runs. The request log's side: request-log.test.ts.
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inBodyOnlyMessage } from '../../src/server/plugins/secrets-in-url.ts';
import { operationName, operationsOf, recordingModule, type Operation } from './support/routes.ts';
import { call, createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type World } from './support/world.ts';

/** The routes whose body takes a secret when this suite was written; fewer means detection broke. */
const MIN_SECRET_ROUTES = 10;
/** Routes that must be among them, whatever else changes. */
const MUST_TAKE_SECRETS = [
  'POST /api/auth/login',
  'POST /api/auth/2fa/two-factor-challenge',
  'DELETE /api/auth/2fa/two-factor-authentication',
  'POST /api/auth/2fa/confirmed-two-factor-authentication',
  'POST /api/auth/2fa/two-factor-recovery-codes/show',
  'POST /api/auth/2fa/two-factor-recovery-codes',
  'PATCH /api/auth/change-password',
];

describe('secrets in URLs', () => {
  let ctx: TestContext;
  let world: World;
  let operations: Operation[];
  const recorded: RouteOptions[] = [];

  beforeAll(async () => {
    ctx = await createTestContext({ modules: [recordingModule(recorded)] });
    world = await buildWorld(ctx.db);
    ({ operations } = operationsOf(recorded));
  }, 60_000);
  afterAll(() => ctx.close());

  /** A path with the developer organization's id where one is named, else an unknown id. */
  const concreteUrl = (operation: Operation) =>
    operation.url.replace(/:(\w+)/g, (_match, name: string) =>
      name === 'orgId' || name === 'organizationId' ? String(world.developerId) : '999999',
    );

  it('refuses a secret in the query of every route whose body takes one, with a 422 naming the field', async () => {
    const takingSecrets = operations.filter((operation) => operation.route.config?.takesSecrets);
    const names = takingSecrets.map(operationName);
    expect(names).toEqual(expect.arrayContaining(MUST_TAKE_SECRETS));
    expect(takingSecrets.length).toBeGreaterThanOrEqual(MIN_SECRET_ROUTES);

    const expected = { message: inBodyOnlyMessage('password'), errors: { password: [inBodyOnlyMessage('password')] } };
    const responses = await Promise.all(
      takingSecrets.map((operation) =>
        call(ctx.app, operation.method, concreteUrl(operation), {
          token: world.actors.super_admin.token,
          query: { organization_id: world.platformId, password: 'in-the-url' },
          body: {},
        }),
      ),
    );
    const failures = takingSecrets
      .map((operation, index) => ({ operation, response: responses[index]! }))
      .filter(({ response }) => response.statusCode !== 422 || JSON.stringify(response.json()) !== JSON.stringify(expected))
      .map(({ operation, response }) => `${operationName(operation)}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    console.log(
      `secrets in URLs: ${takingSecrets.length} routes take a secret in their body, all refuse one in the query: ${names.join(', ')}`,
    );
    expect(failures).toEqual([]);
  });

  it('names the secret field of any spelling: a code, a nested password, a token', async () => {
    const url = 'auth/2fa/two-factor-challenge';
    for (const [query, field] of [
      ['code=123456', 'code'],
      ['user%5Bpassword%5D=x', 'password'],
      ['Recovery_Code=abc', 'recovery_code'],
      ['challenge_token=abc', 'challenge_token'],
    ] as const) {
      const res = await call(ctx.app, 'POST', `${url}?${query}`, { body: { challenge_token: 'x', code: '123456' } });
      expect(res.statusCode, query).toBe(422);
      expect(res.json().errors, query).toEqual({ [field]: [inBodyOnlyMessage(field)] });
    }
  });

  it('lets a route that takes no secret in its body ignore such a query field, as before', async () => {
    const res = await call(ctx.app, 'GET', 'health', { query: { token: 'whatever' } });
    expect(res.statusCode).toBe(200);
  });
});
