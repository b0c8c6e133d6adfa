// Collections routes (docs/api.md "Collections"): the open schedule lines — overdue, due today,
// upcoming — with totals per currency, their Excel export, and the booked or sold units with no
// sale recorded. Reading is collections.view and exporting collections.export; the reach is the
// sales' (../sales/scope.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { collectionListQuery, unrecordedSaleListQuery } from '../../../shared/schemas/collections.ts';
import { tenantOf } from '../../http/request-context.ts';
import { sendWorkbook } from '../inventory/xlsx-stream.ts';
import type { ModuleDeps } from '../module.ts';
import { collectionExport } from './collections-export.ts';
import { collectionListSchema, unrecordedSaleListSchema } from './collections.resources.ts';
import { listCollections, listUnrecordedSales } from './collections.service.ts';

export default async function collectionRoutes(app: FastifyInstance, { db }: ModuleDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['collections'];

  routes.get('/collections', {
    config: { action: 'collections.view' },
    schema: {
      tags,
      summary:
        'Open schedule lines of active sales: overdue, due today and the next 30 days, with totals per bucket and currency (filters: developer_organization_id, project_id, building_id, buyer, bucket, due_from, due_to)',
      querystring: collectionListQuery,
      response: { 200: collectionListSchema },
    },
    handler: (request) => listCollections(db, tenantOf(request), { ...request.query, buyer: request.query.buyer ?? request.query.search }),
  });

  routes.get('/collections/export', {
    config: { action: 'collections.export', audit: 'collections.exported' },
    schema: { tags, summary: 'The collections list as an Excel workbook (same filters and sorting)', querystring: collectionListQuery },
    handler: (request, reply) =>
      sendWorkbook(
        reply,
        collectionExport(db, tenantOf(request), { ...request.query, buyer: request.query.buyer ?? request.query.search }, request.language),
      ),
  });

  routes.get('/collections/unrecorded-sales', {
    config: { action: 'collections.view' },
    schema: {
      tags,
      summary: 'Booked or sold units with no active sale ("no sale recorded"), for the developer to complete',
      querystring: unrecordedSaleListQuery,
      response: { 200: unrecordedSaleListSchema },
    },
    handler: (request) => listUnrecordedSales(db, tenantOf(request), request.query),
  });
}
