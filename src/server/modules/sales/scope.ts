// Who reaches which sales (docs/permissions.md sales.*); the roles are the matrix's. sales.view_all
// (the super admin, in the platform organization) reads every sale; the others read the sales of
// the developer organizations in their inventory scope (../inventory/scope.ts): a developer
// organization's members their own, a sales manager those of his assigned organizations. Changing
// a sale (cancel, re-plan) and the fee settings are sales.manage (the developer admin) in his own
// organization. A sale outside what the caller reads is a 404, like any other tenant's record.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { can } from '../../../shared/permissions.ts';
import type { Executor } from '../../db/client.ts';
import { sales } from '../../db/sales-schema.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { viewableOrganizationIds, withinOrganizations } from '../inventory/scope.ts';

function readsEverySale(tenant: TenantContext): boolean {
  return can('sales.view_all', tenant.role) && tenant.organizationKind === 'platform' && !tenant.viaPlatformScope;
}

/**
 * `column` (a developer organization id) within the sales the caller reads, narrowed to one
 * developer organization when asked (403 outside his reach). The collections read it on the
 * schedule lines' own organization, so their index is the one that narrows.
 */
export function readableOrganizationsOn(column: AnyPgColumn, tenant: TenantContext, developerOrganizationId?: number | null): SQL {
  const organizationIds = readsEverySale(tenant) ? null : viewableOrganizationIds(tenant);
  if (developerOrganizationId == null) return organizationIds === null ? sql`true` : withinOrganizations(column, organizationIds);
  if (organizationIds !== null && !organizationIds.includes(developerOrganizationId))
    throw forbidden('This developer organization is not assigned to you.');
  return eq(column, developerOrganizationId);
}

/** The sales the caller reads, narrowed to one developer organization when asked (403 outside his reach). */
export function readableSales(tenant: TenantContext, developerOrganizationId?: number | null): SQL {
  return readableOrganizationsOn(sales.organization_id, tenant, developerOrganizationId);
}

export type SaleRow = typeof sales.$inferSelect;

/** The sale if the caller reads it, else 404; `lock` takes its row for the transaction. */
export async function findReadableSale(db: Executor, tenant: TenantContext, saleId: number, lock = false): Promise<SaleRow> {
  const query = db
    .select()
    .from(sales)
    .where(and(eq(sales.id, saleId), readableSales(tenant)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/** Whether the caller changes this sale: a developer admin of its organization, acting in it. */
export function managesSale(tenant: TenantContext, sale: { organization_id: number }): boolean {
  return (
    can('sales.manage', tenant.role) &&
    tenant.organizationKind === 'developer' &&
    !tenant.viaPlatformScope &&
    tenant.organizationId === sale.organization_id
  );
}

/** The sale a change is made to: one the caller reads (else 404) and manages (else 403). */
export async function findManagedSale(db: Executor, tenant: TenantContext, saleId: number): Promise<SaleRow> {
  const sale = await findReadableSale(db, tenant, saleId, true);
  if (!managesSale(tenant, sale)) throw forbidden('Only a developer admin of the organization may change this sale.');
  return sale;
}

/** The developer organization whose fee settings the caller manages: his own. */
export function feeSettingsOrganizationId(tenant: TenantContext): number {
  if (tenant.organizationKind !== 'developer' || tenant.viaPlatformScope)
    throw forbidden('Fee settings belong to developer organizations.');
  return tenant.organizationId;
}
