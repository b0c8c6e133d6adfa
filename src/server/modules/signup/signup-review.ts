// A super admin's review of a finished signup, beside approval (signup-approval.ts): reject it
// with a reason, or send it back to the applicant with a message and the step to correct
// (docs/domain.md "Organizations and people"). Each is one transaction on the locked organization, mails the
// applicant's contact once committed, and clears the super admins' "waits for approval"
// notification, as approval does.
import { eq } from 'drizzle-orm';
import type { RejectSignupBody, RequestSignupChangesBody } from '../../../shared/schemas/signup.ts';
import { SIGNUP_STEPS_BY_KIND, type SignupStep } from '../../../shared/signup.ts';
import type { Database, Executor } from '../../db/client.ts';
import { organizations } from '../../db/schema.ts';
import { conflict, fieldError } from '../../http/errors.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { currentTime } from '../../services/clock.ts';
import type { Mailer } from '../../services/mail.ts';
import { toOrganizationResource } from '../organizations/organizations.resources.ts';
import { findReachableOrganization } from '../organizations/scope.ts';
import { clearSignupCompletedNotifications } from './signup-completion.ts';
import type { SignupRow } from './signup.queries.ts';
import { signupChangesRequestedMail, signupRejectedMail } from './signup-review-mail.ts';
import { kindOf } from './signup.resources.ts';

export interface SignupReviewContext {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
}

/** The signup under review, locked; a staff-made or already handled organization is a conflict. */
async function lockSignupUnderReview(tx: Executor, tenant: TenantContext, organizationId: number): Promise<SignupRow> {
  const row = await findReachableOrganization(tx, tenant, organizationId, { forUpdate: true });
  if (row.signup_source === null) throw conflict('This organization did not sign up itself; it has no signup to review.');
  if (row.status !== 'pending') throw conflict(`This signup was already handled (its status is ${row.status.replace('_', ' ')}).`);
  return row;
}

/**
 * The step a changes request reopens at: the wizard then takes it again, with the steps after it.
 * `signup_step` is the last step done, so it moves back to the one before (company data has
 * none: it stays the last step done, which the wizard may correct).
 */
function lastStepDoneBefore(row: SignupRow, step: SignupStep): SignupStep {
  const steps = SIGNUP_STEPS_BY_KIND[kindOf(row)];
  const index = steps.indexOf(step);
  if (index < 0) throw fieldError('step', `The ${step.replace(/_/g, ' ')} step is not part of a ${row.kind} signup.`);
  return steps[Math.max(index - 1, 0)]!;
}

export async function rejectSignup(context: SignupReviewContext, tenant: TenantContext, organizationId: number, body: RejectSignupBody) {
  const now = currentTime();
  const row = await context.db.transaction(async (tx) => {
    await lockSignupUnderReview(tx, tenant, organizationId);
    const [updated] = await tx
      .update(organizations)
      .set({ status: 'rejected', signup_review_message: body.reason, signup_changes_step: null, updated_at: now })
      .where(eq(organizations.id, organizationId))
      .returning();
    await clearSignupCompletedNotifications(tx, organizationId, now);
    return updated!;
  });
  if (row.contact_email) context.mailer.queue(signupRejectedMail(row, body.reason));
  return { data: toOrganizationResource(row), message: `The signup of ${row.name} was rejected.` };
}

export async function requestSignupChanges(
  context: SignupReviewContext,
  tenant: TenantContext,
  organizationId: number,
  body: RequestSignupChangesBody,
) {
  const now = currentTime();
  const row = await context.db.transaction(async (tx) => {
    const current = await lockSignupUnderReview(tx, tenant, organizationId);
    if (current.signup_completed_at === null) {
      throw conflict('This signup is still in progress: changes can be requested once its last step is done.');
    }
    const [updated] = await tx
      .update(organizations)
      .set({
        status: 'changes_requested',
        signup_review_message: body.message,
        signup_changes_step: body.step,
        signup_step: lastStepDoneBefore(current, body.step),
        signup_completed_at: null,
        updated_at: now,
      })
      .where(eq(organizations.id, organizationId))
      .returning();
    await clearSignupCompletedNotifications(tx, organizationId, now);
    return updated!;
  });
  if (row.contact_email) context.mailer.queue(signupChangesRequestedMail(context.publicUrl, row, body));
  return { data: toOrganizationResource(row), message: `${row.name} was asked for changes.` };
}
