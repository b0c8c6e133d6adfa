// Liveness with the database's state: 503 when the database does not answer in time, so a
// load balancer stops sending traffic to this process.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../module.ts';

const PING_TIMEOUT_MS = 2_000;

const healthResponse = z.object({ status: z.enum(['ok', 'error']), database: z.enum(['ok', 'unreachable']) });

export default async function healthRoutes(app: FastifyInstance, { database }: ModuleDeps) {
  app.withTypeProvider<ZodTypeProvider>().get('/health', {
    config: { action: 'public' },
    schema: { tags: ['health'], summary: 'Process and database health', response: { 200: healthResponse, 503: healthResponse } },
    handler: async (request, reply) => {
      try {
        await withTimeout(database.ping(), PING_TIMEOUT_MS);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'database health check failed');
        return reply.code(503).send({ status: 'error', database: 'unreachable' });
      }
    },
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
