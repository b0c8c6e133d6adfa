// OpenAPI 3.1 generated from the route schemas (so it cannot drift from the code), served at
// /api/docs/openapi.json with a browsable page at /api/docs. Everything is served locally.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { DOCS_PREFIX } from './route-policy.ts';

export default fp(
  async function openapiPlugin(app: FastifyInstance, options: { publicUrl: string }) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Realestate Platform API',
          version: '1.0.0',
          description:
            'Inventory, sale offers and CRM. Conventions: see docs/api.md in the repository. ' +
            'Versions: a single record (GET, or the answer of an update) carries `ETag: "<updated_at in epoch ms>"`; a PUT or PATCH may send it back as `If-Match` ' +
            '(or `updated_at` in the body). A stale one → 409 `{message, data: <current record>}`, nothing written; a malformed If-Match → 400; a malformed updated_at → 422 on that field; ' +
            'no version (or `If-Match: *`) → the update runs unchecked.',
        },
        servers: [{ url: options.publicUrl }],
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      uiConfig: { validatorUrl: null, deepLinking: false },
      staticCSP: true,
    });
    app.get(`${DOCS_PREFIX}/openapi.json`, { config: { action: 'public' }, schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
