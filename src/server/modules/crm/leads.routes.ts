// Lead routes (docs/api.md "CRM": crm/leads…). Reading and editing leads is crm.interact; deleting,
// one or in bulk, is crm.delete and is audited. Bulk actions other than deleting (assign an
// owner, add or remove a tag) are crm.interact.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LEAD_SORTS, LEAD_SOURCES, LEAD_STATUSES } from '../../../shared/crm.ts';
import { activityListQuery, bulkDeleteLeadsBody, bulkLeadsBody, createLeadBody, updateLeadBody } from '../../../shared/schemas/crm.ts';
import { listQuerySchema, listResponseSchema, messageResponseSchema, optionsQuerySchema, optionsResponseSchema } from '../../http/lists.ts';
import { idParams, recordId } from '../../http/params.ts';
import { tenantOf } from '../../http/request-context.ts';
import type { ModuleDeps } from '../module.ts';
import * as activities from './activities.service.ts';
import { activitySchema, leadDetailSchema, leadHistoryItemSchema, leadSchema } from './crm.resources.ts';
import * as bulk from './leads-bulk.service.ts';
import { listLeads } from './leads.queries.ts';
import * as leads from './leads.service.ts';
import { oneOrMany, queryFlag, rangeBound } from '../../../shared/schemas/list-filters.ts';
import { leadTimeline } from './timeline.ts';

const listQuery = listQuerySchema({
  sortable: LEAD_SORTS,
  defaultSort: 'created_at',
  defaultOrder: 'desc',
  filters: {
    status: oneOrMany(LEAD_STATUSES, 'status'),
    source: oneOrMany(LEAD_SOURCES, 'source'),
    owner_id: recordId.optional(),
    tag_id: recordId.optional(),
    seen: queryFlag.optional(),
    created_from: rangeBound('from', 'created from'),
    created_to: rangeBound('to', 'created to'),
  },
});
const timelineQuery = listQuerySchema({ sortable: ['created_at'], defaultSort: 'created_at', defaultOrder: 'desc' });
const oneResponse = z.object({ data: leadSchema, message: z.string() });

export default async function leadRoutes(app: FastifyInstance, { db, storage }: ModuleDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['crm: leads'];

  routes.get('/crm/leads', {
    config: { action: 'crm.interact' },
    schema: {
      tags,
      summary:
        'Leads with owner and tags; filters status, source, owner_id, tag_id, seen, created_from/created_to, search (name, email, phone), ids',
      querystring: listQuery,
      response: { 200: listResponseSchema(leadSchema) },
    },
    handler: (request) => listLeads(db, tenantOf(request), request.query),
  });

  routes.get('/crm/leads/options', {
    config: { action: 'crm.interact' },
    schema: {
      tags,
      summary: 'Leads as options (search: name, email, phone)',
      querystring: optionsQuerySchema,
      response: { 200: optionsResponseSchema },
    },
    handler: (request) => leads.leadOptions(db, tenantOf(request), request.query.search),
  });

  routes.get('/crm/leads/unseen-count', {
    config: { action: 'crm.interact' },
    schema: {
      tags,
      summary: "How many of the organization's leads are unseen",
      response: { 200: z.object({ data: z.object({ count: z.number().int() }) }) },
    },
    handler: (request) => leads.unseenCount(db, tenantOf(request)),
  });

  routes.post('/crm/leads', {
    config: { action: 'crm.interact' },
    schema: {
      tags,
      summary: 'Create a lead (email or phone required); a new owner other than the caller is notified',
      body: createLeadBody,
      response: { 201: oneResponse },
    },
    handler: async (request, reply) => reply.code(201).send(await leads.createLead(db, tenantOf(request), request.body)),
  });

  routes.post('/crm/leads/bulk', {
    config: { action: 'crm.interact' },
    schema: {
      tags,
      summary:
        'All-or-nothing bulk action on leads: {ids, action: assign_owner (owner_id, null unassigns) | add_tag | remove_tag (tag_id)}',
      body: bulkLeadsBody,
      response: { 200: z.object({ data: z.object({ updated: z.number().int() }), message: z.string() }) },
    },
    handler: (request) => bulk.bulkUpdateLeads(db, tenantOf(request), request.body),
  });

  routes.post('/crm/leads/bulk-delete', {
    config: { action: 'crm.delete', audit: 'crm.leads.bulk_deleted' },
    schema: {
      tags,
      summary: 'Delete several leads, all or none',
      body: bulkDeleteLeadsBody,
      response: { 200: z.object({ data: z.object({ deleted: z.number().int() }), message: z.string() }) },
    },
    handler: (request) => bulk.bulkDeleteLeads(db, storage, tenantOf(request), request.body),
  });

  routes.get('/crm/leads/:id', {
    config: { action: 'crm.interact' },
    schema: {
      tags,
      summary: 'One lead with its documents; marks it seen when the caller is its owner',
      params: idParams('id'),
      response: { 200: z.object({ data: leadDetailSchema }) },
    },
    handler: (request) => leads.showLead(db, tenantOf(request), request.params.id),
  });

  routes.put('/crm/leads/:id', {
    config: { action: 'crm.interact' },
    schema: {
      tags,
      summary: 'Update any of the fields; one history item per changed field; a stale updated_at → 409 with the current lead',
      params: idParams('id'),
      body: updateLeadBody,
      response: { 200: oneResponse },
    },
    handler: (request) => leads.updateLead(db, tenantOf(request), request.params.id, request.body),
  });

  routes.delete('/crm/leads/:id', {
    config: { action: 'crm.delete', audit: 'crm.lead.deleted' },
    schema: {
      tags,
      summary: 'Delete a lead with its notes, documents, activities and history',
      params: idParams('id'),
      response: { 200: messageResponseSchema },
    },
    handler: (request) => leads.deleteLead(db, storage, tenantOf(request), request.params.id),
  });

  routes.patch('/crm/leads/:id/toggle-seen', {
    config: { action: 'crm.interact' },
    schema: { tags, summary: 'Flip the seen flag', params: idParams('id'), response: { 200: oneResponse } },
    handler: (request) => leads.toggleSeen(db, tenantOf(request), request.params.id),
  });

  routes.get('/crm/leads/:id/history-items', {
    config: { action: 'crm.interact' },
    schema: {
      tags,
      summary: "The lead's timeline: changes, notes, documents and activities as history items (order=desc newest first, asc oldest first)",
      params: idParams('id'),
      querystring: timelineQuery,
      response: { 200: listResponseSchema(leadHistoryItemSchema) },
    },
    handler: (request) => leadTimeline(db, tenantOf(request), request.params.id, request.query),
  });

  routes.get('/crm/leads/:id/activities', {
    config: { action: 'crm.interact' },
    schema: {
      tags,
      summary: "The lead's activities (the filters of crm/activities)",
      params: idParams('id'),
      querystring: activityListQuery,
      response: { 200: listResponseSchema(activitySchema) },
    },
    handler: (request) => activities.leadActivities(db, tenantOf(request), request.params.id, request.query),
  });
}
