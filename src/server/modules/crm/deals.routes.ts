// Deal routes (docs/api.md "CRM": crm/deals…, crm/leads/{id}/deals). Reading and changing deals is
// crm.interact (all four CRM roles); deleting is crm.delete (admins) and is audited.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkDealsBody,
  createDealBody,
  dealHotBody,
  dealListQuery,
  dealOwnerBody,
  dealPipelineBody,
  dealStageBody,
  dealStatusBody,
  dealTagsBody,
  updateDealBody,
} from '../../../shared/schemas/deals.ts';
import { listResponseSchema, messageResponseSchema, optionsResponseSchema } from '../../http/lists.ts';
import { idParams, recordId } from '../../http/params.ts';
import { tenantOf } from '../../http/request-context.ts';
import type { ModuleDeps } from '../module.ts';
import * as bulk from './deals-bulk.service.ts';
import { dealOptions, listLeadDeals } from './deals.queries.ts';
import { dealSchema } from './deals.resources.ts';
import * as deals from './deals.service.ts';

const oneResponse = z.object({ data: dealSchema, message: z.string() });
const dealOptionsQuery = z.object({ search: z.string().trim().max(200).optional(), lead_id: recordId.optional() });

export default async function dealRoutes(app: FastifyInstance, { db }: ModuleDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['crm: deals'];
  const interact = { action: 'crm.interact' } as const;
  const one = { params: idParams('id'), response: { 200: oneResponse } };

  routes.get('/crm/deals/options', {
    config: interact,
    schema: {
      tags,
      summary: 'Deals as options by title (search; lead_id: one lead’s)',
      querystring: dealOptionsQuery,
      response: { 200: optionsResponseSchema },
    },
    handler: (request) => dealOptions(db, tenantOf(request), request.query.search, request.query.lead_id),
  });

  routes.post('/crm/deals', {
    config: interact,
    schema: {
      tags,
      summary: 'Create a deal at the top of a stage of the pipeline; currency defaults to the organization’s',
      body: createDealBody,
      response: { 201: oneResponse },
    },
    handler: async (request, reply) => reply.code(201).send(await deals.createDeal(db, tenantOf(request), request.body)),
  });

  routes.post('/crm/deals/bulk', {
    config: interact,
    schema: {
      tags,
      summary:
        'All-or-nothing bulk action on deals: {ids, action: assign_owner (owner_id, null unassigns) | add_tag | remove_tag (tag_id) | set_status (status, lost_reason for lost)}',
      body: bulkDealsBody,
      response: { 200: z.object({ data: z.object({ updated: z.number().int() }), message: z.string() }) },
    },
    handler: (request) => bulk.bulkUpdateDeals(db, tenantOf(request), request.body),
  });

  routes.get('/crm/deals/:id', {
    config: interact,
    schema: { tags, summary: 'One deal', params: idParams('id'), response: { 200: z.object({ data: dealSchema }) } },
    handler: (request) => deals.showDeal(db, tenantOf(request), request.params.id),
  });

  routes.put('/crm/deals/:id', {
    config: interact,
    schema: {
      tags,
      summary:
        'Update any of the fields (a new pipeline or stage moves the deal to the top of that stage); a stale updated_at → 409 with the current deal',
      body: updateDealBody,
      ...one,
    },
    handler: (request) => deals.updateDeal(db, tenantOf(request), request.params.id, request.body),
  });

  routes.delete('/crm/deals/:id', {
    config: { action: 'crm.delete', audit: 'crm.deal.deleted' },
    schema: {
      tags,
      summary: 'Delete a deal (its activities go with it)',
      params: idParams('id'),
      response: { 200: messageResponseSchema },
    },
    handler: (request) => deals.deleteDeal(db, tenantOf(request), request.params.id),
  });

  routes.patch('/crm/deals/:id/owner', {
    config: interact,
    schema: { tags, summary: 'Give the deal to an enabled member (null: nobody)', body: dealOwnerBody, ...one },
    handler: (request) => deals.changeDealOwner(db, tenantOf(request), request.params.id, request.body.owner_id ?? null),
  });

  routes.patch('/crm/deals/:id/hot', {
    config: interact,
    schema: { tags, summary: 'Mark or unmark the deal as hot', body: dealHotBody, ...one },
    handler: (request) => deals.changeDealHot(db, tenantOf(request), request.params.id, request.body.hot),
  });

  routes.patch('/crm/deals/:id/status', {
    config: { ...interact, audit: 'crm.deal.status_changed' },
    schema: {
      tags,
      summary:
        'open, won (won_reason optional) or lost (lost_reason required); a won or lost deal keeps its stage, leaves the board’s columns for its lane, and can still be moved',
      body: dealStatusBody,
      ...one,
    },
    handler: (request) => deals.changeDealStatus(db, tenantOf(request), request.params.id, request.body),
  });

  routes.patch('/crm/deals/:id/pipeline', {
    config: interact,
    schema: { tags, summary: 'Move the deal to the top of a stage of another pipeline', body: dealPipelineBody, ...one },
    handler: (request) =>
      deals.moveDealToPipeline(db, tenantOf(request), request.params.id, request.body.pipeline_id, request.body.stage_id),
  });

  routes.patch('/crm/deals/:id/stage', {
    config: interact,
    schema: {
      tags,
      summary: 'Move the deal to position (0 = top; past the end = last) of a stage of its pipeline, against the stage’s current order',
      body: dealStageBody,
      ...one,
    },
    handler: (request) => deals.moveDealToStage(db, tenantOf(request), request.params.id, request.body.stage_id, request.body.position),
  });

  routes.put('/crm/deals/:id/tags', {
    config: interact,
    schema: { tags, summary: 'Replace the deal’s tags', body: dealTagsBody, ...one },
    handler: (request) => deals.replaceDealTags(db, tenantOf(request), request.params.id, request.body.tag_ids),
  });

  routes.get('/crm/leads/:id/deals', {
    config: interact,
    schema: {
      tags,
      summary: "The lead's deals across pipelines (the filters and sorts of a pipeline's list)",
      params: idParams('id'),
      querystring: dealListQuery,
      response: { 200: listResponseSchema(dealSchema) },
    },
    handler: async (request) => {
      const tenant = tenantOf(request);
      await deals.assertLeadOfOrganization(db, tenant.organizationId, request.params.id);
      return listLeadDeals(db, tenant, request.params.id, request.query);
    },
  });
}
