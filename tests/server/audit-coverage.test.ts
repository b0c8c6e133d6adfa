// The audit log is complete, generated: every route is classified from its shape (a DELETE, an
// export, a role or status change, a credential) plus an explicit list of what its shape does not
// show (sign-in, an organization's approval, an invitation…), and each route so classified must
// declare `config.audit`. A new route of one of those kinds fails here until it is audited. Then a
// handful of representative calls prove what an entry holds: who, which organization, from where,
// on what — and that a failed sign-in keeps the email, never the password.
import { asc } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLabelOf } from '../../src/client/i18n/en-audit.ts';
import { auditLogs } from '../../src/server/db/schema.ts';
import { createUser, TEST_PASSWORD, tokenFor } from './support/factories.ts';
import { operationName, operationsOf, recordingModule, type Operation } from './support/routes.ts';
import { call, createTestContext, type TestContext } from './support/testApp.ts';
import { as, buildWorld, type World } from './support/world.ts';
import { expectEvery } from '../support/expect-every.ts';

/** Audited routes the app had when this suite was written; fewer means the discovery broke. */
const MIN_AUDITED = 60;

/** Why a route's shape says it must be audited, or null. */
function ruleFor({ method, url }: Pick<Operation, 'method' | 'url'>): string | null {
  const writes = method !== 'GET';
  if (method === 'DELETE' || url.endsWith('/bulk-delete')) return 'deletes';
  if (method === 'GET' && url.endsWith('/export')) return 'exports a list';
  if (writes && url.endsWith('/import')) return 'imports a list';
  if (writes && /\/(role|status|status-bulk|toggle-enable)(\/|$)/.test(url)) return 'changes a role or a status';
  if (writes && /api-tokens|two-factor|password|\/devices/.test(url)) return 'creates or revokes a credential';
  return null;
}

/** Routes whose shape does not show that they must be audited, with the reason. */
const EXPLICIT: Record<string, string> = {
  'POST /api/auth/login': 'signs in (or fails to)',
  'POST /api/auth/register': 'creates an account and its first token',
  'POST /api/auth/logout': 'revokes the calling token',
  'POST /api/auth/organizations': 'creates an organization',
  'PATCH /api/auth/organizations/:id': 'approves, suspends or disables an organization (its status)',
  'POST /api/auth/users/:orgId': 'creates a member with a role',
  'POST /api/auth/invite/:orgId': 'offers a role by email',
  'POST /api/auth/invite/:orgId/:userId': 'offers a role to a user',
  'POST /api/auth/invites/:orgId': 'accepts (or declines) a membership',
  'POST /api/auth/organizations/:id/sales-users/:userId': "grants a sales manager an organization's data",
  'POST /api/contracts/:organizationId': "sets an organization's contract",
  'POST /api/contracts/renew/:id': "renews an organization's contract",
  'PUT /api/inventory/projects/:id/embed': 'publishes or withdraws a public embed token',
  'POST /api/contacts/companies/convert/:id': 'turns a company into an organization',
  'POST /api/contacts/companies/send-messages': 'messages a list of companies',
  'POST /api/inventory/sale-offers/:id': 'creates a sale offer that is shared outside',
};

/** Actions the audit plugin records by itself (denials, failed sign-ins). */
const DERIVED_ACTIONS = ['access.denied', 'auth.login_failed', 'auth.login_two_factor_failed'];

describe('audit coverage', () => {
  let ctx: TestContext;
  let operations: Operation[];
  const recorded: RouteOptions[] = [];

  beforeAll(async () => {
    ctx = await createTestContext({ modules: [recordingModule(recorded)] });
    ({ operations } = operationsOf(recorded));
  }, 60_000);
  afterAll(() => ctx.close());

  const auditOf = (operation: Operation) => operation.route.config?.audit;

  it('audits every deletion, export, role or status change, credential and sign-in', () => {
    const required = operations.filter((operation) => ruleFor(operation) ?? EXPLICIT[operationName(operation)]);
    const missing = required
      .filter((operation) => !auditOf(operation))
      .map((operation) => `${operationName(operation)}: ${ruleFor(operation) ?? EXPLICIT[operationName(operation)]}`);
    expect(missing).toEqual([]);
    const audited = operations.filter(auditOf);
    expect(audited.length).toBeGreaterThanOrEqual(MIN_AUDITED);
    console.log(`audit coverage: ${operations.length} operations, ${required.length} must be audited, ${audited.length} are`);
  });

  it('names no route in the explicit list that does not exist', () => {
    const routed = new Set(operations.map(operationName));
    expect(Object.keys(EXPLICIT).filter((name) => !routed.has(name))).toEqual([]);
  });

  it('names every action as a dotted key with an English label on the audit screen', () => {
    const actions = [...new Set([...operations.map(auditOf).filter((action): action is string => !!action), ...DERIVED_ACTIONS])];
    expect(actions.filter((action) => !/^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$/.test(action))).toEqual([]);
    expect(actions.filter((action) => !auditLabelOf(action))).toEqual([]);
  });
});

describe('what an audit entry holds', () => {
  let ctx: TestContext;
  let w: World;
  beforeAll(async () => {
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
  });
  afterAll(() => ctx.close());

  const entries = async (query: Record<string, unknown>) =>
    (await call(ctx.app, 'GET', 'audit-logs', as(w.actors.super_admin, { query }))).json().data as Record<string, unknown>[];

  it('records token creation and revocation with who, where, from which address and on what', async () => {
    const admin = w.actors.super_admin;
    const created = await call(ctx.app, 'POST', `auth/api-tokens/${w.developerId}`, as(admin, { body: { name: 'Feed' } }));
    expect(created.statusCode).toBe(201);
    const tokenId = created.json().data.id as number;
    expect((await call(ctx.app, 'DELETE', `auth/api-tokens/${w.developerId}/${tokenId}`, as(admin))).statusCode).toBe(200);

    const [revoked] = await entries({ action: 'api_token.revoked' });
    expect(revoked).toMatchObject({
      user_id: admin.userId,
      user_name: 'Super Admin',
      user_email: 'super.admin@world.test',
      organization_id: w.platformId,
      organization_name: 'Platform',
      ip: '127.0.0.1',
      subject_type: 'api_token',
      subject_id: tokenId,
      subject_label: 'Feed',
      subject_organization_id: w.developerId,
      details: expect.objectContaining({ method: 'DELETE', status: 200 }),
    });
    const [creation] = await entries({ action: 'api_token.created' });
    expect(creation).toMatchObject({
      user_id: admin.userId,
      subject_type: 'organization',
      subject_id: w.developerId,
      details: expect.objectContaining({ fields: expect.arrayContaining(['name']) }),
    });
    expect(JSON.stringify(creation)).not.toContain(created.json().data.plain_text_token);
  });

  it('records an export and a new role with its value', async () => {
    expect((await call(ctx.app, 'GET', 'inventory/units/export', as(w.actors.developer_admin))).statusCode).toBe(200);
    expect(await entries({ action: 'inventory.units.exported' })).toEqual([
      expect.objectContaining({ user_id: w.actors.developer_admin.userId, organization_id: w.developerId }),
    ]);

    const changed = await call(
      ctx.app,
      'PATCH',
      `auth/users/role/${w.brokerId}/${w.actors.broker.userId}`,
      as(w.actors.broker_admin, { body: { role: 'broker_admin' } }),
    );
    expect(changed.statusCode).toBe(200);
    const [role] = await entries({ action: 'member.role_changed' });
    expect(role).toMatchObject({
      subject_id: w.actors.broker.userId,
      details: expect.objectContaining({ fields: ['role'], values: { role: 'broker_admin' } }),
    });
  });

  it('records signing out and revoking a device of the own account', async () => {
    const user = await createUser(ctx.db, { email: 'devices@example.test' });
    const token = await tokenFor(ctx.db, user.id);
    await tokenFor(ctx.db, user.id);
    const devices = (await call(ctx.app, 'GET', 'auth/devices', { token })).json().data as { id: number; current: boolean }[];
    const other = devices.find((device) => !device.current)!;
    expect((await call(ctx.app, 'DELETE', `auth/devices/${other.id}`, { token })).statusCode).toBe(200);
    expect((await call(ctx.app, 'POST', 'auth/logout', { token })).statusCode).toBe(200);

    const mine = await entries({ user_id: user.id, action: 'auth.' });
    expect(mine.map((entry) => entry.action)).toEqual(['auth.logout', 'auth.device_revoked']);
    expect(mine[1]).toMatchObject({ organization_id: null, subject_type: 'device', subject_id: other.id, ip: '127.0.0.1' });
  });

  it('records failed sign-ins and a failed 2FA answer with the email, never the password or the code', async () => {
    const wrongPassword = 'Not-The-Password-4711';
    await createUser(ctx.db, { email: 'tried@example.test' });
    expect(
      (await call(ctx.app, 'POST', 'auth/login', { body: { email: 'Tried@example.test', password: wrongPassword, device_name: 't' } }))
        .statusCode,
    ).toBe(422);

    const guarded = await createUser(ctx.db, { email: 'guarded@example.test', two_factor_confirmed: true });
    const challenge = (
      await call(ctx.app, 'POST', 'auth/login', { body: { email: 'guarded@example.test', password: TEST_PASSWORD, device_name: 't' } })
    ).json();
    expect(challenge.two_factor_auth).toBe(true);
    const wrongCode = 'wrong-recovery-code';
    const answered = await call(ctx.app, 'POST', 'auth/2fa/two-factor-challenge', {
      body: { challenge_token: challenge.challenge_token, recovery_code: wrongCode },
    });
    expect(answered.statusCode).toBe(422);

    const [failedLogin] = await entries({ action: 'auth.login_failed' });
    expect(failedLogin).toMatchObject({
      user_id: null,
      ip: '127.0.0.1',
      details: expect.objectContaining({ email: 'tried@example.test', status: 422 }),
    });
    const [failedChallenge] = await entries({ action: 'auth.login_two_factor_failed' });
    expect(failedChallenge).toMatchObject({
      user_id: guarded.id,
      details: expect.objectContaining({ email: 'guarded@example.test', status: 422 }),
    });

    expect((await entries({ search: 'tried@example' })).map((entry) => entry.action)).toEqual(['auth.login_failed']);

    const everything = JSON.stringify(await entries({ per_page: 100 }));
    for (const secret of [wrongPassword, TEST_PASSWORD, wrongCode, challenge.challenge_token as string])
      expect(everything).not.toContain(secret);
  });

  it('filters by action family, organization and search, caps the page, and lists the actions it holds', async () => {
    await call(ctx.app, 'GET', 'auth/organizations', as(w.actors.broker));
    await call(ctx.app, 'GET', 'auth/organizations', as(w.actors.developer));
    const family = await entries({ action: 'api_token.' });
    expect(family.map((entry) => entry.action).sort()).toEqual(['api_token.created', 'api_token.revoked']);
    expect(await entries({ action: 'api_token' })).toEqual([]);

    const inBroker = await entries({ organization: w.brokerId, action: 'access.denied' });
    expect(inBroker.map((entry) => entry.user_id)).toEqual([w.actors.broker.userId]);
    const found = await entries({ search: 'dev.member@world' });
    expect(found.length).toBeGreaterThan(0);
    expectEvery(found, (entry) => entry.user_email === 'dev.member@world.test');

    const page = (await call(ctx.app, 'GET', 'audit-logs', as(w.actors.super_admin, { query: { per_page: 1000 } }))).json();
    expect(page.meta.per_page).toBe(100);
    const times = (page.data as { occurred_at: string }[]).map((entry) => entry.occurred_at);
    expect(times).toEqual([...times].sort().reverse());

    const actions = (await call(ctx.app, 'GET', 'audit-logs/actions', as(w.actors.super_admin))).json().data as { value: string }[];
    expect(actions.map((option) => option.value)).toEqual(
      expect.arrayContaining(['access.denied', 'api_token.created', 'auth.login_failed']),
    );
    // Exactly the log's distinct actions, in order (the route reads them by a loose index scan).
    const distinct = await ctx.db.selectDistinct({ action: auditLogs.action }).from(auditLogs).orderBy(asc(auditLogs.action));
    expect(actions.map((option) => option.value)).toEqual(distinct.map((row) => row.action));
    expect((await call(ctx.app, 'GET', 'audit-logs/actions', as(w.actors.super_admin_sales_manager))).statusCode).toBe(403);
  });

  it('refuses impossible days and an inverted range with 422, never a 500', async () => {
    for (const query of [{ from: '2026-13-45' }, { to: '2026-02-30' }, { from: '2026-05-02', to: '2026-05-01' }]) {
      const answer = await call(ctx.app, 'GET', 'audit-logs', as(w.actors.super_admin, { query }));
      expect(answer.statusCode, JSON.stringify(query)).toBe(422);
    }
  });

  it('keeps the password of a 2FA disable out of the audit log', async () => {
    const user = await createUser(ctx.db, { email: 'disabler@example.test' });
    const token = await tokenFor(ctx.db, user.id);
    const disabled = await call(ctx.app, 'DELETE', 'auth/2fa/two-factor-authentication', { token, body: { password: TEST_PASSWORD } });
    expect(disabled.statusCode).toBe(200);
    const [entry] = await entries({ action: 'auth.two_factor.disabled' });
    expect(entry).toMatchObject({ user_id: user.id });
    expect(JSON.stringify(entry)).not.toContain(TEST_PASSWORD);
  });
});
