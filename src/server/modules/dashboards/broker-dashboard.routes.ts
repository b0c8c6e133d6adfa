// Broker dashboard routes (docs/api.md "Dashboards"): the broker admin's and broker's figures of
// their organization's CRM records as the lists show them to both, each widget one GET answered
// from aggregates (dashboards.broker). `mine=true` narrows a widget to the caller's own records;
// the per-member breakdown is the broker admin's alone (dashboards.broker.members).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LEAD_STATUSES } from '../../../shared/crm.ts';
import { WON_MONTHS } from '../../../shared/dashboards.ts';
import { brokerQuery, brokerRangeQuery, dashboardRangeQuery } from '../../../shared/schemas/dashboards.ts';
import { tenantOf } from '../../http/request-context.ts';
import type { ModuleDeps } from '../module.ts';
import * as broker from './broker-dashboard.service.ts';
import { leadSourceSchema, pipelineOutcomeSchema, pipelineStageSchema } from './dashboards.resources.ts';
import * as developer from './developer-dashboard.service.ts';

const leadStatusSchema = z.object({ status: z.enum(LEAD_STATUSES), leads: z.number().int() });
const monthSchema = z.object({ from: z.string(), to: z.string() });
const wonDealsSchema = z.object({
  months: z.object({ last: monthSchema, this: monthSchema }),
  rows: z.array(
    z.object({
      pipeline_id: z.number().int(),
      pipeline_name: z.string(),
      month: z.enum(WON_MONTHS),
      currency: z.string(),
      deals: z.number().int(),
      value: z.number().int(),
    }),
  ),
});
const myDaySchema = z.object({
  today: z.string(),
  due_today: z.number().int(),
  overdue: z.number().int(),
  unseen_leads: z.number().int(),
});
const memberFiguresSchema = z.object({
  user_id: z.number().int().nullable(),
  full_name: z.string().nullable(),
  leads: z.number().int(),
  unseen_leads: z.number().int(),
  open_deals: z.number().int(),
  won_deals: z.number().int(),
  overdue_activities: z.number().int(),
});

export default async function brokerDashboardRoutes(app: FastifyInstance, { db }: ModuleDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['dashboards'];
  const config = { action: 'dashboards.broker' } as const;

  routes.get('/dashboards/broker/pipeline', {
    config,
    schema: {
      tags,
      summary: 'Open deals by stage (value, weighted value, per currency); win rate and median days to won of deals closed from–to; mine',
      querystring: brokerRangeQuery,
      response: { 200: z.object({ data: z.object({ stages: z.array(pipelineStageSchema), outcome: pipelineOutcomeSchema }) }) },
    },
    handler: async (request) => {
      const tenant = tenantOf(request);
      const owner = broker.ownerOf(tenant, request.query.mine);
      const stages = await developer.pipelineByStage(db, tenant, owner);
      const outcome = await developer.pipelineOutcome(db, tenant, request.query, owner);
      return { data: { stages, outcome } };
    },
  });

  routes.get('/dashboards/broker/lead-statuses', {
    config,
    schema: {
      tags,
      summary: 'Leads created from–to by status; mine',
      querystring: brokerRangeQuery,
      response: { 200: z.object({ data: z.array(leadStatusSchema) }) },
    },
    handler: async (request) => {
      const tenant = tenantOf(request);
      return { data: await broker.leadsByStatus(db, tenant, request.query, broker.ownerOf(tenant, request.query.mine)) };
    },
  });

  routes.get('/dashboards/broker/lead-sources', {
    config,
    schema: {
      tags,
      summary: 'Leads created from–to by source, and how many of them have a won deal; mine',
      querystring: brokerRangeQuery,
      response: { 200: z.object({ data: z.array(leadSourceSchema) }) },
    },
    handler: async (request) => {
      const tenant = tenantOf(request);
      return { data: await developer.leadsBySource(db, tenant, request.query, broker.ownerOf(tenant, request.query.mine)) };
    },
  });

  routes.get('/dashboards/broker/won-deals', {
    config,
    schema: {
      tags,
      summary: 'Deals won this calendar month and last, per pipeline and currency (count and value); mine',
      querystring: brokerQuery,
      response: { 200: z.object({ data: wonDealsSchema }) },
    },
    handler: async (request) => {
      const tenant = tenantOf(request);
      return { data: await broker.wonDeals(db, tenant, broker.ownerOf(tenant, request.query.mine)) };
    },
  });

  routes.get('/dashboards/broker/my-day', {
    config,
    schema: {
      tags,
      summary: 'Open activities due today and overdue, and unseen leads; mine',
      querystring: brokerQuery,
      response: { 200: z.object({ data: myDaySchema }) },
    },
    handler: async (request) => {
      const tenant = tenantOf(request);
      return { data: await broker.myDay(db, tenant, broker.ownerOf(tenant, request.query.mine)) };
    },
  });

  routes.get('/dashboards/broker/members', {
    config: { action: 'dashboards.broker.members' },
    schema: {
      tags,
      summary: 'Per member: leads created and deals won from–to, unseen leads, open deals and overdue activities (broker admin)',
      querystring: dashboardRangeQuery,
      response: { 200: z.object({ data: z.array(memberFiguresSchema) }) },
    },
    handler: async (request) => ({ data: await broker.memberFigures(db, tenantOf(request), request.query) }),
  });
}
