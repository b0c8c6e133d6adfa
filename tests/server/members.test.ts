import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, users } from '../../src/server/db/schema.ts';
import { addMember, createUser } from './support/factories.ts';
import { call, createTestContext, type TestContext } from './support/testApp.ts';
import { as, buildWorld, type World } from './support/world.ts';

describe('members of an organization', () => {
  let ctx: TestContext;
  let w: World;
  beforeAll(async () => {
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
  });
  afterAll(() => ctx.close());

  const membership = async (orgId: number, userId: number) =>
    (
      await ctx.db
        .select()
        .from(memberships)
        .where(and(eq(memberships.organization_id, orgId), eq(memberships.user_id, userId)))
    )[0];

  describe('GET auth/organizations/{id}/users', () => {
    it('lists members with role and state, filtered and searched', async () => {
      const res = await call(ctx.app, 'GET', `auth/organizations/${w.developerId}/users`, as(w.actors.developer_admin));
      expect(res.statusCode).toBe(200);
      expect(res.json().data.map((m: { full_name: string; role: string }) => [m.full_name, m.role])).toEqual([
        ['Dev Admin', 'developer_admin'],
        ['Dev Member', 'developer'],
      ]);
      expect(res.json().data[0]).not.toHaveProperty('password_hash');
      const filtered = await call(
        ctx.app,
        'GET',
        `auth/organizations/${w.developerId}/users`,
        as(w.actors.developer_admin, { query: { role: 'developer', search: 'member' } }),
      );
      expect(filtered.json().meta.total).toBe(1);
    });

    it('is open to the assigned sales manager and the super admin, not to plain members', async () => {
      expect(
        (await call(ctx.app, 'GET', `auth/organizations/${w.brokerId}/users`, as(w.actors.super_admin_sales_manager))).statusCode,
      ).toBe(200);
      expect((await call(ctx.app, 'GET', `auth/organizations/${w.brokerId}/users`, as(w.actors.super_admin))).statusCode).toBe(200);
      expect((await call(ctx.app, 'GET', `auth/organizations/${w.brokerId}/users`, as(w.actors.broker))).statusCode).toBe(403);
    });

    it('answers 404 for another tenant’s members', async () => {
      expect((await call(ctx.app, 'GET', `auth/organizations/${w.foreignId}/users`, as(w.actors.developer_admin))).statusCode).toBe(404);
      expect(
        (await call(ctx.app, 'GET', `auth/organizations/${w.foreignId}/users`, as(w.actors.super_admin_sales_manager))).statusCode,
      ).toBe(404);
    });
  });

  describe('POST auth/users/{orgId}', () => {
    const body = (email: string, extra: Record<string, unknown> = {}) => ({
      full_name: 'New Colleague',
      email,
      role: 'developer',
      password: 'Skyline-Tower-2031',
      password_confirmation: 'Skyline-Tower-2031',
      ...extra,
    });

    it('creates a user straight into the organization, who can then sign in', async () => {
      const res = await call(
        ctx.app,
        'POST',
        `auth/users/${w.developerId}`,
        as(w.actors.developer_admin, { body: body('colleague@world.test') }),
      );
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({
        full_name: 'New Colleague',
        email: 'colleague@world.test',
        role: 'developer',
        enabled: true,
      });
      const login = await call(ctx.app, 'POST', 'auth/login', {
        body: { email: 'colleague@world.test', password: 'Skyline-Tower-2031', device_name: 't' },
      });
      expect(login.json().organizations.map((o: { id: number }) => o.id)).toEqual([w.developerId]);
    });

    it('answers 422 for a role of another kind, an existing email, a weak password; nothing is created', async () => {
      const before = (await ctx.db.select().from(users)).length;
      const wrongRole = await call(
        ctx.app,
        'POST',
        `auth/users/${w.developerId}`,
        as(w.actors.developer_admin, { body: body('x1@world.test', { role: 'broker' }) }),
      );
      expect(wrongRole.statusCode).toBe(422);
      expect(wrongRole.json().errors).toEqual({ role: ['The role must be one of: developer_admin, developer.'] });
      const taken = await call(
        ctx.app,
        'POST',
        `auth/users/${w.developerId}`,
        as(w.actors.developer_admin, { body: body('DEV.MEMBER@world.test') }),
      );
      expect(taken.json().errors).toHaveProperty('email');
      const weak = await call(
        ctx.app,
        'POST',
        `auth/users/${w.developerId}`,
        as(w.actors.developer_admin, { body: body('x2@world.test', { password: 'password', password_confirmation: 'password' }) }),
      );
      expect(weak.json().errors).toHaveProperty('password');
      expect((await ctx.db.select().from(users)).length).toBe(before);
    });

    it('refuses a plain member and answers 404 for another tenant', async () => {
      expect(
        (await call(ctx.app, 'POST', `auth/users/${w.developerId}`, as(w.actors.developer, { body: body('x3@world.test') }))).statusCode,
      ).toBe(403);
      expect(
        (await call(ctx.app, 'POST', `auth/users/${w.foreignId}`, as(w.actors.developer_admin, { body: body('x4@world.test') })))
          .statusCode,
      ).toBe(404);
    });
  });

  describe('role, enable and remove', () => {
    it('changes a role within the organization’s kind', async () => {
      const res = await call(
        ctx.app,
        'PATCH',
        `auth/users/role/${w.brokerId}/${w.actors.broker.userId}`,
        as(w.actors.broker_admin, { body: { role: 'broker_admin' } }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().data.role).toBe('broker_admin');
      const back = await call(
        ctx.app,
        'PATCH',
        `auth/users/role/${w.brokerId}/${w.actors.broker.userId}`,
        as(w.actors.broker_admin, { body: { role: 'broker' } }),
      );
      expect(back.json().data.role).toBe('broker');
    });

    it('answers 422 for a role of another kind, and changes nothing', async () => {
      const res = await call(
        ctx.app,
        'PATCH',
        `auth/users/role/${w.brokerId}/${w.actors.broker.userId}`,
        as(w.actors.broker_admin, { body: { role: 'super_admin' } }),
      );
      expect(res.statusCode).toBe(422);
      expect((await membership(w.brokerId, w.actors.broker.userId))!.role).toBe('broker');
    });

    it('never lets the last enabled admin be demoted, disabled or removed', async () => {
      const admin = w.actors.developer_admin;
      for (const [method, url, body] of [
        ['PATCH', `auth/users/role/${w.developerId}/${admin.userId}`, { role: 'developer' }],
        ['PATCH', `auth/users/toggle-enable/${w.developerId}/${admin.userId}`, {}],
        ['DELETE', `auth/users/${w.developerId}/${admin.userId}`, undefined],
      ] as const) {
        const res = await call(ctx.app, method, url, as(admin, body ? { body } : {}));
        expect(res.statusCode, url).toBe(409);
      }
      expect(await membership(w.developerId, admin.userId)).toMatchObject({ role: 'developer_admin', enabled: true });
    });

    it('lets one of two admins step down, leaving the other', async () => {
      const second = await createUser(ctx.db);
      await addMember(ctx.db, second.id, w.brokerId, 'broker_admin');
      const res = await call(
        ctx.app,
        'PATCH',
        `auth/users/role/${w.brokerId}/${second.id}`,
        as(w.actors.broker_admin, { body: { role: 'broker' } }),
      );
      expect(res.statusCode).toBe(200);
    });

    it('keeps one admin when two admins demote each other at the same moment', async () => {
      const org = w.brokerId;
      const other = await createUser(ctx.db);
      await addMember(ctx.db, other.id, org, 'broker_admin');
      const otherToken = (
        await call(ctx.app, 'POST', 'auth/login', {
          body: { email: other.email, password: 'correct horse battery staple', device_name: 't' },
        })
      ).json().token;
      const [a, b] = await Promise.all([
        call(ctx.app, 'PATCH', `auth/users/role/${org}/${other.id}`, as(w.actors.broker_admin, { body: { role: 'broker' } })),
        call(ctx.app, 'PATCH', `auth/users/role/${org}/${w.actors.broker_admin.userId}`, {
          token: otherToken,
          body: { role: 'broker', organization_id: org },
        }),
      ]);
      // One wins; the other is refused — 409 if it ran against the lock, 403 if its caller was
      // already demoted when his request started.
      const statuses = [a.statusCode, b.statusCode].sort();
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      const admins = await ctx.db
        .select()
        .from(memberships)
        .where(and(eq(memberships.organization_id, org), eq(memberships.role, 'broker_admin')));
      expect(admins).toHaveLength(1);
    });

    it('disables and re-enables a member; a disabled member cannot act in the organization', async () => {
      const url = `auth/users/toggle-enable/${w.developerId}/${w.actors.developer.userId}`;
      expect((await call(ctx.app, 'PATCH', url, as(w.actors.developer_admin))).json().data.enabled).toBe(false);
      expect((await call(ctx.app, 'GET', `auth/organizations/${w.developerId}`, as(w.actors.developer))).statusCode).toBe(403);
      expect((await call(ctx.app, 'PATCH', url, as(w.actors.developer_admin))).json().data.enabled).toBe(true);
    });

    it('removes a member, and 404s for someone who is not one', async () => {
      const leaver = await createUser(ctx.db);
      await addMember(ctx.db, leaver.id, w.developerId, 'developer');
      expect((await call(ctx.app, 'DELETE', `auth/users/${w.developerId}/${leaver.id}`, as(w.actors.developer_admin))).statusCode).toBe(
        200,
      );
      expect(await membership(w.developerId, leaver.id)).toBeUndefined();
      expect((await call(ctx.app, 'DELETE', `auth/users/${w.developerId}/${leaver.id}`, as(w.actors.developer_admin))).statusCode).toBe(
        404,
      );
    });

    it('answers 404 for another tenant’s members and 403 for plain members, changing nothing', async () => {
      const foreignAdmin = w.actors.foreign_admin;
      expect(
        (
          await call(
            ctx.app,
            'PATCH',
            `auth/users/role/${w.foreignId}/${foreignAdmin.userId}`,
            as(w.actors.developer_admin, { body: { role: 'developer' } }),
          )
        ).statusCode,
      ).toBe(404);
      expect(
        (await call(ctx.app, 'DELETE', `auth/users/${w.foreignId}/${foreignAdmin.userId}`, as(w.actors.developer_admin))).statusCode,
      ).toBe(404);
      expect(
        (await call(ctx.app, 'PATCH', `auth/users/toggle-enable/${w.developerId}/${w.actors.developer.userId}`, as(w.actors.developer)))
          .statusCode,
      ).toBe(403);
      expect(await membership(w.foreignId, foreignAdmin.userId)).toMatchObject({ role: 'developer_admin', enabled: true });
    });

    it('lets the super admin manage any organization’s members', async () => {
      const res = await call(
        ctx.app,
        'PATCH',
        `auth/users/toggle-enable/${w.foreignId}/${w.actors.foreign_admin.userId}`,
        as(w.actors.super_admin),
      );
      expect(res.statusCode).toBe(409); // the foreign organization's only admin
    });
  });
});
