// Organizations: the list (each caller's reach, see scope.ts), one organization with its member
// counts, create (a sales manager's new organization is assigned to him and waits for a super
// admin's approval), update (admins edit their profile fields; only a super admin changes
// status and registration data) and delete.
import { and, count, eq, sql } from 'drizzle-orm';
import { can } from '../../../shared/permissions.ts';
import type { SignupStage } from '../../../shared/signup.ts';
import type { CreateOrganizationBody, UpdateOrganizationBody } from '../../../shared/schemas/organizations.ts';
import { ADMIN_ROLE_BY_KIND, platformReachOf, type OrganizationStatus } from '../../../shared/roles.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/constraint-errors.ts';
import { memberships, organizations, salesAssignments } from '../../db/schema.ts';
import { conflict, fieldError } from '../../http/errors.ts';
import { onlyIds, orderBy, paginate, searchAcross, type ListQuery } from '../../http/lists.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { lockFreshVersion } from '../../http/versions.ts';
import {
  approvesSignup,
  inviteApprovedSignupContact,
  refuseStatusChangeDuringReview,
  refuseUnfinishedSignupApproval,
  type SignupApprovalMail,
} from '../signup/signup-approval.ts';
import { clearSignupCompletedNotifications } from '../signup/signup-completion.ts';
import { signupStageIs } from '../signup/signup.queries.ts';
import { toOrganizationResource } from './organizations.resources.ts';
import { maySeeRegistration, registrationFile, toRegistrationDetails, type RegistrationFile } from './registration-details.ts';
import { findReachableOrganization, reachableOrganizations } from './scope.ts';

export const ORGANIZATION_SORTS = ['name', 'kind', 'status', 'created_at', 'id'] as const;
type OrganizationSort = (typeof ORGANIZATION_SORTS)[number];

export interface OrganizationFilters extends ListQuery<OrganizationSort> {
  kind?: 'platform' | 'developer' | 'broker';
  status?: OrganizationStatus;
  signup?: SignupStage;
}

const SORT_COLUMNS = {
  name: organizations.name,
  kind: organizations.kind,
  status: organizations.status,
  created_at: organizations.created_at,
  id: organizations.id,
};

const SUPER_ADMIN_FIELDS = new Set(['status', 'trade_license_number', 'trade_license_expiry', 'currency']);

const TRADE_LICENSE_TAKEN = 'This trade license number is already registered.';

export async function listOrganizations(db: Database, tenant: TenantContext, query: OrganizationFilters) {
  const where = and(
    reachableOrganizations(tenant),
    onlyIds(organizations.id, query.ids),
    query.kind ? eq(organizations.kind, query.kind) : undefined,
    query.status ? eq(organizations.status, query.status) : undefined,
    query.signup ? signupStageIs(query.signup) : undefined,
    searchAcross([organizations.name, organizations.trade_license_number, organizations.email, organizations.city], query.search),
  );
  return paginate(
    query,
    async (limit, offset) =>
      (
        await db
          .select()
          .from(organizations)
          .where(where)
          .orderBy(...orderBy(SORT_COLUMNS, query, organizations.id))
          .limit(limit)
          .offset(offset)
      ).map(toOrganizationResource),
    async () => (await db.select({ n: count() }).from(organizations).where(where))[0]!.n,
  );
}

export async function showOrganization(db: Database, tenant: TenantContext, organizationId: number) {
  const row = await findReachableOrganization(db, tenant, organizationId);
  const adminRole = ADMIN_ROLE_BY_KIND[row.kind];
  const [counts] = await db
    .select({
      members: count(),
      enabled_members: sql<number>`count(*) filter (where ${memberships.enabled})`.mapWith(Number),
      admins: sql<number>`count(*) filter (where ${memberships.enabled} and ${memberships.role} = ${adminRole})`.mapWith(Number),
    })
    .from(memberships)
    .where(eq(memberships.organization_id, organizationId));
  const [managers] = await db.select({ n: count() }).from(salesAssignments).where(eq(salesAssignments.organization_id, organizationId));
  return {
    data: {
      ...toOrganizationResource(row),
      counts: { members: counts!.members, enabled_members: counts!.enabled_members, admins: counts!.admins, sales_managers: managers!.n },
      registration: maySeeRegistration(tenant, organizationId) ? toRegistrationDetails(row) : null,
    },
  };
}

/** The signatory's ID document or the broker card a signup uploaded (super admin). */
export async function registrationFileOf(db: Database, tenant: TenantContext, organizationId: number, file: RegistrationFile) {
  return registrationFile(await findReachableOrganization(db, tenant, organizationId), file);
}

export async function createOrganization(db: Database, tenant: TenantContext, body: CreateOrganizationBody) {
  // Kind and status are organizations.edit's (the super admin's); anyone else's organization awaits approval.
  const setsKindAndStatus = can('organizations.edit', tenant.role);
  if (!setsKindAndStatus && body.kind === 'platform') throw fieldError('kind', 'Only a super admin can create a platform organization.');
  try {
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(organizations)
        .values({ ...body, status: setsKindAndStatus ? (body.status ?? 'active') : 'pending' })
        .returning();
      // A sales manager (reach by assignment) keeps sight of what he created.
      if (platformReachOf(tenant.role) === 'assigned' && tenant.userId !== null) {
        await tx.insert(salesAssignments).values({ user_id: tenant.userId, organization_id: created!.id });
      }
      return created!;
    });
    return { data: toOrganizationResource(row), message: 'Organization created.' };
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('trade_license_number', TRADE_LICENSE_TAKEN);
    throw error;
  }
}

export async function updateOrganization(
  db: Database,
  tenant: TenantContext,
  organizationId: number,
  body: UpdateOrganizationBody,
  approval: SignupApprovalMail,
) {
  const before = await findReachableOrganization(db, tenant, organizationId);
  // Registration data and status are organizations.edit's (the super admin's); for anyone else they have no effect.
  const changes: UpdateOrganizationBody = can('organizations.edit', tenant.role)
    ? body
    : Object.fromEntries(Object.entries(body).filter(([field]) => !SUPER_ADMIN_FIELDS.has(field)));
  if (changes.status && changes.status !== 'active' && organizationId === tenant.organizationId) {
    throw conflict('You cannot suspend the organization you are acting in.');
  }
  refuseStatusChangeDuringReview(before, changes.status);
  refuseUnfinishedSignupApproval(before, changes.status);
  try {
    const { row, approved } = await db.transaction(async (tx) => {
      await lockFreshVersion(tx, organizations, organizationId, async () =>
        toOrganizationResource(await findReachableOrganization(tx, tenant, organizationId)),
      );
      const [updated] = await tx
        .update(organizations)
        .set({ ...changes, updated_at: new Date() })
        .where(eq(organizations.id, organizationId))
        .returning();
      // Approving a signup invites its contact as the organization's admin (signup-approval.ts)
      // and leaves no "waits for approval" notification behind.
      await inviteApprovedSignupContact(tx, approval, tenant, before, updated!);
      const approved = approvesSignup(before, updated!);
      if (approved) await clearSignupCompletedNotifications(tx, organizationId, updated!.updated_at);
      return { row: updated!, approved };
    });
    return { data: toOrganizationResource(row), message: 'Organization updated.', approvedSignup: approved };
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('trade_license_number', TRADE_LICENSE_TAKEN);
    throw error;
  }
}

export async function deleteOrganization(db: Database, tenant: TenantContext, organizationId: number) {
  const row = await findReachableOrganization(db, tenant, organizationId);
  if (row.id === tenant.organizationId) throw conflict('You cannot delete the organization you are acting in.');
  await db.delete(organizations).where(eq(organizations.id, organizationId));
  return { message: 'Organization deleted.' };
}
