// Bearer-token authentication in onRequest, so an anonymous caller of a protected route gets
// 401 before anything about the request (body, schema) is looked at. The method override asks
// the same question earlier, while routing, so the token is looked up once per request.
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { unauthorized } from '../http/errors.ts';
import type { Principal } from '../http/request-context.ts';
import { authenticateToken } from '../modules/auth/tokens.service.ts';

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

const PRINCIPAL = Symbol('principal');
type RawWithPrincipal = IncomingMessage & { [PRINCIPAL]?: Promise<Principal | null> };

/** The caller behind the request's bearer token (null without a valid one), looked up once. */
export function principalOf(db: Database, raw: IncomingMessage): Promise<Principal | null> {
  const request = raw as RawWithPrincipal;
  request[PRINCIPAL] ??= (async () => {
    const token = bearerToken(raw.headers.authorization);
    return token ? authenticateToken(db, token) : null;
  })();
  return request[PRINCIPAL];
}

export default fp(
  async function authenticationPlugin(app: FastifyInstance, options: { db: Database }) {
    app.decorateRequest('principal', null);
    app.addHook('onRequest', async (request) => {
      const action = request.routeOptions.config?.action;
      // Public routes, and unknown ones (refused before this hook), need no token.
      if (!action || action === 'public') return;
      const principal = await principalOf(options.db, request.raw);
      if (!principal) throw unauthorized();
      request.principal = principal;
    });
  },
  { name: 'authentication' },
);
