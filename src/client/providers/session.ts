// The signed-in session, kept in localStorage exactly as docs/product.md section 3 lists it: access token,
// access type (role in the current organization), full name, user id, current organization id,
// the organizations list and the two-factor flag.
// Components read it through useSession (live); providers read it directly.
import type { LoginSuccess, MeResponse, SessionOrganization } from '../../shared/api.ts';
import { isRole, type Role } from '../../shared/roles.ts';

export const SESSION_KEYS = {
  token: 'access_token',
  accessType: 'access_type',
  fullName: 'full_name',
  userId: 'user_id',
  organizationId: 'organization_id',
  organizations: 'organizations',
  twoFactorEnabled: 'has_enabled_two_factor_auth',
} as const;

export interface Session {
  token: string | null;
  accessType: Role | null;
  fullName: string | null;
  userId: number | null;
  organizationId: number | null;
  organizations: SessionOrganization[] | null;
  twoFactorEnabled: boolean | null;
}

function readNumber(key: string): number | null {
  const raw = localStorage.getItem(key);
  if (raw === null || raw === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

function readJson<T>(key: string): T | null {
  const raw = localStorage.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    // A hand-edited or truncated value counts as absent rather than crashing the app.
    return null;
  }
}

export function readSession(): Session {
  const accessType = localStorage.getItem(SESSION_KEYS.accessType);
  const twoFactor = localStorage.getItem(SESSION_KEYS.twoFactorEnabled);
  const organizations = readJson<SessionOrganization[]>(SESSION_KEYS.organizations);
  return {
    token: localStorage.getItem(SESSION_KEYS.token) || null,
    accessType: isRole(accessType) ? accessType : null,
    fullName: localStorage.getItem(SESSION_KEYS.fullName),
    userId: readNumber(SESSION_KEYS.userId),
    organizationId: readNumber(SESSION_KEYS.organizationId),
    organizations: Array.isArray(organizations) ? organizations : null,
    twoFactorEnabled: twoFactor === null ? null : twoFactor === 'true',
  };
}

/** docs/product.md section 5: signed in means token, full name, user id, organizations and 2FA flag are all stored. */
export function isSignedIn(session: Session = readSession()): boolean {
  return (
    session.token !== null &&
    session.fullName !== null &&
    session.userId !== null &&
    session.organizations !== null &&
    session.twoFactorEnabled !== null
  );
}

export function enabledOrganizations(session: Session): SessionOrganization[] {
  return (session.organizations ?? []).filter((organization) => organization.pivot_enabled);
}

export function currentOrganization(session: Session): SessionOrganization | null {
  return enabledOrganizations(session).find((organization) => organization.id === session.organizationId) ?? null;
}

// --- writing -------------------------------------------------------------------------------

function writeCurrentOrganization(organization: SessionOrganization | null): void {
  if (organization) {
    localStorage.setItem(SESSION_KEYS.organizationId, String(organization.id));
    localStorage.setItem(SESSION_KEYS.accessType, organization.pivot_role);
  } else {
    // No enabled membership: no tenant context and no access type (the no-organizations landing).
    localStorage.removeItem(SESSION_KEYS.organizationId);
    localStorage.removeItem(SESSION_KEYS.accessType);
  }
}

/** Stores a successful login; the first enabled organization becomes the current one (docs/product.md section 4). */
export function storeLoginSession(login: LoginSuccess): void {
  localStorage.setItem(SESSION_KEYS.token, login.token);
  localStorage.setItem(SESSION_KEYS.fullName, login.full_name);
  localStorage.setItem(SESSION_KEYS.userId, String(login.user_id));
  localStorage.setItem(SESSION_KEYS.organizations, JSON.stringify(login.organizations ?? []));
  localStorage.setItem(SESSION_KEYS.twoFactorEnabled, String(Boolean(login.has_enabled_two_factor_auth)));
  writeCurrentOrganization((login.organizations ?? []).find((organization) => organization.pivot_enabled) ?? null);
  notifySessionChanged();
}

/**
 * Stores a new list of memberships (an accepted invitation, a refreshed profile). The current
 * organization stays current while still enabled, with its role as it is now; otherwise
 * `preferredId` (the organization just joined) or the first enabled one takes over. Returns the
 * resulting access type.
 */
export function applyOrganizations(organizations: SessionOrganization[], preferredId?: number): Role | null {
  const currentId = readSession().organizationId;
  localStorage.setItem(SESSION_KEYS.organizations, JSON.stringify(organizations));
  const enabled = organizations.filter((organization) => organization.pivot_enabled);
  const current =
    enabled.find((organization) => organization.id === currentId) ??
    enabled.find((organization) => organization.id === preferredId) ??
    enabled[0] ??
    null;
  writeCurrentOrganization(current);
  notifySessionChanged();
  return current?.pivot_role ?? null;
}

/**
 * Brings the stored session up to date with the user's profile (`GET auth/me`, or the answer of
 * `PATCH auth/profile`): full name, 2FA flag and memberships, as applyOrganizations keeps them.
 * Returns the resulting access type.
 */
export function applyProfile(profile: MeResponse['data']): Role | null {
  localStorage.setItem(SESSION_KEYS.fullName, profile.full_name);
  localStorage.setItem(SESSION_KEYS.twoFactorEnabled, String(Boolean(profile.has_enabled_two_factor_auth)));
  return applyOrganizations(profile.organizations ?? []);
}

/**
 * An organization of the session was edited (its page saved it): its time zone and country as
 * saved, so times, days and phones follow them without signing in again.
 */
export function updateSessionOrganization(
  organizationId: number,
  changes: Partial<Pick<SessionOrganization, 'time_zone' | 'country'>>,
): void {
  const organizations = readSession().organizations;
  if (!organizations?.some((organization) => organization.id === organizationId)) return;
  const updated = organizations.map((organization) =>
    organization.id === organizationId ? { ...organization, ...changes } : organization,
  );
  localStorage.setItem(SESSION_KEYS.organizations, JSON.stringify(updated));
  notifySessionChanged();
}

/** 2FA was confirmed or disabled on this session's account. */
export function setTwoFactorEnabled(enabled: boolean): void {
  localStorage.setItem(SESSION_KEYS.twoFactorEnabled, String(enabled));
  notifySessionChanged();
}

/**
 * Makes an enabled organization of the session the current one; its role becomes the access type.
 * Returns that role, or throws when the user has no enabled membership with that id.
 */
export function setCurrentOrganization(organizationId: number): Role {
  const organization = enabledOrganizations(readSession()).find((candidate) => candidate.id === organizationId);
  if (!organization) throw new Error(`Not an enabled organization of this session: ${organizationId}`);
  writeCurrentOrganization(organization);
  notifySessionChanged();
  return organization.pivot_role;
}

/** Forgets everything docs/product.md section 3 keeps. */
export function clearSession(): void {
  for (const key of Object.values(SESSION_KEYS)) localStorage.removeItem(key);
  notifySessionChanged();
}

// --- subscription (for useSyncExternalStore) ------------------------------------------------

const listeners = new Set<() => void>();
let snapshot: { raw: string; session: Session } | null = null;

function notifySessionChanged(): void {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  // Another tab signed in, out or switched organization: follow it.
  if (event.key === null || (Object.values(SESSION_KEYS) as string[]).includes(event.key)) notifySessionChanged();
}

export function subscribeSession(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/**
 * The same Session object for as long as the stored values are the same, as useSyncExternalStore
 * requires. Keyed on the raw values rather than on our own writes, so storage changed behind our
 * back (devtools, tests) is still picked up.
 */
export function getSessionSnapshot(): Session {
  const raw = Object.values(SESSION_KEYS)
    .map((key) => localStorage.getItem(key) ?? '\u0000')
    .join('\u0001');
  if (snapshot?.raw !== raw) snapshot = { raw, session: readSession() };
  return snapshot.session;
}
