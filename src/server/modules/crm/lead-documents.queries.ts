// Lead document reads the CRM's services share: a lead's documents for its show page, and
// documents by id for the upload's answer and the timeline, each with the uploader's name.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { LeadDocument } from '../../../shared/crm.ts';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { leadDocuments } from '../../db/crm-schema.ts';
import { toLeadDocumentResource } from './crm.resources.ts';

/** Documents with their uploader's name: the select both reads narrow. */
function selectDocuments(db: Executor) {
  return db
    .select({ document: leadDocuments, uploader: users.full_name })
    .from(leadDocuments)
    .leftJoin(users, eq(users.id, leadDocuments.uploaded_by));
}

/** A lead's documents, oldest first. */
export async function documentsOfLead(db: Executor, organizationId: number, leadId: number): Promise<LeadDocument[]> {
  const rows = await selectDocuments(db)
    .where(and(eq(leadDocuments.lead_id, leadId), eq(leadDocuments.organization_id, organizationId)))
    .orderBy(asc(leadDocuments.created_at), asc(leadDocuments.id));
  return rows.map((row) => toLeadDocumentResource(row.document, row.uploader));
}

/** Documents by id (the timeline's subjects), those of the organization only. */
export async function documentsById(db: Executor, organizationId: number, ids: number[]): Promise<Map<number, LeadDocument>> {
  if (ids.length === 0) return new Map();
  const rows = await selectDocuments(db).where(and(eq(leadDocuments.organization_id, organizationId), inArray(leadDocuments.id, ids)));
  return new Map(rows.map((row) => [row.document.id, toLeadDocumentResource(row.document, row.uploader)]));
}
