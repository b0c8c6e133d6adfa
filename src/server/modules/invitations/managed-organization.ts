// Which organization an invitation call may touch. The tenant context has already checked the
// caller's role where he acts; the path's organization must be that one, unless the caller's
// scope is every organization (a super admin). Anything else is refused before any lookup.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { organizations } from '../../db/schema.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/request-context.ts';

export type ManagedOrganization = Pick<typeof organizations.$inferSelect, 'id' | 'name' | 'kind'>;

export async function managedOrganization(db: Database, tenant: TenantContext | null, organizationId: number): Promise<ManagedOrganization> {
  if (!tenant) throw forbidden();
  if (tenant.organizationId !== organizationId && tenant.platformScope !== 'all') {
    throw forbidden('You can only manage the members of the organization you act in.');
  }
  const [organization] = await db
    .select({ id: organizations.id, name: organizations.name, kind: organizations.kind })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  if (!organization) throw notFound();
  return organization;
}
