// The user calls the user page makes (GET auth/users/{id}, and the per-organization toggle of
// docs/api.md's members routes), with their query keys. The list goes through the dataProvider.
import { apiRequest } from '../providers/httpClient.ts';
import type { PlatformUserDetail } from './userTypes.ts';

export const userQueryKeys = {
  one: (userId: number) => ['users', userId] as const,
};

export async function fetchUser(userId: number): Promise<PlatformUserDetail> {
  return (await apiRequest<{ data: PlatformUserDetail }>({ path: ['auth/users', userId] })).data;
}

/** `version`: the membership's updated_at the toggle is based on (docs/api.md "Versions"). */
export function toggleMembership(organizationId: number, userId: number, version?: string): Promise<unknown> {
  return apiRequest({ method: 'PATCH', path: ['auth/users/toggle-enable', organizationId, userId], data: { updated_at: version } });
}
