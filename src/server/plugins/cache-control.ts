// Nothing the API answers is kept by a browser or a proxy unless its route chose so: every
// answer under /api leaves with `Cache-Control: no-store` when its route set no policy of its own
// — a sign-in's token, a profile, a list of leads must not stay on a shared computer's disk after
// sign-out. Routes that cache on purpose set the header themselves (the countries list; downloads
// send `private, no-store`). An error never keeps a route's caching: it is `no-store` too.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from '../../shared/api.ts';
import { isUnder, pathOf } from './security-headers.ts';

export const API_CACHE_CONTROL = 'no-store';

export default fp(
  async function cacheControlPlugin(app: FastifyInstance) {
    app.addHook('onSend', async (request, reply) => {
      if (!isUnder(pathOf(request), API_PREFIX)) return;
      if (reply.statusCode >= 400 || !reply.hasHeader('cache-control')) reply.header('cache-control', API_CACHE_CONTROL);
    });
  },
  { name: 'cache-control' },
);
