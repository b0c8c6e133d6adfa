// The deal queries: tenant-scoped lookups, deals as resources, the pipeline's deal list and a
// lead's deals. A page costs the same few statements whatever its size — the deals with lead,
// pipeline, stage, owner and creator joined, their count, and one query for the page's tags.
import { and, asc, count, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MAX_OPTIONS } from '../../../shared/api.ts';
import type { TagRef } from '../../../shared/crm.ts';
import type { Deal, DealSort, DealStatus } from '../../../shared/deals.ts';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { dealTags, deals, leads, pipelines, stages, tags } from '../../db/crm-schema.ts';
import { notFound } from '../../http/errors.ts';
import { onlyIds, paginate, searchAcross, toOptions, type ListQuery } from '../../http/lists.ts';
import type { TenantContext } from '../../http/request-context.ts';
import type { RangeBound } from '../../../shared/schemas/list-filters.ts';
import { currentTime } from '../../services/clock.ts';
import { organizationTimeZone, rangeInstant, withinRange } from '../../services/time-zones.ts';
import { toDealResource, type DealRow } from './deals.resources.ts';

export interface DealFilters {
  stage_id?: number;
  owner_id?: number;
  tag_id?: number;
  hot?: boolean;
  status?: DealStatus[];
  search?: string;
  expected_close_from?: RangeBound;
  expected_close_to?: RangeBound;
}

export type DealListQuery = ListQuery<DealSort> & DealFilters & { closed_from?: RangeBound; closed_to?: RangeBound };

const owner = alias(users, 'deal_owner');
const creator = alias(users, 'deal_creator');

export const dealOfOrganization = (organizationId: number, dealId: number) =>
  and(eq(deals.id, dealId), eq(deals.organization_id, organizationId));

/** The deal row if it is the organization's, else 404; `lock` holds it until the transaction ends. */
export async function findDealRow(db: Executor, organizationId: number, dealId: number, lock = false): Promise<DealRow> {
  const query = db.select().from(deals).where(dealOfOrganization(organizationId, dealId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/** The tags of each of the deals, by name: one query for all of them. */
export async function tagsOfDeals(db: Executor, dealIds: number[]): Promise<Map<number, TagRef[]>> {
  const byDeal = new Map<number, TagRef[]>(dealIds.map((id) => [id, []]));
  if (dealIds.length === 0) return byDeal;
  const rows = await db
    .select({ deal_id: dealTags.deal_id, id: tags.id, name: tags.name, color: tags.color })
    .from(dealTags)
    .innerJoin(tags, eq(tags.id, dealTags.tag_id))
    .where(inArray(dealTags.deal_id, dealIds))
    .orderBy(asc(sql`lower(${tags.name})`), asc(tags.id));
  for (const row of rows) byDeal.get(row.deal_id)?.push({ id: row.id, name: row.name, color: row.color });
  return byDeal;
}

function selectDeals(db: Executor) {
  return db
    .select({
      deal: deals,
      leadName: leads.full_name,
      leadPhone: leads.phone,
      pipelineName: pipelines.name,
      stage: { name: stages.name, probability: stages.probability, color: stages.color, position: stages.position },
      owner: owner.full_name,
      creator: creator.full_name,
    })
    .from(deals)
    .innerJoin(leads, eq(leads.id, deals.lead_id))
    .innerJoin(pipelines, eq(pipelines.id, deals.pipeline_id))
    .innerJoin(stages, eq(stages.id, deals.stage_id))
    .leftJoin(owner, eq(owner.id, deals.owner_id))
    .leftJoin(creator, eq(creator.id, deals.created_by));
}

type SelectedDeal = Awaited<ReturnType<ReturnType<typeof selectDeals>['execute']>>[number];

async function toResources(db: Executor, rows: SelectedDeal[]): Promise<Deal[]> {
  const tagsByDeal = await tagsOfDeals(
    db,
    rows.map((row) => row.deal.id),
  );
  const now = currentTime();
  return rows.map((row) => {
    const { position: _position, ...stage } = row.stage;
    return toDealResource(row.deal, { ...row, stage }, tagsByDeal.get(row.deal.id) ?? [], now);
  });
}

/** The organization's deals among `ids` as resources, in the order of `ids`. */
export async function dealResources(db: Executor, organizationId: number, ids: number[]): Promise<Deal[]> {
  if (ids.length === 0) return [];
  const rows = await selectDeals(db).where(and(eq(deals.organization_id, organizationId), inArray(deals.id, ids)));
  const resources = new Map((await toResources(db, rows)).map((deal) => [deal.id, deal]));
  return ids.flatMap((id) => resources.get(id) ?? []);
}

/** The organization's deals among `ids` by id (a timeline's deal subjects). */
export async function dealsById(db: Executor, organizationId: number, ids: number[]): Promise<Map<number, Deal>> {
  return new Map((await dealResources(db, organizationId, ids)).map((deal) => [deal.id, deal]));
}

export async function dealResource(db: Executor, organizationId: number, dealId: number): Promise<Deal> {
  const [deal] = await dealResources(db, organizationId, [dealId]);
  if (!deal) throw notFound();
  return deal;
}

/**
 * Title or the lead's name contains the term. `= any(array(…))`, not `in (…)`: the leads are
 * found first (their trigram index), then the deals through their lead index, OR-ed with the
 * title's trigram index; an IN subquery is a filter on every deal of the organization.
 */
export function dealSearch(organizationId: number, term: string | undefined): SQL | undefined {
  if (!term) return undefined;
  const leadNames = searchAcross([leads.full_name], term);
  return or(
    searchAcross([deals.title], term),
    sql`${deals.lead_id} = any(array(select ${leads.id} from ${leads} where ${leads.organization_id} = ${organizationId} and ${leadNames}))`,
  );
}

const calendarDayOf = (bound: RangeBound) => rangeInstant(bound, 'UTC').toISOString().slice(0, 10);

/** The filters the kanban and the list share (owner, tag, hot, status, stage, search, close dates). */
export function dealConditions(organizationId: number, filters: DealFilters): SQL | undefined {
  return and(
    eq(deals.organization_id, organizationId),
    filters.stage_id ? eq(deals.stage_id, filters.stage_id) : undefined,
    filters.owner_id ? eq(deals.owner_id, filters.owner_id) : undefined,
    filters.tag_id
      ? inArray(deals.id, sql`(select ${dealTags.deal_id} from ${dealTags} where ${dealTags.tag_id} = ${filters.tag_id})`)
      : undefined,
    filters.hot === undefined ? undefined : eq(deals.hot, filters.hot),
    filters.status?.length ? inArray(deals.status, filters.status) : undefined,
    // A calendar date column: a day filter is that very day, whatever the zone (UTC reads it as written).
    filters.expected_close_from ? gte(deals.expected_close_date, calendarDayOf(filters.expected_close_from)) : undefined,
    filters.expected_close_to ? lt(deals.expected_close_date, calendarDayOf(filters.expected_close_to)) : undefined,
    dealSearch(organizationId, filters.search),
  );
}

function sortOf(query: { sort: DealSort; order: 'asc' | 'desc' }): SQL[] {
  // PostgreSQL's default null order (last ascending, first descending) lets the indexes serve both directions.
  const dir = query.order === 'desc' ? sql`desc` : sql`asc`;
  const column = {
    title: deals.title,
    value: deals.value,
    expected_close_date: deals.expected_close_date,
    status: deals.status,
    stage_entered_at: deals.stage_entered_at,
    created_at: deals.created_at,
    updated_at: deals.updated_at,
    id: deals.id,
    stage: null,
  }[query.sort];
  if (column === null) return [sql`${stages.position} ${dir}`, sql`${deals.position} ${dir}`, sql`${deals.id} ${dir}`];
  if (column === deals.id) return [sql`${deals.id} ${dir}`];
  return [sql`${column} ${dir}`, sql`${deals.id} ${dir}`];
}

async function listWhere(db: Executor, where: SQL | undefined, query: ListQuery<DealSort>) {
  return paginate(
    query,
    async (limit, offset) =>
      toResources(
        db,
        await selectDeals(db)
          .where(where)
          .orderBy(...sortOf(query))
          .limit(limit)
          .offset(offset),
      ),
    async () => (await db.select({ n: count() }).from(deals).where(where))[0]!.n,
  );
}

/**
 * The deals closed (won or lost) within the period, its days read in the organization's calendar
 * (its zone looked up only when a day bound needs it).
 */
async function closedWithin(db: Executor, organizationId: number, query: DealListQuery): Promise<SQL | undefined> {
  const bounds = [query.closed_from, query.closed_to];
  if (!bounds.some(Boolean)) return undefined;
  const timeZone = bounds.some((bound) => bound && 'day' in bound) ? await organizationTimeZone(db, organizationId) : 'UTC';
  return withinRange(deals.closed_at, query.closed_from, query.closed_to, timeZone);
}

/** GET crm/pipelines/{id}/list: the pipeline's deals, filtered, sorted and paged. */
export async function listPipelineDeals(db: Executor, tenant: TenantContext, pipelineId: number, query: DealListQuery) {
  const where = and(
    dealConditions(tenant.organizationId, query),
    eq(deals.pipeline_id, pipelineId),
    await closedWithin(db, tenant.organizationId, query),
    onlyIds(deals.id, query.ids),
  );
  return listWhere(db, where, query);
}

/** GET crm/leads/{id}/deals: the lead's deals across pipelines. */
export async function listLeadDeals(db: Executor, tenant: TenantContext, leadId: number, query: DealListQuery) {
  const where = and(
    dealConditions(tenant.organizationId, query),
    eq(deals.lead_id, leadId),
    await closedWithin(db, tenant.organizationId, query),
    onlyIds(deals.id, query.ids),
  );
  return listWhere(db, where, query);
}

/** GET crm/deals/options: the organization's deals by title (optionally one lead's). */
export async function dealOptions(db: Executor, tenant: TenantContext, search: string | undefined, leadId: number | undefined) {
  const rows = await db
    .select({ id: deals.id, title: deals.title })
    .from(deals)
    .where(
      and(
        eq(deals.organization_id, tenant.organizationId),
        leadId ? eq(deals.lead_id, leadId) : undefined,
        searchAcross([deals.title], search),
      ),
    )
    .orderBy(asc(deals.title), asc(deals.id))
    .limit(MAX_OPTIONS);
  return toOptions(
    rows,
    (row) => row.id,
    (row) => row.title,
  );
}
