// The super admin's dashboard (docs/api.md "Dashboards"): the platform as a whole — its
// organizations by kind and status, the signups not yet decided, the users active lately, and
// the messages sent and failed by provider. Each widget is one aggregate statement over the same
// rows its list shows (organizations, users), or over the message logs counted per day (kept
// exact by triggers), so every count agrees with that list's filtered total and a request costs
// the same statements whatever the data size.
import { and, asc, count, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import {
  ACTIVE_USER_WINDOWS,
  SENT_MESSAGE_STATUSES,
  type ActiveUsersRow,
  type MessagesByProviderRow,
  type OrganizationsByKindRow,
  type PendingSignupsRow,
} from '../../../shared/dashboards.ts';
import type { DashboardRange } from '../../../shared/schemas/dashboards.ts';
import type { MessageStatus } from '../../../shared/contacts.ts';
import type { SignupKind } from '../../../shared/signup.ts';
import type { Executor } from '../../db/client.ts';
import { messageLogsByDay } from '../../db/contacts-schema.ts';
import { organizations, users } from '../../db/schema.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { currentTime } from '../../services/clock.ts';
import { platformOrganizationOf } from '../contacts/platform.ts';
import { reachableOrganizations } from '../organizations/scope.ts';
import { signupStage } from '../signup/signup.queries.ts';
import { activeWithin } from '../users/users.service.ts';

/** Every organization by kind and status, as the organizations list counts them. */
export async function organizationsByKind(db: Executor, tenant: TenantContext): Promise<OrganizationsByKindRow[]> {
  platformOrganizationOf(tenant);
  return db
    .select({ kind: organizations.kind, status: organizations.status, organizations: count() })
    .from(organizations)
    .where(reachableOrganizations(tenant))
    .groupBy(organizations.kind, organizations.status)
    .orderBy(asc(organizations.kind), asc(organizations.status));
}

/** The signups not yet decided, by kind and stage (in progress, awaiting review, changes requested). */
export async function pendingSignups(db: Executor, tenant: TenantContext): Promise<PendingSignupsRow[]> {
  platformOrganizationOf(tenant);
  const rows = await db
    .select({ kind: organizations.kind, stage: signupStage, organizations: count() })
    .from(organizations)
    .where(and(reachableOrganizations(tenant), isNotNull(signupStage)))
    .groupBy(sql`1`, sql`2`)
    .orderBy(sql`1`, sql`2`);
  return rows.map((row) => ({ kind: row.kind as SignupKind, stage: row.stage!, organizations: row.organizations }));
}

/** The users who signed in or used a session within the last 7 and the last 30 days (users.last_active_at). */
export async function activeUsers(db: Executor, tenant: TenantContext): Promise<ActiveUsersRow[]> {
  platformOrganizationOf(tenant);
  const now = currentTime();
  const [row] = await db
    .select(
      Object.fromEntries(
        ACTIVE_USER_WINDOWS.map((days) => [`d${days}`, sql<number>`count(*) filter (where ${activeWithin(days, now)})`.mapWith(Number)]),
      ),
    )
    .from(users)
    .where(activeWithin(Math.max(...ACTIVE_USER_WINDOWS), now));
  return ACTIVE_USER_WINDOWS.map((days) => ({ days, users: row?.[`d${days}`] ?? 0 }));
}

/**
 * The platform's messages created within the period, by provider: sent (or delivered), and failed.
 * Read from the logs counted per day, provider and status (`message_logs_by_day`,
 * docs/architecture.md "Messages by day"): a row per day, not every log of the period, so the
 * widget costs the same however long the message history.
 */
export async function messagesByProvider(db: Executor, tenant: TenantContext, range: DashboardRange): Promise<MessagesByProviderRow[]> {
  const organizationId = platformOrganizationOf(tenant);
  const c = messageLogsByDay;
  const counted = (statuses: readonly MessageStatus[]) =>
    sql<number>`coalesce(sum(${c.messages}) filter (where ${inArray(c.status, [...statuses])}), 0)`.mapWith(Number);
  return db
    .select({ provider: c.provider, sent: counted(SENT_MESSAGE_STATUSES), failed: counted(['failed']) })
    .from(c)
    .where(
      and(
        eq(c.organization_id, organizationId),
        inArray(c.status, [...SENT_MESSAGE_STATUSES, 'failed']),
        range.from ? gte(c.day, range.from) : undefined,
        range.to ? lte(c.day, range.to) : undefined,
      ),
    )
    .groupBy(c.provider)
    .orderBy(asc(c.provider));
}
