// Unit routes (docs/api.md "Inventory and sales": inventory/units, their status, price, plans, export,
// and the bulk generation and availability matrix of a building).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UNIT_SORTS } from '../../../shared/inventory.ts';
import { listQuerySchema, listResponseSchema, messageResponseSchema } from '../../http/lists.ts';
import { idParams } from '../../http/params.ts';
import { tenantOf } from '../../http/request-context.ts';
import { createReservationSweeper } from '../../services/reservations.ts';
import type { ModuleDeps } from '../module.ts';
import { availabilityMatrix } from './availability.service.ts';
import { bulkCreateUnits } from './bulk-units.service.ts';
import { changeUnitStatus } from './unit-status.service.ts';
import { unitPlans } from './unit-plans.service.ts';
import { bulkUnitsBody, unitBody, unitFilters, unitPriceBody, unitStatusBody } from '../../../shared/schemas/units.ts';
import { availabilityMatrixSchema, bulkUnitsPreviewSchema, unitListRowSchema, unitPlanSchema, unitSchema } from './units.resources.ts';
import * as unitService from './units.service.ts';
import { unitExport } from './units-export.service.ts';
import { sendWorkbook } from './xlsx-stream.ts';

const listQuery = listQuerySchema({ sortable: UNIT_SORTS, defaultSort: 'unit_number', filters: unitFilters });
const oneResponse = z.object({ data: unitSchema, message: z.string() });

export default async function unitRoutes(app: FastifyInstance, { db, storage, config }: ModuleDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['inventory: units'];

  // Listening, not merely ready (as the messenger worker): tests drive the app through inject and
  // control time themselves; every read releases lapsed reservations anyway.
  if (config.reservationSweepMs > 0) {
    const sweeper = createReservationSweeper({ db, intervalMs: config.reservationSweepMs, log: app.log });
    app.addHook('onListen', async () => sweeper.start());
    app.addHook('onClose', () => sweeper.stop());
  }

  routes.get('/inventory/units', {
    config: { action: 'inventory.view' },
    schema: {
      tags,
      summary:
        'Units in the caller’s scope (filters: developer_organization_id, project_id, building_id, status, type, bedrooms, floor, view, price_min/max, area_min/max)',
      querystring: listQuery,
      response: { 200: listResponseSchema(unitListRowSchema) },
    },
    handler: (request) => unitService.listUnits(db, tenantOf(request), request.query),
  });

  routes.get('/inventory/units/export', {
    config: { action: 'inventory.units.export', audit: 'inventory.units.exported' },
    schema: { tags, summary: 'The units list as an Excel workbook (same filters and sorting), streamed', querystring: listQuery },
    handler: (request, reply) => sendWorkbook(reply, unitExport(db, tenantOf(request), request.query, request.language)),
  });

  routes.post('/inventory/units', {
    config: { action: 'inventory.manage' },
    schema: {
      tags,
      summary: 'Create a unit in one of the organization’s buildings (422 on unit_number when the building has it)',
      body: unitBody,
      response: { 201: oneResponse },
    },
    handler: async (request, reply) => reply.code(201).send(await unitService.createUnit(db, tenantOf(request), request.body)),
  });

  routes.get('/inventory/units/:id', {
    config: { action: 'inventory.view' },
    schema: {
      tags,
      summary: 'One unit with its media, status history and the statuses the caller may move it to',
      params: idParams('id'),
      response: { 200: z.object({ data: unitSchema }) },
    },
    handler: (request) => unitService.showUnit(db, tenantOf(request), request.params.id),
  });

  routes.put('/inventory/units/:id', {
    config: { action: 'inventory.manage' },
    schema: {
      tags,
      summary: 'Edit a unit (all but its status; 409 when `updated_at` is stale)',
      params: idParams('id'),
      body: unitBody,
      response: { 200: oneResponse },
    },
    handler: (request) => unitService.updateUnit(db, tenantOf(request), request.params.id, request.body),
  });

  routes.patch('/inventory/units/:id/price', {
    config: { action: 'inventory.manage', orAction: 'inventory.units.restricted' },
    schema: {
      tags,
      summary: 'Change a unit’s price only (the sales manager’s restricted management)',
      params: idParams('id'),
      body: unitPriceBody,
      response: { 200: oneResponse },
    },
    handler: (request) => unitService.updateUnitPrice(db, tenantOf(request), request.params.id, request.body),
  });

  routes.patch('/inventory/units/:id/status', {
    config: { action: 'inventory.manage', orAction: 'inventory.units.restricted', audit: 'inventory.unit.status_changed' },
    schema: {
      tags,
      summary:
        'Move a unit’s status along the allowed transitions (409 otherwise, or when someone else moved it first); reserved takes an optional reserved_until',
      params: idParams('id'),
      body: unitStatusBody,
      response: { 200: oneResponse },
    },
    handler: (request) => changeUnitStatus(db, tenantOf(request), request.params.id, request.body, config.reservationHours),
  });

  routes.delete('/inventory/units/:id', {
    config: { action: 'inventory.manage', audit: 'inventory.unit.deleted' },
    schema: { tags, summary: 'Delete a unit with its media and history', params: idParams('id'), response: { 200: messageResponseSchema } },
    handler: (request) => unitService.deleteUnit(db, storage, tenantOf(request), request.params.id),
  });

  routes.get('/inventory/units/:id/plans', {
    config: { action: 'inventory.view' },
    schema: {
      tags,
      summary: 'The payment plans of the unit’s building with each installment’s amount and due date on its price',
      params: idParams('id'),
      response: { 200: z.object({ data: z.array(unitPlanSchema) }) },
    },
    handler: (request) => unitPlans(db, tenantOf(request), request.params.id),
  });

  routes.post('/inventory/buildings/:id/units/bulk', {
    config: { action: 'inventory.units.bulk' },
    schema: {
      tags,
      summary: 'Generate units floor by floor from a numbering pattern; preview answers them without saving, a save is all or nothing',
      params: idParams('id'),
      body: bulkUnitsBody,
      response: {
        200: z.object({ data: bulkUnitsPreviewSchema, message: z.string() }),
        201: z.object({ data: bulkUnitsPreviewSchema, message: z.string() }),
      },
    },
    handler: async (request, reply) => {
      const result = await bulkCreateUnits(db, tenantOf(request), request.params.id, request.body);
      return reply.code(result.data.created ? 201 : 200).send(result);
    },
  });

  routes.get('/inventory/buildings/:id/availability', {
    config: { action: 'inventory.view' },
    schema: {
      tags,
      summary: 'The building’s units as floors × units with their status',
      params: idParams('id'),
      response: { 200: z.object({ data: availabilityMatrixSchema }) },
    },
    handler: (request) => availabilityMatrix(db, tenantOf(request), request.params.id),
  });
}
