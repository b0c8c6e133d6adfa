import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, type TestContext } from './support/testApp.ts';
import { as, buildWorld, type World } from './support/world.ts';

describe('users for platform staff', () => {
  let ctx: TestContext;
  let w: World;
  beforeAll(async () => {
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
  });
  afterAll(() => ctx.close());

  it('lists every user with memberships for the super admin', async () => {
    const res = await call(ctx.app, 'GET', 'auth/users', as(w.actors.super_admin, { query: { per_page: 100 } }));
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.total).toBe(7);
    const dev = res.json().data.find((u: { email: string }) => u.email === 'dev.member@world.test');
    expect(dev.memberships).toEqual([
      {
        organization_id: w.developerId,
        organization_name: 'Skyline Test',
        organization_kind: 'developer',
        role: 'developer',
        enabled: true,
        updated_at: expect.any(String),
      },
    ]);
    expect(res.body).not.toMatch(/password|secret|token_hash/);
  });

  it('filters by role, organization and search', async () => {
    const admins = await call(ctx.app, 'GET', 'auth/users', as(w.actors.super_admin, { query: { role: 'developer_admin' } }));
    expect(
      admins
        .json()
        .data.map((u: { full_name: string }) => u.full_name)
        .sort(),
    ).toEqual(['Dev Admin', 'Foreign Admin']);
    const ofBroker = await call(
      ctx.app,
      'GET',
      'auth/users',
      as(w.actors.super_admin, { query: { member_of: w.brokerId, search: 'admin' } }),
    );
    expect(ofBroker.json().data.map((u: { full_name: string }) => u.full_name)).toEqual(['Broker Admin']);
  });

  it('shows a sales manager only the members of his assigned organizations', async () => {
    const res = await call(ctx.app, 'GET', 'auth/users', as(w.actors.super_admin_sales_manager, { query: { per_page: 100 } }));
    expect(
      res
        .json()
        .data.map((u: { full_name: string }) => u.full_name)
        .sort(),
    ).toEqual(['Broker Admin', 'Broker Member', 'Dev Admin', 'Dev Member']);
    const options = await call(
      ctx.app,
      'GET',
      'auth/users/options',
      as(w.actors.super_admin_sales_manager, { query: { search: 'foreign' } }),
    );
    expect(options.json().data).toEqual([]);
  });

  it('answers sales-manager options for assignment', async () => {
    const res = await call(
      ctx.app,
      'GET',
      'auth/users/options',
      as(w.actors.super_admin, { query: { role: 'super_admin_sales_manager' } }),
    );
    expect(res.json().data).toEqual([
      { value: w.actors.super_admin_sales_manager.userId, label: 'Sales Manager <sales.manager@world.test>' },
    ]);
  });

  it('shows one user with memberships and devices to the super admin only', async () => {
    const res = await call(ctx.app, 'GET', `auth/users/${w.actors.broker.userId}`, as(w.actors.super_admin));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      full_name: 'Broker Member',
      memberships: [{ organization_id: w.brokerId }],
      devices: [{ name: 'test device' }],
    });
    expect((await call(ctx.app, 'GET', `auth/users/${w.actors.broker.userId}`, as(w.actors.super_admin_sales_manager))).statusCode).toBe(
      403,
    );
    expect((await call(ctx.app, 'GET', 'auth/users/999999', as(w.actors.super_admin))).statusCode).toBe(404);
  });

  it('refuses organization roles', async () => {
    for (const role of ['developer_admin', 'developer', 'broker_admin', 'broker'] as const) {
      expect((await call(ctx.app, 'GET', 'auth/users', as(w.actors[role]))).statusCode, role).toBe(403);
    }
  });

  it('answers 422 for an unknown sort or role', async () => {
    expect((await call(ctx.app, 'GET', 'auth/users', as(w.actors.super_admin, { query: { sort: 'password_hash' } }))).statusCode).toBe(422);
    expect((await call(ctx.app, 'GET', 'auth/users', as(w.actors.super_admin, { query: { role: 'king' } }))).statusCode).toBe(422);
  });
});
