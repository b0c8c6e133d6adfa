// Documents an organization keeps with the platform. Files are checked by content (PDF, JPEG,
// PNG, ≤ 10 MB), stored under server-generated names and downloaded only through the
// authorized route; a document of an organization the caller cannot reach is a 404.
import { and, asc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { organizationDocuments, type OrganizationDocumentType } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { lockFreshVersion } from '../../http/versions.ts';
import { acceptUpload, DOCUMENT_POLICY } from '../../http/uploads.ts';
import type { UploadedFile } from '../../plugins/body-parsers.ts';
import type { FileStorage } from '../../services/storage.ts';
import { canReachOrganization, findReachableOrganization } from './scope.ts';

type DocumentRow = typeof organizationDocuments.$inferSelect;

export function toDocumentResource(row: DocumentRow) {
  return {
    id: row.id,
    organization_id: row.organization_id,
    type: row.type,
    name: row.name,
    filename: row.original_filename,
    content_type: row.content_type,
    size: row.size,
    expires_at: row.expires_at,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

interface DocumentFields {
  type: OrganizationDocumentType;
  name: string;
  expires_at: string | null;
}

/** Checks and stores a file; the caller removes the key again if its transaction fails. */
async function storeFile(storage: FileStorage, file: UploadedFile) {
  const accepted = await acceptUpload('file', file, DOCUMENT_POLICY);
  const key = await storage.put(accepted.file.path, { folder: 'documents', extension: accepted.extension });
  return { file_path: key, original_filename: accepted.filename, content_type: accepted.contentType, size: accepted.file.size };
}

async function findDocument(db: Executor, tenant: TenantContext, documentId: number): Promise<DocumentRow> {
  const [row] = await db.select().from(organizationDocuments).where(eq(organizationDocuments.id, documentId)).limit(1);
  if (!row || !canReachOrganization(tenant, row.organization_id)) throw notFound();
  return row;
}

export async function listDocuments(db: Database, tenant: TenantContext, organizationId: number) {
  await findReachableOrganization(db, tenant, organizationId);
  const rows = await db
    .select()
    .from(organizationDocuments)
    .where(eq(organizationDocuments.organization_id, organizationId))
    .orderBy(asc(organizationDocuments.type), asc(organizationDocuments.created_at));
  return { data: rows.map(toDocumentResource) };
}

export async function createDocument(
  db: Database,
  storage: FileStorage,
  tenant: TenantContext,
  organizationId: number,
  fields: DocumentFields,
  file: UploadedFile,
) {
  await findReachableOrganization(db, tenant, organizationId);
  const stored = await storeFile(storage, file);
  try {
    const [row] = await db
      .insert(organizationDocuments)
      .values({ organization_id: organizationId, ...fields, ...stored, uploaded_by: tenant.userId })
      .returning();
    return { data: toDocumentResource(row!), message: 'Document uploaded.' };
  } catch (error) {
    await storage.remove(stored.file_path);
    throw error;
  }
}

export async function updateDocument(
  db: Database,
  storage: FileStorage,
  tenant: TenantContext,
  documentId: number,
  fields: Partial<DocumentFields>,
  file: UploadedFile | undefined,
) {
  const existing = await findDocument(db, tenant, documentId);
  const stored = file ? await storeFile(storage, file) : undefined;
  try {
    const [row] = await db.transaction(async (tx) => {
      await lockFreshVersion(tx, organizationDocuments, documentId, async () =>
        toDocumentResource(await findDocument(tx, tenant, documentId)),
      );
      return tx
        .update(organizationDocuments)
        .set({ ...fields, ...stored, ...(stored ? { uploaded_by: tenant.userId } : {}), updated_at: new Date() })
        .where(and(eq(organizationDocuments.id, documentId), eq(organizationDocuments.organization_id, existing.organization_id)))
        .returning();
    });
    // The replaced file goes only once the new one is recorded.
    if (stored) await storage.remove(existing.file_path);
    return { data: toDocumentResource(row!), message: 'Document updated.' };
  } catch (error) {
    if (stored) await storage.remove(stored.file_path);
    throw error;
  }
}

export async function documentFile(db: Database, tenant: TenantContext, documentId: number) {
  const row = await findDocument(db, tenant, documentId);
  return { key: row.file_path, filename: row.original_filename, contentType: row.content_type };
}

export async function deleteDocument(db: Database, storage: FileStorage, tenant: TenantContext, documentId: number) {
  const row = await findDocument(db, tenant, documentId);
  await db.delete(organizationDocuments).where(eq(organizationDocuments.id, row.id));
  await storage.remove(row.file_path);
  return { message: 'Document deleted.' };
}
