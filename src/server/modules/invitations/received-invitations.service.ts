// Invitations as their invitee sees them: the pending, unexpired ones from active organizations,
// reached in one of two ways that each prove the invited address is the invitee's: the account's
// own VERIFIED email (its invitations list), or the secret of the mailed link (any account; an
// unverified one only when the link is addressed to its own email, which the link then verifies).
// Accepting adds the membership with the invited role and closes the invitation in one
// transaction; the answer carries the updated session organizations for the switcher.
import { and, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { InvitationAnswer, InvitationLink, InvitationTerms, ReceivedInvitation } from '../../../shared/account.ts';
import type { Database, Executor } from '../../db/client.ts';
import { invitations, memberships, organizations, users } from '../../db/schema.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { currentTime } from '../../services/clock.ts';
import { notify } from '../account/notifications.service.ts';
import { markEmailVerified } from '../auth/email-verification.service.ts';
import { hashToken } from '../auth/tokens.service.ts';
import { findUserById, sameEmail, type UserRow } from '../auth/users.queries.ts';
import { organizationLogoUrl } from '../organizations/organizations.resources.ts';
import { sessionOrganizations } from '../organizations/tenancy.service.ts';

const NO_LONGER_VALID = 'This invitation is no longer valid.';
export const VERIFY_EMAIL_FIRST = 'Confirm your email address (follow the link we mailed you) before you join an organization.';

const live = (now: Date) => and(eq(invitations.status, 'pending'), gt(invitations.expires_at, now), eq(organizations.status, 'active'));
const addressedTo = (email: string) => eq(sql`lower(${invitations.email})`, email.toLowerCase());

async function userOf(db: Executor, userId: number): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound();
  return user;
}

/** A live invitation with its organization and inviter. */
function selectLive(db: Executor, where: SQL | undefined, now: Date) {
  return db
    .select({
      invitation: invitations,
      organization: { id: organizations.id, name: organizations.name, kind: organizations.kind },
      inviterName: users.full_name,
    })
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.organization_id))
    .leftJoin(users, eq(users.id, invitations.invited_by))
    .where(and(where, live(now)));
}

type LiveInvitation = Awaited<ReturnType<ReturnType<typeof selectLive>['limit']>>[number];

function termsOf(row: LiveInvitation): InvitationTerms {
  return {
    organization_id: row.organization.id,
    organization_name: row.organization.name,
    organization_kind: row.organization.kind,
    role: row.invitation.role,
    invited_by_name: row.inviterName,
    expires_at: row.invitation.expires_at.toISOString(),
  };
}

export async function listReceivedInvitations(db: Database, userId: number, now = currentTime()): Promise<{ data: ReceivedInvitation[] }> {
  const user = await userOf(db, userId);
  // An address nobody proved is not a key to what was sent to it.
  if (!user.email_verified_at) return { data: [] };
  const rows = await selectLive(db, addressedTo(user.email), now).orderBy(desc(invitations.created_at), desc(invitations.id));
  return {
    data: rows.map((row) => ({ id: row.invitation.id, ...termsOf(row), created_at: row.invitation.created_at.toISOString() })),
  };
}

/** Closes the invitation with the answer (and joins on accept); null when another answer won. */
async function close(tx: Executor, found: LiveInvitation, user: UserRow, accept: boolean, now: Date): Promise<string | null> {
  // Closing it is conditional, so of two answers racing, one wins and the other finds nothing.
  const closed = await tx
    .update(invitations)
    .set({ status: accept ? 'accepted' : 'declined', responded_at: now, updated_at: now })
    .where(and(eq(invitations.id, found.invitation.id), eq(invitations.status, 'pending')))
    .returning({ id: invitations.id });
  if (closed.length === 0) return null;
  if (accept) {
    await tx
      .insert(memberships)
      .values({ user_id: user.id, organization_id: found.organization.id, role: found.invitation.role, enabled: true })
      .onConflictDoNothing({ target: [memberships.user_id, memberships.organization_id] });
  }
  if (found.invitation.invited_by !== null) {
    await notify(tx, {
      userId: found.invitation.invited_by,
      type: accept ? 'invitation_accepted' : 'invitation_declined',
      title: `${user.email} ${accept ? 'accepted' : 'declined'} your invitation`,
      body: `${user.email} ${accept ? 'joined' : 'will not join'} ${found.organization.name}.`,
      data: { invitation_id: found.invitation.id, organization_id: found.organization.id },
    });
  }
  return found.organization.name;
}

async function answered(db: Database, userId: number, organizationName: string | null, accept: boolean): Promise<InvitationAnswer> {
  if (organizationName === null) throw notFound(NO_LONGER_VALID);
  return {
    message: accept ? `You joined ${organizationName}.` : `You declined the invitation to ${organizationName}.`,
    organizations: await sessionOrganizations(db, userId, organizationLogoUrl),
  };
}

/** Answers an invitation from the account's list: its verified email is the proof. */
export async function answerInvitation(
  db: Database,
  userId: number,
  organizationId: number,
  accept: boolean,
  now = currentTime(),
): Promise<InvitationAnswer> {
  const user = await userOf(db, userId);
  if (!user.email_verified_at) throw forbidden(VERIFY_EMAIL_FIRST);
  const organizationName = await db.transaction(async (tx) => {
    const [found] = await selectLive(tx, and(eq(invitations.organization_id, organizationId), addressedTo(user.email)), now).limit(1);
    return found ? close(tx, found, user, accept, now) : null;
  });
  return answered(db, userId, organizationName, accept);
}

async function findByToken(db: Executor, token: string, now: Date): Promise<LiveInvitation | undefined> {
  const [found] = await selectLive(db, eq(invitations.token_hash, hashToken(token)), now).limit(1);
  return found;
}

/** What the mailed link shows to whoever holds it, signed in or not. */
export async function showInvitationLink(db: Database, token: string, now = currentTime()): Promise<{ data: InvitationLink }> {
  const found = await findByToken(db, token, now);
  if (!found) throw notFound(NO_LONGER_VALID);
  return { data: { email: found.invitation.email, ...termsOf(found) } };
}

/**
 * Answers the invitation of a mailed link as the signed-in user. The link proves the invited
 * address's mail was read: addressed to the user's own email it also verifies that email; to
 * another address, accepting needs an account whose own email is verified.
 */
export async function answerInvitationLink(
  db: Database,
  userId: number,
  token: string,
  accept: boolean,
  now = currentTime(),
): Promise<InvitationAnswer> {
  const user = await userOf(db, userId);
  const organizationName = await db.transaction(async (tx) => {
    const found = await findByToken(tx, token, now);
    if (!found) return null;
    const ownAddress = sameEmail(found.invitation.email, user.email);
    if (accept && !ownAddress && !user.email_verified_at) throw forbidden(VERIFY_EMAIL_FIRST);
    const name = await close(tx, found, user, accept, now);
    if (name !== null && ownAddress) await markEmailVerified(tx, user.id, now);
    return name;
  });
  return answered(db, userId, organizationName, accept);
}

/** The live invitation a link's secret opens, addressed to `email`: registering through it proves the address. */
export async function invitationLinkProves(db: Executor, token: string, email: string, now = currentTime()): Promise<boolean> {
  const found = await findByToken(db, token, now);
  return found !== undefined && sameEmail(found.invitation.email, email);
}
