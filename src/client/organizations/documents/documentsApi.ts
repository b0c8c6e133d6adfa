// Organization documents (docs/api.md): the list, upload, replace (PUT with a new file), download, delete.
import { MAX_PER_PAGE } from '../../../shared/api.ts';
import { apiDownload, apiRequest, type DownloadedFile } from '../../providers/httpClient.ts';
import type { DocumentType, OrganizationDocument } from '../organizationTypes.ts';

/** What the picker offers; the server decides by the file's content (PDF, JPEG, PNG). */
export const DOCUMENT_FILE_TYPES = 'application/pdf,image/jpeg,image/png';

export interface NewDocument {
  type: DocumentType;
  name: string;
  file: File;
  expires_at: string | null;
}

export interface DocumentChanges {
  name?: string;
  file?: File;
  expires_at?: string | null;
}

export async function fetchDocuments(organizationId: number): Promise<OrganizationDocument[]> {
  const answer = await apiRequest<{ data: OrganizationDocument[] }>({
    path: ['auth/organizations', organizationId, 'documents'],
    data: { per_page: MAX_PER_PAGE },
  });
  return answer.data;
}

export function uploadDocument(organizationId: number, body: NewDocument): Promise<unknown> {
  return apiRequest({ method: 'POST', path: ['auth/organizations', organizationId, 'documents'], data: { ...body } });
}

/** `version`: the document's updated_at the change is based on (docs/api.md "Versions"). */
export function updateDocument(documentId: number, changes: DocumentChanges, version?: string): Promise<unknown> {
  return apiRequest({ method: 'PUT', path: ['auth/documents', documentId], data: { ...changes, updated_at: version } });
}

export function downloadDocument(documentId: number): Promise<DownloadedFile> {
  return apiDownload({ path: ['auth/documents', documentId] });
}

export function deleteDocument(documentId: number): Promise<unknown> {
  return apiRequest({ method: 'DELETE', path: ['auth/documents', documentId] });
}
