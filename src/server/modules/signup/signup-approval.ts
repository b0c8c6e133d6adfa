// Approval of a signup organization, hooked into the organization update (organizations.service.ts):
// it cannot be activated before its signup is over, and its first activation invites the
// contact the signup named as the organization's admin, through the invitations service (a
// pending invitation, an in-app notification for an existing account, the invitation mail).
// Once only: a contact already invited or a member is never invited again, so suspending and
// reactivating an approved organization sends nothing.
import { and, eq, sql } from 'drizzle-orm';
import { ADMIN_ROLE_BY_KIND, type OrganizationStatus } from '../../../shared/roles.ts';
import type { Database } from '../../db/client.ts';
import { invitations, memberships, users } from '../../db/schema.ts';
import { conflict } from '../../http/errors.ts';
import type { TenantContext } from '../../http/request-context.ts';
import type { Mailer } from '../../services/mail.ts';
import { inviteByEmail } from '../invitations/invitations.service.ts';
import { applicantLanguage } from './signup-review-mail.ts';
import type { SignupRow } from './signup.queries.ts';

/** What approval needs to mail the invitation. */
export interface SignupApprovalMail {
  mailer: Mailer;
  publicUrl: string;
}

const isSignup = (row: SignupRow) => row.signup_source !== null;
const activates = (before: SignupRow, status: OrganizationStatus | undefined) => status === 'active' && before.status !== 'active';

/** Whether an update took a signup from its review to active: an approval, audited as such. */
export const approvesSignup = (before: SignupRow, after: SignupRow) =>
  isSignup(after) && before.status === 'pending' && after.status === 'active';

/**
 * 409 when an update would change the status of a signup in review's hands: a rejected signup
 * stays rejected, and one sent back for changes waits for the applicant to send it again.
 */
export function refuseStatusChangeDuringReview(before: SignupRow, status: OrganizationStatus | undefined): void {
  if (status === undefined || status === before.status) return;
  if (before.status === 'rejected') throw conflict('This signup was rejected; its status can no longer change.');
  if (before.status === 'changes_requested') {
    throw conflict('This signup waits for the changes asked of the applicant; it can be reviewed again once they send it back.');
  }
}

/** 409 when a status change would activate a signup organization whose signup is unfinished. */
export function refuseUnfinishedSignupApproval(before: SignupRow, status: OrganizationStatus | undefined): void {
  if (activates(before, status) && isSignup(before) && before.signup_completed_at === null) {
    throw conflict('This organization has not finished its signup yet; it can be approved once every step is done.');
  }
}

async function contactWasInvitedOrJoined(db: Database, organizationId: number, email: string): Promise<boolean> {
  const sameEmail = (column: typeof invitations.email | typeof users.email) => eq(sql`lower(${column})`, email.trim().toLowerCase());
  const [invited] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(and(eq(invitations.organization_id, organizationId), sameEmail(invitations.email)))
    .limit(1);
  if (invited) return true;
  const [member] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.user_id))
    .where(and(eq(memberships.organization_id, organizationId), sameEmail(users.email)))
    .limit(1);
  return member !== undefined;
}

/**
 * Inside the update's transaction, after the row is updated (and so locked): a concurrent
 * approval waits for this one and then finds the invitation it made.
 */
export async function inviteApprovedSignupContact(
  tx: Database,
  mail: SignupApprovalMail,
  tenant: TenantContext,
  before: SignupRow,
  after: SignupRow,
): Promise<void> {
  if (!isSignup(after) || !activates(before, after.status) || !after.contact_email) return;
  if (await contactWasInvitedOrJoined(tx, after.id, after.contact_email)) return;
  // The contact has no account yet (else the invitation is in their own language): the mail is in
  // the language they signed up in, not the approving super admin's (signup-review-mail.ts).
  const language = applicantLanguage(after);
  await inviteByEmail({ db: tx, mailer: mail.mailer, publicUrl: mail.publicUrl, tenant, language }, after.id, {
    email: after.contact_email,
    role: ADMIN_ROLE_BY_KIND[after.kind],
  });
}
