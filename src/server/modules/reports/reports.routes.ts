// Report routes (docs/api.md "Reports"): each report a GET answered from aggregates, and its Excel
// export streamed with the units export's writer. The inventory reports are reports.inventory
// (developer admin, sales manager, super admin, each over the organizations scope.ts gives), the CRM
// reports reports.crm (developer admin and broker admin, their own organization). Exports are audited.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  inventorySnapshotQuery,
  leadSourcePerformanceQuery,
  pipelineMovementQuery,
  salesByPeriodQuery,
} from '../../../shared/schemas/reports.ts';
import { tenantOf } from '../../http/request-context.ts';
import type { ModuleDeps } from '../module.ts';
import { sendWorkbook } from '../inventory/xlsx-stream.ts';
import { leadSourcePerformance, pipelineMovement } from './crm-reports.service.ts';
import { inventorySnapshot, salesByPeriod } from './inventory-reports.service.ts';
import { leadSourcesExport, movementExport, recordedExport, salesExport, snapshotExport } from './report-exports.ts';
import { salesRecorded } from './sales-reports.service.ts';
import {
  inventorySnapshotResponse,
  leadSourcePerformanceResponse,
  pipelineMovementResponse,
  salesByPeriodResponse,
  salesRecordedResponse,
} from './reports.resources.ts';

export default async function reportRoutes(app: FastifyInstance, { db }: ModuleDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reports'];

  routes.get('/reports/sales-by-period', {
    config: { action: 'reports.inventory' },
    schema: {
      tags,
      summary:
        'Units booked and sold per week or month (interval) by project, with their value then, from the unit status history (from–to, default the last 12 months; developer_organization_id, project_id); paged',
      querystring: salesByPeriodQuery,
      response: { 200: salesByPeriodResponse },
    },
    handler: (request) => salesByPeriod(db, tenantOf(request), request.query),
  });

  routes.get('/reports/sales-by-period/export', {
    config: { action: 'reports.inventory', audit: 'reports.sales_by_period.exported' },
    schema: { tags, summary: 'The sales by period report as an Excel workbook (same filters), streamed', querystring: salesByPeriodQuery },
    handler: (request, reply) => sendWorkbook(reply, salesExport(db, tenantOf(request), request.query, request.language)),
  });

  routes.get('/reports/sales-recorded', {
    config: { action: 'reports.inventory' },
    schema: {
      tags,
      summary:
        'Sales recorded per week or month (interval) of their booking date by project: how many and their agreed value (final price) per currency, active and cancelled apart (from–to, default the last 12 months; developer_organization_id, project_id); paged',
      querystring: salesByPeriodQuery,
      response: { 200: salesRecordedResponse },
    },
    handler: (request) => salesRecorded(db, tenantOf(request), request.query),
  });

  routes.get('/reports/sales-recorded/export', {
    config: { action: 'reports.inventory', audit: 'reports.sales_recorded.exported' },
    schema: { tags, summary: 'The sales recorded report as an Excel workbook (same filters), streamed', querystring: salesByPeriodQuery },
    handler: (request, reply) => sendWorkbook(reply, recordedExport(db, tenantOf(request), request.query, request.language)),
  });

  routes.get('/reports/inventory-snapshot', {
    config: { action: 'reports.inventory' },
    schema: {
      tags,
      summary:
        "Every unit's status and price at the end of a date (default today), rebuilt from the unit status and price history (developer_organization_id, project_id, building_id, status); paged",
      querystring: inventorySnapshotQuery,
      response: { 200: inventorySnapshotResponse },
    },
    handler: (request) => inventorySnapshot(db, tenantOf(request), request.query),
  });

  routes.get('/reports/inventory-snapshot/export', {
    config: { action: 'reports.inventory', audit: 'reports.inventory_snapshot.exported' },
    schema: {
      tags,
      summary: 'The inventory snapshot as an Excel workbook (same filters, every unit), streamed',
      querystring: inventorySnapshotQuery,
    },
    handler: (request, reply) => sendWorkbook(reply, snapshotExport(db, tenantOf(request), request.query, request.language)),
  });

  routes.get('/reports/pipeline-movement', {
    config: { action: 'reports.crm' },
    schema: {
      tags,
      summary: 'Deals that entered (added, moved in) and left (moved out) each stage from–to (pipeline_id), from the leads’ history',
      querystring: pipelineMovementQuery,
      response: { 200: pipelineMovementResponse },
    },
    handler: async (request) => ({ data: await pipelineMovement(db, tenantOf(request), request.query) }),
  });

  routes.get('/reports/pipeline-movement/export', {
    config: { action: 'reports.crm', audit: 'reports.pipeline_movement.exported' },
    schema: {
      tags,
      summary: 'The pipeline movement report as an Excel workbook (same filters), streamed',
      querystring: pipelineMovementQuery,
    },
    handler: (request, reply) => sendWorkbook(reply, movementExport(db, tenantOf(request), request.query, request.language)),
  });

  routes.get('/reports/lead-sources', {
    config: { action: 'reports.crm' },
    schema: {
      tags,
      summary: 'Leads created from–to per source: converted (with a won deal), conversion rate, won deals and their value per currency',
      querystring: leadSourcePerformanceQuery,
      response: { 200: leadSourcePerformanceResponse },
    },
    handler: async (request) => ({ data: await leadSourcePerformance(db, tenantOf(request), request.query) }),
  });

  routes.get('/reports/lead-sources/export', {
    config: { action: 'reports.crm', audit: 'reports.lead_sources.exported' },
    schema: {
      tags,
      summary: 'The lead source performance report as an Excel workbook (same filters), streamed',
      querystring: leadSourcePerformanceQuery,
    },
    handler: (request, reply) => sendWorkbook(reply, leadSourcesExport(db, tenantOf(request), request.query, request.language)),
  });
}
