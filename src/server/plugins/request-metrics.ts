// Records every answer in the request metrics (README "Metrics"): its duration under the route's
// pattern, never the raw URL, so ids and query strings cannot grow the number of series.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { recordRequest } from '../services/metrics/product-metrics.ts';

export default fp(
  async function requestMetricsPlugin(app: FastifyInstance) {
    app.addHook('onResponse', async (request, reply) => {
      recordRequest({
        method: request.method,
        route: request.is404 ? undefined : request.routeOptions.url,
        status: reply.statusCode,
        seconds: reply.elapsedTime / 1000,
      });
    });
  },
  { name: 'request-metrics' },
);
