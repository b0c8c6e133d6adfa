// Utility lookups (docs/api.md "Utilities").
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { filterLimitsSchema } from '../inventory/units.resources.ts';
import { unitFilters } from '../../../shared/schemas/units.ts';
import { tenantOf } from '../../http/request-context.ts';
import type { ModuleDeps } from '../module.ts';
import { countryOptions } from './countries.ts';
import { saleOfferFilterLimits } from './sale-offer-filter-limits.ts';

const countriesResponse = z.object({
  data: z.array(z.object({ code: z.string(), name: z.string(), dial_code: z.string() })),
});

const filterLimitsQuery = z.object({
  developer_organization_id: unitFilters.developer_organization_id,
  building_id: unitFilters.building_id,
});

export default async function utilsRoutes(app: FastifyInstance, { db }: ModuleDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get('/utils/sale-offer-filter-limits', {
    config: { action: 'inventory.view' },
    schema: {
      tags: ['utils'],
      summary:
        'Lowest and highest price, internal area and bedrooms of the available units in the caller’s scope (optional developer_organization_id, building_id)',
      querystring: filterLimitsQuery,
      response: { 200: z.object({ data: filterLimitsSchema }) },
    },
    handler: (request) => saleOfferFilterLimits(db, tenantOf(request), request.query),
  });

  routes.get('/utils/countries', {
    config: { action: 'public' },
    schema: { tags: ['utils'], summary: 'Country options: ISO code, name and dial code', response: { 200: countriesResponse } },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return { data: countryOptions() };
    },
  });
}
