// The sales manager's dashboard routes (docs/api.md "Dashboards"): each developer organization
// assigned to him (or the one he acts in), each widget one GET answered from aggregates
// (dashboards.sales_manager).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { perPeriodQuery } from '../../../shared/schemas/dashboards.ts';
import { tenantOf } from '../../http/request-context.ts';
import type { ModuleDeps } from '../module.ts';
import { organizationAvailabilitySchema, organizationCollectionsSchema, organizationOffersPeriodSchema } from './dashboards.resources.ts';
import * as salesManager from './sales-manager-dashboard.service.ts';

export default async function salesManagerDashboardRoutes(app: FastifyInstance, { db }: ModuleDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['dashboards'];
  const config = { action: 'dashboards.sales_manager' } as const;

  routes.get('/dashboards/sales-manager/availability', {
    config,
    schema: {
      tags,
      summary: 'Units of each assigned developer organization by status and currency, with their price total',
      response: { 200: z.object({ data: z.array(organizationAvailabilitySchema) }) },
    },
    handler: async (request) => ({ data: await salesManager.availability(db, tenantOf(request)) }),
  });

  routes.get('/dashboards/sales-manager/sale-offers', {
    config,
    schema: {
      tags,
      summary:
        'Sale offers of each assigned developer organization created per week or month (interval) from–to, with those that led to a booking and the conversion rate',
      querystring: perPeriodQuery,
      response: { 200: z.object({ data: z.array(organizationOffersPeriodSchema) }) },
    },
    handler: async (request) => ({ data: await salesManager.saleOffersPerPeriod(db, tenantOf(request), request.query) }),
  });

  routes.get('/dashboards/sales-manager/collections', {
    config,
    schema: {
      tags,
      summary:
        "Each assigned developer organization's collections per currency: overdue, due today to 30 days on, and the sales with something overdue (each organization's today)",
      response: { 200: z.object({ data: z.array(organizationCollectionsSchema) }) },
    },
    handler: async (request) => ({ data: await salesManager.collections(db, tenantOf(request)) }),
  });
}
