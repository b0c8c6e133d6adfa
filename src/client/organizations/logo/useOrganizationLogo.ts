// The organization's logo as an object URL: the image route wants the bearer token, so it is
// downloaded through the httpClient rather than linked. Keyed on the record's logo_url and
// updated_at, so a new upload shows at once; null while loading or without a logo.
import { useQuery } from '@tanstack/react-query';
import { useObjectUrl } from '../../layout/useObjectUrl.ts';
import { organizationQueryKeys } from '../organizationQueryKeys.ts';
import type { Organization } from '../organizationTypes.ts';
import { fetchLogo } from './logoApi.ts';

export function useOrganizationLogo(organization: Pick<Organization, 'id' | 'logo_url' | 'updated_at'>): string | null {
  const hasLogo = organization.logo_url !== null;
  const logo = useQuery({
    queryKey: organizationQueryKeys.logo(organization.id, hasLogo ? `${organization.logo_url}@${organization.updated_at}` : null),
    queryFn: () => fetchLogo(organization.id),
    enabled: hasLogo,
    staleTime: Infinity,
  });
  return useObjectUrl(hasLogo ? logo.data : null);
}
