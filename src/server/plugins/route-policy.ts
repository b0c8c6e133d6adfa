// Every route must name its permission-matrix action: a route registered without one fails at
// start-up instead of silently being open. Routes of the documentation and of the built client
// (registered by third-party plugins) are public by nature and get that action here.
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { isAction } from '../../shared/permissions.ts';
import { API_PREFIX } from '../../shared/api.ts';

export const DOCS_PREFIX = `${API_PREFIX}/docs`;

function isPublicByNature(url: string): boolean {
  return url === DOCS_PREFIX || url.startsWith(`${DOCS_PREFIX}/`) || !(url === API_PREFIX || url.startsWith(`${API_PREFIX}/`));
}

export default fp(
  async function routePolicyPlugin(app: FastifyInstance) {
    app.addHook('onRoute', (route: RouteOptions) => {
      route.config ??= {};
      if (route.config.action === undefined && isPublicByNature(route.url)) route.config.action = 'public';
      if (!isAction(route.config.action)) {
        throw new Error(`Route ${String(route.method)} ${route.url} declares no permission action (config.action).`);
      }
      // The OpenAPI document says which routes need a bearer token.
      if (route.config.action !== 'public' && route.schema && !route.schema.security) {
        route.schema = { ...route.schema, security: [{ bearerAuth: [] }] };
      }
    });
  },
  { name: 'route-policy' },
);
