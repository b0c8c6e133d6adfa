// An image of a public page, fetched without any token (the embed routes are public) and shown
// from an object URL.
import { useQuery } from '@tanstack/react-query';
import { useObjectUrl } from '../layout/useObjectUrl.ts';
import { apiDownload } from '../providers/httpClient.ts';
import { apiPathOfImageUrl } from '../inventory/common/useInventoryImage.ts';

export function usePublicImage(url: string | null): string | null {
  const image = useQuery({
    queryKey: ['embed', 'image', url],
    queryFn: async () => (await apiDownload({ path: apiPathOfImageUrl(url!), authenticated: false, reportAccessDenied: false })).blob,
    enabled: Boolean(url),
    staleTime: Infinity,
    retry: false,
  });
  return useObjectUrl(url ? image.data : null);
}
