// Broker contacts of the platform: the list with its filters, status changes and deletion,
// scoped to the platform organization the caller acts in (another one's broker is a 404).
import { and, count, eq, inArray } from 'drizzle-orm';
import type { BrokerStatus } from '../../../shared/contacts.ts';
import type { Database } from '../../db/client.ts';
import { contactBrokers } from '../../db/contacts-schema.ts';
import { notFound } from '../../http/errors.ts';
import { onlyIds, orderBy, paginate, searchAcross } from '../../http/lists.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { lockFreshVersion } from '../../http/versions.ts';
import { currentTime } from '../../services/clock.ts';
import type { BrokerListQuery } from '../../../shared/schemas/contacts.ts';
import { toBrokerResource } from './contacts.resources.ts';
import { platformOrganizationOf } from './platform.ts';

const b = contactBrokers;
const SORT_COLUMNS = {
  full_name: b.full_name,
  orn: b.orn,
  company_name: b.company_name,
  status: b.status,
  last_contacted_at: b.last_contacted_at,
  created_at: b.created_at,
  updated_at: b.updated_at,
  id: b.id,
};

/** The brokers of the platform organization `organizationId`. */
export const ofBrokerPlatform = (organizationId: number) => eq(b.organization_id, organizationId);

export async function listBrokers(db: Database, tenant: TenantContext, query: BrokerListQuery) {
  const organizationId = platformOrganizationOf(tenant);
  const where = and(
    ofBrokerPlatform(organizationId),
    onlyIds(b.id, query.ids),
    query.status?.length ? inArray(b.status, query.status) : undefined,
    searchAcross([b.full_name, b.phone, b.email, b.orn, b.company_name], query.search),
  );
  return paginate(
    query,
    async (limit, offset) =>
      (
        await db
          .select()
          .from(b)
          .where(where)
          .orderBy(...orderBy(SORT_COLUMNS, query, b.id))
          .limit(limit)
          .offset(offset)
      ).map(toBrokerResource),
    async () => (await db.select({ n: count() }).from(b).where(where))[0]!.n,
  );
}

export async function changeBrokerStatus(db: Database, tenant: TenantContext, brokerId: number, status: BrokerStatus) {
  const organizationId = platformOrganizationOf(tenant);
  const now = currentTime();
  const row = await db.transaction(async (tx) => {
    await lockFreshVersion(
      tx,
      b,
      brokerId,
      async () => toBrokerResource((await tx.select().from(b).where(eq(b.id, brokerId)))[0]!),
      ofBrokerPlatform(organizationId),
    );
    const [updated] = await tx
      .update(b)
      .set(status === 'contacted' ? { status, last_contacted_at: now, updated_at: now } : { status, updated_at: now })
      .where(and(eq(b.id, brokerId), ofBrokerPlatform(organizationId)))
      .returning();
    return updated;
  });
  if (!row) throw notFound();
  return { data: toBrokerResource(row), message: 'Broker status updated.' };
}

export async function deleteBroker(db: Database, tenant: TenantContext, brokerId: number) {
  const organizationId = platformOrganizationOf(tenant);
  const deleted = await db
    .delete(b)
    .where(and(eq(b.id, brokerId), ofBrokerPlatform(organizationId)))
    .returning({ id: b.id });
  if (deleted.length === 0) throw notFound();
  return { message: 'Broker deleted.' };
}
