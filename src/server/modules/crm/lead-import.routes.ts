// Lead import (docs/api.md "CRM": POST crm/leads/import), for the organization's admins (crm.import).
// Multipart: `file` (CSV, UTF-8, header row, ≤ 5 MB), optional `mapping` (JSON: header → field),
// `preview` (true: answer without writing), `duplicates` (skip | update). The answer carries the
// rejected rows with their reasons and, as `report`, the same as a CSV to download.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { importFieldsShape } from '../../../shared/schemas/fields.ts';
import { tenantOf } from '../../http/request-context.ts';
import { uploadedFileSchema } from '../../http/uploads.ts';
import type { ModuleDeps } from '../module.ts';
import { leadImportResultSchema } from './crm.resources.ts';
import { importLeads } from './lead-import.service.ts';

export default async function leadImportRoutes(app: FastifyInstance, { db }: ModuleDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post('/crm/leads/import', {
    config: { action: 'crm.import', audit: 'crm.leads.imported', storesUploads: false },
    schema: {
      tags: ['crm: leads'],
      summary:
        'Import leads from CSV: preview or apply; duplicates on normalised email/phone skipped or updated; rejected rows with reasons and a CSV report',
      consumes: ['multipart/form-data'],
      body: z.object({ file: uploadedFileSchema, ...importFieldsShape }),
      response: { 200: z.object({ data: leadImportResultSchema }) },
    },
    handler: (request) => {
      const { file, ...options } = request.body;
      // One audit action per call of the route; the entry says whether it only previewed.
      request.auditDetails = { preview: options.preview };
      return importLeads(db, tenantOf(request), file, { ...options, language: request.language });
    },
  });
}
