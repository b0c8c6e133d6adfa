// Lead document routes (docs/api.md "CRM": crm/leads/{leadId}/documents, crm/documents/{id}…).
// Upload is multipart: `file` (PDF, JPEG or PNG, ≤ 10 MB) and an optional `name`.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendStoredFile } from '../../http/downloads.ts';
import { messageResponseSchema } from '../../http/lists.ts';
import { idParams } from '../../http/params.ts';
import { tenantOf } from '../../http/request-context.ts';
import { uploadedFileSchema } from '../../http/uploads.ts';
import type { ModuleDeps } from '../module.ts';
import { leadDocumentSchema } from './crm.resources.ts';
import * as documents from './lead-documents.service.ts';

const uploadBody = z.object({
  file: uploadedFileSchema,
  name: z.string().trim().max(200, 'The name field must not be greater than 200 characters.').optional(),
});

export default async function leadDocumentRoutes(app: FastifyInstance, { db, storage }: ModuleDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['crm: documents'];

  routes.post('/crm/leads/:leadId/documents', {
    config: { action: 'crm.interact' },
    schema: {
      tags,
      summary: 'Upload a document to a lead (PDF, JPEG, PNG; ≤ 10 MB); name defaults to the file name',
      consumes: ['multipart/form-data'],
      params: idParams('leadId'),
      body: uploadBody,
      response: { 201: z.object({ data: leadDocumentSchema, message: z.string() }) },
    },
    handler: async (request, reply) => {
      const { file, ...fields } = request.body;
      return reply.code(201).send(await documents.uploadLeadDocument(db, storage, tenantOf(request), request.params.leadId, fields, file));
    },
  });

  routes.get('/crm/documents/:id/download', {
    config: { action: 'crm.interact' },
    schema: { tags, summary: 'Download a lead document', params: idParams('id') },
    handler: async (request, reply) =>
      sendStoredFile(reply, storage, await documents.leadDocumentFile(db, tenantOf(request), request.params.id)),
  });

  routes.delete('/crm/documents/:id', {
    config: { action: 'crm.delete', audit: 'crm.document.deleted' },
    schema: { tags, summary: 'Delete a lead document', params: idParams('id'), response: { 200: messageResponseSchema } },
    handler: (request) => documents.deleteLeadDocument(db, storage, tenantOf(request), request.params.id),
  });
}
