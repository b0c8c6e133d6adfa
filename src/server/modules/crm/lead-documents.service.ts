// Documents kept with a lead: PDF, JPEG or PNG up to 10 MB (checked by content), stored under a
// server-generated key, downloaded only through the authorized route. Adding and deleting one
// writes the lead's history in the same transaction; a stored file whose row failed is removed.
import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { leadDocuments } from '../../db/crm-schema.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { acceptUpload, DOCUMENT_POLICY } from '../../http/uploads.ts';
import type { UploadedFile } from '../../plugins/body-parsers.ts';
import { currentTime } from '../../services/clock.ts';
import type { FileStorage } from '../../services/storage.ts';
import type { LeadDocumentRow } from './crm.resources.ts';
import { recordHistory } from './history.ts';
import { documentsById } from './lead-documents.queries.ts';
import { findLeadRow } from './leads.queries.ts';

const documentOfOrganization = (organizationId: number, documentId: number) =>
  and(eq(leadDocuments.id, documentId), eq(leadDocuments.organization_id, organizationId));

async function findDocument(db: Executor, organizationId: number, documentId: number): Promise<LeadDocumentRow> {
  const [row] = await db.select().from(leadDocuments).where(documentOfOrganization(organizationId, documentId)).limit(1);
  if (!row) throw notFound();
  return row;
}

export async function uploadLeadDocument(
  db: Database,
  storage: FileStorage,
  tenant: TenantContext,
  leadId: number,
  fields: { name?: string },
  file: UploadedFile,
) {
  // Another tenant's lead is a 404 before anything is stored.
  await findLeadRow(db, tenant.organizationId, leadId);
  const accepted = await acceptUpload('file', file, DOCUMENT_POLICY);
  const key = await storage.put(accepted.file.path, { folder: 'lead-documents', extension: accepted.extension });
  try {
    const row = await db.transaction(async (tx) => {
      await findLeadRow(tx, tenant.organizationId, leadId, true);
      const now = currentTime();
      const [created] = await tx
        .insert(leadDocuments)
        .values({
          organization_id: tenant.organizationId,
          lead_id: leadId,
          name: fields.name || accepted.filename,
          file_path: key,
          original_filename: accepted.filename,
          content_type: accepted.contentType,
          size: accepted.file.size,
          uploaded_by: tenant.userId,
          created_at: now,
          updated_at: now,
        })
        .returning();
      await recordHistory(
        tx,
        tenant,
        [
          {
            leadId,
            kind: 'document_added',
            subject_type: 'document',
            subject_id: created!.id,
            details: { name: created!.name, filename: created!.original_filename },
          },
        ],
        now,
      );
      return created!;
    });
    const [document] = (await documentsById(db, tenant.organizationId, [row.id])).values();
    return { data: document!, message: 'Document uploaded.' };
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
}

export async function leadDocumentFile(db: Database, tenant: TenantContext, documentId: number) {
  const row = await findDocument(db, tenant.organizationId, documentId);
  return { key: row.file_path, filename: row.original_filename, contentType: row.content_type };
}

export async function deleteLeadDocument(db: Database, storage: FileStorage, tenant: TenantContext, documentId: number) {
  const row = await db.transaction(async (tx) => {
    const document = await findDocument(tx, tenant.organizationId, documentId);
    await tx.delete(leadDocuments).where(documentOfOrganization(tenant.organizationId, documentId));
    await recordHistory(tx, tenant, [
      {
        leadId: document.lead_id,
        kind: 'document_deleted',
        subject_type: 'document',
        subject_id: document.id,
        details: { name: document.name, filename: document.original_filename },
      },
    ]);
    return document;
  });
  // The file goes once its row is gone for good.
  await storage.remove(row.file_path);
  return { message: 'Document deleted.' };
}
