// Liveness and readiness for load balancers (docs/api.md "Health"). `health` answers with the
// database's state: 503 when the database does not answer in time, so a load balancer stops
// sending traffic to this process. `ready` also checks the file storage, so a process whose disk
// or bucket fails is taken out of rotation before an upload fails on it. Both are public and
// unthrottled: a load balancer polls them every few seconds without a token.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { probeStorage } from '../../services/storage-probe.ts';
import type { ModuleDeps } from '../module.ts';

const CHECK_TIMEOUT_MS = 2_000;

const healthResponse = z.object({ status: z.enum(['ok', 'error']), database: z.enum(['ok', 'unreachable']) });
const readyResponse = healthResponse.extend({ storage: z.enum(['ok', 'unavailable']) });

export default async function healthRoutes(app: FastifyInstance, { database, storage }: ModuleDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  const databaseAnswers = async (log: FastifyInstance['log']): Promise<boolean> => {
    try {
      await withTimeout(database.ping(), CHECK_TIMEOUT_MS);
      return true;
    } catch (error) {
      log.warn({ err: error }, 'database health check failed');
      return false;
    }
  };

  routes.get('/health', {
    config: { action: 'public' },
    schema: { tags: ['health'], summary: 'Process and database health', response: { 200: healthResponse, 503: healthResponse } },
    handler: async (request, reply) => {
      if (await databaseAnswers(request.log)) return { status: 'ok' as const, database: 'ok' as const };
      return reply.code(503).send({ status: 'error', database: 'unreachable' });
    },
  });

  routes.get('/ready', {
    config: { action: 'public' },
    schema: {
      tags: ['health'],
      summary: 'Readiness: the database and the file storage answer',
      response: { 200: readyResponse, 503: readyResponse },
    },
    handler: async (request, reply) => {
      const [databaseOk, storageOk] = await Promise.all([
        databaseAnswers(request.log),
        withTimeout(probeStorage(storage), CHECK_TIMEOUT_MS).then(
          () => true,
          (error: unknown) => {
            request.log.warn({ err: error }, 'storage readiness check failed');
            return false;
          },
        ),
      ]);
      const body = {
        status: databaseOk && storageOk ? ('ok' as const) : ('error' as const),
        database: databaseOk ? ('ok' as const) : ('unreachable' as const),
        storage: storageOk ? ('ok' as const) : ('unavailable' as const),
      };
      return reply.code(body.status === 'ok' ? 200 : 503).send(body);
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
