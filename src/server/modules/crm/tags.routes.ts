// Tag routes (docs/api.md "CRM": crm/tags). Reading tags is for every CRM role (crm.interact: leads
// show them, and the client's getMany resolves tag ids through the list); creating, renaming and
// deleting them is for the organization's admins (crm.tags.manage); options for filters and
// inputs (crm.tags.options).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TAG_SORTS } from '../../../shared/crm.ts';
import { tagBody } from '../../../shared/schemas/crm.ts';
import { listQuerySchema, listResponseSchema, messageResponseSchema, optionsQuerySchema, optionsResponseSchema } from '../../http/lists.ts';
import { idParams } from '../../http/params.ts';
import { tenantOf } from '../../http/request-context.ts';
import type { ModuleDeps } from '../module.ts';
import { tagSchema } from './crm.resources.ts';
import * as tags from './tags.service.ts';

const listQuery = listQuerySchema({ sortable: TAG_SORTS, defaultSort: 'name' });
const oneResponse = z.object({ data: tagSchema, message: z.string() });

export default async function tagRoutes(app: FastifyInstance, { db }: ModuleDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const schemaTags = ['crm: tags'];

  routes.get('/crm/tags', {
    config: { action: 'crm.interact' },
    schema: {
      tags: schemaTags,
      summary: 'Tags of the organization, each with its number of leads',
      querystring: listQuery,
      response: { 200: listResponseSchema(tagSchema) },
    },
    handler: (request) => tags.listTags(db, tenantOf(request), request.query),
  });

  routes.get('/crm/tags/options', {
    config: { action: 'crm.tags.options' },
    schema: { tags: schemaTags, summary: 'Tags as options', querystring: optionsQuerySchema, response: { 200: optionsResponseSchema } },
    handler: (request) => tags.tagOptions(db, tenantOf(request), request.query.search),
  });

  routes.post('/crm/tags', {
    config: { action: 'crm.tags.manage' },
    schema: {
      tags: schemaTags,
      summary: 'Create a tag (name unique in the organization, any letter case)',
      body: tagBody,
      response: { 201: oneResponse },
    },
    handler: async (request, reply) => reply.code(201).send(await tags.createTag(db, tenantOf(request), request.body)),
  });

  routes.get('/crm/tags/:id', {
    config: { action: 'crm.interact' },
    schema: { tags: schemaTags, summary: 'One tag', params: idParams('id'), response: { 200: z.object({ data: tagSchema }) } },
    handler: (request) => tags.showTag(db, tenantOf(request), request.params.id),
  });

  routes.put('/crm/tags/:id', {
    config: { action: 'crm.tags.manage' },
    schema: {
      tags: schemaTags,
      summary: 'Rename or recolour a tag',
      params: idParams('id'),
      body: tagBody,
      response: { 200: oneResponse },
    },
    handler: (request) => tags.updateTag(db, tenantOf(request), request.params.id, request.body),
  });

  routes.delete('/crm/tags/:id', {
    config: { action: 'crm.tags.manage', audit: 'crm.tag.deleted' },
    schema: {
      tags: schemaTags,
      summary: 'Delete a tag (it leaves every lead)',
      params: idParams('id'),
      response: { 200: messageResponseSchema },
    },
    handler: (request) => tags.deleteTag(db, tenantOf(request), request.params.id),
  });
}
