// GET /api/metrics: Prometheus metrics for a scraper holding METRICS_TOKEN (README "Metrics").
// Without the setting the route does not exist (404, like any unknown route); a wrong or missing
// token is a 401. The token is the scraper's, not a user's: the route is public to the permission
// matrix and checks the token itself, comparing digests in constant time.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../../http/errors.ts';
import { bearerToken } from '../../plugins/authentication.ts';
import { EXPOSITION_CONTENT_TYPE } from '../../services/metrics/registry.ts';
import { renderMetrics } from '../../services/metrics/product-metrics.ts';
import type { ModuleDeps } from '../module.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

export default async function metricsRoutes(app: FastifyInstance, { config, database }: ModuleDeps) {
  const { metricsToken } = config;
  if (!metricsToken) return;
  const expected = digest(metricsToken);

  app.get('/metrics', {
    config: { action: 'public' },
    schema: { tags: ['health'], summary: 'Prometheus metrics (Bearer METRICS_TOKEN)' },
    handler: async (request, reply) => {
      const given = bearerToken(request.headers.authorization);
      if (!given || !timingSafeEqual(digest(given), expected)) throw unauthorized();
      reply.header('cache-control', 'no-store');
      return reply.type(EXPOSITION_CONTENT_TYPE).send(await renderMetrics(database));
    },
  });
}
