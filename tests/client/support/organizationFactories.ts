// Test data of the organization and user screens: records as the API answers them, and sessions
// of each role acting in its organization.
import type {
  ApiToken,
  Contract,
  Member,
  Organization,
  OrganizationDocument,
} from '../../../src/client/organizations/organizationTypes.ts';
import type { PlatformUser, PlatformUserDetail } from '../../../src/client/users/userTypes.ts';
import type { Role } from '../../../src/shared/roles.ts';
import { organization as sessionOrganization, signIn } from './factories.ts';

export const PLATFORM_ID = 1;
export const SKYLINE_ID = 5;

/** Signs in with one membership: the platform for platform roles, Skyline Builders (or Marina) otherwise. */
export function signInAs(role: Role, organizationId?: number) {
  const platform = role === 'super_admin' || role === 'super_admin_sales_manager';
  const broker = role === 'broker_admin' || role === 'broker';
  const id = organizationId ?? (platform ? PLATFORM_ID : SKYLINE_ID);
  return signIn({
    organizations: [
      sessionOrganization({
        id,
        name: platform ? 'Realestate Platform' : broker ? 'Marina Brokers' : 'Skyline Builders',
        kind: platform ? 'platform' : broker ? 'broker' : 'developer',
        pivot_role: role,
      }),
    ],
  });
}

export function organizationRecord(overrides: Partial<Organization> = {}): Organization {
  return {
    id: SKYLINE_ID,
    uuid: '0b7e6f9c-4f4e-4c1e-9d55-1a2b3c4d5e6f',
    kind: 'developer',
    name: 'Skyline Builders',
    status: 'active',
    trade_license_number: 'DEV-200001',
    trade_license_expiry: '2030-06-30',
    country: 'AE',
    city: 'Dubai',
    address: 'Sheikh Zayed Road 1',
    phone: '+971 4 555 0200',
    email: 'info@skyline.demo.test',
    currency: 'AED',
    time_zone: 'Asia/Dubai',
    signup_source: null,
    logo_url: null,
    created_at: '2026-01-01T10:00:00.000Z',
    updated_at: '2026-01-02T10:00:00.000Z',
    counts: { members: 3, enabled_members: 3, admins: 1, sales_managers: 1 },
    ...overrides,
  };
}

export function member(overrides: Partial<Member> = {}): Member {
  return {
    id: 21,
    full_name: 'Karim Nasser',
    email: 'developer@demo.test',
    phone: null,
    role: 'developer',
    enabled: true,
    last_login_at: null,
    joined_at: '2026-01-01T10:00:00.000Z',
    updated_at: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export function listOf<T>(data: T[]) {
  return { data, meta: { total: data.length, page: 1, per_page: 25, last_page: 1 } };
}

export function apiToken(overrides: Partial<ApiToken> = {}): ApiToken {
  return {
    id: 9,
    name: 'ERP sync',
    abilities: ['*'],
    last_used_at: null,
    expires_at: null,
    created_at: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export function document(overrides: Partial<OrganizationDocument> = {}): OrganizationDocument {
  return {
    id: 31,
    organization_id: SKYLINE_ID,
    type: 'bank_confirmation_letter',
    name: 'Bank confirmation letter',
    filename: 'letter.pdf',
    content_type: 'application/pdf',
    size: 1200,
    expires_at: null,
    created_at: '2026-01-01T10:00:00.000Z',
    updated_at: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export function contract(overrides: Partial<Contract> = {}): Contract {
  return {
    id: 41,
    organization_id: SKYLINE_ID,
    template_id: 1,
    template_name: 'Developer listing agreement',
    number: 'CT-2026-0001',
    start_date: '2026-01-01',
    end_date: '2026-12-31',
    commission_percent: 2,
    status: 'active',
    renewed_from_id: null,
    created_at: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export function platformUser(overrides: Partial<PlatformUser> = {}): PlatformUser {
  return {
    id: 21,
    full_name: 'Karim Nasser',
    email: 'developer@demo.test',
    phone: null,
    has_enabled_two_factor_auth: false,
    last_login_at: null,
    created_at: '2026-01-01T10:00:00.000Z',
    memberships: [
      {
        organization_id: SKYLINE_ID,
        organization_name: 'Skyline Builders',
        organization_kind: 'developer',
        role: 'developer',
        enabled: true,
        updated_at: '2026-01-01T10:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

export function platformUserDetail(overrides: Partial<PlatformUserDetail> = {}): PlatformUserDetail {
  return {
    ...platformUser(),
    devices: [
      {
        id: 3,
        name: 'Realestate Platform Web',
        last_used_at: '2026-02-01T10:00:00.000Z',
        created_at: '2026-01-15T10:00:00.000Z',
        expires_at: null,
      },
    ],
    ...overrides,
  };
}
