// Dashboard routes (docs/api.md "Dashboards"): the developer admin's and developer's figures of
// their own organization, each widget one GET answered from aggregates (dashboards.developer).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dashboardRangeQuery } from '../../../shared/schemas/dashboards.ts';
import { tenantOf } from '../../http/request-context.ts';
import type { ModuleDeps } from '../module.ts';
import { inventoryByProjectSchema, pipelineOutcomeSchema, pipelineStageSchema } from './dashboards.resources.ts';
import * as developer from './developer-dashboard.service.ts';

export default async function dashboardRoutes(app: FastifyInstance, { db }: ModuleDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['dashboards'];
  const config = { action: 'dashboards.developer' } as const;

  routes.get('/dashboards/developer/inventory', {
    config,
    schema: {
      tags,
      summary: 'Units by project and status, with their price total (per project currency)',
      response: { 200: z.object({ data: z.array(inventoryByProjectSchema) }) },
    },
    handler: async (request) => ({ data: await developer.inventoryByProject(db, tenantOf(request)) }),
  });

  routes.get('/dashboards/developer/pipeline', {
    config,
    schema: {
      tags,
      summary: 'Open deals by stage (value, weighted value, per currency); win rate and median days to won of deals closed from–to',
      querystring: dashboardRangeQuery,
      response: { 200: z.object({ data: z.object({ stages: z.array(pipelineStageSchema), outcome: pipelineOutcomeSchema }) }) },
    },
    handler: async (request) => {
      const tenant = tenantOf(request);
      const [stages, outcome] = [await developer.pipelineByStage(db, tenant), await developer.pipelineOutcome(db, tenant, request.query)];
      return { data: { stages, outcome } };
    },
  });
}
