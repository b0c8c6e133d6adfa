// Invitations (API.md "Organizations, users, invitations"): an organization's admins (or a
// super admin) invite by email or an existing user and cancel; the invitee lists his
// invitations and accepts or declines them from his account.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailField } from '../../../shared/schemas/auth.ts';
import { answerInvitationBody, inviteByEmailBody, inviteUserBody } from '../../../shared/schemas/invitations.ts';
import { messageResponseSchema } from '../../http/lists.ts';
import { idParams } from '../../http/params.ts';
import { signedInUserId, type TenantContext } from '../../http/request-context.ts';
import type { ModuleDeps } from '../module.ts';
import {
  candidateListSchema,
  candidateSearchQuery,
  invitationAnswerSchema,
  invitationListQuery,
  invitationListSchema,
  receivedInvitationSchema,
  sentInvitationSchema,
} from './invitations.schemas.ts';
import * as invitations from './invitations.service.ts';
import { answerInvitation, listReceivedInvitations } from './received-invitations.service.ts';

export default async function invitationRoutes(app: FastifyInstance, { db, config, mailer }: ModuleDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['invitations'];
  const manage = { action: 'organizations.members.manage' } as const;
  const inviting = (tenant: TenantContext | null) => ({ db, mailer, publicUrl: config.publicUrl, tenant });

  routes.get('/auth/invite/:orgId', {
    config: manage,
    schema: { tags, summary: 'Pending invitations of an organization', params: idParams('orgId'), querystring: invitationListQuery, response: { 200: invitationListSchema } },
    handler: (request) => invitations.listInvitations(db, request.tenant, request.params.orgId, request.query),
  });

  routes.get('/auth/invite/:orgId/search', {
    config: manage,
    schema: { tags, summary: 'People with an account who are not members yet (by name or email)', params: idParams('orgId'), querystring: candidateSearchQuery, response: { 200: candidateListSchema } },
    handler: (request) => invitations.searchCandidates(db, request.tenant, request.params.orgId, request.query.search),
  });

  routes.post('/auth/invite/:orgId', {
    config: { ...manage, audit: 'invitation.created' },
    schema: { tags, summary: 'Invite by email (mails a link)', params: idParams('orgId'), body: inviteByEmailBody, response: { 201: sentInvitationSchema } },
    handler: async (request, reply) => reply.code(201).send(await invitations.inviteByEmail(inviting(request.tenant), request.params.orgId, request.body)),
  });

  routes.post('/auth/invite/:orgId/:userId', {
    config: { ...manage, audit: 'invitation.created' },
    schema: { tags, summary: 'Invite an existing user', params: idParams('orgId', 'userId'), body: inviteUserBody, response: { 201: sentInvitationSchema } },
    handler: async (request, reply) =>
      reply.code(201).send(await invitations.inviteUser(inviting(request.tenant), request.params.orgId, request.params.userId, request.body)),
  });

  routes.delete('/auth/invite/:orgId', {
    config: { ...manage, audit: 'invitation.cancelled' },
    schema: {
      tags,
      summary: 'Cancel the pending invitation of an email (also one without an account)',
      params: idParams('orgId'),
      querystring: z.object({ email: emailField }),
      response: { 200: messageResponseSchema },
    },
    handler: (request) => invitations.cancelInvitationByEmail(db, request.tenant, request.params.orgId, request.query.email),
  });

  routes.delete('/auth/invite/:orgId/:userId', {
    config: { ...manage, audit: 'invitation.cancelled' },
    schema: { tags, summary: "Cancel a user's pending invitation", params: idParams('orgId', 'userId'), response: { 200: messageResponseSchema } },
    handler: (request) => invitations.cancelInvitation(db, request.tenant, request.params.orgId, request.params.userId),
  });

  routes.get('/auth/invites', {
    config: { action: 'account' },
    schema: { tags, summary: 'My pending invitations', response: { 200: z.object({ data: z.array(receivedInvitationSchema) }) } },
    handler: (request) => listReceivedInvitations(db, signedInUserId(request)),
  });

  routes.post('/auth/invites/:orgId', {
    config: { action: 'account', audit: 'invitation.answered' },
    schema: { tags, summary: 'Accept or decline an invitation', params: idParams('orgId'), body: answerInvitationBody, response: { 200: invitationAnswerSchema } },
    handler: (request) => answerInvitation(db, signedInUserId(request), request.params.orgId, request.body.accept),
  });
}
