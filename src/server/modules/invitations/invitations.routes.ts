// Invitations (docs/api.md "Organizations, users, invitations"): an organization's admins (or a
// super admin) invite by email or an existing user and cancel; the invitee answers from his
// account's list (verified email) or through the mailed link, whose secret is the proof.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailField } from '../../../shared/schemas/auth.ts';
import {
  answerInvitationBody,
  answerInvitationLinkBody,
  candidateSearchQuery,
  invitationLinkBody,
  invitationListQuery,
  inviteByEmailBody,
  inviteUserBody,
} from '../../../shared/schemas/invitations.ts';
import { messageResponseSchema } from '../../http/lists.ts';
import { idParams } from '../../http/params.ts';
import { signedInUserId } from '../../http/request-context.ts';
import type { ModuleDeps } from '../module.ts';
import {
  candidateListSchema,
  invitationAnswerSchema,
  invitationLinkSchema,
  invitationListSchema,
  receivedInvitationSchema,
  sentInvitationSchema,
} from './invitations.resources.ts';
import * as invitations from './invitations.service.ts';
import { answerInvitation, answerInvitationLink, listReceivedInvitations, showInvitationLink } from './received-invitations.service.ts';

export default async function invitationRoutes(app: FastifyInstance, { db, config, mailer }: ModuleDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['invitations'];
  const manage = { action: 'organizations.members.manage' } as const;
  const inviting = (request: FastifyRequest) => ({
    db,
    mailer,
    publicUrl: config.publicUrl,
    tenant: request.tenant,
    language: request.language,
  });

  routes.get('/auth/invite/:orgId', {
    config: manage,
    schema: {
      tags,
      summary: 'Pending invitations of an organization',
      params: idParams('orgId'),
      querystring: invitationListQuery,
      response: { 200: invitationListSchema },
    },
    handler: (request) => invitations.listInvitations(db, request.tenant, request.params.orgId, request.query),
  });

  routes.get('/auth/invite/:orgId/search', {
    config: manage,
    schema: {
      tags,
      summary: 'People the caller may already see (members of organizations he administers) who are not members yet',
      params: idParams('orgId'),
      querystring: candidateSearchQuery,
      response: { 200: candidateListSchema },
    },
    handler: (request) => invitations.searchCandidates(db, request.tenant, request.params.orgId, request.query.search),
  });

  routes.post('/auth/invite/:orgId', {
    config: { ...manage, audit: 'invitation.created' },
    schema: {
      tags,
      summary: 'Invite by email (mails a secret link; the answer is the same whether or not the address has an account)',
      params: idParams('orgId'),
      body: inviteByEmailBody,
      response: { 201: sentInvitationSchema },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await invitations.inviteByEmail(inviting(request), request.params.orgId, request.body)),
  });

  routes.post('/auth/invite/:orgId/:userId', {
    config: { ...manage, audit: 'invitation.created' },
    schema: {
      tags,
      summary: 'Invite an existing user',
      params: idParams('orgId', 'userId'),
      body: inviteUserBody,
      response: { 201: sentInvitationSchema },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await invitations.inviteUser(inviting(request), request.params.orgId, request.params.userId, request.body)),
  });

  routes.post('/auth/invite/:orgId/:invitationId/resend', {
    config: { ...manage, audit: 'invitation.resent' },
    schema: {
      tags,
      summary:
        'Send a pending invitation again: a new link valid seven days, mailed once more; 3 a day per invitation, 20 an hour per organization',
      params: idParams('orgId', 'invitationId'),
      response: { 200: sentInvitationSchema },
    },
    handler: (request) => invitations.resendInvitation(inviting(request), request.params.orgId, request.params.invitationId),
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
    schema: {
      tags,
      summary: "Cancel a user's pending invitation",
      params: idParams('orgId', 'userId'),
      response: { 200: messageResponseSchema },
    },
    handler: (request) => invitations.cancelInvitation(db, request.tenant, request.params.orgId, request.params.userId),
  });

  routes.get('/auth/invites', {
    config: { action: 'account' },
    schema: { tags, summary: 'My pending invitations', response: { 200: z.object({ data: z.array(receivedInvitationSchema) }) } },
    handler: (request) => listReceivedInvitations(db, signedInUserId(request)),
  });

  routes.post('/auth/invites/:orgId', {
    config: { action: 'account', audit: 'invitation.answered' },
    schema: {
      tags,
      summary: 'Accept or decline an invitation',
      params: idParams('orgId'),
      body: answerInvitationBody,
      response: { 200: invitationAnswerSchema },
    },
    handler: (request) => answerInvitation(db, signedInUserId(request), request.params.orgId, request.body.accept),
  });

  // The mailed link's secret travels in the body, never in an address that logs keep.
  routes.post('/auth/invitation-link', {
    config: { action: 'public' },
    schema: {
      tags,
      summary: 'The invitation a mailed link opens (its secret is the credential)',
      body: invitationLinkBody,
      response: { 200: invitationLinkSchema },
    },
    handler: (request) => showInvitationLink(db, request.body.token),
  });

  routes.post('/auth/invitation-link/answer', {
    config: { action: 'account', audit: 'invitation.answered' },
    schema: {
      tags,
      summary: 'Accept or decline the invitation of a mailed link as the signed-in user',
      body: answerInvitationLinkBody,
      response: { 200: invitationAnswerSchema },
    },
    handler: (request) => answerInvitationLink(db, signedInUserId(request), request.body.token, request.body.accept),
  });
}
