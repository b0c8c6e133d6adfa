// Test data: organizations, login answers and stored sessions, with sensible defaults.
import type { LoginSuccess, SessionOrganization } from '../../../src/shared/api.ts';
import { storeLoginSession } from '../../../src/client/providers/session.ts';

export function organization(overrides: Partial<SessionOrganization> = {}): SessionOrganization {
  return {
    id: 1,
    name: 'Skyline Builders',
    kind: 'developer',
    logo_url: null,
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
    ...overrides,
  };
}

/** Stores a signed-in session as a login would. */
export function signIn(overrides: Partial<LoginSuccess> = {}): LoginSuccess {
  const login = loginSuccess(overrides);
  storeLoginSession(login);
  return login;
}
