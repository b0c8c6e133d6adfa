// The messenger module (docs/api.md "Contacts and messenger": templates, sending to companies, logs)
// and the queue worker that sends in the background. The worker starts when the server listens
// and stops when the app closes (config.messengerPollMs = 0 runs none in this process).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listResponseSchema } from '../../http/lists.ts';
import { idParams } from '../../http/params.ts';
import { tenantOf } from '../../http/request-context.ts';
import { configuredProviders } from '../../services/messaging/providers.ts';
import { createMessageWorker } from '../../services/messaging/queue-worker.ts';
import type { ModuleDeps } from '../module.ts';
import { listLogs, showLog } from './logs.service.ts';
import { logListQuery, sendMessagesBody } from '../../../shared/schemas/messenger.ts';
import { messageLogDetailSchema, messageLogSchema } from './messenger.resources.ts';
import { sendToCompanies } from './send.service.ts';
import templateRoutes from './templates.routes.ts';

export default async function messengerRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const { db, config } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  await templateRoutes(app, deps);

  const worker =
    config.messengerPollMs > 0
      ? createMessageWorker({ db, providers: configuredProviders(config), pollMs: config.messengerPollMs, log: app.log })
      : null;
  if (worker) {
    // Listening, not merely ready: tests drive the app through inject without a server, and
    // should not have a worker polling their database unless they listen (or make their own).
    app.addHook('onListen', async () => worker.start());
    app.addHook('onClose', () => worker.stop());
  }

  routes.post('/contacts/companies/send-messages', {
    config: { action: 'contacts.companies', audit: 'contacts.companies.messaged' },
    schema: {
      tags: ['contacts: companies'],
      summary:
        'Queue a template to each selected company (rendered with its fields); companies without a phone or a value for a variable come back rejected',
      body: sendMessagesBody,
      response: {
        202: z.object({
          data: z.object({
            queued: z.number().int(),
            log_ids: z.array(z.number().int()),
            rejected: z.array(z.object({ id: z.number().int(), name: z.string(), errors: z.record(z.string(), z.array(z.string())) })),
          }),
          message: z.string(),
        }),
      },
    },
    handler: async (request, reply) => {
      const result = await sendToCompanies(db, config, tenantOf(request), request.body);
      request.auditDetails = { provider: request.body.provider, template_id: request.body.template_id, queued: result.data.queued };
      worker?.wake();
      return reply.code(202).send(result);
    },
  });

  routes.get('/messenger/logs', {
    config: { action: 'messenger.logs' },
    schema: {
      tags: ['messenger: logs'],
      summary:
        'Messages with provider, recipient, template, rendered body, status, error and time (filters: provider, status, search on the recipient, created range)',
      querystring: logListQuery,
      response: { 200: listResponseSchema(messageLogSchema) },
    },
    handler: (request) => listLogs(db, tenantOf(request), request.query),
  });

  routes.get('/messenger/logs/:id', {
    config: { action: 'messenger.logs' },
    schema: {
      tags: ['messenger: logs'],
      summary: "One message with the variables it was filled with and the provider's answer",
      params: idParams('id'),
      response: { 200: z.object({ data: messageLogDetailSchema }) },
    },
    handler: (request) => showLog(db, tenantOf(request), request.params.id),
  });
}
