// The audit log for super admins: who did what, where and when, on what, newest first, with filters.
// One statement per page: the user and organization names come from joins, never per row; the
// subject's name was stored with the entry (src/server/modules/audit/audit-subjects.ts says why).
import { and, asc, count, desc, eq, like, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { auditLogs, organizations, users } from '../../db/schema.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { organizationTimeZone, withinRange } from '../../services/time-zones.ts';
import { escapeLike, onlyIds, paginate, searchAcross, toOptions } from '../../http/lists.ts';

export interface AuditFilters {
  page: number;
  per_page: number;
  order: 'asc' | 'desc';
  search?: string;
  ids?: number[];
  user_id?: number;
  /** The organization the entry happened in or is about (its subject's); not `organization_id`, the caller's tenant. */
  organization?: number;
  /** An exact action, or a family when it ends with a dot (`crm.` → every CRM action). */
  action?: string;
  from?: string;
  to?: string;
}

/** The subject's organization, beside the caller's (`organizations`). */
const subjectOrganizations = alias(organizations, 'subject_organizations');

function actionFilter(action: string | undefined): SQL | undefined {
  if (!action) return undefined;
  if (!action.endsWith('.')) return eq(auditLogs.action, action);
  return like(auditLogs.action, `${escapeLike(action)}%`);
}

function whereOf(query: AuditFilters, timeZone: string): SQL | undefined {
  return and(
    onlyIds(auditLogs.id, query.ids),
    query.user_id ? eq(auditLogs.user_id, query.user_id) : undefined,
    query.organization
      ? or(eq(auditLogs.organization_id, query.organization), eq(auditLogs.subject_organization_id, query.organization))
      : undefined,
    actionFilter(query.action),
    // Days of the reader's organization; `to` is a whole day: everything before its next midnight.
    withinRange(
      auditLogs.occurred_at,
      query.from ? { end: 'from', day: query.from } : undefined,
      query.to ? { end: 'to', day: query.to } : undefined,
      timeZone,
    ),
    // The email a failed sign-in named is in its details: nobody was signed in to join.
    searchAcross(
      [
        auditLogs.action,
        auditLogs.ip,
        users.full_name,
        users.email,
        organizations.name,
        auditLogs.subject_label,
        sql`${auditLogs.details}->>'email'`,
      ],
      query.search,
    ),
  );
}

export async function listAuditLogs(db: Database, tenant: TenantContext, query: AuditFilters) {
  const where = whereOf(query, await organizationTimeZone(db, tenant.organizationId));
  return paginate(
    query,
    async (limit, offset) =>
      (
        await db
          .select({
            log: auditLogs,
            userName: users.full_name,
            userEmail: users.email,
            organizationName: organizations.name,
            subjectOrganizationName: subjectOrganizations.name,
          })
          .from(auditLogs)
          .leftJoin(users, eq(users.id, auditLogs.user_id))
          .leftJoin(organizations, eq(organizations.id, auditLogs.organization_id))
          .leftJoin(subjectOrganizations, eq(subjectOrganizations.id, auditLogs.subject_organization_id))
          .where(where)
          .orderBy(
            ...(query.order === 'asc'
              ? [asc(auditLogs.occurred_at), asc(auditLogs.id)]
              : [desc(auditLogs.occurred_at), desc(auditLogs.id)]),
          )
          .limit(limit)
          .offset(offset)
      ).map(({ log, userName, userEmail, organizationName, subjectOrganizationName }) => ({
        id: log.id,
        occurred_at: log.occurred_at.toISOString(),
        action: log.action,
        user_id: log.user_id,
        user_name: userName,
        user_email: userEmail,
        organization_id: log.organization_id,
        organization_name: organizationName,
        subject_type: log.subject_type,
        subject_id: log.subject_id,
        subject_label: log.subject_label,
        subject_organization_id: log.subject_organization_id,
        subject_organization_name: subjectOrganizationName,
        ip: log.ip,
        details: log.details,
      })),
    // Only the search reads the joined names: without one the count reads the log alone.
    async () => {
      const counted = db.select({ n: count() }).from(auditLogs).$dynamic();
      const joined = query.search
        ? counted.leftJoin(users, eq(users.id, auditLogs.user_id)).leftJoin(organizations, eq(organizations.id, auditLogs.organization_id))
        : counted;
      return (await joined.where(where))[0]!.n;
    },
  );
}

/**
 * The actions the log holds, for the action filter (the client shows their labels). A loose index
 * scan of (action, occurred_at): one probe per distinct action, where SELECT DISTINCT read the
 * whole index — and the log only grows, while its actions are a few dozen.
 */
export async function auditActionOptions(db: Database) {
  // Raw SQL (drizzle has no recursive CTE); both drivers, pg and PGlite, answer it with `rows`.
  const result = (await db.execute(sql`
    with recursive found(action) as (
      (select action from ${auditLogs} order by action limit 1)
      union all
      select (select later.action from ${auditLogs} as later where later.action > found.action order by later.action limit 1)
      from found
      where found.action is not null
    )
    select action from found where action is not null`)) as { rows: { action: string }[] };
  return toOptions(
    result.rows,
    (row) => row.action,
    (row) => row.action,
  );
}
