// Auth and account routes (API.md "Auth and account"): sign-in, own profile, sign-out.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginBody } from '../../../shared/schemas/auth.ts';
import type { ModuleDeps } from '../module.ts';
import { messageResponseSchema } from '../../http/lists.ts';
import { signedInUserId } from '../../http/request-context.ts';
import { loginSuccessSchema, meSchema } from './auth.schemas.ts';
import * as auth from './auth.service.ts';

export default async function authRoutes(app: FastifyInstance, { db, config }: ModuleDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post('/auth/login', {
    config: { action: 'public' },
    schema: { tags: ['auth'], summary: 'Sign in with email and password', body: loginBody, response: { 200: loginSuccessSchema } },
    handler: (request) => auth.login(db, request.body, config.tokenTtlDays),
  });

  routes.get('/auth/me', {
    config: { action: 'account' },
    schema: { tags: ['auth'], summary: 'The signed-in user, organizations and 2FA state', response: { 200: meSchema } },
    handler: (request) => auth.me(db, signedInUserId(request)),
  });

  routes.post('/auth/logout', {
    config: { action: 'account' },
    schema: { tags: ['auth'], summary: 'Revoke the calling token', response: { 200: messageResponseSchema } },
    handler: (request) => auth.logout(db, request.principal!.tokenId),
  });
}

