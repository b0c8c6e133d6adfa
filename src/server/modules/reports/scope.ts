// Whose records a report reads (docs/product.md "Reports"). The inventory reports read the units the
// inventory lists show (../inventory/scope.ts): the developer admin his organization's, the sales
// manager his assigned developer organizations' (narrowed to the one he picks), and the super
// admin, who lists no inventory of his own, the one developer organization he picks. The CRM
// reports read the caller's own organization, as the CRM lists do.
import { fieldError } from '../../http/errors.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { listedOrganizationIds } from '../inventory/scope.ts';

/** The developer organizations an inventory report covers. */
export function reportOrganizationIds(tenant: TenantContext, developerOrganizationId: number | undefined): number[] {
  if (tenant.platformScope === 'all' && tenant.organizationKind === 'platform') {
    if (developerOrganizationId === undefined) throw fieldError('developer_organization_id', 'Choose a developer organization.');
    return [developerOrganizationId];
  }
  return listedOrganizationIds(tenant, developerOrganizationId);
}
