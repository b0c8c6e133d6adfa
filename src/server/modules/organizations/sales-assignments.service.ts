// Which sales managers look after an organization. Only developer and broker organizations are
// assigned, and only to enabled sales managers of the platform.
import { and, asc, eq } from 'drizzle-orm';
import { platformRoleReaching } from '../../../shared/roles.ts';
import type { Database } from '../../db/client.ts';
import { memberships, organizations, salesAssignments, users } from '../../db/schema.ts';
import { conflict, fieldError, notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { findReachableOrganization } from './scope.ts';

export async function listSalesManagers(db: Database, tenant: TenantContext, organizationId: number) {
  await findReachableOrganization(db, tenant, organizationId);
  const rows = await db
    .select({ id: users.id, full_name: users.full_name, email: users.email, assigned_at: salesAssignments.created_at })
    .from(salesAssignments)
    .innerJoin(users, eq(users.id, salesAssignments.user_id))
    .where(eq(salesAssignments.organization_id, organizationId))
    .orderBy(asc(users.full_name));
  return { data: rows.map((row) => ({ ...row, assigned_at: row.assigned_at.toISOString() })) };
}

async function isSalesManager(db: Database, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: memberships.id })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organization_id))
    .where(
      and(
        eq(memberships.user_id, userId),
        eq(memberships.role, platformRoleReaching('assigned')),
        eq(memberships.enabled, true),
        eq(organizations.kind, 'platform'),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function assignSalesManager(db: Database, tenant: TenantContext, organizationId: number, userId: number) {
  const organization = await findReachableOrganization(db, tenant, organizationId);
  if (organization.kind === 'platform') throw conflict('Platform organizations are not assigned to sales managers.');
  if (!(await isSalesManager(db, userId))) throw fieldError('user_id', 'The user is not an enabled sales manager.');
  await db.insert(salesAssignments).values({ user_id: userId, organization_id: organizationId }).onConflictDoNothing();
  return { message: 'Sales manager assigned.' };
}

export async function unassignSalesManager(db: Database, tenant: TenantContext, organizationId: number, userId: number) {
  await findReachableOrganization(db, tenant, organizationId);
  const removed = await db
    .delete(salesAssignments)
    .where(and(eq(salesAssignments.organization_id, organizationId), eq(salesAssignments.user_id, userId)))
    .returning({ userId: salesAssignments.user_id });
  if (removed.length === 0) throw notFound();
  return { message: 'Sales manager unassigned.' };
}
