// Lead import (docs/api.md "CRM": POST crm/leads/import), for the organization's admins (crm.import).
// Multipart: `file` (CSV, UTF-8, header row, ≤ 5 MB), optional `mapping` (JSON: header → field),
// `preview` (true: answer without writing), `duplicates` (skip | update). The answer carries the
// rejected rows with their reasons and, as `report`, the same as a CSV to download.
import type { FastifyInstance } from 'fastify';
import { importRoute } from '../../http/import-route.ts';
import type { ModuleDeps } from '../module.ts';
import { leadImportResultSchema } from './crm.resources.ts';
import { importLeads } from './lead-import.service.ts';

export default async function leadImportRoutes(app: FastifyInstance, { db }: ModuleDeps) {
  importRoute(app, '/crm/leads/import', {
    action: 'crm.import',
    audit: 'crm.leads.imported',
    tags: ['crm: leads'],
    summary:
      'Import leads from CSV: preview or apply; duplicates on normalised email/phone skipped or updated; rejected rows with reasons and a CSV report',
    result: leadImportResultSchema,
    run: (tenant, file, options) => importLeads(db, tenant, file, options),
  });
}
