// Sales-manager assignments of an organization (super admin assigns; the list is for every
// role that may see the organization).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponseSchema } from '../../http/lists.ts';
import { idParams } from '../../http/params.ts';
import { tenantOf } from '../../http/request-context.ts';
import type { ModuleDeps } from '../module.ts';
import * as assignments from './sales-assignments.service.ts';

const salesManagerSchema = z.object({ id: z.number().int(), full_name: z.string(), email: z.string(), assigned_at: z.string() });

export default async function salesAssignmentRoutes(app: FastifyInstance, { db }: ModuleDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['organizations'];
  const params = idParams('id', 'userId');

  routes.get('/auth/organizations/:id/sales-users', {
    config: { action: 'organizations.show' },
    schema: {
      tags,
      summary: 'Sales managers assigned to an organization',
      params: idParams('id'),
      response: { 200: z.object({ data: z.array(salesManagerSchema) }) },
    },
    handler: (request) => assignments.listSalesManagers(db, tenantOf(request), request.params.id),
  });

  routes.post('/auth/organizations/:id/sales-users/:userId', {
    config: { action: 'organizations.sales_assignments', audit: 'sales_assignment.created' },
    schema: { tags, summary: 'Assign the organization to a sales manager', params, response: { 200: messageResponseSchema } },
    handler: (request) => assignments.assignSalesManager(db, tenantOf(request), request.params.id, request.params.userId),
  });

  routes.delete('/auth/organizations/:id/sales-users/:userId', {
    config: { action: 'organizations.sales_assignments', audit: 'sales_assignment.removed' },
    schema: { tags, summary: 'Unassign the organization from a sales manager', params, response: { 200: messageResponseSchema } },
    handler: (request) => assignments.unassignSalesManager(db, tenantOf(request), request.params.id, request.params.userId),
  });
}
