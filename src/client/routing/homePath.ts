// The home page of each access type (docs/product.md section 2, docs/permissions.md "Home pages").
import type { Role } from '../../shared/roles.ts';
import { NO_ORGANIZATIONS_PATH } from './paths.ts';

export function homePath(accessType: Role | null | undefined): string {
  switch (accessType) {
    case null:
    case undefined:
      return NO_ORGANIZATIONS_PATH;
    case 'super_admin_sales_manager':
      return '/inventory/projects';
    case 'super_admin':
      return '/auth/organizations';
    default:
      return '/crm/leads';
  }
}
