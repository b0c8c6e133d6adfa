// The broker dashboard's figures (docs/api.md "Dashboards"): the organization's CRM records as the
// leads, deals and activities lists show them to a broker and to his admin alike — each figure
// counted with the list's own conditions (leadConditions, dealConditions, activityConditions) — or,
// with "mine", only the caller's own (the lists' owner filter). Every figure is one aggregate
// statement, so a request costs the same few statements whatever the data size. The pipeline by
// stage and the leads by source are the developer dashboard's (developer-dashboard.service.ts).
import { and, asc, count, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
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

/** The key of a record's owner in the breakdown: 0 for nobody (user ids start at 1), so owners join by equality. */
const ownerKey = (column: AnyPgColumn) => sql<number>`coalesce(${column}, 0)`;

/**
 * The broker admin's breakdown per member: each enabled member (none left out for having nothing)
 * and anyone else who still owns records, then the records nobody owns. Leads created and deals
 * won within the period; unseen leads, open deals and overdue activities as they stand now. Each
 * figure agrees with its list filtered by that owner (owner_id).
 *
 * One statement: each record kind is counted per owner first, from its own rows alone (the leads
 * from their (organization, owner, created, seen) index), the counts and the enabled members are
 * joined on the owner, and only those few rows meet the users' names.
 */
export async function memberFigures(db: Executor, tenant: TenantContext, range: DashboardRange): Promise<MemberFiguresRow[]> {
  const period = periodOf(range);
  const timeZone = await organizationTimeZone(db, tenant.organizationId);
  const now = currentTime();
  const members = db.$with('members').as(
    db
      .select({ member_key: sql<number>`${memberships.user_id}`.as('member_key') })
      .from(memberships)
      .where(and(eq(memberships.organization_id, tenant.organizationId), eq(memberships.enabled, true))),
  );
  const created = withinRange(leads.created_at, period.from, period.to, timeZone);
  const leadCounts = db.$with('lead_counts').as(
    db
      .select({
        lead_key: ownerKey(leads.owner_id).as('lead_key'),
        leads: (created ? sql<number>`count(*) filter (where ${created})` : sql<number>`count(*)`).as('leads'),
        unseen_leads: sql<number>`count(*) filter (where ${eq(leads.seen, false)})`.as('unseen_leads'),
      })
      .from(leads)
      .where(leadConditions(tenant, {}, timeZone))
      .groupBy(leads.owner_id),
  );
  const wonInPeriod = and(eq(deals.status, 'won'), withinRange(deals.closed_at, period.from, period.to, timeZone))!;
  const dealCounts = db.$with('deal_counts').as(
    db
      .select({
        deal_key: ownerKey(deals.owner_id).as('deal_key'),
        open_deals: sql<number>`count(*) filter (where ${eq(deals.status, 'open')})`.as('open_deals'),
        won_deals: sql<number>`count(*) filter (where ${wonInPeriod})`.as('won_deals'),
      })
      .from(deals)
      .where(dealConditions(tenant.organizationId, { status: ['open', 'won'] }))
      .groupBy(deals.owner_id),
  );
  const activityCounts = db.$with('activity_counts').as(
    db
      .select({
        activity_key: ownerKey(activities.owner_id).as('activity_key'),
        overdue_activities: sql<number>`count(*)`.as('overdue_activities'),
      })
      .from(activities)
      .where(activityConditions(tenant, { overdue: true }, now, timeZone))
      .groupBy(activities.owner_id),
  );
  const key = sql<number>`coalesce(${members.member_key}, ${leadCounts.lead_key}, ${dealCounts.deal_key}, ${activityCounts.activity_key})`;
  const figure = (column: SQL.Aliased<number>) => sql<number>`coalesce(${column}, 0)`.mapWith(Number);
  const rows = await db
    .with(members, leadCounts, dealCounts, activityCounts)
    .select({
      key: key.mapWith(Number),
      full_name: users.full_name,
      leads: figure(leadCounts.leads),
      unseen_leads: figure(leadCounts.unseen_leads),
      open_deals: figure(dealCounts.open_deals),
      won_deals: figure(dealCounts.won_deals),
      overdue_activities: figure(activityCounts.overdue_activities),
    })
    .from(members)
    .fullJoin(leadCounts, eq(leadCounts.lead_key, members.member_key))
    .fullJoin(dealCounts, eq(dealCounts.deal_key, sql`coalesce(${members.member_key}, ${leadCounts.lead_key})`))
    .fullJoin(
      activityCounts,
      eq(activityCounts.activity_key, sql`coalesce(${members.member_key}, ${leadCounts.lead_key}, ${dealCounts.deal_key})`),
    )
    .leftJoin(users, eq(users.id, key));
  const figures = rows.map(({ key: owner, full_name, ...counts }) => ({
    user_id: owner === 0 ? null : owner,
    full_name: owner === 0 ? null : full_name,
    ...counts,
  }));
  const named = figures.filter((row) => row.user_id !== null);
  named.sort((a, b) => (a.full_name ?? '').localeCompare(b.full_name ?? '') || a.user_id! - b.user_id!);
  const unowned = figures.find((row) => row.user_id === null);
  return unowned ? [...named, unowned] : named;
}
