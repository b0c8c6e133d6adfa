// The activity queries: one tenant-scoped lookup, the list (each activity with its lead's name,
// owner and creator joined in the same statement) and activities as resources. `overdue` is
// judged against the services' clock: not completed and due before now.
import { and, count, eq, gte, inArray, isNotNull, isNull, lt, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ACTIVITY_SORTS, Activity, ActivityType } from '../../../shared/crm.ts';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { activities, leads } from '../../db/crm-schema.ts';
import { notFound } from '../../http/errors.ts';
import { onlyIds, orderBy, paginate, searchAcross, type ListQuery } from '../../http/lists.ts';
import type { TenantContext } from '../../http/request-context.ts';
import type { RangeBound } from '../../../shared/schemas/list-filters.ts';
import { currentTime } from '../../services/clock.ts';
import { organizationTimeZone, withinRange } from '../../services/time-zones.ts';
import { toActivityResource, type ActivityRow } from './crm.resources.ts';

export type ActivitySort = (typeof ACTIVITY_SORTS)[number];

export interface ActivityFilters extends ListQuery<ActivitySort> {
  type?: ActivityType[];
  owner_id?: number;
  lead_id?: number;
  deal_id?: number;
  completed?: boolean;
  overdue?: boolean;
  due_from?: RangeBound;
  due_to?: RangeBound;
}

const owner = alias(users, 'activity_owner');
const creator = alias(users, 'activity_creator');

const SORT_COLUMNS = {
  due_at: activities.due_at,
  created_at: activities.created_at,
  type: activities.type,
  title: activities.title,
  completed_at: activities.completed_at,
  id: activities.id,
};

export const activityOfOrganization = (organizationId: number, activityId: number) =>
  and(eq(activities.id, activityId), eq(activities.organization_id, organizationId));

export async function findActivityRow(db: Executor, organizationId: number, activityId: number, lock = false): Promise<ActivityRow> {
  const query = db.select().from(activities).where(activityOfOrganization(organizationId, activityId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

function selectActivities(db: Executor) {
  return db
    .select({ activity: activities, leadName: leads.full_name, owner: owner.full_name, creator: creator.full_name })
    .from(activities)
    .leftJoin(leads, and(eq(leads.id, activities.lead_id), eq(leads.organization_id, activities.organization_id)))
    .leftJoin(owner, eq(owner.id, activities.owner_id))
    .leftJoin(creator, eq(creator.id, activities.created_by));
}

/** The organization's activities among `ids` as resources, by id. */
export async function activitiesById(db: Executor, organizationId: number, ids: number[]): Promise<Map<number, Activity>> {
  if (ids.length === 0) return new Map();
  const now = currentTime();
  const rows = await selectActivities(db).where(and(eq(activities.organization_id, organizationId), inArray(activities.id, ids)));
  return new Map(rows.map((row) => [row.activity.id, toActivityResource(row.activity, row, now)]));
}

export async function activityResource(db: Executor, organizationId: number, activityId: number): Promise<Activity> {
  const activity = (await activitiesById(db, organizationId, [activityId])).get(activityId);
  if (!activity) throw notFound();
  return activity;
}

export function overdueCondition(now: Date): SQL {
  return and(isNull(activities.completed_at), lt(activities.due_at, now))!;
}

/** The filters of the activities list, without its paging (a dashboard counts with the same ones). */
export type ActivityConditions = Omit<ActivityFilters, 'page' | 'per_page' | 'sort' | 'order'>;

/**
 * The activities list's WHERE: the organization's activities, filtered. A search reads the lead's
 * name, so a statement with a search joins the leads as the list does.
 */
export function activityConditions(tenant: TenantContext, query: ActivityConditions, now: Date, timeZone: string): SQL | undefined {
  return and(
    eq(activities.organization_id, tenant.organizationId),
    onlyIds(activities.id, query.ids),
    query.type?.length ? inArray(activities.type, query.type) : undefined,
    query.owner_id ? eq(activities.owner_id, query.owner_id) : undefined,
    query.lead_id ? eq(activities.lead_id, query.lead_id) : undefined,
    query.deal_id ? eq(activities.deal_id, query.deal_id) : undefined,
    query.completed === undefined ? undefined : query.completed ? isNotNull(activities.completed_at) : isNull(activities.completed_at),
    query.overdue === undefined
      ? undefined
      : query.overdue
        ? overdueCondition(now)
        : or(isNotNull(activities.completed_at), gte(activities.due_at, now)),
    withinRange(activities.due_at, query.due_from, query.due_to, timeZone),
    searchAcross([activities.title, activities.notes, leads.full_name], query.search),
  );
}

export async function listActivities(db: Executor, tenant: TenantContext, query: ActivityFilters) {
  const now = currentTime();
  const where = activityConditions(tenant, query, now, await organizationTimeZone(db, tenant.organizationId));
  return paginate(
    query,
    async (limit, offset) =>
      (
        await selectActivities(db)
          .where(where)
          .orderBy(...orderBy(SORT_COLUMNS, query, activities.id))
          .limit(limit)
          .offset(offset)
      ).map((row) => toActivityResource(row.activity, row, now)),
    async () =>
      (
        await db
          .select({ n: count() })
          .from(activities)
          .leftJoin(leads, and(eq(leads.id, activities.lead_id), eq(leads.organization_id, activities.organization_id)))
          .where(where)
      )[0]!.n,
  );
}
