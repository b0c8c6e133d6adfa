// The home page of each access type (docs/product.md section 2, docs/permissions.md "Home pages"):
// the first of the work screens below that the role may open, by the matrix — the CRM's leads for
// the organizations' people, the inventory for the sales manager, the organizations for the super
// admin. Following the matrix, a role never lands on a screen it is refused.
import type { Action } from '../../shared/permissions.ts';
import type { Role } from '../../shared/roles.ts';
import { canAccessWith } from '../providers/resourceAccess.ts';
import { accountSettingsPath, NO_ORGANIZATIONS_PATH } from './paths.ts';

const HOMES: readonly { action: Action; path: string }[] = [
  { action: 'crm.interact', path: '/crm/leads' },
  { action: 'inventory.view', path: '/inventory/projects' },
  { action: 'organizations.list', path: '/auth/organizations' },
];

export function homePath(accessType: Role | null | undefined): string {
  if (accessType == null) return NO_ORGANIZATIONS_PATH;
  const home = HOMES.find(({ action }) => canAccessWith(accessType, { action }, true));
  // Every role has one of them; the account settings would be the one screen left to a role without.
  return home?.path ?? accountSettingsPath();
}
