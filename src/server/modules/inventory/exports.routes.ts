// Excel export routes (docs/api.md: inventory/projects/export, inventory/buildings/export): developer
// admins and sales managers (inventory.*.export), with the lists' filters and sorting; audited.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tenantOf } from '../../http/request-context.ts';
import type { ModuleDeps } from '../module.ts';
import { buildingExport, projectExport } from './exports.service.ts';
import { buildingListQuery, projectListQuery } from '../../../shared/schemas/inventory.ts';
import { sendWorkbook } from './xlsx-stream.ts';

export default async function exportRoutes(app: FastifyInstance, { db }: ModuleDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['inventory: exports'];

  routes.get('/inventory/projects/export', {
    config: { action: 'inventory.projects.export', audit: 'inventory.projects.exported' },
    schema: { tags, summary: 'The projects list as an Excel workbook (same filters and sorting)', querystring: projectListQuery },
    handler: (request, reply) => sendWorkbook(reply, projectExport(db, tenantOf(request), request.query, request.language)),
  });

  routes.get('/inventory/buildings/export', {
    config: { action: 'inventory.buildings.export', audit: 'inventory.buildings.exported' },
    schema: { tags, summary: 'The buildings list as an Excel workbook (same filters and sorting)', querystring: buildingListQuery },
    handler: (request, reply) => sendWorkbook(reply, buildingExport(db, tenantOf(request), request.query, request.language)),
  });
}
