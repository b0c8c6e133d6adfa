// Organization document routes: list and upload per organization; replace, download and delete
// per document. Multipart bodies: `file` plus the fields.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentFieldsShape, ORGANIZATION_DOCUMENT_TYPES } from '../../../shared/schemas/documents.ts';
import { sendStoredFile } from '../../http/downloads.ts';
import { messageResponseSchema } from '../../http/lists.ts';
import { idParams } from '../../http/params.ts';
import { tenantOf } from '../../http/request-context.ts';
import { uploadedFileSchema } from '../../http/uploads.ts';
import type { ModuleDeps } from '../module.ts';
import * as documents from './documents.service.ts';

const documentSchema = z.object({
  id: z.number().int(),
  organization_id: z.number().int(),
  type: z.enum(ORGANIZATION_DOCUMENT_TYPES),
  name: z.string(),
  filename: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  expires_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
const oneResponse = z.object({ data: documentSchema, message: z.string() });

export default async function documentRoutes(app: FastifyInstance, { db, storage }: ModuleDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['organization documents'];

  routes.get('/auth/organizations/:id/documents', {
    config: { action: 'organizations.documents.download' },
    schema: {
      tags,
      summary: 'Documents of an organization',
      params: idParams('id'),
      response: { 200: z.object({ data: z.array(documentSchema) }) },
    },
    handler: (request) => documents.listDocuments(db, tenantOf(request), request.params.id),
  });

  routes.post('/auth/organizations/:id/documents', {
    config: { action: 'organizations.documents.manage' },
    schema: {
      tags,
      summary: 'Upload a document (PDF, JPEG, PNG; ≤ 10 MB)',
      consumes: ['multipart/form-data'],
      params: idParams('id'),
      body: z.object({ ...documentFieldsShape, file: uploadedFileSchema }),
      response: { 201: oneResponse },
    },
    handler: async (request, reply) => {
      const { file, ...fields } = request.body;
      return reply.code(201).send(await documents.createDocument(db, storage, tenantOf(request), request.params.id, fields, file));
    },
  });

  routes.put('/auth/documents/:documentId', {
    config: { action: 'organizations.documents.manage' },
    schema: {
      tags,
      summary: 'Change a document, or replace its file',
      consumes: ['multipart/form-data', 'application/json'],
      params: idParams('documentId'),
      body: z.object({ ...documentFieldsShape, file: uploadedFileSchema.optional() }).partial(),
      response: { 200: oneResponse },
    },
    handler: (request) => {
      const { file, ...fields } = request.body;
      return documents.updateDocument(db, storage, tenantOf(request), request.params.documentId, fields, file);
    },
  });

  routes.get('/auth/documents/:documentId', {
    config: { action: 'organizations.documents.download' },
    schema: { tags, summary: 'Download a document', params: idParams('documentId') },
    handler: async (request, reply) =>
      sendStoredFile(reply, storage, await documents.documentFile(db, tenantOf(request), request.params.documentId)),
  });

  routes.delete('/auth/documents/:documentId', {
    config: { action: 'organizations.documents.manage', audit: 'document.deleted' },
    schema: { tags, summary: 'Delete a document', params: idParams('documentId'), response: { 200: messageResponseSchema } },
    handler: (request) => documents.deleteDocument(db, storage, tenantOf(request), request.params.documentId),
  });
}
