// Who may act in which organization: memberships (enabled, in an active organization) and the
// platform roles' wider scope (a super admin reaches every organization, a sales manager the
// ones assigned to him). The tenant-context plugin and the session answers both read it here.
import { and, asc, eq, or } from 'drizzle-orm';
import type { SessionOrganization } from '../../../shared/api.ts';
import {
  ADMIN_ROLE_BY_KIND,
  platformReachOf,
  platformRoleReaching,
  type OrganizationKind,
  type PlatformReach,
  type Role,
} from '../../../shared/roles.ts';
import type { Database } from '../../db/client.ts';
import { memberships, organizations, salesAssignments } from '../../db/schema.ts';
import type { TenantContext } from '../../http/request-context.ts';

/** The organizations shown in a user's session: memberships of active organizations. */
export async function sessionOrganizations(
  db: Database,
  userId: number,
  logoUrl: (id: number) => string | null,
): Promise<SessionOrganization[]> {
  const rows = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      kind: organizations.kind,
      logo_path: organizations.logo_path,
      time_zone: organizations.time_zone,
      country: organizations.country,
      role: memberships.role,
      enabled: memberships.enabled,
    })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organization_id))
    .where(and(eq(memberships.user_id, userId), eq(organizations.status, 'active')))
    .orderBy(asc(memberships.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    kind: row.kind,
    logo_url: row.logo_path ? logoUrl(row.id) : null,
    time_zone: row.time_zone,
    country: row.country,
    pivot_role: row.role,
    pivot_enabled: row.enabled,
  }));
}

/** The kind of an organization that can be acted in (active), or null. */
async function activeOrganizationKind(db: Database, organizationId: number): Promise<OrganizationKind | null> {
  const [row] = await db
    .select({ kind: organizations.kind })
    .from(organizations)
    .where(and(eq(organizations.id, organizationId), eq(organizations.status, 'active')))
    .limit(1);
  return row?.kind ?? null;
}

async function assignedOrganizationIds(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: salesAssignments.organization_id })
    .from(salesAssignments)
    .innerJoin(organizations, eq(organizations.id, salesAssignments.organization_id))
    .where(and(eq(salesAssignments.user_id, userId), eq(organizations.status, 'active')));
  return rows.map((row) => row.id);
}

/**
 * The tenant context of a user acting in `organizationId`, or null when he may not act there.
 * A membership in the organization itself wins; otherwise a platform membership whose scope
 * covers the organization lends its role.
 */
export async function resolveUserTenant(db: Database, userId: number, organizationId: number): Promise<TenantContext | null> {
  const rows = await db
    .select({
      organizationId: organizations.id,
      kind: organizations.kind,
      role: memberships.role,
    })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organization_id))
    .where(
      and(
        eq(memberships.user_id, userId),
        eq(memberships.enabled, true),
        eq(organizations.status, 'active'),
        or(eq(organizations.id, organizationId), eq(organizations.kind, 'platform')),
      ),
    );
  const platformRoles = rows.filter((row) => row.kind === 'platform').map((row) => row.role);
  // The widest reach among his platform memberships (a super admin's wins over a sales manager's).
  const reach: PlatformReach | null = platformRoles.some((role) => platformReachOf(role) === 'all')
    ? 'all'
    : platformRoles.some((role) => platformReachOf(role) === 'assigned')
      ? 'assigned'
      : null;
  const platformScope: TenantContext['platformScope'] =
    reach === 'all' ? 'all' : reach === 'assigned' ? await assignedOrganizationIds(db, userId) : [];

  const direct = rows.find((row) => row.organizationId === organizationId);
  if (direct) {
    return { organizationId, organizationKind: direct.kind, role: direct.role, viaPlatformScope: false, platformScope, userId };
  }
  const platformRole: Role | null = reach ? platformRoleReaching(reach) : null;
  if (!platformRole) return null;
  if (platformScope !== 'all' && !platformScope.includes(organizationId)) return null;
  const kind = await activeOrganizationKind(db, organizationId);
  if (!kind) return null;
  return { organizationId, organizationKind: kind, role: platformRole, viaPlatformScope: true, platformScope, userId };
}

/** An organization API token acts in its own organization only, as that organization's admin. */
export async function resolveOrganizationTokenTenant(db: Database, organizationId: number): Promise<TenantContext | null> {
  const kind = await activeOrganizationKind(db, organizationId);
  if (!kind) return null;
  return {
    organizationId,
    organizationKind: kind,
    role: ADMIN_ROLE_BY_KIND[kind],
    viaPlatformScope: false,
    platformScope: kind === 'platform' ? 'all' : [],
    userId: null,
  };
}
