// The signed-in user's in-app notifications.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notificationListQuery } from '../../../shared/schemas/account.ts';
import { messageResponseSchema } from '../../http/lists.ts';
import { idParams } from '../../http/params.ts';
import { signedInUserId } from '../../http/request-context.ts';
import type { ModuleDeps } from '../module.ts';
import { notificationListSchema, notificationSchema } from './account.resources.ts';
import { listNotifications, markAllRead, markRead } from './notifications.service.ts';

export default async function notificationRoutes(app: FastifyInstance, { db }: ModuleDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account: notifications'];

  routes.get('/notifications', {
    config: { action: 'account' },
    schema: {
      tags,
      summary: 'My notifications, newest first (`unread=true` for unread only)',
      querystring: notificationListQuery,
      response: { 200: notificationListSchema },
    },
    handler: (request) => listNotifications(db, signedInUserId(request), request.query),
  });

  routes.patch('/notifications/:id/read', {
    config: { action: 'account' },
    schema: {
      tags,
      summary: 'Mark one notification as read',
      params: idParams('id'),
      response: { 200: z.object({ data: notificationSchema, message: z.string() }) },
    },
    handler: (request) => markRead(db, signedInUserId(request), request.params.id),
  });

  routes.post('/notifications/read-all', {
    config: { action: 'account' },
    schema: { tags, summary: 'Mark every notification as read', response: { 200: messageResponseSchema } },
    handler: (request) => markAllRead(db, signedInUserId(request)),
  });
}
