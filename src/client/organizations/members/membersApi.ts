// Member calls of docs/api.md: list, create a user in the organization, role, enable/disable, remove.
import type { ListResponse } from '../../../shared/api.ts';
import type { Role } from '../../../shared/roles.ts';
import type { CreateMemberBody } from '../../../shared/schemas/organizations.ts';
import { apiRequest } from '../../providers/httpClient.ts';
import type { Member } from '../organizationTypes.ts';

export function fetchMembers(organizationId: number, page: number, perPage: number): Promise<ListResponse<Member>> {
  return apiRequest<ListResponse<Member>>({
    path: ['auth/organizations', organizationId, 'users'],
    data: { page, per_page: perPage, sort: 'full_name', order: 'asc' },
  });
}

export function createMember(organizationId: number, body: CreateMemberBody): Promise<unknown> {
  return apiRequest({ method: 'POST', path: ['auth/users', organizationId], data: { ...body } });
}

/** `version`: the membership's updated_at the change is based on (docs/api.md "Versions"). */
export function changeMemberRole(organizationId: number, userId: number, role: Role, version?: string): Promise<unknown> {
  return apiRequest({ method: 'PATCH', path: ['auth/users/role', organizationId, userId], data: { role, updated_at: version } });
}

export function toggleMember(organizationId: number, userId: number, version?: string): Promise<unknown> {
  return apiRequest({ method: 'PATCH', path: ['auth/users/toggle-enable', organizationId, userId], data: { updated_at: version } });
}

export function removeMember(organizationId: number, userId: number): Promise<unknown> {
  return apiRequest({ method: 'DELETE', path: ['auth/users', organizationId, userId] });
}
