// Dashboard routes (docs/api.md "Dashboards"): the developer admin's and developer's figures of
// their own organization, each widget one GET answered from aggregates (dashboards.developer).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { perPeriodQuery, dashboardRangeQuery } from '../../../shared/schemas/dashboards.ts';
import { tenantOf } from '../../http/request-context.ts';
import type { ModuleDeps } from '../module.ts';
import {
  absorptionSchema,
  collectionsSummarySchema,
  inventoryByProjectSchema,
  leadSourceSchema,
  pipelineOutcomeSchema,
  pipelineStageSchema,
  pricePerSqftSchema,
  saleOffersPeriodSchema,
  teamActivitySchema,
} from './dashboards.resources.ts';
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

  routes.get('/dashboards/developer/absorption', {
    config,
    schema: {
      tags,
      summary: 'Units booked and sold per week or month (interval) from the unit status history, from–to',
      querystring: perPeriodQuery,
      response: { 200: z.object({ data: z.array(absorptionSchema) }) },
    },
    handler: async (request) => ({ data: await developer.absorption(db, tenantOf(request), request.query) }),
  });

  routes.get('/dashboards/developer/lead-sources', {
    config,
    schema: {
      tags,
      summary: 'Leads created from–to by source, and how many of them have a won deal',
      querystring: dashboardRangeQuery,
      response: { 200: z.object({ data: z.array(leadSourceSchema) }) },
    },
    handler: async (request) => ({ data: await developer.leadsBySource(db, tenantOf(request), request.query) }),
  });

  routes.get('/dashboards/developer/team-activities', {
    config,
    schema: {
      tags,
      summary: "Each member's activities due from–to: done, and overdue (open and due before now)",
      querystring: dashboardRangeQuery,
      response: { 200: z.object({ data: z.array(teamActivitySchema) }) },
    },
    handler: async (request) => ({ data: await developer.teamActivities(db, tenantOf(request), request.query) }),
  });

  routes.get('/dashboards/developer/price-per-sqft', {
    config,
    schema: {
      tags,
      summary: 'Average price per sq ft (minor units, the project currency) by project and bedroom count',
      response: { 200: z.object({ data: z.array(pricePerSqftSchema) }) },
    },
    handler: async (request) => ({ data: await developer.pricePerSqft(db, tenantOf(request)) }),
  });

  routes.get('/dashboards/developer/sale-offers', {
    config,
    schema: {
      tags,
      summary:
        'Sale offers created per week or month (interval) from–to, of those the caller reads, with those that led to a booking (an active sale recorded from the offer) and the conversion rate',
      querystring: perPeriodQuery,
      response: { 200: z.object({ data: z.array(saleOffersPeriodSchema) }) },
    },
    handler: async (request) => ({ data: await developer.saleOffersPerPeriod(db, tenantOf(request), request.query) }),
  });

  routes.get('/dashboards/developer/collections', {
    config,
    schema: {
      tags,
      summary:
        "Per currency, of the active sales' current schedules: open on lines due before today (overdue), open on lines due today to 30 days on, and the sales with something overdue (a post-dated cheque whose date has come counts as received)",
      response: { 200: z.object({ data: collectionsSummarySchema }) },
    },
    handler: async (request) => ({ data: await developer.collectionsSummary(db, tenantOf(request)) }),
  });
}
