// The six roles of docs/product.md section 6 and the organization kinds they belong to.
// Both runtimes import this; it must stay free of Node and DOM APIs.

export const ROLES = ['super_admin', 'super_admin_sales_manager', 'developer_admin', 'developer', 'broker_admin', 'broker'] as const;
export type Role = (typeof ROLES)[number];

/** The roles in words, as screens, mails and notifications name them (Arabic: vocabulary-ar.ts). */
export const ROLE_LABELS: Record<Role, string> = {
  super_admin: 'Super admin',
  super_admin_sales_manager: 'Sales manager',
  developer_admin: 'Developer admin',
  developer: 'Developer',
  broker_admin: 'Broker admin',
  broker: 'Broker',
};

export const ORGANIZATION_KINDS = ['platform', 'developer', 'broker'] as const;
export type OrganizationKind = (typeof ORGANIZATION_KINDS)[number];

export const ORGANIZATION_STATUSES = ['pending', 'changes_requested', 'rejected', 'active', 'suspended'] as const;
export type OrganizationStatus = (typeof ORGANIZATION_STATUSES)[number];

/**
 * The statuses an organization's update may set. `changes_requested` and `rejected` belong to a
 * signup's review (docs/domain.md "Organizations and people"), set by its own actions with a message.
 */
export const SETTABLE_ORGANIZATION_STATUSES = ['pending', 'active', 'suspended'] as const;
export type SettableOrganizationStatus = (typeof SETTABLE_ORGANIZATION_STATUSES)[number];

export function isSettableOrganizationStatus(status: string): status is SettableOrganizationStatus {
  return (SETTABLE_ORGANIZATION_STATUSES as readonly string[]).includes(status);
}

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

/**
 * How far each platform role reaches into other organizations (docs/domain.md): the super admin
 * every organization, the sales manager the ones assigned to him (sales assignments, which also
 * follow the organizations he brings in). Any other role reaches only where it is a member.
 * What a role may do there is the matrix's (src/shared/permissions.ts); this is only how far.
 */
const PLATFORM_REACH = {
  super_admin: 'all',
  super_admin_sales_manager: 'assigned',
} as const satisfies Partial<Record<Role, string>>;
export type PlatformReach = (typeof PLATFORM_REACH)[keyof typeof PLATFORM_REACH];

/** The role's reach beyond its own organization; null for a role that has none. */
export function platformReachOf(role: Role): PlatformReach | null {
  return (PLATFORM_REACH as Partial<Record<Role, PlatformReach>>)[role] ?? null;
}

/** The platform role with `reach`. */
export function platformRoleReaching(reach: PlatformReach): Role {
  return PLATFORM_ROLES.find((role) => platformReachOf(role) === reach)!;
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function kindOfRole(role: Role): OrganizationKind {
  return (Object.keys(ROLES_BY_KIND) as OrganizationKind[]).find((kind) => ROLES_BY_KIND[kind].includes(role))!;
}
