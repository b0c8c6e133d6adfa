// The shapes of docs/api.md's user calls (GET auth/users, auth/users/{id}) as the user screens read them.
import type { OrganizationKind, Role } from '../../shared/roles.ts';

export interface UserMembership {
  organization_id: number;
  organization_name: string;
  organization_kind: OrganizationKind;
  role: Role;
  enabled: boolean;
  /** The membership's version (docs/api.md "Versions"). */
  updated_at: string;
}

export interface PlatformUser {
  id: number;
  full_name: string;
  email: string;
  phone: string | null;
  has_enabled_two_factor_auth: boolean;
  last_login_at: string | null;
  created_at: string;
  memberships: UserMembership[];
}

export interface UserDevice {
  id: number;
  name: string;
  last_used_at: string | null;
  created_at: string;
  expires_at: string | null;
}

export interface PlatformUserDetail extends PlatformUser {
  devices: UserDevice[];
}
