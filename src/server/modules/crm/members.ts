// The people of the organization a CRM call acts in: who can be @mentioned, and who can own a
// lead or an activity. Only enabled members count; anyone else is refused with a 422 on the
// field that named him, never looked up in another organization.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { UserRef } from '../../../shared/crm.ts';
import type { Executor } from '../../db/client.ts';
import { memberships, users } from '../../db/schema.ts';
import { fieldError } from '../../http/errors.ts';
import { searchAcross, toOptions } from '../../http/lists.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { MAX_OPTIONS } from '../../../shared/api.ts';
import type { Role } from '../../../shared/roles.ts';

const enabledMemberOf = (organizationId: number) => and(eq(memberships.organization_id, organizationId), eq(memberships.enabled, true));

/** GET crm/mentions: the organization's enabled members as options, by name. */
export async function mentionOptions(db: Executor, tenant: TenantContext, search: string | undefined) {
  const rows = await db
    .select({ id: users.id, full_name: users.full_name })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.user_id))
    .where(and(enabledMemberOf(tenant.organizationId), searchAcross([users.full_name, users.email], search)))
    .orderBy(asc(users.full_name), asc(users.id))
    .limit(MAX_OPTIONS);
  return toOptions(
    rows,
    (row) => row.id,
    (row) => row.full_name,
  );
}

/** Those of `userIds` who are enabled members of the organization. */
export async function enabledMembers(db: Executor, organizationId: number, userIds: number[]): Promise<UserRef[]> {
  if (userIds.length === 0) return [];
  return db
    .select({ id: users.id, full_name: users.full_name })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.user_id))
    .where(and(enabledMemberOf(organizationId), inArray(memberships.user_id, userIds)));
}

/** The organization's enabled members of one role (e.g. its admins), by name. */
export async function enabledMembersWithRole(db: Executor, organizationId: number, role: Role): Promise<UserRef[]> {
  return db
    .select({ id: users.id, full_name: users.full_name })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.user_id))
    .where(and(enabledMemberOf(organizationId), eq(memberships.role, role)))
    .orderBy(asc(users.full_name), asc(users.id));
}

/** The owner a body names, or null for none; 422 on `field` unless he is an enabled member. */
export async function assignableOwner(
  db: Executor,
  organizationId: number,
  ownerId: number | null,
  field = 'owner_id',
): Promise<UserRef | null> {
  if (ownerId === null) return null;
  const [member] = await enabledMembers(db, organizationId, [ownerId]);
  if (!member) throw fieldError(field, 'The owner must be an enabled member of the organization.');
  return member;
}

/** Enabled members by lower-cased email (the import's owner column names owners by email). */
export async function enabledMembersByEmail(db: Executor, organizationId: number): Promise<Map<string, UserRef>> {
  const rows = await db
    .select({ id: users.id, full_name: users.full_name, email: sql<string>`lower(${users.email})` })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.user_id))
    .where(enabledMemberOf(organizationId));
  return new Map(rows.map((row) => [row.email, { id: row.id, full_name: row.full_name }]));
}

/** Names of users by id (history labels of owners who may have left since). */
export async function userNames(db: Executor, userIds: (number | null)[]): Promise<Map<number, string>> {
  const ids = [...new Set(userIds.filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, full_name: users.full_name }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.full_name]));
}
