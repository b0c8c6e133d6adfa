// Project routes (docs/api.md "Inventory and sales": inventory/projects, cities, options, views
// options). Reading is for every inventory viewer in his scope (inventory.view); writes are the
// developer admin's (inventory.manage).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listResponseSchema, messageResponseSchema, optionsQuerySchema, optionsResponseSchema } from '../../http/lists.ts';
import { idParams } from '../../http/params.ts';
import { tenantOf } from '../../http/request-context.ts';
import type { ModuleDeps } from '../module.ts';
import { projectBody, projectFilters, projectListQuery } from '../../../shared/schemas/inventory.ts';
import { projectDetailSchema, projectSchema } from './inventory.resources.ts';
import * as projects from './projects.service.ts';

const oneResponse = z.object({ data: projectDetailSchema, message: z.string() });
const developerFilter = z.object({ developer_organization_id: projectFilters.developer_organization_id });

export default async function projectRoutes(app: FastifyInstance, { db, storage }: ModuleDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['inventory: projects'];

  routes.get('/inventory/projects', {
    config: { action: 'inventory.view' },
    schema: {
      tags,
      summary: 'Projects in the caller’s scope (filters: city, status, developer_organization_id)',
      querystring: projectListQuery,
      response: { 200: listResponseSchema(projectSchema) },
    },
    handler: (request) => projects.listProjects(db, tenantOf(request), request.query),
  });

  routes.get('/inventory/projects/options', {
    config: { action: 'inventory.view' },
    schema: {
      tags,
      summary: 'Projects as options',
      querystring: optionsQuerySchema.extend(developerFilter.shape),
      response: { 200: optionsResponseSchema },
    },
    handler: (request) => projects.projectOptions(db, tenantOf(request), request.query),
  });

  routes.get('/inventory/projects/cities', {
    config: { action: 'inventory.view' },
    schema: {
      tags,
      summary: 'Distinct cities of the projects in scope, as options',
      querystring: optionsQuerySchema,
      response: { 200: optionsResponseSchema },
    },
    handler: (request) => projects.projectCities(db, tenantOf(request), request.query.search),
  });

  routes.get('/inventory/views/options', {
    config: { action: 'inventory.view' },
    schema: {
      tags,
      summary: 'The views a unit may have, as options',
      querystring: optionsQuerySchema,
      response: { 200: optionsResponseSchema },
    },
    handler: (request) => projects.viewOptions(request.query.search),
  });

  routes.post('/inventory/projects', {
    config: { action: 'inventory.manage' },
    schema: { tags, summary: 'Create a project', body: projectBody, response: { 201: oneResponse } },
    handler: async (request, reply) => reply.code(201).send(await projects.createProject(db, tenantOf(request), request.body)),
  });

  routes.get('/inventory/projects/:id', {
    config: { action: 'inventory.view' },
    schema: {
      tags,
      summary: 'One project with its overview, images, amenities, 360 media and videos',
      params: idParams('id'),
      response: { 200: z.object({ data: projectDetailSchema }) },
    },
    handler: (request) => projects.showProject(db, tenantOf(request), request.params.id),
  });

  routes.put('/inventory/projects/:id', {
    config: { action: 'inventory.manage' },
    schema: {
      tags,
      summary: 'Edit a project (409 when `updated_at` is stale)',
      params: idParams('id'),
      body: projectBody,
      response: { 200: oneResponse },
    },
    handler: (request) => projects.updateProject(db, tenantOf(request), request.params.id, request.body),
  });

  routes.delete('/inventory/projects/:id', {
    config: { action: 'inventory.manage', audit: 'inventory.project.deleted' },
    schema: {
      tags,
      summary: 'Delete a project with its buildings, media and files',
      params: idParams('id'),
      response: { 200: messageResponseSchema },
    },
    handler: (request) => projects.deleteProject(db, storage, tenantOf(request), request.params.id),
  });
}
