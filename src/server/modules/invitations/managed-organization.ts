// Which organization an invitation call may touch: the same reach as every organization route
// (organizations/scope.ts) — an admin his own organization, a super admin any. Another
// tenant's organization is a 404, as everywhere else.
import type { Database } from '../../db/client.ts';
import type { organizations } from '../../db/schema.ts';
import { forbidden } from '../../http/errors.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { findReachableOrganization } from '../organizations/scope.ts';

/** The organization an invitation call touches, with the caller's context that reached it. */
export type ManagedOrganization = Pick<typeof organizations.$inferSelect, 'id' | 'name' | 'kind'> & { tenant: TenantContext };

export async function managedOrganization(
  db: Database,
  tenant: TenantContext | null,
  organizationId: number,
): Promise<ManagedOrganization> {
  if (!tenant) throw forbidden();
  const { id, name, kind } = await findReachableOrganization(db, tenant, organizationId);
  return { id, name, kind, tenant };
}
