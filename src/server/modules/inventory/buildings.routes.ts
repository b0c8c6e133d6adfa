// Building routes (docs/api.md "Inventory and sales": inventory/buildings, options, no-units banner).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listResponseSchema, messageResponseSchema, optionsQuerySchema, optionsResponseSchema } from '../../http/lists.ts';
import { idParams } from '../../http/params.ts';
import { tenantOf } from '../../http/request-context.ts';
import type { ModuleDeps } from '../module.ts';
import * as buildings from './buildings.service.ts';
import { buildingBody, buildingFilters, buildingListQuery } from '../../../shared/schemas/inventory.ts';
import { buildingDetailSchema, buildingSchema } from './inventory.resources.ts';

const oneResponse = z.object({ data: buildingDetailSchema, message: z.string() });
const optionsQuery = optionsQuerySchema.extend({
  project_id: buildingFilters.project_id,
  developer_organization_id: buildingFilters.developer_organization_id,
});
const bannerResponse = z.object({
  data: z.array(z.object({ id: z.number().int(), name: z.string(), project_id: z.number().int(), project_name: z.string() })),
});

export default async function buildingRoutes(app: FastifyInstance, { db, storage }: ModuleDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['inventory: buildings'];

  routes.get('/inventory/buildings', {
    config: { action: 'inventory.view' },
    schema: {
      tags,
      summary: 'Buildings in the caller’s scope (filters: project_id, city, status, developer_organization_id)',
      querystring: buildingListQuery,
      response: { 200: listResponseSchema(buildingSchema) },
    },
    handler: (request) => buildings.listBuildings(db, tenantOf(request), request.query),
  });

  routes.get('/inventory/buildings/options', {
    config: { action: 'inventory.view' },
    schema: {
      tags,
      summary: 'Buildings as options (“Project — Building”)',
      querystring: optionsQuery,
      response: { 200: optionsResponseSchema },
    },
    handler: (request) => buildings.buildingOptions(db, tenantOf(request), request.query),
  });

  routes.get('/inventory/buildings/no-units-banner', {
    config: { action: 'inventory.view' },
    schema: { tags, summary: 'The caller’s buildings that have no units yet', response: { 200: bannerResponse } },
    handler: (request) => buildings.buildingsWithoutUnits(db, tenantOf(request)),
  });

  routes.post('/inventory/buildings', {
    config: { action: 'inventory.manage' },
    schema: {
      tags,
      summary: 'Create a building in one of the organization’s projects',
      body: buildingBody,
      response: { 201: oneResponse },
    },
    handler: async (request, reply) => reply.code(201).send(await buildings.createBuilding(db, tenantOf(request), request.body)),
  });

  routes.get('/inventory/buildings/:id', {
    config: { action: 'inventory.view' },
    schema: {
      tags,
      summary: 'One building with its images, amenities, 360 media, videos and payment plans',
      params: idParams('id'),
      response: { 200: z.object({ data: buildingDetailSchema }) },
    },
    handler: (request) => buildings.showBuilding(db, tenantOf(request), request.params.id),
  });

  routes.put('/inventory/buildings/:id', {
    config: { action: 'inventory.manage' },
    schema: {
      tags,
      summary: 'Edit a building (409 when `updated_at` is stale)',
      params: idParams('id'),
      body: buildingBody,
      response: { 200: oneResponse },
    },
    handler: (request) => buildings.updateBuilding(db, tenantOf(request), request.params.id, request.body),
  });

  routes.delete('/inventory/buildings/:id', {
    config: { action: 'inventory.manage', audit: 'inventory.building.deleted' },
    schema: {
      tags,
      summary: 'Delete a building with its media, plans and files',
      params: idParams('id'),
      response: { 200: messageResponseSchema },
    },
    handler: (request) => buildings.deleteBuilding(db, storage, tenantOf(request), request.params.id),
  });
}
