// Shapes of the account calls (docs/api.md "Auth and account") and of invitations, shared by the
// server's response schemas and the client's screens. No Node or DOM APIs here.
import type { SessionOrganization } from './api.ts';
import type { OrganizationKind, Role } from './roles.ts';

export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'cancelled'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** How many recovery codes a user holds at any time (a used one is replaced). */
export const RECOVERY_CODE_COUNT = 8;

/** A sign-in token of the user, as the security screen lists it. */
export interface Device {
  id: number;
  device_name: string;
  last_used_at: string | null;
  created_at: string;
  expires_at: string | null;
  /** The token this request was made with. */
  current: boolean;
}

/** The QR code to scan while enabling 2FA; `secret` is the key to type by hand. */
export interface TwoFactorQrCode {
  svg: string;
  url: string;
  secret: string;
}

/** A pending invitation as the inviting organization's admins see it. */
export interface OrganizationInvitation {
  id: number;
  email: string;
  role: Role;
  /** The account with that email, when one exists (the invite can be cancelled by it). */
  user_id: number | null;
  full_name: string | null;
  invited_by_name: string | null;
  expires_at: string;
  created_at: string;
}

/** A user found by the invite search, with whether an invitation is already pending. */
export interface InviteCandidate {
  id: number;
  full_name: string;
  email: string;
  invited: boolean;
}

/** What an invitation offers: which organization, in which role, from whom, until when. */
export interface InvitationTerms {
  organization_id: number;
  organization_name: string;
  organization_kind: OrganizationKind;
  role: Role;
  invited_by_name: string | null;
  expires_at: string;
}

/** A pending invitation as its invitee sees it. */
export interface ReceivedInvitation extends InvitationTerms {
  id: number;
  created_at: string;
}

/** An invitation as its mailed link shows it, to whoever holds the link (signed in or not). */
export interface InvitationLink extends InvitationTerms {
  email: string;
}

/** The answer to accepting or declining: the session's organizations, updated. */
export interface InvitationAnswer {
  message: string;
  organizations: SessionOrganization[];
}

export interface AppNotification {
  id: number;
  type: string;
  title: string;
  body: string;
  data: Record<string, unknown>;
  read_at: string | null;
  created_at: string;
}

/** Saved filters one user may keep on one list: one page of the paged list holds them all. */
export const MAX_SAVED_FILTERS_PER_LIST = 50;
/** Saved filters one user may keep over all lists together. */
export const MAX_SAVED_FILTERS_PER_USER = 200;

export interface SavedFilter {
  id: number;
  resource: string;
  name: string;
  filters: Record<string, unknown>;
  created_at: string;
}

/** A member of an organization (GET auth/organizations/{id}/users): `id` is the user's id. */
export interface Member {
  id: number;
  full_name: string;
  email: string;
  phone: string | null;
  role: Role;
  enabled: boolean;
  last_login_at: string | null;
  joined_at: string;
  /** The membership's version (role, enabled): docs/api.md "Versions". */
  updated_at: string;
}
