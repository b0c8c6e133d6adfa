// Activity routes (docs/api.md "CRM": crm/activities…). The list is the activities screen
// (crm.activities); creating and changing them is crm.interact; deleting is crm.delete.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activityListQuery, activityOwnerBody, createActivityBody, updateActivityBody } from '../../../shared/schemas/crm.ts';
import { listResponseSchema, messageResponseSchema } from '../../http/lists.ts';
import { idParams } from '../../http/params.ts';
import { tenantOf } from '../../http/request-context.ts';
import type { ModuleDeps } from '../module.ts';
import { listActivities } from './activities.queries.ts';
import * as activities from './activities.service.ts';
import { activitySchema } from './crm.resources.ts';

const oneResponse = z.object({ data: activitySchema, message: z.string() });

export default async function activityRoutes(app: FastifyInstance, { db }: ModuleDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['crm: activities'];

  routes.get('/crm/activities', {
    config: { action: 'crm.activities' },
    schema: {
      tags,
      summary: 'Activities with lead and owner; filters type, owner_id, lead_id, deal_id, completed, overdue, due_from/due_to, search, ids',
      querystring: activityListQuery,
      response: { 200: listResponseSchema(activitySchema) },
    },
    handler: (request) => listActivities(db, tenantOf(request), request.query),
  });

  routes.post('/crm/activities', {
    config: { action: 'crm.interact' },
    schema: {
      tags,
      summary: 'Create an activity on a lead (owner: the caller unless named; completed: true logs one already done)',
      body: createActivityBody,
      response: { 201: oneResponse },
    },
    handler: async (request, reply) => reply.code(201).send(await activities.createActivity(db, tenantOf(request), request.body)),
  });

  routes.put('/crm/activities/:id', {
    config: { action: 'crm.interact' },
    schema: {
      tags,
      summary: 'Change an activity; a stale updated_at → 409 with the current activity',
      params: idParams('id'),
      body: updateActivityBody,
      response: { 200: oneResponse },
    },
    handler: (request) => activities.updateActivity(db, tenantOf(request), request.params.id, request.body),
  });

  routes.delete('/crm/activities/:id', {
    config: { action: 'crm.delete', audit: 'crm.activity.deleted' },
    schema: { tags, summary: 'Delete an activity', params: idParams('id'), response: { 200: messageResponseSchema } },
    handler: (request) => activities.deleteActivity(db, tenantOf(request), request.params.id),
  });

  routes.patch('/crm/activities/:id/toggle-complete', {
    config: { action: 'crm.interact' },
    schema: { tags, summary: 'Complete an activity now, or open it again', params: idParams('id'), response: { 200: oneResponse } },
    handler: (request) => activities.toggleComplete(db, tenantOf(request), request.params.id),
  });

  routes.patch('/crm/activities/:id/owner', {
    config: { action: 'crm.interact' },
    schema: {
      tags,
      summary: 'Give an activity to another member (null: nobody); he is notified',
      params: idParams('id'),
      body: activityOwnerBody,
      response: { 200: oneResponse },
    },
    handler: (request) => activities.changeActivityOwner(db, tenantOf(request), request.params.id, request.body.owner_id ?? null),
  });
}
