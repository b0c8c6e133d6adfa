import { describe, expect, it } from 'vitest';
import { abilityChoicesFor, normalizeAbilities } from '../../src/client/organizations/apiTokens/tokenAbilities.ts';
import { dayAfter } from '../../src/client/organizations/contracts/contractDates.ts';
import { organizationCreatePayload, organizationUpdatePayload } from '../../src/client/organizations/organizationPayload.ts';
import { statusTransitions } from '../../src/client/organizations/organizationStatus.ts';
import { isOrganizationTab, visibleOrganizationTabs } from '../../src/client/organizations/organizationTabs.ts';
import { roleChoicesForKind } from '../../src/client/organizations/roleChoices.ts';
import { canAccessWith } from '../../src/client/providers/resourceAccess.ts';
import { NAVIGATION, navigationPath } from '../../src/client/layout/navigation.ts';
import { organizationPath, signupPath } from '../../src/client/routing/paths.ts';
import type { Action } from '../../src/shared/permissions.ts';
import type { Role } from '../../src/shared/roles.ts';

const canAs = (role: Role) => (action: Action) => canAccessWith(role, { action }, true);

describe('the status buttons', () => {
  it('approve a pending organization, suspend an active one and reactivate a suspended one', () => {
    expect(statusTransitions('pending')).toEqual([{ action: 'approve', to: 'active' }]);
    expect(statusTransitions('active')).toEqual([{ action: 'suspend', to: 'suspended' }]);
    expect(statusTransitions('suspended')).toEqual([{ action: 'reactivate', to: 'active' }]);
  });
});

describe('the organization page’s tabs', () => {
  it('are all there for a super admin on a customer organization', () => {
    expect(visibleOrganizationTabs(canAs('super_admin'), 'developer')).toEqual([
      'overview',
      'members',
      'invitations',
      'sales-managers',
      'logo',
      'api-tokens',
      'documents',
      'contracts',
    ]);
  });

  it('leave the sales manager what he may see and download', () => {
    expect(visibleOrganizationTabs(canAs('super_admin_sales_manager'), 'broker')).toEqual([
      'overview',
      'members',
      'sales-managers',
      'documents',
      'contracts',
    ]);
  });

  it('give an organization’s admin everything but API tokens', () => {
    expect(visibleOrganizationTabs(canAs('developer_admin'), 'developer')).toEqual([
      'overview',
      'members',
      'invitations',
      'sales-managers',
      'logo',
      'documents',
      'contracts',
    ]);
  });

  it('leave out the customer tabs on the platform organization', () => {
    expect(visibleOrganizationTabs(canAs('super_admin'), 'platform')).toEqual(['overview', 'members', 'invitations', 'logo', 'api-tokens']);
  });

  it('are told apart from other addresses', () => {
    expect(isOrganizationTab('api-tokens')).toBe(true);
    expect(isOrganizationTab('show')).toBe(false);
    expect(isOrganizationTab(undefined)).toBe(false);
  });
});

describe('roles offered for a kind', () => {
  it('are only the roles of that kind', () => {
    expect(roleChoicesForKind('broker').map((choice) => choice.id)).toEqual(['broker_admin', 'broker']);
    expect(roleChoicesForKind('developer').map((choice) => choice.id)).toEqual(['developer_admin', 'developer']);
  });
});

describe('API token abilities', () => {
  it('offer * and the actions of the organization’s admin role only', () => {
    const developer = abilityChoicesFor('developer');
    expect(developer[0]).toBe('*');
    expect(developer).toContain('inventory.manage');
    expect(developer).toContain('organizations.members.view');
    expect(developer).not.toContain('organizations.api_tokens');
    expect(developer).not.toContain('account');
    expect(abilityChoicesFor('broker')).not.toContain('inventory.manage');
  });

  it('keep just * when it is chosen with others, and drop duplicates', () => {
    expect(normalizeAbilities(['crm.interact', '*'])).toEqual(['*']);
    expect(normalizeAbilities(['crm.interact', 'crm.interact', 'crm.delete'])).toEqual(['crm.interact', 'crm.delete']);
  });
});

describe('the organization form’s payload', () => {
  const values = {
    id: 5,
    name: ' Skyline ',
    status: 'suspended',
    trade_license_number: 'DEV-1',
    currency: 'AED',
    city: 'Dubai',
    email: '',
    counts: { members: 1 },
  };

  it('sends an admin’s profile fields only', () => {
    expect(organizationUpdatePayload(values, canAs('developer_admin'))).toEqual({ name: 'Skyline', city: 'Dubai', email: null });
  });

  it('sends the super admin’s status and registration data too', () => {
    expect(organizationUpdatePayload(values, canAs('super_admin'))).toMatchObject({
      status: 'suspended',
      trade_license_number: 'DEV-1',
      currency: 'AED',
    });
  });

  it('lets only a super admin choose the status of a new organization', () => {
    const created = { name: 'New', kind: 'broker', status: 'active', currency: 'AED' };
    expect(organizationCreatePayload(created, canAs('super_admin_sales_manager'))).not.toHaveProperty('status');
    expect(organizationCreatePayload(created, canAs('super_admin'))).toMatchObject({ status: 'active', kind: 'broker' });
  });
});

describe('contract dates', () => {
  it('find the day after, across months and years', () => {
    expect(dayAfter('2026-12-31')).toBe('2027-01-01');
    expect(dayAfter('2028-02-28')).toBe('2028-02-29');
  });
});

describe('addresses', () => {
  it('put each organization tab below the organization’s page', () => {
    expect(organizationPath(5)).toBe('/auth/organizations/5');
    expect(organizationPath(5, 'api-tokens')).toBe('/auth/organizations/5/api-tokens');
    expect(signupPath('skylinebuilders', 'abc')).toBe('/signup/skylinebuilders?uuid=abc');
  });

  it('lead "My organization" to the current organization, and nowhere without one', () => {
    const mine = NAVIGATION.find((entry) => entry.labelKey === 'navigation.my_organization')!;
    expect(navigationPath(mine, 5)).toBe('/auth/organizations/5');
    expect(navigationPath(mine, null)).toBeNull();
    expect(
      navigationPath(
        NAVIGATION.find((entry) => entry.labelKey === 'navigation.users')!,
        null,
      ),
    ).toBe('/auth/users');
  });
});
