// All users, for platform staff: a super admin sees everyone, a sales manager the members of
// the organizations assigned to him. One user's page (super admin) adds memberships and the
// user's signed-in devices. Memberships of a page are read in one query, never one per user.
import { and, asc, count, eq, exists, gte, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { OrganizationKind, Role } from '../../../shared/roles.ts';
import type { Database } from '../../db/client.ts';
import { accessTokens, memberships, organizations, users } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { onlyIds, orderBy, paginate, searchAcross, toOptions, type ListQuery } from '../../http/lists.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { currentTime } from '../../services/clock.ts';

export const USER_SORTS = ['full_name', 'email', 'created_at', 'last_login_at'] as const;
type UserSort = (typeof USER_SORTS)[number];

export interface UserFilters extends ListQuery<UserSort> {
  role?: Role;
  member_of?: number;
  active_within_days?: number;
}

/** Users who signed in or used a session within the last `days` days (to now). */
export function activeWithin(days: number, now: Date = currentTime()): SQL {
  return gte(users.last_active_at, new Date(now.getTime() - days * 86_400_000));
}

const SORT_COLUMNS = { full_name: users.full_name, email: users.email, created_at: users.created_at, last_login_at: users.last_login_at };

export function membershipWhere(tenant: TenantContext, filters: { role?: Role; member_of?: number }): SQL | undefined {
  const scope =
    tenant.platformScope === 'all'
      ? undefined
      : inArray(memberships.organization_id, tenant.platformScope.length ? tenant.platformScope : [0]);
  const conditions = [
    scope,
    filters.role ? eq(memberships.role, filters.role) : undefined,
    filters.member_of ? eq(memberships.organization_id, filters.member_of) : undefined,
  ].filter(Boolean);
  if (conditions.length === 0) return undefined;
  return exists(
    // A correlated subquery keeps one row per user whatever the number of memberships.
    sql`(select 1 from ${memberships} where ${memberships.user_id} = ${users.id} and ${and(...conditions)})`,
  );
}

async function membershipsOf(db: Database, userIds: number[]) {
  if (userIds.length === 0) return new Map<number, ReturnType<typeof toMembership>[]>();
  const rows = await db
    .select({
      user_id: memberships.user_id,
      organization_id: organizations.id,
      organization_name: organizations.name,
      organization_kind: organizations.kind,
      role: memberships.role,
      enabled: memberships.enabled,
      updated_at: memberships.updated_at,
    })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organization_id))
    .where(inArray(memberships.user_id, userIds))
    .orderBy(asc(organizations.name));
  const byUser = new Map<number, ReturnType<typeof toMembership>[]>();
  for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), toMembership(row)]);
  return byUser;
}

function toMembership(row: {
  organization_id: number;
  organization_name: string;
  organization_kind: OrganizationKind;
  role: Role;
  enabled: boolean;
  updated_at: Date;
}) {
  return {
    organization_id: row.organization_id,
    organization_name: row.organization_name,
    organization_kind: row.organization_kind,
    role: row.role,
    enabled: row.enabled,
    // The membership's version: the enable/disable toggle is based on it (docs/api.md "Versions").
    updated_at: row.updated_at.toISOString(),
  };
}

const userColumns = {
  id: users.id,
  full_name: users.full_name,
  email: users.email,
  phone: users.phone,
  two_factor_confirmed_at: users.two_factor_confirmed_at,
  last_login_at: users.last_login_at,
  created_at: users.created_at,
};

function toUserResource(row: {
  id: number;
  full_name: string;
  email: string;
  phone: string | null;
  two_factor_confirmed_at: Date | null;
  last_login_at: Date | null;
  created_at: Date;
}) {
  return {
    id: row.id,
    full_name: row.full_name,
    email: row.email,
    phone: row.phone,
    has_enabled_two_factor_auth: row.two_factor_confirmed_at !== null,
    last_login_at: row.last_login_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

export async function listUsers(db: Database, tenant: TenantContext, query: UserFilters) {
  const where = and(
    membershipWhere(tenant, query),
    onlyIds(users.id, query.ids),
    query.active_within_days ? activeWithin(query.active_within_days) : undefined,
    searchAcross([users.full_name, users.email, users.phone], query.search),
  );
  return paginate(
    query,
    async (limit, offset) => {
      const rows = await db
        .select(userColumns)
        .from(users)
        .where(where)
        .orderBy(...orderBy(SORT_COLUMNS, query, users.id))
        .limit(limit)
        .offset(offset);
      const byUser = await membershipsOf(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => ({ ...toUserResource(row), memberships: byUser.get(row.id) ?? [] }));
    },
    async () => (await db.select({ n: count() }).from(users).where(where))[0]!.n,
  );
}

export async function userOptions(db: Database, tenant: TenantContext, query: { search?: string; role?: Role }) {
  const rows = await db
    .select({ id: users.id, full_name: users.full_name, email: users.email })
    .from(users)
    .where(and(membershipWhere(tenant, query), searchAcross([users.full_name, users.email], query.search)))
    .orderBy(asc(users.full_name))
    .limit(100);
  return toOptions(
    rows,
    (row) => row.id,
    (row) => `${row.full_name} <${row.email}>`,
  );
}

export async function showUser(db: Database, userId: number) {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw notFound();
  const devices = await db
    .select({
      id: accessTokens.id,
      name: accessTokens.name,
      last_used_at: accessTokens.last_used_at,
      created_at: accessTokens.created_at,
      expires_at: accessTokens.expires_at,
    })
    .from(accessTokens)
    .where(and(eq(accessTokens.user_id, userId), isNotNull(accessTokens.user_id)))
    .orderBy(asc(accessTokens.created_at));
  return {
    data: {
      ...toUserResource(row),
      memberships: (await membershipsOf(db, [userId])).get(userId) ?? [],
      devices: devices.map((device) => ({
        id: device.id,
        name: device.name,
        last_used_at: device.last_used_at?.toISOString() ?? null,
        created_at: device.created_at.toISOString(),
        expires_at: device.expires_at?.toISOString() ?? null,
      })),
    },
  };
}
