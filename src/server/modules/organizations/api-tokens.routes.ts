// Organization API token routes (super admin).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiTokenBody } from '../../../shared/schemas/organizations.ts';
import { messageResponseSchema } from '../../http/lists.ts';
import { idParams } from '../../http/params.ts';
import { tenantOf } from '../../http/request-context.ts';
import type { ModuleDeps } from '../module.ts';
import * as tokens from './api-tokens.service.ts';

const apiTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  abilities: z.array(z.string()),
  last_used_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  created_at: z.string(),
});

export default async function apiTokenRoutes(app: FastifyInstance, { db }: ModuleDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['api tokens'];

  routes.get('/auth/api-tokens/:orgId', {
    config: { action: 'organizations.api_tokens' },
    schema: {
      tags,
      summary: 'API tokens of an organization',
      params: idParams('orgId'),
      response: { 200: z.object({ data: z.array(apiTokenSchema) }) },
    },
    handler: (request) => tokens.listApiTokens(db, tenantOf(request), request.params.orgId),
  });

  routes.post('/auth/api-tokens/:orgId', {
    config: { action: 'organizations.api_tokens', audit: 'api_token.created' },
    schema: {
      tags,
      summary: 'Create an API token; the plain token is answered this once',
      params: idParams('orgId'),
      body: apiTokenBody,
      response: { 201: z.object({ data: apiTokenSchema.extend({ plain_text_token: z.string() }), message: z.string() }) },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await tokens.createApiToken(db, tenantOf(request), request.params.orgId, request.body)),
  });

  routes.delete('/auth/api-tokens/:orgId/:tokenId', {
    config: { action: 'organizations.api_tokens', audit: 'api_token.revoked' },
    schema: { tags, summary: 'Revoke an API token', params: idParams('orgId', 'tokenId'), response: { 200: messageResponseSchema } },
    handler: (request) => tokens.revokeApiToken(db, tenantOf(request), request.params.orgId, request.params.tokenId),
  });
}
