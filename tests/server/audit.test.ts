import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, localDay } from '../../src/shared/time-zones.ts';
import { createUser, TEST_PASSWORD } from './support/factories.ts';
import { call, createTestContext, type TestContext } from './support/testApp.ts';
import { as, buildWorld, type World } from './support/world.ts';

describe('the audit log', () => {
  let ctx: TestContext;
  let w: World;
  beforeAll(async () => {
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
  });
  afterAll(() => ctx.close());

  const entries = async (query: Record<string, unknown> = {}) =>
    (await call(ctx.app, 'GET', 'audit-logs', as(w.actors.super_admin, { query }))).json().data as Record<string, unknown>[];

  it('records sign-ins and failed sign-ins with the address', async () => {
    const user = await createUser(ctx.db, { email: 'audited@example.test' });
    await call(ctx.app, 'POST', 'auth/login', { body: { email: 'audited@example.test', password: TEST_PASSWORD, device_name: 't' } });
    await call(ctx.app, 'POST', 'auth/login', { body: { email: 'Audited@example.test', password: 'wrong', device_name: 't' } });
    const logins = await entries({ user_id: user.id });
    expect(logins).toEqual([expect.objectContaining({ action: 'auth.login', user_id: user.id, user_name: 'Test User', ip: '127.0.0.1' })]);
    const failed = await entries({ action: 'auth.login_failed' });
    expect(failed[0]).toMatchObject({ user_id: null, details: expect.objectContaining({ email: 'audited@example.test', status: 422 }) });
  });

  it('records role changes with who, where, on whom and which fields, never values', async () => {
    await call(
      ctx.app,
      'PATCH',
      `auth/users/role/${w.brokerId}/${w.actors.broker.userId}`,
      as(w.actors.broker_admin, { body: { role: 'broker' } }),
    );
    const [entry] = await entries({ action: 'member.role_changed' });
    expect(entry).toMatchObject({
      user_id: w.actors.broker_admin.userId,
      organization_id: w.brokerId,
      organization_name: 'Marina Test',
      subject_type: 'user',
      subject_label: 'Broker Member',
      subject_id: w.actors.broker.userId,
      details: expect.objectContaining({ fields: ['role'], status: 200 }),
    });
  });

  it('records denials with the permission that was missing', async () => {
    await call(ctx.app, 'GET', 'auth/organizations', as(w.actors.broker));
    const [entry] = await entries({ action: 'access.denied', user_id: w.actors.broker.userId });
    expect(entry).toMatchObject({ details: expect.objectContaining({ permission: 'organizations.list', status: 403 }) });
  });

  it('does not record refused or failed changes as done', async () => {
    await call(
      ctx.app,
      'PATCH',
      `auth/users/role/${w.brokerId}/${w.actors.broker.userId}`,
      as(w.actors.broker_admin, { body: { role: 'king' } }),
    );
    expect((await entries({ action: 'member.role_changed' })).length).toBe(1);
  });

  it('filters by day', async () => {
    expect(await entries({ from: '2000-01-01', to: '2000-01-02' })).toEqual([]);
    const today = localDay(new Date(), DEFAULT_TIME_ZONE);
    expect((await entries({ from: today, to: today })).length).toBeGreaterThan(0);
  });

  it('is for the super admin only, and validates its filters', async () => {
    expect((await call(ctx.app, 'GET', 'audit-logs', as(w.actors.super_admin_sales_manager))).statusCode).toBe(403);
    expect((await call(ctx.app, 'GET', 'audit-logs', as(w.actors.developer_admin))).statusCode).toBe(403);
    expect((await call(ctx.app, 'GET', 'audit-logs', as(w.actors.super_admin, { query: { from: 'yesterday' } }))).statusCode).toBe(422);
  });
});
