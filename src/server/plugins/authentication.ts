// Bearer-token authentication in onRequest, so an anonymous caller of a protected route gets
// 401 before anything about the request (body, schema) is looked at.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { unauthorized } from '../http/errors.ts';
import { authenticateToken } from '../modules/auth/tokens.service.ts';

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

export default fp(
  async function authenticationPlugin(app: FastifyInstance, options: { db: Database }) {
    app.decorateRequest('principal', null);
    app.addHook('onRequest', async (request) => {
      const action = request.routeOptions.config?.action;
      // Public routes, and unknown ones (the not-found handler answers those), need no token.
      if (!action || action === 'public') return;
      const token = bearerToken(request.headers.authorization);
      if (!token) throw unauthorized();
      const principal = await authenticateToken(options.db, token);
      if (!principal) throw unauthorized();
      request.principal = principal;
    });
  },
  { name: 'authentication' },
);
