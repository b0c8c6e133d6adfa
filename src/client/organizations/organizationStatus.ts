// The super admin's status buttons (docs/permissions.md organizations.edit): which one an
// organization in each status offers, and the status it leads to.
import type { OrganizationStatus, SettableOrganizationStatus } from '../../shared/roles.ts';

export type StatusAction = 'approve' | 'suspend' | 'reactivate';

export interface StatusTransition {
  action: StatusAction;
  to: SettableOrganizationStatus;
}

const TRANSITIONS: Record<OrganizationStatus, readonly StatusTransition[]> = {
  // A signup waits in `pending`; approving it activates the organization (and the server invites its contact).
  pending: [{ action: 'approve', to: 'active' }],
  active: [{ action: 'suspend', to: 'suspended' }],
  suspended: [{ action: 'reactivate', to: 'active' }],
  // Sent back to the applicant: it returns to `pending` when they resend it.
  changes_requested: [],
  // Final.
  rejected: [],
};

export function statusTransitions(status: OrganizationStatus): readonly StatusTransition[] {
  return TRANSITIONS[status] ?? [];
}
