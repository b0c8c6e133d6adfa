// Serves the built client (dist/client) and answers any other GET outside /api with its
// index.html, so the react-admin router handles deep links like /crm/leads/5. One policy decides
// each file's caching: index.html is revalidated on every visit (it names the current build's
// scripts), the hashed build output is kept for a year, the few unhashed files for an hour.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isClientPage, routeNotFound } from './unknown-routes.ts';

export const INDEX_CACHE_CONTROL = 'no-cache';
/** Vite writes every bundled file under assets/ with a hash of its content in its name. */
export const HASHED_ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Files copied from public/ as they are (favicon): their names do not change with their content. */
export const UNHASHED_FILE_CACHE_CONTROL = 'public, max-age=3600';

const PRECOMPRESSED_SUFFIX = /\.(br|gz)$/;

/** The Cache-Control of a file of the build, by its path inside it (`assets/app-1a2b.js`). */
export function cacheControlOf(relativePath: string): string {
  const file = relativePath.split(path.sep).join('/').replace(PRECOMPRESSED_SUFFIX, '');
  if (file === 'index.html') return INDEX_CACHE_CONTROL;
  if (file.startsWith('assets/')) return HASHED_ASSET_CACHE_CONTROL;
  return UNHASHED_FILE_CACHE_CONTROL;
}

export default async function staticClientPlugin(app: FastifyInstance, options: { clientDir?: string }) {
  const clientDir = options.clientDir;
  const hasClient = clientDir !== undefined && fs.existsSync(path.join(clientDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // preCompressed: the build writes .br/.gz beside each asset (vite.config.ts); sent when accepted.
      preCompressed: true,
      // @fastify/send would write its own `public, max-age=…` over any header set before it, also
      // on index.html sent as a deep link's answer; setHeaders runs after it, for every file.
      cacheControl: false,
      setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlOf(path.relative(clientDir, filePath))),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (hasClient && isClientPage(request)) return reply.sendFile('index.html', clientDir!);
    return reply.code(404).send({ message: routeNotFound(request).message });
  });
}
