// The abilities a new organization API token may be given: `*` (everything its role may do) or
// matrix actions. A token acts with the organization's admin role, so only the actions that role
// holds are worth offering.
import { ACTIONS, can, type Action } from '../../../shared/permissions.ts';
import { ADMIN_ROLE_BY_KIND, type OrganizationKind } from '../../../shared/roles.ts';

export const ALL_ABILITIES = '*';

export function abilityChoicesFor(kind: OrganizationKind): string[] {
  const role = ADMIN_ROLE_BY_KIND[kind];
  const actions: Action[] = ACTIONS.filter((action) => action !== 'account' && action !== 'public' && can(action, role));
  return [ALL_ABILITIES, ...actions];
}

/** `*` already grants every action: choosing it alongside others keeps just `*`. */
export function normalizeAbilities(abilities: readonly string[]): string[] {
  if (abilities.includes(ALL_ABILITIES)) return [ALL_ABILITIES];
  return [...new Set(abilities)];
}
