import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can } from '../../src/shared/permissions.ts';
import { ROLES, ROLES_BY_KIND, kindOfRole, type Role } from '../../src/shared/roles.ts';
import { organizations } from '../../src/server/db/schema.ts';
import {
  addMember,
  assignToSalesManager,
  createOrganization,
  createUser,
  memberWithToken,
  organizationToken,
  tokenFor,
} from './support/factories.ts';
import { ROLE_ACTIONS, withProbe } from './support/probeModule.ts';
import { call, createTestContext, type TestContext } from './support/testApp.ts';

describe('tenant context and the permission matrix on the server', () => {
  let ctx: TestContext;
  const orgOfKind: Record<string, number> = {};
  const tokenOfRole = {} as Record<Role, string>;

  beforeAll(async () => {
    ctx = await createTestContext({ modules: withProbe });
    for (const kind of ['platform', 'developer', 'broker'] as const) orgOfKind[kind] = (await createOrganization(ctx.db, { kind })).id;
    for (const role of ROLES) tokenOfRole[role] = (await memberWithToken(ctx.db, orgOfKind[kindOfRole(role)]!, role)).token;
  });
  afterAll(() => ctx.close());

  // Walks the whole matrix: every action that needs a role, for every role in its own organization.
  it('grants each action exactly to the roles of the shared matrix', async () => {
    const mismatches: string[] = [];
    for (const action of ROLE_ACTIONS) {
      for (const role of ROLES) {
        const res = await call(ctx.app, 'GET', `probe/actions/${action}`, {
          token: tokenOfRole[role],
          query: { organization_id: orgOfKind[kindOfRole(role)] },
        });
        const expected = can(action, role) ? 200 : 403;
        if (res.statusCode !== expected) mismatches.push(`${action} × ${role}: ${res.statusCode} (expected ${expected})`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('answers 401 without a token, before the permission check', async () => {
    const res = await call(ctx.app, 'GET', 'probe/actions/crm.interact', { query: { organization_id: orgOfKind.broker } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('refuses a role-bound call made without organization_id', async () => {
    const res = await call(ctx.app, 'GET', 'probe/actions/crm.interact', { token: tokenOfRole.broker });
    expect(res.statusCode).toBe(403);
  });

  it('refuses an organization the user does not belong to with 403', async () => {
    const other = await createOrganization(ctx.db, { kind: 'broker' });
    const res = await call(ctx.app, 'GET', 'probe/actions/crm.interact', {
      token: tokenOfRole.broker,
      query: { organization_id: other.id },
    });
    expect(res.statusCode).toBe(403);
  });

  it('answers 422 on organization_id when it is not a positive integer', async () => {
    for (const bad of ['abc', '-3', '1.5', '2147483648', '99999999999']) {
      const res = await call(ctx.app, 'GET', 'probe/actions/crm.interact', { token: tokenOfRole.broker, query: { organization_id: bad } });
      expect(res.statusCode, bad).toBe(422);
      expect(res.json().errors).toHaveProperty('organization_id');
    }
  });

  it('reads organization_id from the body as well as the query', async () => {
    const res = await call(ctx.app, 'POST', 'probe/items/1', {
      token: tokenOfRole.broker,
      body: { _method: 'PATCH', name: 'x', organization_id: orgOfKind.broker },
    });
    expect(res.statusCode).toBe(200);
  });

  it('takes the role from the membership and says where it came from', async () => {
    const res = await call(ctx.app, 'GET', 'probe/actions/crm.interact', {
      token: tokenOfRole.developer_admin,
      query: { organization_id: orgOfKind.developer },
    });
    expect(res.json().tenant).toMatchObject({
      organizationId: orgOfKind.developer,
      role: 'developer_admin',
      viaPlatformScope: false,
      platformScope: [],
    });
  });

  it('refuses a disabled membership', async () => {
    const user = await createUser(ctx.db);
    await addMember(ctx.db, user.id, orgOfKind.broker!, 'broker_admin', false);
    const res = await call(ctx.app, 'GET', 'probe/actions/crm.interact', {
      token: await tokenFor(ctx.db, user.id),
      query: { organization_id: orgOfKind.broker },
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses members of a suspended organization', async () => {
    const org = await createOrganization(ctx.db, { kind: 'broker' });
    const { token } = await memberWithToken(ctx.db, org.id, 'broker_admin');
    await ctx.db.update(organizations).set({ status: 'suspended' }).where(eq(organizations.id, org.id));
    const res = await call(ctx.app, 'GET', 'probe/actions/crm.interact', { token, query: { organization_id: org.id } });
    expect(res.statusCode).toBe(403);
  });

  it('lets a super admin act in any organization with his platform role', async () => {
    const res = await call(ctx.app, 'GET', 'probe/actions/organizations.show', {
      token: tokenOfRole.super_admin,
      query: { organization_id: orgOfKind.broker },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().tenant).toMatchObject({
      organizationId: orgOfKind.broker,
      role: 'super_admin',
      viaPlatformScope: true,
      platformScope: 'all',
    });
  });

  it('lets a sales manager act only in the organizations assigned to him', async () => {
    const user = await createUser(ctx.db);
    await addMember(ctx.db, user.id, orgOfKind.platform!, 'super_admin_sales_manager');
    const assigned = await createOrganization(ctx.db, { kind: 'developer' });
    const notAssigned = await createOrganization(ctx.db, { kind: 'developer' });
    await assignToSalesManager(ctx.db, user.id, assigned.id);
    const token = await tokenFor(ctx.db, user.id);

    const inAssigned = await call(ctx.app, 'GET', 'probe/actions/inventory.view', { token, query: { organization_id: assigned.id } });
    expect(inAssigned.statusCode).toBe(200);
    expect(inAssigned.json().tenant).toMatchObject({
      role: 'super_admin_sales_manager',
      viaPlatformScope: true,
      platformScope: [assigned.id],
    });
    const inOther = await call(ctx.app, 'GET', 'probe/actions/inventory.view', { token, query: { organization_id: notAssigned.id } });
    expect(inOther.statusCode).toBe(403);
    const inPlatform = await call(ctx.app, 'GET', 'probe/actions/organizations.list', {
      token,
      query: { organization_id: orgOfKind.platform },
    });
    expect(inPlatform.json().tenant).toMatchObject({ organizationId: orgOfKind.platform, platformScope: [assigned.id] });
  });

  it('lets account routes run without an organization', async () => {
    const res = await call(ctx.app, 'POST', 'probe/items/1', { token: tokenOfRole.broker, body: { _method: 'PUT', name: 'mine' } });
    expect(res.statusCode).toBe(200);
  });

  describe('organization API tokens', () => {
    it('act in their organization with its admin role', async () => {
      const token = await organizationToken(ctx.db, orgOfKind.developer!);
      const res = await call(ctx.app, 'GET', 'probe/actions/inventory.manage', { token });
      expect(res.statusCode).toBe(200);
      expect(res.json().tenant).toMatchObject({ organizationId: orgOfKind.developer, role: 'developer_admin', userId: null });
    });

    it('are refused in any other organization', async () => {
      const token = await organizationToken(ctx.db, orgOfKind.developer!);
      const res = await call(ctx.app, 'GET', 'probe/actions/inventory.manage', { token, query: { organization_id: orgOfKind.broker } });
      expect(res.statusCode).toBe(403);
    });

    it('are narrowed by their abilities', async () => {
      const token = await organizationToken(ctx.db, orgOfKind.developer!, ['inventory.view']);
      expect((await call(ctx.app, 'GET', 'probe/actions/inventory.view', { token })).statusCode).toBe(200);
      expect((await call(ctx.app, 'GET', 'probe/actions/inventory.manage', { token })).statusCode).toBe(403);
    });

    it('cannot use account routes', async () => {
      const token = await organizationToken(ctx.db, orgOfKind.developer!);
      expect((await call(ctx.app, 'GET', 'auth/me', { token })).statusCode).toBe(403);
    });

    it('stop working once expired', async () => {
      const token = await organizationToken(ctx.db, orgOfKind.developer!, ['*'], new Date(Date.now() - 1000));
      expect((await call(ctx.app, 'GET', 'probe/actions/inventory.view', { token })).statusCode).toBe(401);
    });
  });

  it('keeps roles per kind consistent with the matrix roles', () => {
    expect(Object.values(ROLES_BY_KIND).flat().sort()).toEqual([...ROLES].sort());
  });
});
