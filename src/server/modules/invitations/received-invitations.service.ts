// Invitations as their invitee sees them: the pending, unexpired ones addressed to his email
// (any letter case), from active organizations. Accepting adds the membership with the invited
// role and closes the invitation in one transaction; the answer carries the updated session
// organizations so the client's switcher shows the new one without signing in again.
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { InvitationAnswer, ReceivedInvitation } from '../../../shared/account.ts';
import type { Database } from '../../db/client.ts';
import { invitations, memberships, organizations, users } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { currentTime } from '../../services/clock.ts';
import { notify } from '../account/notifications.service.ts';
import { findUserById } from '../auth/users.queries.ts';
import { organizationLogoUrl } from '../organizations/organization.resource.ts';
import { sessionOrganizations } from '../organizations/tenancy.service.ts';

const NO_LONGER_VALID = 'This invitation is no longer valid.';

async function emailOf(db: Database, userId: number): Promise<string> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound();
  return user.email;
}

const addressedTo = (email: string, now: Date) =>
  and(eq(sql`lower(${invitations.email})`, email.toLowerCase()), eq(invitations.status, 'pending'), gt(invitations.expires_at, now), eq(organizations.status, 'active'));

export async function listReceivedInvitations(db: Database, userId: number, now = currentTime()): Promise<{ data: ReceivedInvitation[] }> {
  const email = await emailOf(db, userId);
  const rows = await db
    .select({ invitation: invitations, organization: { id: organizations.id, name: organizations.name, kind: organizations.kind }, inviterName: users.full_name })
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.organization_id))
    .leftJoin(users, eq(users.id, invitations.invited_by))
    .where(addressedTo(email, now))
    .orderBy(desc(invitations.created_at), desc(invitations.id));
  return {
    data: rows.map((row) => ({
      id: row.invitation.id,
      organization_id: row.organization.id,
      organization_name: row.organization.name,
      organization_kind: row.organization.kind,
      role: row.invitation.role,
      invited_by_name: row.inviterName,
      expires_at: row.invitation.expires_at.toISOString(),
      created_at: row.invitation.created_at.toISOString(),
    })),
  };
}

export async function answerInvitation(db: Database, userId: number, organizationId: number, accept: boolean, now = currentTime()): Promise<InvitationAnswer> {
  const email = await emailOf(db, userId);
  const answered = await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ invitation: invitations, organizationName: organizations.name })
      .from(invitations)
      .innerJoin(organizations, eq(organizations.id, invitations.organization_id))
      .where(and(eq(invitations.organization_id, organizationId), addressedTo(email, now)))
      .limit(1);
    if (!found) return null;
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
        .values({ user_id: userId, organization_id: organizationId, role: found.invitation.role, enabled: true })
        .onConflictDoNothing({ target: [memberships.user_id, memberships.organization_id] });
    }
    if (found.invitation.invited_by !== null) {
      await notify(tx, {
        userId: found.invitation.invited_by,
        type: accept ? 'invitation_accepted' : 'invitation_declined',
        title: `${email} ${accept ? 'accepted' : 'declined'} your invitation`,
        body: `${email} ${accept ? 'joined' : 'will not join'} ${found.organizationName}.`,
        data: { invitation_id: found.invitation.id, organization_id: organizationId },
      });
    }
    return found.organizationName;
  });
  if (answered === null) throw notFound(NO_LONGER_VALID);
  return {
    message: accept ? `You joined ${answered}.` : `You declined the invitation to ${answered}.`,
    organizations: await sessionOrganizations(db, userId, organizationLogoUrl),
  };
}
