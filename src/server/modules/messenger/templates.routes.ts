// Message template routes (docs/api.md "Contacts and messenger": messenger/templates/{provider}), for
// the super admin and the sales manager acting in the platform organization (messenger.templates).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listResponseSchema, messageResponseSchema } from '../../http/lists.ts';
import { tenantOf } from '../../http/request-context.ts';
import type { ModuleDeps } from '../module.ts';
import { providerIdParams, providerParams, templateBody, templateListQuery } from '../../../shared/schemas/messenger.ts';
import { templateSchema } from './messenger.resources.ts';
import * as templates from './templates.service.ts';

const oneResponse = z.object({ data: templateSchema, message: z.string() });

export default async function templateRoutes(app: FastifyInstance, { db }: ModuleDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['messenger: templates'];
  const action = 'messenger.templates' as const;

  routes.get('/messenger/templates/:provider', {
    config: { action },
    schema: {
      tags,
      summary: "A provider's message templates, each with the variables its body uses",
      params: providerParams,
      querystring: templateListQuery,
      response: { 200: listResponseSchema(templateSchema) },
    },
    handler: (request) => templates.listTemplates(db, tenantOf(request), request.params.provider, request.query),
  });

  routes.post('/messenger/templates/:provider', {
    config: { action },
    schema: {
      tags,
      summary: 'Create a template (`{{variables}}` in the body)',
      params: providerParams,
      body: templateBody,
      response: { 201: oneResponse },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await templates.createTemplate(db, tenantOf(request), request.params.provider, request.body)),
  });

  routes.get('/messenger/templates/:provider/:id', {
    config: { action },
    schema: { tags, summary: 'One template', params: providerIdParams, response: { 200: z.object({ data: templateSchema }) } },
    handler: (request) => templates.showTemplate(db, tenantOf(request), request.params.provider, request.params.id),
  });

  routes.put('/messenger/templates/:provider/:id', {
    config: { action },
    schema: { tags, summary: 'Change a template', params: providerIdParams, body: templateBody, response: { 200: oneResponse } },
    handler: (request) => templates.updateTemplate(db, tenantOf(request), request.params.provider, request.params.id, request.body),
  });

  routes.delete('/messenger/templates/:provider/:id', {
    config: { action, audit: 'messenger.template.deleted' },
    schema: { tags, summary: 'Delete a template (logs keep its name)', params: providerIdParams, response: { 200: messageResponseSchema } },
    handler: (request) => templates.deleteTemplate(db, tenantOf(request), request.params.provider, request.params.id),
  });
}
