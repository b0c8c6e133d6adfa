// The roles a membership may hold in an organization of a kind (src/shared/roles.ts
// ROLES_BY_KIND), as select choices with their translated names.
import { ROLES_BY_KIND, type OrganizationKind, type Role } from '../../shared/roles.ts';

export function rolesForKind(kind: OrganizationKind): readonly Role[] {
  return ROLES_BY_KIND[kind];
}

export function roleChoicesForKind(kind: OrganizationKind): { id: Role; name: string }[] {
  return rolesForKind(kind).map((role) => ({ id: role, name: `roles.${role}` }));
}
