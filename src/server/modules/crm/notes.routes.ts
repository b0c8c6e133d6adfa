// Note routes (docs/api.md "CRM": crm/leads/{leadId}/notes, crm/notes/{id}) and the people a note can
// @mention (crm/mentions). Mention syntax: `@[Full Name](user:12)`, see shared/crm.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noteBody } from '../../../shared/schemas/crm.ts';
import { messageResponseSchema, optionsQuerySchema, optionsResponseSchema } from '../../http/lists.ts';
import { idParams } from '../../http/params.ts';
import { tenantOf } from '../../http/request-context.ts';
import type { ModuleDeps } from '../module.ts';
import { noteSchema } from './crm.resources.ts';
import { mentionOptions } from './members.ts';
import * as notes from './notes.service.ts';

export default async function noteRoutes(app: FastifyInstance, { db }: ModuleDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['crm: notes'];

  routes.get('/crm/mentions', {
    config: { action: 'crm.mentions' },
    schema: {
      tags,
      summary: "The organization's enabled members to @mention (and to choose owners from), as options {value: user id, label: full name}",
      querystring: optionsQuerySchema,
      response: { 200: optionsResponseSchema },
    },
    handler: (request) => mentionOptions(db, tenantOf(request), request.query.search),
  });

  routes.post('/crm/leads/:leadId/notes', {
    config: { action: 'crm.interact' },
    schema: {
      tags,
      summary: 'Add a note; each enabled member it @mentions as `@[Full Name](user:ID)` is notified',
      params: idParams('leadId'),
      body: noteBody,
      response: { 201: z.object({ data: noteSchema, message: z.string() }) },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await notes.createNote(db, tenantOf(request), request.params.leadId, request.body)),
  });

  routes.delete('/crm/notes/:id', {
    config: { action: 'crm.delete', audit: 'crm.note.deleted' },
    schema: { tags, summary: 'Delete a note (the timeline records it)', params: idParams('id'), response: { 200: messageResponseSchema } },
    handler: (request) => notes.deleteNote(db, tenantOf(request), request.params.id),
  });
}
