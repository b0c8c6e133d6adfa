// Excel export routes (docs/api.md: inventory/projects/export, inventory/buildings/export): developer
// admins and sales managers (inventory.*.export), with the lists' filters and sorting; audited.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BUILDING_SORTS, PROJECT_SORTS } from '../../../shared/inventory.ts';
import { listQuerySchema } from '../../http/lists.ts';
import { tenantOf } from '../../http/request-context.ts';
import type { ModuleDeps } from '../module.ts';
import { buildingExport, projectExport } from './exports.service.ts';
import { buildingFilters, projectFilters } from '../../../shared/schemas/inventory.ts';
import { sendWorkbook } from './xlsx-stream.ts';

const projectQuery = listQuerySchema({ sortable: PROJECT_SORTS, defaultSort: 'name', filters: projectFilters });
const buildingQuery = listQuerySchema({ sortable: BUILDING_SORTS, defaultSort: 'name', filters: buildingFilters });

export default async function exportRoutes(app: FastifyInstance, { db }: ModuleDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['inventory: exports'];

  routes.get('/inventory/projects/export', {
    config: { action: 'inventory.projects.export', audit: 'inventory.projects.exported' },
    schema: { tags, summary: 'The projects list as an Excel workbook (same filters and sorting)', querystring: projectQuery },
    handler: (request, reply) => sendWorkbook(reply, projectExport(db, tenantOf(request), request.query)),
  });

  routes.get('/inventory/buildings/export', {
    config: { action: 'inventory.buildings.export', audit: 'inventory.buildings.exported' },
    schema: { tags, summary: 'The buildings list as an Excel workbook (same filters and sorting)', querystring: buildingQuery },
    handler: (request, reply) => sendWorkbook(reply, buildingExport(db, tenantOf(request), request.query)),
  });
}
