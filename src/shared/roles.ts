// The six roles of docs/product.md section 6 and the organization kinds they belong to.
// Both runtimes import this; it must stay free of Node and DOM APIs.

export const ROLES = [
  'super_admin',
  'super_admin_sales_manager',
  'developer_admin',
  'developer',
  'broker_admin',
  'broker',
] as const;
export type Role = (typeof ROLES)[number];

export const ORGANIZATION_KINDS = ['platform', 'developer', 'broker'] as const;
export type OrganizationKind = (typeof ORGANIZATION_KINDS)[number];

export const ORGANIZATION_STATUSES = ['pending', 'active', 'suspended'] as const;
export type OrganizationStatus = (typeof ORGANIZATION_STATUSES)[number];

/** Roles a membership may hold in an organization of each kind (docs/domain.md). */
export const ROLES_BY_KIND: Record<OrganizationKind, readonly Role[]> = {
  platform: ['super_admin', 'super_admin_sales_manager'],
  developer: ['developer_admin', 'developer'],
  broker: ['broker_admin', 'broker'],
};

/** The admin role of each kind: an organization API token acts with it. */
export const ADMIN_ROLE_BY_KIND: Record<OrganizationKind, Role> = {
  platform: 'super_admin',
  developer: 'developer_admin',
  broker: 'broker_admin',
};

/** Platform roles reach other organizations through their scope, not membership. */
export const PLATFORM_ROLES: readonly Role[] = ROLES_BY_KIND.platform;

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function kindOfRole(role: Role): OrganizationKind {
  return (Object.keys(ROLES_BY_KIND) as OrganizationKind[]).find((kind) => ROLES_BY_KIND[kind].includes(role))!;
}
