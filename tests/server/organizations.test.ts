import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, salesAssignments } from '../../src/server/db/schema.ts';
import { call, createTestContext, type TestContext } from './support/testApp.ts';
import { as, buildWorld, type World } from './support/world.ts';

describe('organizations: list, create, show, update, delete', () => {
  let ctx: TestContext;
  let w: World;
  beforeAll(async () => {
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
  });
  afterAll(() => ctx.close());

  const rowOf = async (id: number) => (await ctx.db.select().from(organizations).where(eq(organizations.id, id)))[0]!;

  describe('GET auth/organizations', () => {
    it('lists every organization for a super admin, with filters and search', async () => {
      const res = await call(
        ctx.app,
        'GET',
        'auth/organizations',
        as(w.actors.super_admin, { query: { kind: 'developer', sort: 'name' } }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().data.map((o: { name: string }) => o.name)).toEqual(['Foreign Developer', 'Skyline Test']);
      expect(res.json().meta.total).toBe(2);
      const searched = await call(ctx.app, 'GET', 'auth/organizations', as(w.actors.super_admin, { query: { search: 'marina' } }));
      expect(searched.json().data.map((o: { id: number }) => o.id)).toEqual([w.brokerId]);
    });

    it('lists only the assigned organizations for a sales manager', async () => {
      const res = await call(ctx.app, 'GET', 'auth/organizations', as(w.actors.super_admin_sales_manager));
      expect(
        res
          .json()
          .data.map((o: { id: number }) => o.id)
          .sort(),
      ).toEqual([w.developerId, w.brokerId].sort());
    });

    it('refuses organization admins and members', async () => {
      for (const role of ['developer_admin', 'developer', 'broker_admin', 'broker'] as const) {
        expect((await call(ctx.app, 'GET', 'auth/organizations', as(w.actors[role]))).statusCode, role).toBe(403);
      }
    });

    it('answers 422 for an unknown status filter or sort', async () => {
      expect(
        (await call(ctx.app, 'GET', 'auth/organizations', as(w.actors.super_admin, { query: { status: 'deleted' } }))).statusCode,
      ).toBe(422);
      expect(
        (await call(ctx.app, 'GET', 'auth/organizations', as(w.actors.super_admin, { query: { sort: 'logo_path' } }))).statusCode,
      ).toBe(422);
    });
  });

  describe('POST auth/organizations', () => {
    it('lets a super admin create an active organization', async () => {
      const res = await call(
        ctx.app,
        'POST',
        'auth/organizations',
        as(w.actors.super_admin, { body: { kind: 'broker', name: 'New Brokers', trade_license_number: 'TL-1', country: 'AE' } }),
      );
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ kind: 'broker', name: 'New Brokers', status: 'active', currency: 'AED', logo_url: null });
    });

    it('makes a sales manager’s organization pending and assigns it to him', async () => {
      const res = await call(
        ctx.app,
        'POST',
        'auth/organizations',
        as(w.actors.super_admin_sales_manager, { body: { kind: 'developer', name: 'SM Developer', status: 'active' } }),
      );
      expect(res.statusCode).toBe(201);
      expect(res.json().data.status).toBe('pending');
      const assigned = await ctx.db.select().from(salesAssignments).where(eq(salesAssignments.organization_id, res.json().data.id));
      expect(assigned.map((a) => a.user_id)).toEqual([w.actors.super_admin_sales_manager.userId]);
    });

    it('answers 422 on a duplicate trade licence, a missing name and a bad country, creating nothing', async () => {
      const before = (await ctx.db.select().from(organizations)).length;
      const dup = await call(
        ctx.app,
        'POST',
        'auth/organizations',
        as(w.actors.super_admin, { body: { kind: 'broker', name: 'Dup', trade_license_number: 'TL-1' } }),
      );
      expect(dup.statusCode).toBe(422);
      expect(dup.json().errors).toEqual({ trade_license_number: ['This trade license number is already registered.'] });
      const bad = await call(
        ctx.app,
        'POST',
        'auth/organizations',
        as(w.actors.super_admin, { body: { kind: 'alien', country: 'United Arab Emirates' } }),
      );
      expect(Object.keys(bad.json().errors).sort()).toEqual(['country', 'kind', 'name']);
      expect((await ctx.db.select().from(organizations)).length).toBe(before);
    });

    it('refuses a developer admin', async () => {
      expect(
        (await call(ctx.app, 'POST', 'auth/organizations', as(w.actors.developer_admin, { body: { kind: 'broker', name: 'X' } })))
          .statusCode,
      ).toBe(403);
    });
  });

  describe('GET auth/organizations/{id}', () => {
    it('shows an organization with its member counts to its admin', async () => {
      const res = await call(ctx.app, 'GET', `auth/organizations/${w.developerId}`, as(w.actors.developer_admin));
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        id: w.developerId,
        name: 'Skyline Test',
        counts: { members: 2, enabled_members: 2, admins: 1, sales_managers: 1 },
      });
    });

    it('answers 404 to an admin asking for another organization, and to a sales manager for an unassigned one', async () => {
      expect((await call(ctx.app, 'GET', `auth/organizations/${w.foreignId}`, as(w.actors.developer_admin))).statusCode).toBe(404);
      expect((await call(ctx.app, 'GET', `auth/organizations/${w.foreignId}`, as(w.actors.super_admin_sales_manager))).statusCode).toBe(
        404,
      );
      expect((await call(ctx.app, 'GET', `auth/organizations/${w.developerId}`, as(w.actors.super_admin_sales_manager))).statusCode).toBe(
        200,
      );
    });

    it('refuses plain members and answers 422 for a malformed id', async () => {
      expect((await call(ctx.app, 'GET', `auth/organizations/${w.developerId}`, as(w.actors.developer))).statusCode).toBe(403);
      expect((await call(ctx.app, 'GET', 'auth/organizations/abc', as(w.actors.super_admin))).statusCode).toBe(422);
      expect((await call(ctx.app, 'GET', 'auth/organizations/99999', as(w.actors.super_admin))).statusCode).toBe(404);
    });
  });

  describe('PATCH auth/organizations/{id}', () => {
    it('lets an admin edit his profile fields, and status has no effect for him', async () => {
      const res = await call(
        ctx.app,
        'PATCH',
        `auth/organizations/${w.brokerId}`,
        as(w.actors.broker_admin, { body: { city: 'Abu Dhabi', status: 'suspended', trade_license_number: 'HACK' } }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ city: 'Abu Dhabi', status: 'active', trade_license_number: null });
    });

    it('lets a super admin approve and suspend', async () => {
      const pending = (
        await call(
          ctx.app,
          'POST',
          'auth/organizations',
          as(w.actors.super_admin, { body: { kind: 'developer', name: 'Awaiting', status: 'pending' } }),
        )
      ).json().data;
      const approved = await call(
        ctx.app,
        'PATCH',
        `auth/organizations/${pending.id}`,
        as(w.actors.super_admin, { body: { status: 'active' } }),
      );
      expect(approved.json().data.status).toBe('active');
      const suspended = await call(
        ctx.app,
        'PATCH',
        `auth/organizations/${pending.id}`,
        as(w.actors.super_admin, { body: { status: 'suspended' } }),
      );
      expect(suspended.json().data.status).toBe('suspended');
    });

    it('answers 404 for another tenant’s organization and changes nothing', async () => {
      const before = await rowOf(w.foreignId);
      const res = await call(
        ctx.app,
        'PATCH',
        `auth/organizations/${w.foreignId}`,
        as(w.actors.developer_admin, { body: { name: 'Taken over' } }),
      );
      expect(res.statusCode).toBe(404);
      expect(await rowOf(w.foreignId)).toEqual(before);
    });

    it('refuses the sales manager and plain members', async () => {
      expect(
        (
          await call(
            ctx.app,
            'PATCH',
            `auth/organizations/${w.developerId}`,
            as(w.actors.super_admin_sales_manager, { body: { name: 'x' } }),
          )
        ).statusCode,
      ).toBe(403);
      expect(
        (await call(ctx.app, 'PATCH', `auth/organizations/${w.developerId}`, as(w.actors.developer, { body: { name: 'x' } }))).statusCode,
      ).toBe(403);
    });

    it('answers 422 for an empty name or a bad email', async () => {
      const res = await call(
        ctx.app,
        'PATCH',
        `auth/organizations/${w.developerId}`,
        as(w.actors.developer_admin, { body: { name: '', email: 'nope' } }),
      );
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'name']);
    });

    it('works through POST with _method=PATCH', async () => {
      const res = await call(
        ctx.app,
        'POST',
        `auth/organizations/${w.developerId}`,
        as(w.actors.developer_admin, { body: { _method: 'PATCH', phone: '+971 4 000 0000' } }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().data.phone).toBe('+971 4 000 0000');
    });
  });

  describe('DELETE auth/organizations/{id}', () => {
    it('lets a super admin delete an organization', async () => {
      const doomed = (
        await call(ctx.app, 'POST', 'auth/organizations', as(w.actors.super_admin, { body: { kind: 'broker', name: 'Doomed' } }))
      ).json().data;
      const res = await call(ctx.app, 'DELETE', `auth/organizations/${doomed.id}`, as(w.actors.super_admin));
      expect(res.statusCode).toBe(200);
      expect(await ctx.db.select().from(organizations).where(eq(organizations.id, doomed.id))).toEqual([]);
    });

    it('refuses to delete the organization the super admin acts in', async () => {
      expect((await call(ctx.app, 'DELETE', `auth/organizations/${w.platformId}`, as(w.actors.super_admin))).statusCode).toBe(409);
    });

    it('refuses organization admins and sales managers', async () => {
      expect((await call(ctx.app, 'DELETE', `auth/organizations/${w.developerId}`, as(w.actors.developer_admin))).statusCode).toBe(403);
      expect(
        (await call(ctx.app, 'DELETE', `auth/organizations/${w.developerId}`, as(w.actors.super_admin_sales_manager))).statusCode,
      ).toBe(403);
      expect(await rowOf(w.developerId)).toBeDefined();
    });
  });
});
