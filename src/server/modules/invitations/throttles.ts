// The throttles of sending an invitation again (the style of auth/throttles.ts): each resend mails
// someone who has not answered yet, so one invitation is resent a few times a day at most, and an
// organization's resends are capped per hour, so the button cannot be used to flood an inbox.
import type { Limit } from '../../services/throttle.ts';

/** One invitation: 3 resends a day. */
export function invitationResendLimit(invitationId: number): Limit {
  return { key: `invitation-resend:${invitationId}`, max: 3, windowSeconds: 86_400 };
}

/** One organization: 20 resends an hour, whichever invitations they are. */
export function organizationResendLimit(organizationId: number): Limit {
  return { key: `invitation-resend-organization:${organizationId}`, max: 20, windowSeconds: 3600 };
}
