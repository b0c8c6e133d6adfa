import { describe, expect, it } from 'vitest';
import {
  SESSION_KEYS,
  clearSession,
  currentOrganization,
  enabledOrganizations,
  isSignedIn,
  readSession,
  applyOrganizations,
  setCurrentOrganization,
  setTwoFactorEnabled,
  storeLoginSession,
} from '../../src/client/providers/session.ts';
import { loginSuccess, organization, palmBrokerAdmin, signIn, skylineDeveloper } from './support/factories.ts';

describe('storing a login', () => {
  it('keeps token, full name, user id, organizations and the two-factor flag', () => {
    storeLoginSession(loginSuccess({ token: 'tok', full_name: 'Sara Sales', user_id: 42, has_enabled_two_factor_auth: false }));
    expect(localStorage.getItem(SESSION_KEYS.token)).toBe('tok');
    expect(localStorage.getItem(SESSION_KEYS.fullName)).toBe('Sara Sales');
    expect(localStorage.getItem(SESSION_KEYS.userId)).toBe('42');
    expect(localStorage.getItem(SESSION_KEYS.twoFactorEnabled)).toBe('false');
    expect(JSON.parse(localStorage.getItem(SESSION_KEYS.organizations)!)).toEqual([skylineDeveloper, palmBrokerAdmin]);
    expect(readSession()).toMatchObject({ token: 'tok', fullName: 'Sara Sales', userId: 42, twoFactorEnabled: false });
  });

  it('makes the first ENABLED organization current and its role the access type', () => {
    const disabled = organization({ id: 5, name: 'Old Broker', kind: 'broker', pivot_role: 'broker', pivot_enabled: false });
    storeLoginSession(loginSuccess({ organizations: [disabled, palmBrokerAdmin, skylineDeveloper] }));
    expect(localStorage.getItem(SESSION_KEYS.organizationId)).toBe('20');
    expect(localStorage.getItem(SESSION_KEYS.accessType)).toBe('broker_admin');
    expect(currentOrganization(readSession())?.name).toBe('Palm Realty');
  });

  it('leaves the access type empty when no organization is enabled', () => {
    const disabled = organization({ id: 5, pivot_enabled: false });
    storeLoginSession(loginSuccess({ organizations: [disabled] }));
    expect(readSession().accessType).toBeNull();
    expect(readSession().organizationId).toBeNull();
    expect(localStorage.getItem(SESSION_KEYS.accessType)).toBeNull();
    // Still signed in: the no-organizations landing is for signed-in users.
    expect(isSignedIn()).toBe(true);
  });

  it('leaves the access type empty for a user with no organization at all', () => {
    storeLoginSession(loginSuccess({ organizations: [] }));
    expect(readSession().accessType).toBeNull();
    expect(enabledOrganizations(readSession())).toEqual([]);
  });
});

describe('switching organization', () => {
  it('sets the current organization and takes its role as the access type', () => {
    signIn();
    expect(readSession().accessType).toBe('developer');
    expect(setCurrentOrganization(20)).toBe('broker_admin');
    expect(readSession()).toMatchObject({ organizationId: 20, accessType: 'broker_admin' });
  });

  it('refuses an organization whose membership is disabled, or unknown', () => {
    signIn({ organizations: [skylineDeveloper, { ...palmBrokerAdmin, pivot_enabled: false }] });
    expect(() => setCurrentOrganization(20)).toThrow();
    expect(() => setCurrentOrganization(999)).toThrow();
    expect(readSession()).toMatchObject({ organizationId: 10, accessType: 'developer' });
  });
});

describe('new memberships (an accepted invitation)', () => {
  const marina = organization({ id: 40, name: 'Marina Brokers', kind: 'broker', pivot_role: 'broker' });

  it('keeps the current organization current and adds the new one', () => {
    signIn({ organizations: [skylineDeveloper] });
    expect(applyOrganizations([skylineDeveloper, marina], 40)).toBe('developer');
    expect(readSession()).toMatchObject({ organizationId: 10, accessType: 'developer' });
    expect(enabledOrganizations(readSession()).map((org) => org.name)).toEqual(['Skyline Builders', 'Marina Brokers']);
  });

  it('makes the joined organization current for a user who had none', () => {
    signIn({ organizations: [] });
    expect(applyOrganizations([skylineDeveloper, marina], 40)).toBe('broker');
    expect(readSession()).toMatchObject({ organizationId: 40, accessType: 'broker' });
  });

  it('falls back to the first enabled organization when the current one is gone', () => {
    signIn({ organizations: [palmBrokerAdmin] });
    expect(applyOrganizations([{ ...palmBrokerAdmin, pivot_enabled: false }, skylineDeveloper])).toBe('developer');
    expect(readSession().organizationId).toBe(10);
  });
});

describe('the two-factor flag', () => {
  it('follows enabling and disabling', () => {
    signIn({ has_enabled_two_factor_auth: false });
    setTwoFactorEnabled(true);
    expect(readSession().twoFactorEnabled).toBe(true);
    setTwoFactorEnabled(false);
    expect(readSession().twoFactorEnabled).toBe(false);
    expect(isSignedIn()).toBe(true);
  });
});

describe('clearing', () => {
  it('removes every session item', () => {
    signIn();
    clearSession();
    for (const key of Object.values(SESSION_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    expect(isSignedIn()).toBe(false);
  });
});
