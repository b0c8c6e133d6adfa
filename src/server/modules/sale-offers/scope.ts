// Who reaches which sale offers (docs/permissions.md sale_offers.*); the roles are the matrix's.
// sale_offers.view_all (the super admin, in the platform organization) reads every offer; the
// others read the offers of the developer organizations in their inventory scope (scope.ts):
// all of them with sale_offers.list, only those they created with sale_offers.create alone (the
// developer). Changing an offer (details, units, plans) is its creator's, or any offer of his
// organization with sale_offers.manage (the developer admin), while it is a draft. An offer
// outside what the caller reads is a 404, like any other tenant's record.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { can } from '../../../shared/permissions.ts';
import type { StoredSaleOfferStatus } from '../../../shared/sale-offers.ts';
import { saleOffers } from '../../db/sales-schema.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { viewableOrganizationIds, withinOrganizations } from '../inventory/scope.ts';

function readsEveryOffer(tenant: TenantContext): boolean {
  return can('sale_offers.view_all', tenant.role) && tenant.organizationKind === 'platform' && !tenant.viaPlatformScope;
}

/** The developer organizations whose offers the caller reads (null: all of them). */
export function readableOrganizationIds(tenant: TenantContext): number[] | null {
  return readsEveryOffer(tenant) ? null : viewableOrganizationIds(tenant);
}

/** The offers the caller reads, narrowed to one developer organization when asked. */
export function readableOffers(tenant: TenantContext, developerOrganizationId?: number | null): SQL {
  const organizationIds = readableOrganizationIds(tenant);
  const narrowed =
    developerOrganizationId == null
      ? organizationIds
      : organizationIds === null || organizationIds.includes(developerOrganizationId)
        ? [developerOrganizationId]
        : null;
  if (developerOrganizationId != null && narrowed === null) throw forbidden('This developer organization is not assigned to you.');
  const inOrganizations = narrowed === null ? sql`true` : withinOrganizations(saleOffers.organization_id, narrowed);
  // Admitted by sale_offers.create alone (the developer), a caller reaches only what he created.
  if (!can('sale_offers.list', tenant.role))
    return and(inOrganizations, tenant.userId === null ? sql`false` : eq(saleOffers.created_by, tenant.userId))!;
  return inOrganizations;
}

/** The developer organization an offer is created in: one the caller reaches, else 404. */
export function creatableOrganizationId(tenant: TenantContext, organizationId: number): number {
  if (!viewableOrganizationIds(tenant).includes(organizationId)) throw notFound();
  return organizationId;
}

type EditableOffer = { organization_id: number; created_by: number | null; status: StoredSaleOfferStatus };

/** Whether the caller is one who builds this offer: its creator, or a developer admin of its organization. */
function isOfferBuilder(tenant: TenantContext, offer: Omit<EditableOffer, 'status'>): boolean {
  if (can('sale_offers.manage', tenant.role)) return viewableOrganizationIds(tenant).includes(offer.organization_id);
  if (!can('sale_offers.create', tenant.role)) return false;
  return tenant.userId !== null && offer.created_by === tenant.userId;
}

/** Whether the caller may change this offer now (details, units, plans): a builder, while it is a draft. */
export function canEditOffer(tenant: TenantContext, offer: EditableOffer): boolean {
  return offer.status === 'draft' && isOfferBuilder(tenant, offer);
}

export function canDeleteOffer(tenant: TenantContext, offer: { organization_id: number }): boolean {
  if (readsEveryOffer(tenant)) return true;
  return can('sale_offers.delete', tenant.role) && viewableOrganizationIds(tenant).includes(offer.organization_id);
}

/**
 * Refuses a caller who reads the offer but may not build it (403: he knows it exists), and a
 * change to an offer that is no longer a draft (409: what was sent stays as it was sent).
 */
export function assertCanEdit(tenant: TenantContext, offer: EditableOffer): void {
  if (!isOfferBuilder(tenant, offer)) throw forbidden('Only the offer’s creator or a developer admin may change this offer.');
  if (offer.status !== 'draft') throw conflict('Only a draft offer can be changed; this one was already sent.');
}
