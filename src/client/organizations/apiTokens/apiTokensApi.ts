// Organization API tokens (docs/api.md, super admin): list, create (the plain token answered once), revoke.
import { apiRequest } from '../../providers/httpClient.ts';
import type { ApiToken, CreatedApiToken } from '../organizationTypes.ts';

export interface NewApiToken {
  name: string;
  abilities: string[];
  expires_at: string | null;
}

export async function fetchApiTokens(organizationId: number): Promise<ApiToken[]> {
  return (await apiRequest<{ data: ApiToken[] }>({ path: ['auth/api-tokens', organizationId] })).data;
}

export async function createApiToken(organizationId: number, body: NewApiToken): Promise<CreatedApiToken> {
  return (await apiRequest<{ data: CreatedApiToken }>({ method: 'POST', path: ['auth/api-tokens', organizationId], data: { ...body } }))
    .data;
}

export function revokeApiToken(organizationId: number, tokenId: number): Promise<unknown> {
  return apiRequest({ method: 'DELETE', path: ['auth/api-tokens', organizationId, tokenId] });
}
