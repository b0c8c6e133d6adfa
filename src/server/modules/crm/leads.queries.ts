// The lead queries: one tenant-scoped lookup, the list, and leads as resources. A page of leads
// costs the same few statements whatever its size — the leads with owner and creator joined,
// their count, and one query for the tags of the whole page — never one query per lead.
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { LEAD_SORTS, Lead, LeadSource, LeadStatus, TagRef } from '../../../shared/crm.ts';
import { toLatinDigits } from '../../../shared/digits.ts';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { leadTags, leads, tags } from '../../db/crm-schema.ts';
import { notFound } from '../../http/errors.ts';
import { onlyIds, orderBy, paginate, searchAcross, type ListQuery } from '../../http/lists.ts';
import type { TenantContext } from '../../http/request-context.ts';
import type { RangeBound } from '../../../shared/schemas/list-filters.ts';
import { organizationTimeZone, withinRange } from '../../services/time-zones.ts';
import { toLeadResource, type LeadRow } from './crm.resources.ts';

export type LeadSort = (typeof LEAD_SORTS)[number];

export interface LeadFilters extends ListQuery<LeadSort> {
  status?: LeadStatus[];
  source?: LeadSource[];
  owner_id?: number;
  tag_id?: number;
  seen?: boolean;
  created_from?: RangeBound;
  created_to?: RangeBound;
}

const owner = alias(users, 'lead_owner');
const creator = alias(users, 'lead_creator');

const SORT_COLUMNS = {
  full_name: leads.full_name,
  email: leads.email,
  status: leads.status,
  source: leads.source,
  budget_min: leads.budget_min,
  budget_max: leads.budget_max,
  created_at: leads.created_at,
  updated_at: leads.updated_at,
  id: leads.id,
};

export const leadOfOrganization = (organizationId: number, leadId: number) =>
  and(eq(leads.id, leadId), eq(leads.organization_id, organizationId));

/** The lead row if it is the organization's, else 404; `lock` holds it until the transaction ends. */
export async function findLeadRow(db: Executor, organizationId: number, leadId: number, lock = false): Promise<LeadRow> {
  const query = db.select().from(leads).where(leadOfOrganization(organizationId, leadId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/** The organization's leads among `ids`, locked for the transaction; 404 unless every one is found. */
export async function lockLeadRows(db: Executor, organizationId: number, ids: number[]): Promise<LeadRow[]> {
  const rows = await db
    .select()
    .from(leads)
    .where(and(eq(leads.organization_id, organizationId), inArray(leads.id, ids)))
    .orderBy(asc(leads.id))
    .for('update');
  if (rows.length !== ids.length) throw notFound('One or more of the leads were not found.');
  return rows;
}

/** The tags of each of the leads, by name: one query for all of them. */
export async function tagsOfLeads(db: Executor, leadIds: number[]): Promise<Map<number, TagRef[]>> {
  const byLead = new Map<number, TagRef[]>(leadIds.map((id) => [id, []]));
  if (leadIds.length === 0) return byLead;
  const rows = await db
    .select({ lead_id: leadTags.lead_id, id: tags.id, name: tags.name, color: tags.color })
    .from(leadTags)
    .innerJoin(tags, eq(tags.id, leadTags.tag_id))
    .where(inArray(leadTags.lead_id, leadIds))
    .orderBy(asc(sql`lower(${tags.name})`), asc(tags.id));
  for (const row of rows) byLead.get(row.lead_id)?.push({ id: row.id, name: row.name, color: row.color });
  return byLead;
}

function selectLeads(db: Executor) {
  return db
    .select({ lead: leads, owner: owner.full_name, creator: creator.full_name })
    .from(leads)
    .leftJoin(owner, eq(owner.id, leads.owner_id))
    .leftJoin(creator, eq(creator.id, leads.created_by));
}

async function toResources(db: Executor, rows: { lead: LeadRow; owner: string | null; creator: string | null }[]): Promise<Lead[]> {
  const tagsByLead = await tagsOfLeads(
    db,
    rows.map((row) => row.lead.id),
  );
  return rows.map((row) => toLeadResource(row.lead, row, tagsByLead.get(row.lead.id) ?? []));
}

/** The organization's leads among `ids` as resources, in the order of `ids`. */
export async function leadResources(db: Executor, organizationId: number, ids: number[]): Promise<Lead[]> {
  if (ids.length === 0) return [];
  const rows = await selectLeads(db).where(and(eq(leads.organization_id, organizationId), inArray(leads.id, ids)));
  const resources = new Map((await toResources(db, rows)).map((lead) => [lead.id, lead]));
  return ids.flatMap((id) => resources.get(id) ?? []);
}

export async function leadResource(db: Executor, organizationId: number, leadId: number): Promise<Lead> {
  const [lead] = await leadResources(db, organizationId, [leadId]);
  if (!lead) throw notFound();
  return lead;
}

/**
 * Name, email and phone contain the term; a term with digits also finds phones written otherwise
 * (`050 123` → +97150123…): the E.164 key holds no trunk 0 and no 00 prefix, so neither counts.
 */
export function leadSearch(term: string | undefined): SQL | undefined {
  const text = searchAcross([leads.full_name, leads.email, leads.phone], term);
  const digits = toLatinDigits(term ?? '')
    .replace(/\D/g, '')
    .replace(/^0+/, '');
  return digits.length >= 3 ? or(text, ilike(leads.phone_normalized, `%${digits}%`)) : text;
}

/** The filters of the leads list, without its paging (a dashboard counts with the same ones). */
export type LeadConditions = Omit<LeadFilters, 'page' | 'per_page' | 'sort' | 'order'>;

/** The leads list's WHERE: the organization's leads (a broker and his admin alike), filtered. */
export function leadConditions(tenant: TenantContext, query: LeadConditions, timeZone: string): SQL | undefined {
  return and(
    eq(leads.organization_id, tenant.organizationId),
    onlyIds(leads.id, query.ids),
    query.status?.length ? inArray(leads.status, query.status) : undefined,
    query.source?.length ? inArray(leads.source, query.source) : undefined,
    query.owner_id ? eq(leads.owner_id, query.owner_id) : undefined,
    query.tag_id
      ? inArray(leads.id, sql`(select ${leadTags.lead_id} from ${leadTags} where ${leadTags.tag_id} = ${query.tag_id})`)
      : undefined,
    query.seen === undefined ? undefined : eq(leads.seen, query.seen),
    withinRange(leads.created_at, query.created_from, query.created_to, timeZone),
    leadSearch(query.search),
  );
}

export async function listLeads(db: Executor, tenant: TenantContext, query: LeadFilters) {
  const where = leadConditions(tenant, query, await organizationTimeZone(db, tenant.organizationId));
  return paginate(
    query,
    async (limit, offset) =>
      toResources(
        db,
        await selectLeads(db)
          .where(where)
          .orderBy(...orderBy(SORT_COLUMNS, query, leads.id))
          .limit(limit)
          .offset(offset),
      ),
    async () => (await db.select({ n: count() }).from(leads).where(where))[0]!.n,
  );
}
