// Request bodies and queries of invitations: an organization admin invites, the invitee answers.
import { z } from 'zod';
import { ROLES } from '../roles.ts';
import { emailField, secretTokenField } from './auth.ts';
import { listQuerySchema } from './lists.ts';

const roleField = z.enum(ROLES, { error: 'The selected role is invalid.' });

export const inviteByEmailBody = z.object({ email: emailField, role: roleField });
export type InviteByEmailBody = z.infer<typeof inviteByEmailBody>;

export const inviteUserBody = z.object({ role: roleField });
export type InviteUserBody = z.infer<typeof inviteUserBody>;

/** Forms send booleans as strings; JSON sends them as booleans. */
const acceptField = z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1')], {
  error: 'The accept field must be true or false.',
});

export const answerInvitationBody = z.object({ accept: acceptField });
export type AnswerInvitationBody = z.infer<typeof answerInvitationBody>;

/** An invitation's mailed link: its secret shows the invitation, and answers it once signed in. */
export const invitationLinkBody = z.object({ token: secretTokenField('invitation token') });
export type InvitationLinkBody = z.infer<typeof invitationLinkBody>;

export const answerInvitationLinkBody = invitationLinkBody.extend({ accept: acceptField });
export type AnswerInvitationLinkBody = z.infer<typeof answerInvitationLinkBody>;

/** Searching the people an organization admin may invite: by name or email, trimmed. */
export const candidateSearchQuery = z.object({ search: z.string().trim().max(200).optional() });

/** An organization's sent invitations as a list, newest first. */
export const invitationListQuery = listQuerySchema({
  sortable: ['created_at', 'email', 'expires_at'],
  defaultSort: 'created_at',
  defaultOrder: 'desc',
});
