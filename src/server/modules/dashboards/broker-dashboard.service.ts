// The broker dashboard's figures (docs/api.md "Dashboards"): the organization's CRM records as the
// leads, deals and activities lists show them to a broker and to his admin alike — each figure
// counted with the list's own conditions (leadConditions, dealConditions, activityConditions) — or,
// with "mine", only the caller's own (the lists' owner filter). Every figure is one aggregate
// statement, so a request costs the same few statements whatever the data size. The pipeline by
// stage and the leads by source are the developer dashboard's (developer-dashboard.service.ts).
import { and, asc, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { LeadStatusRow, MemberFiguresRow, MyDay, WonDeals, WonMonth } from '../../../shared/dashboards.ts';
import type { DashboardRange } from '../../../shared/schemas/dashboards.ts';
import { addDays } from '../../../shared/time-zones.ts';
import type { Executor } from '../../db/client.ts';
import { activities, deals, leads, pipelines } from '../../db/crm-schema.ts';
import { memberships, users } from '../../db/schema.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { currentTime } from '../../services/clock.ts';
import { organizationTimeZone, rangeInstant, todayIn, withinRange } from '../../services/time-zones.ts';
import { activityConditions } from '../crm/activities.queries.ts';
import { dealConditions } from '../crm/deals.queries.ts';
import { leadConditions } from '../crm/leads.queries.ts';
import { periodOf } from './dashboards.queries.ts';

/** The owner a "mine" figure is narrowed to: the caller (a caller without a user has no records of his own). */
export function ownerOf(tenant: TenantContext, mine: boolean | undefined): number | undefined {
  return mine ? (tenant.userId ?? -1) : undefined;
}

/** Leads created within the period by status (`ownerId`: his only), as the leads list's status filter counts them. */
export async function leadsByStatus(
  db: Executor,
  tenant: TenantContext,
  range: DashboardRange,
  ownerId?: number,
): Promise<LeadStatusRow[]> {
  const period = periodOf(range);
  const timeZone = await organizationTimeZone(db, tenant.organizationId);
  return db
    .select({ status: leads.status, leads: count() })
    .from(leads)
    .where(leadConditions(tenant, { owner_id: ownerId, created_from: period.from, created_to: period.to }, timeZone))
    .groupBy(leads.status)
    .orderBy(asc(leads.status));
}

/** The first and last day of the month `day` falls in, and of the month before. */
export function monthsAround(day: string): WonDeals['months'] {
  const thisStart = `${day.slice(0, 7)}-01`;
  const lastEnd = addDays(thisStart, -1);
  const nextStart = addDays(thisStart, 32).slice(0, 7) + '-01';
  return {
    last: { from: `${lastEnd.slice(0, 7)}-01`, to: lastEnd },
    this: { from: thisStart, to: addDays(nextStart, -1) },
  };
}

/**
 * Deals won this calendar month and last (organization's calendar), per pipeline and currency: as
 * many as the pipeline's deals list holds with status won and the month as its closed period.
 */
export async function wonDeals(db: Executor, tenant: TenantContext, ownerId?: number): Promise<WonDeals> {
  const timeZone = await organizationTimeZone(db, tenant.organizationId);
  const months = monthsAround(todayIn(timeZone));
  const lastStart = rangeInstant({ end: 'from', day: months.last.from }, timeZone);
  const thisStart = rangeInstant({ end: 'from', day: months.this.from }, timeZone);
  const thisEnd = rangeInstant({ end: 'to', day: months.this.to }, timeZone);
  const month = sql<WonMonth>`case when ${gte(deals.closed_at, thisStart)} then 'this' else 'last' end`;
  const rows = await db
    .select({
      pipeline_id: pipelines.id,
      pipeline_name: pipelines.name,
      month,
      currency: deals.currency,
      deals: count(),
      value: sql<number>`coalesce(sum(${deals.value}), 0)`.mapWith(Number),
    })
    .from(deals)
    .innerJoin(pipelines, eq(pipelines.id, deals.pipeline_id))
    .where(
      and(
        dealConditions(tenant.organizationId, { status: ['won'], owner_id: ownerId }),
        gte(deals.closed_at, lastStart),
        lt(deals.closed_at, thisEnd),
      ),
    )
    // By position: the month's expression carries a parameter, which PostgreSQL does not match twice.
    .groupBy(sql`1`, sql`2`, sql`3`, sql`4`)
    .orderBy(asc(pipelines.name), asc(pipelines.id), sql`3`, asc(deals.currency));
  return { months, rows };
}

/**
 * "My day": open activities due today (organization's calendar) and open ones past due, as the
 * activities list's due period with `completed=false` and its `overdue` filter count them; and the
 * unseen leads, as the leads list's `seen=false` does.
 */
export async function myDay(db: Executor, tenant: TenantContext, ownerId?: number): Promise<MyDay> {
  const timeZone = await organizationTimeZone(db, tenant.organizationId);
  const now = currentTime();
  const today = todayIn(timeZone, now);
  const open = activityConditions(tenant, { owner_id: ownerId, completed: false }, now, timeZone);
  const dueToday = activityConditions(tenant, { due_from: { end: 'from', day: today }, due_to: { end: 'to', day: today } }, now, timeZone);
  const overdue = activityConditions(tenant, { overdue: true }, now, timeZone);
  const [work] = await db
    .select({
      due_today: sql<number>`count(*) filter (where ${dueToday})`.mapWith(Number),
      overdue: sql<number>`count(*) filter (where ${overdue})`.mapWith(Number),
    })
    .from(activities)
    .where(open);
  const [unseen] = await db
    .select({ n: count() })
    .from(leads)
    .where(leadConditions(tenant, { owner_id: ownerId, seen: false }, timeZone));
  return { today, due_today: work?.due_today ?? 0, overdue: work?.overdue ?? 0, unseen_leads: unseen?.n ?? 0 };
}

type Figures = Omit<MemberFiguresRow, 'user_id' | 'full_name'>;
const NO_FIGURES: Figures = { leads: 0, unseen_leads: 0, open_deals: 0, won_deals: 0, overdue_activities: 0 };

/**
 * The broker admin's breakdown per member: each enabled member (none left out for having nothing)
 * and anyone else who still owns records, then the records nobody owns. Leads created and deals
 * won within the period; unseen leads, open deals and overdue activities as they stand now. Each
 * figure agrees with its list filtered by that owner (owner_id).
 */
export async function memberFigures(db: Executor, tenant: TenantContext, range: DashboardRange): Promise<MemberFiguresRow[]> {
  const period = periodOf(range);
  const timeZone = await organizationTimeZone(db, tenant.organizationId);
  const now = currentTime();
  const members = await db
    .select({ id: users.id, full_name: users.full_name })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.user_id))
    .where(and(eq(memberships.organization_id, tenant.organizationId), eq(memberships.enabled, true)));
  const created = withinRange(leads.created_at, period.from, period.to, timeZone) ?? sql`true`;
  // Counted per owner first, from the leads' (organization, owner, created, seen) index alone; only
  // the few owners' groups meet their names.
  const leadCounts = db
    .select({
      owner_id: leads.owner_id,
      leads: sql<number>`count(*) filter (where ${created})`.as('leads'),
      unseen_leads: sql<number>`count(*) filter (where ${eq(leads.seen, false)})`.as('unseen_leads'),
    })
    .from(leads)
    .where(leadConditions(tenant, {}, timeZone))
    .groupBy(leads.owner_id)
    .as('lead_counts');
  const leadRows = await db
    .select({
      owner_id: leadCounts.owner_id,
      full_name: users.full_name,
      leads: sql<number>`${leadCounts.leads}`.mapWith(Number),
      unseen_leads: sql<number>`${leadCounts.unseen_leads}`.mapWith(Number),
    })
    .from(leadCounts)
    .leftJoin(users, eq(users.id, leadCounts.owner_id));
  const wonInPeriod = and(eq(deals.status, 'won'), withinRange(deals.closed_at, period.from, period.to, timeZone))!;
  const dealRows = await db
    .select({
      owner_id: deals.owner_id,
      full_name: users.full_name,
      open_deals: sql<number>`count(*) filter (where ${eq(deals.status, 'open')})`.mapWith(Number),
      won_deals: sql<number>`count(*) filter (where ${wonInPeriod})`.mapWith(Number),
    })
    .from(deals)
    .leftJoin(users, eq(users.id, deals.owner_id))
    .where(dealConditions(tenant.organizationId, { status: ['open', 'won'] }))
    .groupBy(deals.owner_id, users.full_name);
  const activityRows = await db
    .select({ owner_id: activities.owner_id, full_name: users.full_name, overdue_activities: count() })
    .from(activities)
    .leftJoin(users, eq(users.id, activities.owner_id))
    .where(activityConditions(tenant, { overdue: true }, now, timeZone))
    .groupBy(activities.owner_id, users.full_name);

  const byOwner = new Map<number | null, MemberFiguresRow>();
  const rowOf = (userId: number | null, fullName: string | null) => {
    let row = byOwner.get(userId);
    if (!row) byOwner.set(userId, (row = { user_id: userId, full_name: userId === null ? null : fullName, ...NO_FIGURES }));
    return row;
  };
  for (const member of members) rowOf(member.id, member.full_name);
  for (const found of leadRows)
    Object.assign(rowOf(found.owner_id, found.full_name), { leads: found.leads, unseen_leads: found.unseen_leads });
  for (const found of dealRows)
    Object.assign(rowOf(found.owner_id, found.full_name), { open_deals: found.open_deals, won_deals: found.won_deals });
  for (const found of activityRows) rowOf(found.owner_id, found.full_name).overdue_activities = found.overdue_activities;
  const named = [...byOwner.values()].filter((row) => row.user_id !== null);
  named.sort((a, b) => (a.full_name ?? '').localeCompare(b.full_name ?? '') || a.user_id! - b.user_id!);
  const unowned = byOwner.get(null);
  return unowned ? [...named, unowned] : named;
}
