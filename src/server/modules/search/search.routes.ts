// The one search box's route (docs/api.md "Search"): open to every role (action `search`); the
// service answers each type of record only to a role whose own list action admits it.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { globalSearchQuery } from '../../../shared/schemas/global-search.ts';
import { tenantOf } from '../../http/request-context.ts';
import type { ModuleDeps } from '../module.ts';
import { searchResponseSchema } from './search.resources.ts';
import { globalSearch } from './search.service.ts';

export default async function searchRoutes(app: FastifyInstance, { db }: ModuleDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/search', {
    config: { action: 'search' },
    schema: {
      tags: ['search'],
      summary:
        'Leads, deals, units, projects, buildings, sale offers and (for platform roles) contacts, organizations and users matching a term',
      querystring: globalSearchQuery,
      response: { 200: searchResponseSchema },
    },
    handler: (request) => globalSearch(db, tenantOf(request), request.query.q),
  });
}
