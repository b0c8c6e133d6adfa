// Member routes (docs/api.md "Organizations, users…"): list members, create a user in the
// organization, change role, enable/disable, remove.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createMemberBody, memberListQuery, memberRoleBody } from '../../../shared/schemas/organizations.ts';
import { listResponseSchema, messageResponseSchema } from '../../http/lists.ts';
import { idParams } from '../../http/params.ts';
import { tenantOf } from '../../http/request-context.ts';
import { refuseCommonPasswords } from '../auth/password-policy.ts';
import type { ModuleDeps } from '../module.ts';
import * as members from './members.service.ts';
import { memberResourceSchema } from './organizations.resources.ts';

const oneResponse = z.object({ data: memberResourceSchema, message: z.string() });
const memberParams = idParams('orgId', 'userId');

export default async function memberRoutes(app: FastifyInstance, { db, config, mailer }: ModuleDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['members'];

  routes.get('/auth/organizations/:id/users', {
    config: { action: 'organizations.members.view' },
    schema: {
      tags,
      summary: 'Members of an organization',
      params: idParams('id'),
      querystring: memberListQuery,
      response: { 200: listResponseSchema(memberResourceSchema) },
    },
    handler: (request) => members.listMembers(db, tenantOf(request), request.params.id, request.query),
  });

  routes.post('/auth/users/:orgId', {
    config: { action: 'organizations.members.manage', audit: 'member.created' },
    schema: {
      tags,
      summary: 'Create a user in the organization',
      params: idParams('orgId'),
      body: refuseCommonPasswords(createMemberBody),
      response: { 201: oneResponse },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          await members.createMember(
            db,
            { mailer, publicUrl: config.publicUrl },
            tenantOf(request),
            request.params.orgId,
            request.body,
            request.language,
          ),
        ),
  });

  routes.patch('/auth/users/role/:orgId/:userId', {
    config: { action: 'organizations.members.manage', audit: 'member.role_changed' },
    schema: {
      tags,
      summary: 'Change a member’s role (roles of the organization’s kind)',
      params: memberParams,
      body: memberRoleBody,
      response: { 200: oneResponse },
    },
    handler: (request) => members.changeRole(db, tenantOf(request), request.params.orgId, request.params.userId, request.body.role),
  });

  routes.patch('/auth/users/toggle-enable/:orgId/:userId', {
    config: { action: 'organizations.members.manage', audit: 'member.enabled_toggled' },
    schema: { tags, summary: 'Enable or disable a member', params: memberParams, response: { 200: oneResponse } },
    handler: (request) => members.toggleEnabled(db, tenantOf(request), request.params.orgId, request.params.userId),
  });

  routes.delete('/auth/users/:orgId/:userId', {
    config: { action: 'organizations.members.manage', audit: 'member.removed' },
    schema: { tags, summary: 'Remove a member from the organization', params: memberParams, response: { 200: messageResponseSchema } },
    handler: (request) => members.removeMember(db, tenantOf(request), request.params.orgId, request.params.userId),
  });
}
