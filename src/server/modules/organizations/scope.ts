// Which organizations a caller may see through the organization routes: a super admin every
// one, a sales manager those assigned to him, an organization's admin his own. Anything else
// is a 404, so callers never learn that another tenant's organization exists.
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { platformReachOf } from '../../../shared/roles.ts';
import type { Executor } from '../../db/client.ts';
import { organizations } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/request-context.ts';

export function canReachOrganization(tenant: TenantContext, organizationId: number): boolean {
  const reach = platformReachOf(tenant.role);
  if (reach === 'all' && tenant.platformScope === 'all') return true;
  if (reach === 'assigned') return Array.isArray(tenant.platformScope) && tenant.platformScope.includes(organizationId);
  return !tenant.viaPlatformScope && tenant.organizationId === organizationId;
}

/** The WHERE condition of an organizations query for this caller. */
export function reachableOrganizations(tenant: TenantContext): SQL | undefined {
  const reach = platformReachOf(tenant.role);
  if (reach === 'all' && tenant.platformScope === 'all') return undefined;
  if (reach === 'assigned') {
    const ids = Array.isArray(tenant.platformScope) ? tenant.platformScope : [];
    return ids.length ? inArray(organizations.id, ids) : sql`false`;
  }
  return eq(organizations.id, tenant.organizationId);
}

/** The organization row if the caller may reach it (locked for the transaction when `forUpdate`), else 404. */
export async function findReachableOrganization(
  db: Executor,
  tenant: TenantContext,
  organizationId: number,
  options: { forUpdate?: boolean } = {},
) {
  if (!canReachOrganization(tenant, organizationId)) throw notFound();
  const query = db.select().from(organizations).where(eq(organizations.id, organizationId)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

export type OrganizationRow = typeof organizations.$inferSelect;
