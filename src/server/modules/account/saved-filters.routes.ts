// The signed-in user's saved list filters (docs/api.md "Auth and account"): a paged list, save, delete.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { savedFilterBody, savedFilterListQuery } from '../../../shared/schemas/account.ts';
import { messageResponseSchema } from '../../http/lists.ts';
import { idParams } from '../../http/params.ts';
import { signedInUserId } from '../../http/request-context.ts';
import type { ModuleDeps } from '../module.ts';
import { savedFilterListSchema, savedFilterSchema } from './account.resources.ts';
import { deleteSavedFilter, listSavedFilters, saveFilter } from './saved-filters.service.ts';

export default async function savedFilterRoutes(app: FastifyInstance, { db }: ModuleDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account: saved filters'];

  routes.get('/saved-filters', {
    config: { action: 'account' },
    schema: {
      tags,
      summary: 'My saved filters, paged, of one list when `resource` is given',
      querystring: savedFilterListQuery,
      response: { 200: savedFilterListSchema },
    },
    handler: (request) => listSavedFilters(db, signedInUserId(request), request.query),
  });

  routes.post('/saved-filters', {
    config: { action: 'account' },
    schema: {
      tags,
      summary: 'Save the filters of a list under a name (at most 50 per list and 200 in all)',
      body: savedFilterBody,
      response: { 201: z.object({ data: savedFilterSchema, message: z.string() }) },
    },
    handler: async (request, reply) => reply.code(201).send(await saveFilter(db, signedInUserId(request), request.body)),
  });

  routes.delete('/saved-filters/:id', {
    config: { action: 'account', audit: 'saved_filter.deleted' },
    schema: { tags, summary: 'Delete a saved filter', params: idParams('id'), response: { 200: messageResponseSchema } },
    handler: (request) => deleteSavedFilter(db, signedInUserId(request), request.params.id),
  });
}
