import { describe, expect, it } from 'vitest';
import { ACTIONS, ANYONE, PERMISSIONS, SIGNED_IN } from '../../src/shared/permissions.ts';
import { ROLES, type Role } from '../../src/shared/roles.ts';
import { createAuthProvider } from '../../src/client/providers/authProvider.ts';
import { RESOURCE_GRANTS } from '../../src/client/providers/resourceAccess.ts';
import { signIn, signInAsRole } from './support/factories.ts';

// No role: signed in, but without any organization.
const signInAs = (role: Role | null) => (role ? signInAsRole(role) : signIn({ organizations: [] }));

const canAccess = (params: { action: string; resource?: string }) => createAuthProvider().canAccess!({ resource: '', ...params });

describe('canAccess with matrix actions', () => {
  // Every action of src/shared/permissions.ts for every role, read from the grant itself.
  const cases = ACTIONS.flatMap((action) => ROLES.map((role) => [action, role] as const));

  it.each(cases)('%s for %s follows the matrix', async (action, role) => {
    signInAs(role);
    const grant = PERMISSIONS[action] as unknown;
    const expected = grant === ANYONE || grant === SIGNED_IN || (grant as readonly Role[]).includes(role);
    expect(await canAccess({ action })).toBe(expected);
  });

  it('refuses every role-bound action to a user without organization, but not his account', async () => {
    signInAs(null);
    for (const action of ACTIONS) {
      const grant = PERMISSIONS[action] as unknown;
      expect(await canAccess({ action })).toBe(grant === ANYONE || grant === SIGNED_IN);
    }
    expect(await canAccess({ action: 'account' })).toBe(true);
  });

  it('refuses the account to a visitor and allows public actions', async () => {
    expect(await canAccess({ action: 'account' })).toBe(false);
    expect(await canAccess({ action: 'public' })).toBe(true);
    expect(await canAccess({ action: 'crm.interact' })).toBe(false);
  });

  it('refuses unknown actions and resources', async () => {
    signInAs('super_admin');
    expect(await canAccess({ action: 'organizations.destroy_everything' })).toBe(false);
    expect(await canAccess({ action: 'list', resource: 'unknown/resource' })).toBe(false);
    expect(await canAccess({ action: 'clone', resource: 'auth/organizations' })).toBe(false);
  });
});

describe('canAccess with react-admin resource actions', () => {
  // [resource, action, roles allowed] as docs/permissions.md reads; every other role is refused.
  const table: Array<[string, string, Role[]]> = [
    ['auth/organizations', 'list', ['super_admin', 'super_admin_sales_manager']],
    ['auth/organizations', 'show', ['super_admin', 'super_admin_sales_manager', 'developer_admin', 'broker_admin']],
    ['auth/organizations', 'create', ['super_admin', 'super_admin_sales_manager']],
    ['auth/organizations', 'edit', ['super_admin', 'developer_admin', 'broker_admin']],
    ['auth/organizations', 'delete', ['super_admin']],
    ['auth/users', 'list', ['super_admin', 'super_admin_sales_manager']],
    ['auth/users', 'show', ['super_admin']],
    ['auth/contacts/companies', 'list', ['super_admin', 'super_admin_sales_manager']],
    ['auth/contacts/companies', 'delete', ['super_admin', 'super_admin_sales_manager']],
    ['auth/contacts/brokers', 'list', ['super_admin', 'super_admin_sales_manager']],
    ['messenger/logs', 'list', ['super_admin', 'super_admin_sales_manager']],
    ['crm/leads', 'list', ['developer_admin', 'developer', 'broker_admin', 'broker']],
    ['crm/leads', 'show', ['developer_admin', 'developer', 'broker_admin', 'broker']],
    ['crm/leads', 'create', ['developer_admin', 'developer', 'broker_admin', 'broker']],
    ['crm/leads', 'edit', ['developer_admin', 'developer', 'broker_admin', 'broker']],
    ['crm/leads', 'delete', ['developer_admin', 'broker_admin']],
    ['crm/activities', 'list', ['developer_admin', 'developer', 'broker_admin', 'broker']],
    ['crm/activities', 'delete', ['developer_admin', 'broker_admin']],
    ['crm/pipelines', 'list', ['developer_admin', 'broker_admin']],
    ['crm/tags', 'list', ['developer_admin', 'broker_admin']],
    ['crm/tags', 'edit', ['developer_admin', 'broker_admin']],
    ['inventory/amenities', 'list', ['developer_admin']],
    ['inventory/projects', 'list', ['super_admin_sales_manager', 'developer_admin', 'developer']],
    ['inventory/projects', 'show', ['super_admin_sales_manager', 'developer_admin', 'developer']],
    ['inventory/projects', 'create', ['developer_admin']],
    ['inventory/projects', 'edit', ['developer_admin']],
    ['inventory/projects', 'delete', ['developer_admin']],
    ['inventory/projects', 'export', ['super_admin_sales_manager', 'developer_admin']],
    ['inventory/buildings', 'list', ['super_admin_sales_manager', 'developer_admin', 'developer']],
    ['inventory/buildings', 'export', ['super_admin_sales_manager', 'developer_admin']],
    ['inventory/units', 'list', ['super_admin_sales_manager', 'developer_admin', 'developer']],
    ['inventory/units', 'edit', ['super_admin_sales_manager', 'developer_admin']],
    ['inventory/units', 'create', ['developer_admin']],
    ['inventory/units', 'export', ['super_admin_sales_manager', 'developer_admin']],
    ['inventory/sale-offers', 'list', ['super_admin', 'super_admin_sales_manager', 'developer_admin', 'developer']],
    ['inventory/sale-offers', 'create', ['super_admin_sales_manager', 'developer_admin', 'developer']],
    ['inventory/sale-offers', 'delete', ['super_admin', 'developer_admin']],
  ];
  const cases = table.flatMap(([resource, action, allowed]) =>
    ROLES.map((role) => [resource, action, role, allowed.includes(role)] as const),
  );

  it.each(cases)('%s %s by %s → %s', async (resource, action, role, expected) => {
    signInAs(role);
    expect(await canAccess({ action, resource })).toBe(expected);
  });

  it('maps only to actions that exist in the matrix', () => {
    for (const grants of Object.values(RESOURCE_GRANTS)) {
      for (const actions of Object.values(grants)) {
        for (const action of actions ?? []) expect(ACTIONS).toContain(action);
      }
    }
  });
});
