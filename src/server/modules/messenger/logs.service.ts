// Message logs of the platform: every message queued, sent or failed, newest first, with the
// filters the log screen offers (what became of a message among them: sent, or only logged), and
// one log with what the provider answered.
import { and, count, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { messageLogs } from '../../db/contacts-schema.ts';
import { users } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { onlyIds, orderBy, paginate, searchAcross } from '../../http/lists.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { organizationTimeZone, withinRange } from '../../services/time-zones.ts';
import { platformOrganizationOf } from '../contacts/platform.ts';
import type { MessageOutcome } from '../../../shared/contacts.ts';
import type { LogListQuery } from '../../../shared/schemas/messenger.ts';
import { toLogDetailResource, toLogResource } from './messenger.resources.ts';

const l = messageLogs;
const SORT_COLUMNS = { created_at: l.created_at, sent_at: l.sent_at, status: l.status, recipient_name: l.recipient_name, id: l.id };

/** The rows of one outcome (messageOutcome in src/shared/contacts.ts, as SQL). */
function outcomeIs(outcome: MessageOutcome): SQL {
  if (outcome === 'logged') return and(eq(l.provider, 'log'), inArray(l.status, ['sent', 'delivered']))!;
  if (outcome === 'sent' || outcome === 'delivered') return and(eq(l.status, outcome), ne(l.provider, 'log'))!;
  return eq(l.status, outcome);
}

export async function listLogs(db: Database, tenant: TenantContext, query: LogListQuery) {
  const organizationId = platformOrganizationOf(tenant);
  const where = and(
    eq(l.organization_id, organizationId),
    onlyIds(l.id, query.ids),
    query.provider?.length ? inArray(l.provider, query.provider) : undefined,
    query.status?.length ? inArray(l.status, query.status) : undefined,
    query.outcome?.length ? or(...query.outcome.map(outcomeIs)) : undefined,
    query.template_id ? eq(l.template_id, query.template_id) : undefined,
    query.company_id ? eq(l.company_id, query.company_id) : undefined,
    withinRange(l.created_at, query.created_from, query.created_to, await organizationTimeZone(db, organizationId)),
    searchAcross([l.recipient_name, l.recipient_phone], query.search),
  );
  return paginate(
    query,
    async (limit, offset) =>
      (
        await db
          .select({ log: l, sender: users.full_name })
          .from(l)
          .leftJoin(users, eq(users.id, l.sender_id))
          .where(where)
          .orderBy(...orderBy(SORT_COLUMNS, query, l.id))
          .limit(limit)
          .offset(offset)
      ).map((row) => toLogResource(row.log, row.sender)),
    async () => (await db.select({ n: count() }).from(l).where(where))[0]!.n,
  );
}

export async function showLog(db: Database, tenant: TenantContext, logId: number) {
  const organizationId = platformOrganizationOf(tenant);
  const [row] = await db
    .select({ log: l, sender: users.full_name })
    .from(l)
    .leftJoin(users, eq(users.id, l.sender_id))
    .where(and(eq(l.id, logId), eq(l.organization_id, organizationId)))
    .limit(1);
  if (!row) throw notFound();
  return { data: toLogDetailResource(row.log, row.sender) };
}
