// Commission routes (docs/api.md "Commissions"). Reading is commissions.view (a super admin every
// line, a sales manager his assigned organizations', a developer admin his own: scope.ts);
// approving, paying and the settings are commissions.manage (the developer admin).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COMMISSION_SORTS } from '../../../shared/commissions.ts';
import { commissionListFilters, commissionPayBody, commissionSettingsBody } from '../../../shared/schemas/commissions.ts';
import { listQuerySchema, listResponseSchema } from '../../http/lists.ts';
import { idParams } from '../../http/params.ts';
import { tenantOf } from '../../http/request-context.ts';
import type { ModuleDeps } from '../module.ts';
import { commissionListItemSchema, commissionSchema, commissionSettingsSchema } from './commissions.resources.ts';
import * as service from './commissions.service.ts';

const listQuery = listQuerySchema({
  sortable: COMMISSION_SORTS,
  defaultSort: 'reached_on',
  defaultOrder: 'desc',
  filters: commissionListFilters,
});
const oneResponse = z.object({ data: commissionSchema, message: z.string() });

export default async function commissionRoutes(app: FastifyInstance, { db }: ModuleDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['commissions'];

  routes.get('/commissions', {
    config: { action: 'commissions.view' },
    schema: {
      tags,
      summary:
        'Commission lines in the caller’s reach (filters: status, project_id, seller_type, seller, date_from, date_to, sale_id, developer_organization_id)',
      querystring: listQuery,
      response: { 200: listResponseSchema(commissionListItemSchema) },
    },
    handler: (request) => service.listCommissions(db, tenantOf(request), request.query),
  });

  routes.get('/commissions/settings', {
    config: { action: 'commissions.manage' },
    schema: {
      tags,
      summary: 'The organization’s commission trigger stage and its rates per project and seller type',
      response: { 200: z.object({ data: commissionSettingsSchema }) },
    },
    handler: (request) => service.showSettings(db, tenantOf(request)),
  });

  routes.put('/commissions/settings', {
    config: { action: 'commissions.manage', audit: 'commission.settings_updated' },
    schema: {
      tags,
      summary: 'Replace the trigger stage (booking, spa, paid_percentage) and every rate (percent, 2 decimals) of the organization',
      body: commissionSettingsBody,
      response: { 200: z.object({ data: commissionSettingsSchema, message: z.string() }) },
    },
    handler: (request) => service.replaceSettings(db, tenantOf(request), request.body),
  });

  routes.get('/commissions/:id', {
    config: { action: 'commissions.view' },
    schema: {
      tags,
      summary: 'One commission line',
      params: idParams('id'),
      response: { 200: z.object({ data: commissionSchema }) },
    },
    handler: (request) => service.showCommission(db, tenantOf(request), request.params.id),
  });

  routes.post('/commissions/:id/approve', {
    config: { action: 'commissions.manage', audit: 'commission.approved' },
    schema: {
      tags,
      summary: 'Approve a pending commission (409 from any other status)',
      params: idParams('id'),
      response: { 200: oneResponse },
    },
    handler: (request) => service.approveCommission(db, tenantOf(request), request.params.id),
  });

  routes.post('/commissions/:id/pay', {
    config: { action: 'commissions.manage', audit: 'commission.paid' },
    schema: {
      tags,
      summary: 'Mark an approved commission paid, on a date (default today) with a reference (409 from any other status)',
      params: idParams('id'),
      body: commissionPayBody,
      response: { 200: oneResponse },
    },
    handler: (request) => service.payCommission(db, tenantOf(request), request.params.id, request.body),
  });
}
