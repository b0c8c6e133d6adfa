// Utility lookups (API.md "Utilities").
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countryOptions } from './countries.ts';

const countriesResponse = z.object({
  data: z.array(z.object({ code: z.string(), name: z.string(), dial_code: z.string() })),
});

export default async function utilsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/utils/countries', {
    config: { action: 'public' },
    schema: { tags: ['utils'], summary: 'Country options: ISO code, name and dial code', response: { 200: countriesResponse } },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return { data: countryOptions() };
    },
  });
}
