// Test data: organizations, login answers and stored sessions, with sensible defaults.
import type { Device, ReceivedInvitation } from '../../../src/shared/account.ts';
import type { LoginSuccess, MeResponse, SessionOrganization } from '../../../src/shared/api.ts';
import { storeLoginSession } from '../../../src/client/providers/session.ts';
import { kindOfRole, type Role } from '../../../src/shared/roles.ts';

export function organization(overrides: Partial<SessionOrganization> = {}): SessionOrganization {
  return {
    id: 1,
    name: 'Skyline Builders',
    kind: 'developer',
    logo_url: null,
    time_zone: 'Asia/Dubai',
    country: 'AE',
    pivot_role: 'developer',
    pivot_enabled: true,
    ...overrides,
  };
}

export const skylineDeveloper = organization({ id: 10, name: 'Skyline Builders', kind: 'developer', pivot_role: 'developer' });
export const palmBrokerAdmin = organization({ id: 20, name: 'Palm Realty', kind: 'broker', pivot_role: 'broker_admin' });

export function loginSuccess(overrides: Partial<LoginSuccess> = {}): LoginSuccess {
  return {
    two_factor_auth: false,
    token: 'token-123',
    full_name: 'Mona Multi',
    user_id: 7,
    organizations: [skylineDeveloper, palmBrokerAdmin],
    has_enabled_two_factor_auth: true,
    language: 'en',
    ...overrides,
  };
}

/** Stores a signed-in session whose one organization gives `role` (of that role's kind). */
export function signInAsRole(role: Role): LoginSuccess {
  return signIn({ organizations: [organization({ id: 1, kind: kindOfRole(role), pivot_role: role })] });
}

/** Stores a signed-in session as a login would. */
export function signIn(overrides: Partial<LoginSuccess> = {}): LoginSuccess {
  const login = loginSuccess(overrides);
  storeLoginSession(login);
  return login;
}

export function profile(overrides: Partial<MeResponse['data']> = {}): MeResponse['data'] {
  return {
    id: 7,
    full_name: 'Mona Multi',
    email: 'multi@demo.test',
    phone: null,
    has_enabled_two_factor_auth: false,
    email_verified: true,
    pending_email: null,
    language: 'en',
    organizations: [skylineDeveloper, palmBrokerAdmin],
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function invitation(overrides: Partial<ReceivedInvitation> = {}): ReceivedInvitation {
  return {
    id: 31,
    organization_id: 40,
    organization_name: 'Marina Brokers',
    organization_kind: 'broker',
    role: 'broker',
    invited_by_name: 'Bea Brokeradmin',
    expires_at: '2030-01-08T10:00:00.000Z',
    created_at: '2030-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export function device(overrides: Partial<Device> = {}): Device {
  return {
    id: 1,
    device_name: 'Realestate Platform Web',
    last_used_at: '2030-01-01T10:00:00.000Z',
    created_at: '2030-01-01T09:00:00.000Z',
    expires_at: null,
    current: false,
    ...overrides,
  };
}
