// The platform roles' reach (src/shared/roles.ts): how far each role sees beyond the organization
// it is a member of. The scope rules of organizations, inventory and invitations read it.
import { describe, expect, it } from 'vitest';
import { platformReachOf, platformRoleReaching, ROLES, type PlatformReach, type Role } from '../../src/shared/roles.ts';

const REACH: Record<Role, PlatformReach | null> = {
  super_admin: 'all',
  super_admin_sales_manager: 'assigned',
  developer_admin: null,
  developer: null,
  broker_admin: null,
  broker: null,
};

describe('the platform reach of each role', () => {
  it.each(ROLES)('%s', (role) => {
    expect(platformReachOf(role)).toBe(REACH[role]);
  });

  it('names the platform role of each reach', () => {
    expect(platformRoleReaching('all')).toBe('super_admin');
    expect(platformRoleReaching('assigned')).toBe('super_admin_sales_manager');
  });
});
