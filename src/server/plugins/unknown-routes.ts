// A request no route answers is refused in onRequest, before a byte of its body is read: left to
// the not-found handler, Fastify would first parse its body (a multipart body to disk) for it.
// The browser's deep links (GET outside /api) go on to the built client's index.html.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from '../../shared/api.ts';
import { notFound } from '../http/errors.ts';

export function isApiPath(url: string): boolean {
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);
}

/** A GET of a page the client routes itself (`/crm/leads/5`), answered with its index.html. */
export function isClientPage(request: FastifyRequest): boolean {
  return !isApiPath(request.url) && (request.method === 'GET' || request.method === 'HEAD');
}

export function routeNotFound(request: FastifyRequest) {
  return notFound(`The route ${request.method} ${request.url.split('?')[0]} does not exist.`);
}

export default fp(
  async function unknownRoutesPlugin(app: FastifyInstance) {
    app.addHook('onRequest', async (request) => {
      if (request.is404 && !isClientPage(request)) throw routeNotFound(request);
    });
  },
  { name: 'unknown-routes' },
);
