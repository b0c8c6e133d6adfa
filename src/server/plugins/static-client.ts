// Serves the built client (dist/client) and answers any other GET outside /api with its
// index.html, so the react-admin router handles deep links like /crm/leads/5.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isClientPage, routeNotFound } from './unknown-routes.ts';

export default async function staticClientPlugin(app: FastifyInstance, options: { clientDir?: string }) {
  const clientDir = options.clientDir;
  const hasClient = clientDir !== undefined && fs.existsSync(path.join(clientDir, 'index.html'));
  if (hasClient) {
    // preCompressed: the build writes .br/.gz beside each asset (vite.config.ts); sent when accepted.
    await app.register(fastifyStatic, { root: clientDir, prefix: '/', wildcard: false, index: false, maxAge: '1h', preCompressed: true });
  }
  app.setNotFoundHandler((request, reply) => {
    if (hasClient && isClientPage(request)) return reply.header('cache-control', 'no-cache').sendFile('index.html', clientDir!);
    throw routeNotFound(request);
  });
}
