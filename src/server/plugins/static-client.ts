// Serves the built client (dist/client) and answers any other GET outside /api with its
// index.html, so the react-admin router handles deep links like /crm/leads/5.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../../shared/api.ts';

export default async function staticClientPlugin(app: FastifyInstance, options: { clientDir?: string }) {
  const clientDir = options.clientDir;
  const hasClient = clientDir !== undefined && fs.existsSync(path.join(clientDir, 'index.html'));
  if (hasClient) {
    // preCompressed: the build writes .br/.gz beside each asset (vite.config.ts); sent when accepted.
    await app.register(fastifyStatic, { root: clientDir, prefix: '/', wildcard: false, index: false, maxAge: '1h', preCompressed: true });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === API_PREFIX || request.url.startsWith(`${API_PREFIX}/`);
    if (hasClient && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', clientDir!);
    }
    return reply.code(404).send({ message: `The route ${request.method} ${request.url.split('?')[0]} does not exist.` });
  });
}
