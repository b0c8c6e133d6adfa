// Invitations sent by an organization's admins (or a super admin): list the pending ones (expired too),
// search people to invite, invite by email or an existing user, cancel. An invitation is one
// pending row per organization and email (sending again, or resending it, refreshes it and its link), valid seven
// days; its mail carries a secret link that proves the address to whoever follows it, and an
// invitee with a verified account also gets an in-app notification. Mail goes out once committed.
// Accounts show by name only to those who may see them (visible-users.ts): inviting an email
// answers the same whether or not it has an account.
import { randomBytes } from 'node:crypto';
import { and, count, eq, exists, gt, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { InviteCandidate, OrganizationInvitation } from '../../../shared/account.ts';
import type { ListResponse } from '../../../shared/api.ts';
import type { Language } from '../../../shared/languages.ts';
import { ROLES_BY_KIND, type Role } from '../../../shared/roles.ts';
import { isUniqueViolation } from '../../db/constraint-errors.ts';
import type { Database } from '../../db/client.ts';
import { invitations, memberships, users } from '../../db/schema.ts';
import { conflict, fieldError, notFound } from '../../http/errors.ts';
import { orderBy, paginate, searchAcross, type ListQuery } from '../../http/lists.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { currentTime } from '../../services/clock.ts';
import { consume } from '../../services/throttle.ts';
import type { Mailer } from '../../services/mail.ts';
import { hashToken } from '../auth/tokens.service.ts';
import { findUserByEmail, findUserById, type UserRow } from '../auth/users.queries.ts';
import { notify } from '../account/notifications.service.ts';
import { invitationMail, roleInSentence } from './invitation-mail.ts';
import { managedOrganization, type ManagedOrganization } from './managed-organization.ts';
import { invitationResendLimit, organizationResendLimit } from './throttles.ts';
import { visibleUser } from './visible-users.ts';

export const INVITATION_TTL_DAYS = 7;
const MAX_CANDIDATES = 20;
/** Shorter searches would list the platform's users wholesale. */
const MIN_CANDIDATE_SEARCH = 2;

export type InvitationSort = 'created_at' | 'email' | 'expires_at';

export interface InvitingContext {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  tenant: TenantContext | null;
  /**
   * The language of the mail to an address without an account: the inviter's (request.language),
   * or what the caller decides for them (an approved signup: its applicant's, signup-approval.ts).
   */
  language: Language;
}

const invitee = alias(users, 'invitee');
const inviter = alias(users, 'inviter');
const invitedEmail = (email: string) => eq(sql`lower(${invitations.email})`, email.trim().toLowerCase());
const livePending = (now: Date) => and(eq(invitations.status, 'pending'), gt(invitations.expires_at, now));
const NO_PENDING_INVITATION = 'There is no pending invitation for this person.';

/** Invitations with the inviter, and the invitee's account when the caller may see it. */
function selectInvitations(db: Database, tenant: TenantContext) {
  return db
    .select({ invitation: invitations, inviteeId: invitee.id, inviteeName: invitee.full_name, inviterName: inviter.full_name })
    .from(invitations)
    .leftJoin(invitee, and(eq(sql`lower(${invitee.email})`, sql`lower(${invitations.email})`), visibleUser(db, tenant, invitee.id)))
    .leftJoin(inviter, eq(inviter.id, invitations.invited_by));
}

/** A user the caller may see, else 404 (as for a user that does not exist). */
async function findVisibleUser(db: Database, tenant: TenantContext, userId: number, missing = 'Not found.'): Promise<UserRow> {
  const [account] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), visibleUser(db, tenant, users.id)))
    .limit(1);
  if (!account) throw notFound(missing);
  return account;
}

type InvitationJoinRow = Awaited<ReturnType<ReturnType<typeof selectInvitations>['limit']>>[number];

/** The secret of an invitation's link: the plain value goes in the mail only, its hash in the row. */
function newLinkToken(): { plain: string; hash: string } {
  const plain = randomBytes(32).toString('base64url');
  return { plain, hash: hashToken(plain) };
}

function toOrganizationInvitation(row: InvitationJoinRow): OrganizationInvitation {
  return {
    id: row.invitation.id,
    email: row.invitation.email,
    role: row.invitation.role,
    user_id: row.inviteeId,
    full_name: row.inviteeName,
    invited_by_name: row.inviterName,
    expires_at: row.invitation.expires_at.toISOString(),
    created_at: row.invitation.created_at.toISOString(),
  };
}

export async function listInvitations(
  db: Database,
  tenant: TenantContext | null,
  organizationId: number,
  query: ListQuery<InvitationSort>,
): Promise<ListResponse<OrganizationInvitation>> {
  const organization = await managedOrganization(db, tenant, organizationId);
  // Expired ones too: unanswered, they are what an admin resends (their `expires_at` is past).
  const where = and(
    eq(invitations.organization_id, organization.id),
    eq(invitations.status, 'pending'),
    searchAcross([invitations.email], query.search),
  );
  return paginate(
    query,
    async (limit, offset) =>
      (
        await selectInvitations(db, organization.tenant)
          .where(where)
          .orderBy(
            ...orderBy(
              { created_at: invitations.created_at, email: invitations.email, expires_at: invitations.expires_at },
              query,
              invitations.id,
            ),
          )
          .limit(limit)
          .offset(offset)
      ).map(toOrganizationInvitation),
    async () => (await db.select({ n: count() }).from(invitations).where(where))[0]!.n,
  );
}

/** People the caller may see (visible-users.ts) who are not members yet, by name or email; at most twenty. */
export async function searchCandidates(
  db: Database,
  tenant: TenantContext | null,
  organizationId: number,
  search: string | undefined,
  now = currentTime(),
): Promise<{ data: InviteCandidate[] }> {
  const organization = await managedOrganization(db, tenant, organizationId);
  if (!search || search.length < MIN_CANDIDATE_SEARCH) return { data: [] };
  const memberHere = db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.user_id, users.id), eq(memberships.organization_id, organization.id)));
  const invitedHere = db
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      and(
        eq(invitations.organization_id, organization.id),
        eq(sql`lower(${invitations.email})`, sql`lower(${users.email})`),
        livePending(now),
      ),
    );
  const rows = await db
    .select({ id: users.id, full_name: users.full_name, email: users.email, invited: exists(invitedHere).mapWith(Boolean) })
    .from(users)
    .where(and(notExists(memberHere), visibleUser(db, organization.tenant, users.id), searchAcross([users.full_name, users.email], search)))
    .orderBy(users.full_name, users.id)
    .limit(MAX_CANDIDATES);
  return { data: rows };
}

function requireRoleOfKind(organization: ManagedOrganization, role: Role): void {
  const allowed = ROLES_BY_KIND[organization.kind];
  if (!allowed.includes(role)) throw fieldError('role', `The role must be one of: ${allowed.join(', ')}.`);
}

async function isMember(db: Database, userId: number, organizationId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.user_id, userId), eq(memberships.organization_id, organizationId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Creates (or refreshes) the pending invitation of `email`, notifies an existing account in the
 * same transaction, and queues the mail once it is committed.
 */
async function sendInvitation(
  context: InvitingContext,
  organization: ManagedOrganization,
  email: string,
  role: Role,
  account: UserRow | undefined,
  now: Date,
): Promise<{ data: OrganizationInvitation; message: string }> {
  const { db } = context;
  const inviterId = organization.tenant.userId;
  const inviterUser = inviterId === null ? undefined : await findUserById(db, inviterId);
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_DAYS * 86_400_000);
  const link = newLinkToken();

  const invitationId = await db
    .transaction(async (tx) => {
      const [pending] = await tx
        .select({ id: invitations.id })
        .from(invitations)
        .where(and(eq(invitations.organization_id, organization.id), invitedEmail(email), eq(invitations.status, 'pending')))
        .limit(1);
      const fields = { role, invited_by: inviterId, token_hash: link.hash, expires_at: expiresAt, updated_at: now };
      const [saved] = pending
        ? await tx.update(invitations).set(fields).where(eq(invitations.id, pending.id)).returning({ id: invitations.id })
        : await tx
            .insert(invitations)
            .values({ organization_id: organization.id, email, ...fields, created_at: now })
            .returning({ id: invitations.id });
      // Only an account that proved the address hears of it in the app; the mail reaches the address.
      if (account?.email_verified_at) {
        await notify(tx, {
          userId: account.id,
          type: 'invitation',
          title: `Invitation to join ${organization.name}`,
          body: `${inviterUser?.full_name ?? 'An administrator'} invited you to join ${organization.name} as ${roleInSentence(role, 'en')}.`,
          data: { invitation_id: saved!.id, organization_id: organization.id, organization_name: organization.name, role },
        });
      }
      return saved!.id;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict('This person was invited by someone else at the same moment. Refresh and try again.');
      throw error;
    });

  context.mailer.queue(
    invitationMail({
      publicUrl: context.publicUrl,
      // An account reads its own language (docs/api.md "Mails").
      language: account?.locale ?? context.language,
      email,
      organizationName: organization.name,
      role,
      inviterName: inviterUser?.full_name ?? null,
      hasAccount: account !== undefined,
      expiresAt,
      token: link.plain,
    }),
  );
  const [row] = await selectInvitations(db, organization.tenant).where(eq(invitations.id, invitationId)).limit(1);
  return { data: toOrganizationInvitation(row!), message: `The invitation was sent to ${email}.` };
}

export async function inviteByEmail(
  context: InvitingContext,
  organizationId: number,
  body: { email: string; role: Role },
  now = currentTime(),
) {
  const organization = await managedOrganization(context.db, context.tenant, organizationId);
  requireRoleOfKind(organization, body.role);
  const account = await findUserByEmail(context.db, body.email);
  if (account && (await isMember(context.db, account.id, organization.id))) {
    throw fieldError('email', 'This person is already a member of the organization.');
  }
  return sendInvitation(context, organization, body.email, body.role, account, now);
}

export async function inviteUser(
  context: InvitingContext,
  organizationId: number,
  userId: number,
  body: { role: Role },
  now = currentTime(),
) {
  const organization = await managedOrganization(context.db, context.tenant, organizationId);
  const account = await findVisibleUser(context.db, organization.tenant, userId);
  requireRoleOfKind(organization, body.role);
  if (await isMember(context.db, account.id, organization.id))
    throw fieldError('user_id', 'This person is already a member of the organization.');
  return sendInvitation(context, organization, account.email, body.role, account, now);
}

/**
 * Sends a pending invitation again: a new link (the old one stops working), seven days from now,
 * the mail (and the in-app notice) once more. Expired pending invitations may be resent too; that
 * is what the button is for. Throttled per invitation and per organization (throttles.ts).
 */
export async function resendInvitation(context: InvitingContext, organizationId: number, invitationId: number, now = currentTime()) {
  const organization = await managedOrganization(context.db, context.tenant, organizationId);
  const [pending] = await context.db
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, invitationId), eq(invitations.organization_id, organization.id), eq(invitations.status, 'pending')))
    .limit(1);
  if (!pending) throw notFound(NO_PENDING_INVITATION);
  await consume(context.db, invitationResendLimit(pending.id), now);
  await consume(context.db, organizationResendLimit(organization.id), now);
  const account = await findUserByEmail(context.db, pending.email);
  return sendInvitation(context, organization, pending.email, pending.role, account, now);
}

export async function cancelInvitation(
  db: Database,
  tenant: TenantContext | null,
  organizationId: number,
  userId: number,
  now = currentTime(),
) {
  const organization = await managedOrganization(db, tenant, organizationId);
  const account = await findVisibleUser(db, organization.tenant, userId, NO_PENDING_INVITATION);
  return cancelPendingFor(db, organization, account.email, now);
}

/** Cancels an invitation addressed to an email, whether or not it has an account yet. */
export async function cancelInvitationByEmail(
  db: Database,
  tenant: TenantContext | null,
  organizationId: number,
  email: string,
  now = currentTime(),
) {
  const organization = await managedOrganization(db, tenant, organizationId);
  return cancelPendingFor(db, organization, email, now);
}

async function cancelPendingFor(db: Database, organization: ManagedOrganization, email: string, now: Date) {
  const cancelled = await db
    .update(invitations)
    .set({ status: 'cancelled', responded_at: now, updated_at: now })
    .where(and(eq(invitations.organization_id, organization.id), invitedEmail(email), eq(invitations.status, 'pending')))
    .returning({ id: invitations.id });
  if (cancelled.length === 0) throw notFound(NO_PENDING_INVITATION);
  return { message: 'The invitation was cancelled.' };
}
