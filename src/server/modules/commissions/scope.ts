// Who reaches which commission lines (docs/permissions.md commissions.*). commissions.view_all (the
// super admin, in the platform organization) reads every line; a developer admin reads his own
// organization's, a sales manager those of his assigned organizations' sales (the inventory scope,
// ../inventory/scope.ts). Approving, paying and the settings are commissions.manage: the developer
// admin, in his own organization. A line outside what the caller reads is a 404.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { can } from '../../../shared/permissions.ts';
import type { Executor } from '../../db/client.ts';
import { commissions } from '../../db/commissions-schema.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { viewableOrganizationIds, withinOrganizations } from '../inventory/scope.ts';

function readsEveryLine(tenant: TenantContext): boolean {
  return can('commissions.view_all', tenant.role) && tenant.organizationKind === 'platform' && !tenant.viaPlatformScope;
}

/** The lines the caller reads, narrowed to one developer organization when asked (403 outside his reach). */
export function readableCommissions(tenant: TenantContext, developerOrganizationId?: number | null): SQL {
  const organizationIds = readsEveryLine(tenant) ? null : viewableOrganizationIds(tenant);
  if (developerOrganizationId == null)
    return organizationIds === null ? sql`true` : withinOrganizations(commissions.organization_id, organizationIds);
  if (organizationIds !== null && !organizationIds.includes(developerOrganizationId))
    throw forbidden('This developer organization is not assigned to you.');
  return eq(commissions.organization_id, developerOrganizationId);
}

export type CommissionRow = typeof commissions.$inferSelect;

/** Whether the caller approves and pays this line: a developer admin of its organization, acting in it. */
export function managesCommission(tenant: TenantContext, line: { organization_id: number }): boolean {
  return (
    can('commissions.manage', tenant.role) &&
    tenant.organizationKind === 'developer' &&
    !tenant.viaPlatformScope &&
    tenant.organizationId === line.organization_id
  );
}

/** The line if the caller reads it, else 404; `lock` takes its row for the transaction. */
export async function findReadableCommission(db: Executor, tenant: TenantContext, id: number, lock = false): Promise<CommissionRow> {
  const query = db
    .select()
    .from(commissions)
    .where(and(eq(commissions.id, id), readableCommissions(tenant)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/** The developer organization whose commission settings the caller manages: his own. */
export function settingsOrganizationId(tenant: TenantContext): number {
  if (tenant.organizationKind !== 'developer' || tenant.viaPlatformScope)
    throw forbidden('Commission settings belong to developer organizations.');
  return tenant.organizationId;
}
