// Reading a lead's timeline: its history items newest or oldest first, a page at a time, each
// with its actor and — for notes, documents, activities and deals — the subject as it is now (null once
// deleted; the item's details keep what the timeline needs of it). A page costs a fixed number
// of queries: the items with their actors, the count, and one query per kind of subject.
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { LeadHistoryItem, LeadHistorySubjectType } from '../../../shared/crm.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { leadHistory } from '../../db/crm-schema.ts';
import { paginate } from '../../http/lists.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { activitiesById } from './activities.queries.ts';
import { dealsById } from './deals.queries.ts';
import { toLeadHistoryItemResource, type LeadHistoryRow } from './crm.resources.ts';
import { documentsById } from './lead-documents.queries.ts';
import { findLeadRow } from './leads.queries.ts';
import { notesById } from './notes.queries.ts';

export interface TimelineQuery {
  page: number;
  per_page: number;
  order: 'asc' | 'desc';
}

function idsOf(rows: LeadHistoryRow[], type: LeadHistorySubjectType): number[] {
  return [...new Set(rows.filter((row) => row.subject_type === type && row.subject_id !== null).map((row) => row.subject_id!))];
}

export async function leadTimeline(db: Database, tenant: TenantContext, leadId: number, query: TimelineQuery) {
  const organizationId = tenant.organizationId;
  await findLeadRow(db, organizationId, leadId);
  const where = and(eq(leadHistory.lead_id, leadId), eq(leadHistory.organization_id, organizationId));
  const direction = query.order === 'asc' ? asc : desc;
  return paginate<LeadHistoryItem>(
    query,
    async (limit, offset) => {
      const rows = await db
        .select({ item: leadHistory, actor: users.full_name })
        .from(leadHistory)
        .leftJoin(users, eq(users.id, leadHistory.actor_id))
        .where(where)
        .orderBy(direction(leadHistory.created_at), direction(leadHistory.id))
        .limit(limit)
        .offset(offset);
      const items = rows.map((row) => row.item);
      const [noteMap, documentMap, activityMap, dealMap] = [
        await notesById(db, organizationId, idsOf(items, 'note')),
        await documentsById(db, organizationId, idsOf(items, 'document')),
        await activitiesById(db, organizationId, idsOf(items, 'activity')),
        await dealsById(db, organizationId, idsOf(items, 'deal')),
      ];
      const subjects = { note: noteMap, document: documentMap, activity: activityMap, deal: dealMap };
      return rows.map((row) => {
        const { subject_type: type, subject_id: id } = row.item;
        const subject = type && id !== null ? (subjects[type].get(id) ?? null) : null;
        return toLeadHistoryItemResource(row.item, row.actor, subject);
      });
    },
    async () => (await db.select({ n: count() }).from(leadHistory).where(where))[0]!.n,
  );
}
