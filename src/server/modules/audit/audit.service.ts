// The audit log for super admins: who did what, where and when, newest first, with filters.
import { and, count, desc, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLogs, organizations, users } from '../../db/schema.ts';
import { paginate } from '../../http/lists.ts';

export interface AuditFilters {
  page: number;
  per_page: number;
  user_id?: number;
  action?: string;
  from?: string;
  to?: string;
}

export async function listAuditLogs(db: Database, query: AuditFilters) {
  const where = and(
    query.user_id ? eq(auditLogs.user_id, query.user_id) : undefined,
    query.action ? eq(auditLogs.action, query.action) : undefined,
    query.from ? gte(auditLogs.occurred_at, new Date(`${query.from}T00:00:00Z`)) : undefined,
    // `to` is a whole day: everything before the next midnight.
    query.to ? lt(auditLogs.occurred_at, new Date(new Date(`${query.to}T00:00:00Z`).getTime() + 86_400_000)) : undefined,
  );
  return paginate(
    query,
    async (limit, offset) =>
      (
        await db
          .select({ log: auditLogs, userName: users.full_name, organizationName: organizations.name })
          .from(auditLogs)
          .leftJoin(users, eq(users.id, auditLogs.user_id))
          .leftJoin(organizations, eq(organizations.id, auditLogs.organization_id))
          .where(where)
          .orderBy(desc(auditLogs.occurred_at), desc(auditLogs.id))
          .limit(limit)
          .offset(offset)
      ).map(({ log, userName, organizationName }) => ({
        id: log.id,
        occurred_at: log.occurred_at.toISOString(),
        action: log.action,
        user_id: log.user_id,
        user_name: userName,
        organization_id: log.organization_id,
        organization_name: organizationName,
        subject_type: log.subject_type,
        subject_id: log.subject_id,
        ip: log.ip,
        details: log.details,
      })),
    async () => (await db.select({ n: count() }).from(auditLogs).where(where))[0]!.n,
  );
}
