// Sale offer routes (docs/api.md "Inventory and sales": inventory/sale-offers). Reading is
// sale_offers.list/show, or sale_offers.create for a creator reaching his own offers (the
// service narrows a developer to those); building and changing an offer is sale_offers.create and
// the service lets only its creator or a developer admin of its organization change it, while it
// is a draft.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SALE_OFFER_SORTS } from '../../../shared/sale-offers.ts';
import {
  saleOfferBuildingFilters,
  saleOfferCreateBody,
  saleOfferListFilters,
  saleOfferUnitPlanBody,
  saleOfferUnitsBody,
  saleOfferUpdateBody,
} from '../../../shared/schemas/sale-offers.ts';
import { sendGeneratedFile } from '../../http/downloads.ts';
import { listQuerySchema, listResponseSchema, messageResponseSchema } from '../../http/lists.ts';
import { idParams } from '../../http/params.ts';
import { tenantOf } from '../../http/request-context.ts';
import type { ModuleDeps } from '../module.ts';
import { filterBuildings } from './filter-buildings.service.ts';
import * as offerUnits from './offer-units.service.ts';
import { saleOfferPdf } from './sale-offer-pdf.service.ts';
import { saleOfferDetailSchema, saleOfferFilterBuildingSchema, saleOfferListItemSchema } from './sale-offers.resources.ts';
import * as offers from './sale-offers.service.ts';

const listQuery = listQuerySchema({
  sortable: SALE_OFFER_SORTS,
  defaultSort: 'created_at',
  defaultOrder: 'desc',
  filters: saleOfferListFilters,
});
const oneResponse = z.object({ data: saleOfferDetailSchema, message: z.string() });

export default async function saleOfferRoutes(app: FastifyInstance, { db, storage }: ModuleDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['inventory: sale offers'];

  routes.get('/inventory/sale-offers', {
    config: { action: 'sale_offers.list', orAction: 'sale_offers.create' },
    schema: {
      tags,
      summary:
        'Sale offers in the caller’s reach (a developer: his own; filters: status, developer_organization_id; search: client or number)',
      querystring: listQuery,
      response: { 200: listResponseSchema(saleOfferListItemSchema) },
    },
    handler: (request) => offers.listSaleOffers(db, tenantOf(request), request.query),
  });

  routes.get('/inventory/sale-offers/filter-buildings', {
    config: { action: 'sale_offers.create' },
    schema: {
      tags,
      summary: 'Buildings with available units matching price, area, bedrooms and type',
      querystring: saleOfferBuildingFilters,
      response: { 200: z.object({ data: z.array(saleOfferFilterBuildingSchema) }) },
    },
    handler: (request) => filterBuildings(db, tenantOf(request), request.query),
  });

  routes.get('/inventory/sale-offers/:id', {
    config: { action: 'sale_offers.show', orAction: 'sale_offers.create' },
    schema: {
      tags,
      summary: 'One sale offer with its units, plans, schedules and totals',
      params: idParams('id'),
      response: { 200: z.object({ data: saleOfferDetailSchema }) },
    },
    handler: (request) => offers.showSaleOffer(db, tenantOf(request), request.params.id),
  });

  routes.post('/inventory/sale-offers/:id', {
    config: { action: 'sale_offers.create', audit: 'sale_offer.created' },
    schema: {
      tags,
      summary: 'Create a sale offer for the developer organization `id` (discount in minor units)',
      params: idParams('id'),
      body: saleOfferCreateBody,
      response: { 201: oneResponse },
    },
    handler: async (request, reply) => {
      const created = await offers.createSaleOffer(db, tenantOf(request), request.params.id, request.body);
      // The path names the developer organization; the entry is about the offer it created.
      request.auditSubject = { subject_type: 'sale_offer', subject_id: created.data.id };
      return reply.code(201).send(created);
    },
  });

  routes.put('/inventory/sale-offers/:id', {
    config: { action: 'sale_offers.create', audit: 'sale_offer.updated' },
    schema: {
      tags,
      summary: 'Change a draft’s client, lead, validity, discount (minor units, at most the units’ total) and notes',
      params: idParams('id'),
      body: saleOfferUpdateBody,
      response: { 200: oneResponse },
    },
    handler: (request) => offers.updateSaleOffer(db, tenantOf(request), request.params.id, request.body),
  });

  routes.delete('/inventory/sale-offers/:id', {
    config: { action: 'sale_offers.delete', audit: 'sale_offer.deleted' },
    schema: { tags, summary: 'Delete a sale offer', params: idParams('id'), response: { 200: messageResponseSchema } },
    handler: (request) => offers.deleteSaleOffer(db, tenantOf(request), request.params.id),
  });

  routes.post('/inventory/sale-offers/:id/units', {
    config: { action: 'sale_offers.create' },
    schema: {
      tags,
      summary: 'Add available units of the offer’s developer organization',
      params: idParams('id'),
      body: saleOfferUnitsBody,
      response: { 200: oneResponse },
    },
    handler: (request) => offerUnits.addOfferUnits(db, tenantOf(request), request.params.id, request.body),
  });

  routes.delete('/inventory/sale-offers/:id/units/:unitId', {
    config: { action: 'sale_offers.create', audit: 'sale_offer.unit_removed' },
    schema: { tags, summary: 'Remove a unit from the offer', params: idParams('id', 'unitId'), response: { 200: oneResponse } },
    handler: (request) => offerUnits.removeOfferUnit(db, tenantOf(request), request.params.id, request.params.unitId),
  });

  routes.put('/inventory/sale-offers/:id/units/:unitId/payment-plan', {
    config: { action: 'sale_offers.create' },
    schema: {
      tags,
      summary: 'Choose a unit’s plan: `payment_plan_id` of its building, or custom `installments` summing to 100 %',
      params: idParams('id', 'unitId'),
      body: saleOfferUnitPlanBody,
      response: { 200: oneResponse },
    },
    handler: (request) => offerUnits.setOfferUnitPlan(db, tenantOf(request), request.params.id, request.params.unitId, request.body),
  });

  routes.get('/inventory/sale-offers/:id/pdf', {
    config: { action: 'sale_offers.show', orAction: 'sale_offers.create' },
    schema: { tags, summary: 'The offer as a branded PDF, in the caller’s language', params: idParams('id') },
    handler: async (request, reply) =>
      sendGeneratedFile(reply, await saleOfferPdf(db, storage, tenantOf(request), request.params.id, request.language)),
  });
}
