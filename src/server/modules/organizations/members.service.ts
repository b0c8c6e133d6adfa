// The members of an organization: list, create a user straight into it, change a role (only
// roles of the organization's kind), enable/disable and remove. The last enabled admin is
// protected: the membership rows of the organization's admins are locked in the transaction,
// so two admins demoting each other at once cannot both succeed.
import { and, count, eq, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/languages.ts';
import type { CreateMemberBody, MEMBER_SORTS } from '../../../shared/schemas/organizations.ts';
import { ADMIN_ROLE_BY_KIND, ROLES_BY_KIND, type OrganizationKind, type Role } from '../../../shared/roles.ts';
import type { Database, Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/constraint-errors.ts';
import { memberships, users } from '../../db/schema.ts';
import { conflict, fieldError, notFound } from '../../http/errors.ts';
import { orderBy, paginate, searchAcross, type ListQuery } from '../../http/lists.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { lockFreshVersion } from '../../http/versions.ts';
import { createVerificationLink, type MailingContext } from '../auth/email-verification.service.ts';
import { hashPassword } from '../auth/passwords.ts';
import { findUserByEmail } from '../auth/users.queries.ts';
import { toMemberResource } from './organizations.resources.ts';
import { findReachableOrganization } from './scope.ts';

type MemberSort = (typeof MEMBER_SORTS)[number];

export interface MemberFilters extends ListQuery<MemberSort> {
  role?: Role;
  enabled?: boolean;
}

const memberColumns = {
  id: users.id,
  full_name: users.full_name,
  email: users.email,
  phone: users.phone,
  role: memberships.role,
  enabled: memberships.enabled,
  last_login_at: users.last_login_at,
  joined_at: memberships.created_at,
  updated_at: memberships.updated_at,
};

const SORT_COLUMNS = {
  full_name: users.full_name,
  email: users.email,
  role: memberships.role,
  enabled: memberships.enabled,
  created_at: memberships.created_at,
};

export async function listMembers(db: Database, tenant: TenantContext, organizationId: number, query: MemberFilters) {
  await findReachableOrganization(db, tenant, organizationId);
  const where = and(
    eq(memberships.organization_id, organizationId),
    query.role ? eq(memberships.role, query.role) : undefined,
    query.enabled === undefined ? undefined : eq(memberships.enabled, query.enabled),
    searchAcross([users.full_name, users.email], query.search),
  );
  return paginate(
    query,
    async (limit, offset) =>
      (
        await db
          .select(memberColumns)
          .from(memberships)
          .innerJoin(users, eq(users.id, memberships.user_id))
          .where(where)
          .orderBy(...orderBy(SORT_COLUMNS, query, users.id))
          .limit(limit)
          .offset(offset)
      ).map(toMemberResource),
    async () => (await db.select({ n: count() }).from(memberships).innerJoin(users, eq(users.id, memberships.user_id)).where(where))[0]!.n,
  );
}

function assertRoleFitsKind(role: Role, kind: OrganizationKind): void {
  if (!ROLES_BY_KIND[kind].includes(role)) {
    throw fieldError('role', `The role must be one of: ${ROLES_BY_KIND[kind].join(', ')}.`);
  }
}

async function memberResource(db: Executor, organizationId: number, userId: number) {
  const [row] = await db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.user_id))
    .where(and(eq(memberships.organization_id, organizationId), eq(memberships.user_id, userId)))
    .limit(1);
  if (!row) throw notFound();
  return toMemberResource(row);
}

/**
 * A new account made by the organization's admin: a member at once, its email verified by the link
 * mailed to it. It starts in `language`, the admin's: its owner has chosen none yet, and the one
 * who made it is the best guess, as an invitee's mail is in the inviter's (docs/api.md "Mails").
 */
export async function createMember(
  db: Database,
  mail: MailingContext,
  tenant: TenantContext,
  organizationId: number,
  body: CreateMemberBody,
  language: Language,
) {
  const organization = await findReachableOrganization(db, tenant, organizationId);
  assertRoleFitsKind(body.role, organization.kind);
  if (await findUserByEmail(db, body.email)) {
    throw fieldError('email', 'A user with this email already exists: invite them instead.');
  }
  const passwordHash = await hashPassword(body.password);
  try {
    const member = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ full_name: body.full_name, email: body.email, phone: body.phone, password_hash: passwordHash, locale: language })
        .returning({ id: users.id });
      await tx.insert(memberships).values({ user_id: user!.id, organization_id: organizationId, role: body.role, enabled: true });
      const verification = await createVerificationLink(
        tx,
        mail.publicUrl,
        { id: user!.id, full_name: body.full_name, email: body.email, locale: language },
        body.email,
      );
      return { member: await memberResource(tx, organizationId, user!.id), verification };
    });
    mail.mailer.queue(member.verification);
    return { data: member.member, message: 'User created.' };
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('email', 'A user with this email already exists: invite them instead.');
    throw error;
  }
}

/**
 * Runs `change` on one membership while the organization's admin memberships are locked, then
 * refuses (rolling back) if no enabled admin would be left.
 */
async function changeMembership(
  db: Database,
  tenant: TenantContext,
  organizationId: number,
  userId: number,
  change: (tx: Executor, kind: OrganizationKind) => Promise<void>,
  refusal: string,
) {
  const organization = await findReachableOrganization(db, tenant, organizationId);
  const adminRole = ADMIN_ROLE_BY_KIND[organization.kind];
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select ${memberships.id} from ${memberships} where ${memberships.organization_id} = ${organizationId} and ${memberships.role} = ${adminRole} for update`,
    );
    const [target] = await tx
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.organization_id, organizationId), eq(memberships.user_id, userId)))
      .limit(1);
    if (!target) throw notFound();
    await lockFreshVersion(tx, memberships, target.id, () => memberResource(tx, organizationId, userId));
    await change(tx, organization.kind);
    const [admins] = await tx
      .select({ n: count() })
      .from(memberships)
      .where(and(eq(memberships.organization_id, organizationId), eq(memberships.role, adminRole), eq(memberships.enabled, true)));
    if (admins!.n === 0) throw conflict(refusal);
  });
}

const membershipOf = (organizationId: number, userId: number) =>
  and(eq(memberships.organization_id, organizationId), eq(memberships.user_id, userId));

export async function changeRole(db: Database, tenant: TenantContext, organizationId: number, userId: number, role: Role) {
  await changeMembership(
    db,
    tenant,
    organizationId,
    userId,
    async (tx, kind) => {
      assertRoleFitsKind(role, kind);
      await tx.update(memberships).set({ role, updated_at: new Date() }).where(membershipOf(organizationId, userId));
    },
    'The last enabled admin of an organization cannot be demoted.',
  );
  return { data: await memberResource(db, organizationId, userId), message: 'Role updated.' };
}

export async function toggleEnabled(db: Database, tenant: TenantContext, organizationId: number, userId: number) {
  await changeMembership(
    db,
    tenant,
    organizationId,
    userId,
    async (tx) => {
      await tx
        .update(memberships)
        .set({ enabled: sql`not ${memberships.enabled}`, updated_at: new Date() })
        .where(membershipOf(organizationId, userId));
    },
    'The last enabled admin of an organization cannot be disabled.',
  );
  return { data: await memberResource(db, organizationId, userId), message: 'Member updated.' };
}

export async function removeMember(db: Database, tenant: TenantContext, organizationId: number, userId: number) {
  await changeMembership(
    db,
    tenant,
    organizationId,
    userId,
    async (tx) => {
      await tx.delete(memberships).where(membershipOf(organizationId, userId));
    },
    'The last enabled admin of an organization cannot be removed.',
  );
  return { message: 'Member removed.' };
}
