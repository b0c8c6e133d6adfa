// An inventory image (or its thumbnail) as an object URL: the image routes want the bearer token,
// so the bytes are downloaded through the httpClient and never linked with a token in the URL.
// The server answers image addresses with or without the `/api/` prefix; both are accepted.
import { useQuery } from '@tanstack/react-query';
import { API_PREFIX } from '../../../shared/api.ts';
import { useObjectUrl } from '../../layout/useObjectUrl.ts';
import { apiDownload } from '../../providers/httpClient.ts';
import { inventoryKeys } from '../inventoryApi.ts';

/** `/api/inventory/images/3/thumbnail` → `inventory/images/3/thumbnail`. */
export function apiPathOfImageUrl(url: string): string {
  const path = url.startsWith('http') ? new URL(url).pathname : url;
  const absolute = `/${path.replace(/^\/+/, '')}`;
  return absolute.startsWith(`${API_PREFIX}/`) ? absolute.slice(API_PREFIX.length + 1) : absolute.slice(1);
}

export function useInventoryImage(url: string | null | undefined): { src: string | null; failed: boolean } {
  const image = useQuery({
    queryKey: inventoryKeys.image(url ?? ''),
    queryFn: async () => (await apiDownload({ path: apiPathOfImageUrl(url!) })).blob,
    enabled: Boolean(url),
    staleTime: Infinity,
    retry: false,
  });
  return { src: useObjectUrl(url ? image.data : null), failed: image.isError };
}
