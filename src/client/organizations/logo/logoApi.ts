// The organization's logo: upload (multipart field `logo`), remove, and the image itself, which
// needs the bearer token and so is downloaded rather than linked.
import { apiDownload, apiRequest } from '../../providers/httpClient.ts';

/** What the picker offers; the server decides by the file's content. */
export const LOGO_TYPES = 'image/png,image/jpeg,image/webp,image/svg+xml';

export async function fetchLogo(organizationId: number): Promise<Blob> {
  return (await apiDownload({ path: ['auth/organizations', organizationId, 'logo'] })).blob;
}

export function uploadLogo(organizationId: number, logo: File): Promise<unknown> {
  return apiRequest({ method: 'POST', path: ['auth/organizations', organizationId, 'upload-logo'], data: { logo } });
}

/** `version`: the organization's updated_at the removal is based on (docs/api.md "Versions"). */
export function removeLogo(organizationId: number, version?: string): Promise<unknown> {
  return apiRequest({ method: 'PATCH', path: ['auth/organizations', organizationId, 'remove-logo'], data: { updated_at: version } });
}
