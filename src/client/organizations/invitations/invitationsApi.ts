// Invitation calls of docs/api.md as an organization's admins make them: the pending list, people to
// invite, invite by email or an existing user, resend, cancel.
import type { InviteCandidate, OrganizationInvitation } from '../../../shared/account.ts';
import type { ListResponse } from '../../../shared/api.ts';
import { MAX_PER_PAGE } from '../../../shared/api.ts';
import type { Role } from '../../../shared/roles.ts';
import { apiRequest } from '../../providers/httpClient.ts';

export async function fetchInvitations(organizationId: number): Promise<OrganizationInvitation[]> {
  const answer = await apiRequest<ListResponse<OrganizationInvitation>>({
    path: ['auth/invite', organizationId],
    data: { per_page: MAX_PER_PAGE },
  });
  return answer.data;
}

export async function searchInviteCandidates(organizationId: number, search: string): Promise<InviteCandidate[]> {
  return (await apiRequest<{ data: InviteCandidate[] }>({ path: ['auth/invite', organizationId, 'search'], data: { search } })).data;
}

export function inviteByEmail(organizationId: number, email: string, role: Role): Promise<unknown> {
  return apiRequest({ method: 'POST', path: ['auth/invite', organizationId], data: { email, role } });
}

export function inviteUser(organizationId: number, userId: number, role: Role): Promise<unknown> {
  return apiRequest({ method: 'POST', path: ['auth/invite', organizationId, userId], data: { role } });
}

/** Cancels by email, so an invitation to someone without an account can be withdrawn too. */
export function cancelInvitation(organizationId: number, email: string): Promise<unknown> {
  return apiRequest({ method: 'DELETE', path: ['auth/invite', organizationId], data: { email } });
}

/** Sends a pending invitation again: a new link, seven more days (throttled by the server). */
export function resendInvitation(organizationId: number, invitationId: number): Promise<unknown> {
  return apiRequest({ method: 'POST', path: ['auth/invite', organizationId, invitationId, 'resend'] });
}
