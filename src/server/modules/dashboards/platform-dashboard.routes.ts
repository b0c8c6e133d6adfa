// The super admin's dashboard routes (docs/api.md "Dashboards"): the platform as a whole, read in
// the platform organization, each widget one GET answered from aggregates (dashboards.platform).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dashboardRangeQuery } from '../../../shared/schemas/dashboards.ts';
import { tenantOf } from '../../http/request-context.ts';
import type { ModuleDeps } from '../module.ts';
import { activeUsersSchema, messagesByProviderSchema, organizationsByKindSchema, pendingSignupsSchema } from './dashboards.resources.ts';
import * as platform from './platform-dashboard.service.ts';

export default async function platformDashboardRoutes(app: FastifyInstance, { db }: ModuleDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['dashboards'];
  const config = { action: 'dashboards.platform' } as const;

  routes.get('/dashboards/platform/organizations', {
    config,
    schema: {
      tags,
      summary: 'Organizations by kind and status',
      response: { 200: z.object({ data: z.array(organizationsByKindSchema) }) },
    },
    handler: async (request) => ({ data: await platform.organizationsByKind(db, tenantOf(request)) }),
  });

  routes.get('/dashboards/platform/signups', {
    config,
    schema: {
      tags,
      summary: 'Signups not yet decided, by kind and stage (in progress, awaiting review, changes requested)',
      response: { 200: z.object({ data: z.array(pendingSignupsSchema) }) },
    },
    handler: async (request) => ({ data: await platform.pendingSignups(db, tenantOf(request)) }),
  });

  routes.get('/dashboards/platform/active-users', {
    config,
    schema: {
      tags,
      summary: 'Users who signed in or used a session within the last 7 and 30 days',
      response: { 200: z.object({ data: z.array(activeUsersSchema) }) },
    },
    handler: async (request) => ({ data: await platform.activeUsers(db, tenantOf(request)) }),
  });

  routes.get('/dashboards/platform/messages', {
    config,
    schema: {
      tags,
      summary: 'Messages created from–to by provider: sent (or delivered) and failed',
      querystring: dashboardRangeQuery,
      response: { 200: z.object({ data: z.array(messagesByProviderSchema) }) },
    },
    handler: async (request) => ({ data: await platform.messagesByProvider(db, tenantOf(request), request.query) }),
  });
}
