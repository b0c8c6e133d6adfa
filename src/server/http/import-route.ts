// The one shape of a CSV import route (POST crm/leads/import, contacts/companies/import,
// contacts/brokers/import; docs/api.md "CSV imports"): multipart `file` plus the shared import fields
// (`mapping`, `preview`, `duplicates`), an upload that is read and never stored, and one audit
// entry per call saying whether it only previewed. What the import does is the module's service.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Action } from '../../shared/permissions.ts';
import { importFieldsShape } from '../../shared/schemas/fields.ts';
import type { UploadedFile } from '../plugins/body-parsers.ts';
import type { ImportOptions } from '../services/import-pipeline.ts';
import { tenantOf, type TenantContext } from './request-context.ts';
import { uploadedFileSchema } from './uploads.ts';

export interface ImportRoute {
  action: Action;
  audit: string;
  tags: string[];
  summary: string;
  /** The answer's `data`: the resource's import report. */
  result: z.ZodType;
  run: (tenant: TenantContext, file: UploadedFile, options: ImportOptions) => Promise<{ data: unknown }>;
}

export function importRoute(app: FastifyInstance, path: string, route: ImportRoute) {
  app.withTypeProvider<ZodTypeProvider>().post(path, {
    config: { action: route.action, audit: route.audit, storesUploads: false },
    schema: {
      tags: route.tags,
      summary: route.summary,
      consumes: ['multipart/form-data'],
      body: z.object({ file: uploadedFileSchema, ...importFieldsShape }),
      response: { 200: z.object({ data: route.result }) },
    },
    handler: (request) => {
      const { file, ...options } = request.body;
      request.auditDetails = { preview: options.preview, duplicates: options.duplicates };
      return route.run(tenantOf(request), file, { ...options, language: request.language });
    },
  });
}
