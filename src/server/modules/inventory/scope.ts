// Whose inventory a caller sees (docs/product.md section 6, docs/permissions.md inventory.*): a developer
// organization's members see their own; a sales manager acting in his platform organization sees
// every developer organization assigned to him, and acting in one of them (organization_id) sees
// that one only. Writes (inventory.manage, a developer admin's) always act in the caller's own
// organization. A record outside the scope is a 404, like any other tenant's record.
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { platformReachOf } from '../../../shared/roles.ts';
import { forbidden } from '../../http/errors.ts';
import type { TenantContext } from '../../http/request-context.ts';

/** The organizations whose inventory the caller may read. */
export function viewableOrganizationIds(tenant: TenantContext): number[] {
  if (platformReachOf(tenant.role) === 'assigned' && !tenant.viaPlatformScope && tenant.organizationKind === 'platform') {
    return Array.isArray(tenant.platformScope) ? tenant.platformScope : [];
  }
  return tenant.organizationKind === 'developer' ? [tenant.organizationId] : [];
}

/**
 * The viewable organizations narrowed by a list's `developer_organization_id` filter; a filter
 * outside the caller's reach is a 403 (the same answer as acting in an unassigned organization).
 */
export function listedOrganizationIds(tenant: TenantContext, developerOrganizationId: number | undefined): number[] {
  const viewable = viewableOrganizationIds(tenant);
  if (developerOrganizationId === undefined) return viewable;
  if (!viewable.includes(developerOrganizationId)) throw forbidden('This developer organization is not assigned to you.');
  return [developerOrganizationId];
}

/** `column IN (ids)`, or false for a caller who sees no inventory at all. */
export function withinOrganizations(column: AnyPgColumn, ids: number[]): SQL {
  return ids.length ? inArray(column, ids) : sql`false`;
}

/** The organization a write acts in: the developer admin's own. */
export function owningOrganizationId(tenant: TenantContext): number {
  if (tenant.organizationKind !== 'developer' || tenant.viaPlatformScope) throw forbidden('Inventory belongs to developer organizations.');
  return tenant.organizationId;
}
