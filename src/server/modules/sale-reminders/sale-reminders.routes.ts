// Payment reminders (docs/api.md "Payment reminders"): the organization's settings, each sale's
// reminders, and the job that queues the due ones. The job starts when the server listens and
// stops when the app closes (config.reminderPollMs = 0 runs none in this process); every server
// may run it, each reminder still goes out once (./due-reminders.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { saleReminderSettingsBody } from '../../../shared/schemas/sale-reminders.ts';
import { idParams } from '../../http/params.ts';
import { tenantOf } from '../../http/request-context.ts';
import { currentTime } from '../../services/clock.ts';
import { createIntervalJob } from '../../services/interval-job.ts';
import type { ModuleDeps } from '../module.ts';
import { queueDueReminders } from './due-reminders.ts';
import { replaceReminderSettings, showReminderSettings } from './reminder-settings.service.ts';
import { saleReminderSchema, saleReminderSettingsSchema } from './sale-reminders.resources.ts';
import { listSaleReminders } from './sale-reminders.service.ts';

export default async function saleReminderRoutes(app: FastifyInstance, { db, config }: ModuleDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['sales: reminders'];

  if (config.reminderPollMs > 0) {
    const job = createIntervalJob({
      run: () => queueDueReminders(db, currentTime()),
      intervalMs: config.reminderPollMs,
      failure: 'Queuing the payment reminders failed.',
      log: app.log,
    });
    app.addHook('onListen', async () => job.start());
    app.addHook('onClose', () => job.stop());
  }

  routes.get('/sales/reminder-settings', {
    config: { action: 'sales.manage' },
    schema: {
      tags,
      summary: 'The organization’s payment reminder settings: on or off, the provider, the steps in days from the due date',
      response: { 200: z.object({ data: saleReminderSettingsSchema }) },
    },
    handler: (request) => showReminderSettings(db, config, tenantOf(request)),
  });

  routes.put('/sales/reminder-settings', {
    config: { action: 'sales.manage', audit: 'sale.reminder_settings_updated' },
    schema: {
      tags,
      summary: 'Replace the organization’s payment reminder settings',
      body: saleReminderSettingsBody,
      response: { 200: z.object({ data: saleReminderSettingsSchema, message: z.string() }) },
    },
    handler: (request) => replaceReminderSettings(db, config, tenantOf(request), request.body),
  });

  routes.get('/sales/:id/reminders', {
    config: { action: 'sales.view' },
    schema: {
      tags,
      summary: 'The payment reminders of a sale, newest first, with what became of each message',
      params: idParams('id'),
      response: { 200: z.object({ data: z.array(saleReminderSchema) }) },
    },
    handler: (request) => listSaleReminders(db, tenantOf(request), request.params.id),
  });
}
