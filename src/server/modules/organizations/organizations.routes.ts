// Organization routes (docs/api.md "Organizations…"): list, create, show, update, delete.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ORGANIZATION_KINDS, ORGANIZATION_STATUSES } from '../../../shared/roles.ts';
import { SIGNUP_STAGES } from '../../../shared/signup.ts';
import { createOrganizationBody, updateOrganizationBody } from '../../../shared/schemas/organizations.ts';
import { listQuerySchema, listResponseSchema, messageResponseSchema } from '../../http/lists.ts';
import { sendStoredFile } from '../../http/downloads.ts';
import { idParams } from '../../http/params.ts';
import { tenantOf } from '../../http/request-context.ts';
import type { ModuleDeps } from '../module.ts';
import { organizationCountsSchema, organizationResourceSchema } from './organizations.resources.ts';
import { REGISTRATION_FILES, registrationDetailsSchema } from './registration-details.ts';
import * as organizations from './organizations.service.ts';

const listQuery = listQuerySchema({
  sortable: organizations.ORGANIZATION_SORTS,
  defaultSort: 'name',
  filters: {
    kind: z.enum(ORGANIZATION_KINDS).optional(),
    status: z.enum(ORGANIZATION_STATUSES).optional(),
    /** Undecided signups at one stage (SIGNUP_STAGES): the platform dashboard's pending signups. */
    signup: z.enum(SIGNUP_STAGES).optional(),
  },
});
const oneResponse = z.object({ data: organizationResourceSchema, message: z.string() });

export default async function organizationRoutes(app: FastifyInstance, { db, mailer, config, storage }: ModuleDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['organizations'];

  routes.get('/auth/organizations', {
    config: { action: 'organizations.list' },
    schema: {
      tags,
      summary: 'Organizations the caller manages',
      querystring: listQuery,
      response: { 200: listResponseSchema(organizationResourceSchema) },
    },
    handler: (request) => organizations.listOrganizations(db, tenantOf(request), request.query),
  });

  routes.post('/auth/organizations', {
    config: { action: 'organizations.create', audit: 'organization.created' },
    schema: { tags, summary: 'Create an organization', body: createOrganizationBody, response: { 201: oneResponse } },
    handler: async (request, reply) => reply.code(201).send(await organizations.createOrganization(db, tenantOf(request), request.body)),
  });

  routes.get('/auth/organizations/:id', {
    config: { action: 'organizations.show' },
    schema: {
      tags,
      summary: 'One organization with its counts',
      params: idParams('id'),
      response: {
        200: z.object({
          data: organizationResourceSchema.extend({ counts: organizationCountsSchema, registration: registrationDetailsSchema.nullable() }),
        }),
      },
    },
    handler: (request) => organizations.showOrganization(db, tenantOf(request), request.params.id),
  });

  routes.get('/auth/organizations/:id/registration-files/:file', {
    config: { action: 'organizations.edit' },
    schema: {
      tags,
      summary: 'The signatory ID document or broker card uploaded at signup',
      params: idParams('id').extend({ file: z.enum(REGISTRATION_FILES) }),
    },
    handler: async (request, reply) =>
      sendStoredFile(reply, storage, await organizations.registrationFileOf(db, tenantOf(request), request.params.id, request.params.file)),
  });

  routes.patch('/auth/organizations/:id', {
    config: { action: 'organizations.update', audit: 'organization.updated' },
    schema: {
      tags,
      summary: 'Update an organization (status and registration data: super admin)',
      params: idParams('id'),
      body: updateOrganizationBody,
      response: { 200: oneResponse },
    },
    handler: async (request) => {
      const { approvedSignup, ...answer } = await organizations.updateOrganization(db, tenantOf(request), request.params.id, request.body, {
        mailer,
        publicUrl: config.publicUrl,
      });
      if (approvedSignup) request.auditAction = 'organization.signup_approved';
      return answer;
    },
  });

  routes.delete('/auth/organizations/:id', {
    config: { action: 'organizations.edit', audit: 'organization.deleted' },
    schema: { tags, summary: 'Delete an organization', params: idParams('id'), response: { 200: messageResponseSchema } },
    handler: (request) => organizations.deleteOrganization(db, tenantOf(request), request.params.id),
  });
}
