// Contacts and messages are the platform's own records: they belong to the platform organization
// the caller acts in. A super admin or sales manager acting in a developer or broker organization
// (through his platform scope) is refused here, so those records never mix with a tenant's.
import { forbidden } from '../../http/errors.ts';
import type { TenantContext } from '../../http/request-context.ts';

export function platformOrganizationOf(tenant: TenantContext): number {
  if (tenant.organizationKind !== 'platform')
    throw forbidden('Contacts and messages belong to the platform: act in the platform organization.');
  return tenant.organizationId;
}
