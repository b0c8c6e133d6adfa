// Response shapes of invitations: strict, so no token, hash or foreign id leaves.
import { z } from 'zod';
import type {
  InvitationAnswer,
  InvitationLink,
  InviteCandidate,
  OrganizationInvitation,
  ReceivedInvitation,
} from '../../../shared/account.ts';
import { ORGANIZATION_KINDS, ROLES } from '../../../shared/roles.ts';
import { listResponseSchema } from '../../http/lists.ts';
import { sessionOrganizationSchema } from '../auth/auth.resources.ts';

export const organizationInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(ROLES),
  user_id: z.number().int().nullable(),
  full_name: z.string().nullable(),
  invited_by_name: z.string().nullable(),
  expires_at: z.string(),
  created_at: z.string(),
}) satisfies z.ZodType<OrganizationInvitation>;

export const invitationListSchema = listResponseSchema(organizationInvitationSchema);

export const sentInvitationSchema = z.object({ data: organizationInvitationSchema, message: z.string() });

export const candidateListSchema = z.object({
  data: z.array(
    z.object({ id: z.number().int(), full_name: z.string(), email: z.string(), invited: z.boolean() }) satisfies z.ZodType<InviteCandidate>,
  ),
});

const invitationTermsShape = {
  organization_id: z.number().int(),
  organization_name: z.string(),
  organization_kind: z.enum(ORGANIZATION_KINDS),
  role: z.enum(ROLES),
  invited_by_name: z.string().nullable(),
  expires_at: z.string(),
};

export const receivedInvitationSchema = z.object({
  id: z.number().int(),
  ...invitationTermsShape,
  created_at: z.string(),
}) satisfies z.ZodType<ReceivedInvitation>;

export const invitationAnswerSchema = z.object({
  message: z.string(),
  organizations: z.array(sessionOrganizationSchema),
}) satisfies z.ZodType<InvitationAnswer>;

export const invitationLinkSchema = z.object({
  data: z.object({ email: z.string(), ...invitationTermsShape }) satisfies z.ZodType<InvitationLink>,
});
