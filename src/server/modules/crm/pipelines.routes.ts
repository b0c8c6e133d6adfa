// Pipeline and stage routes (docs/api.md "CRM": crm/pipelines…, crm/stages…). Reading pipelines, the
// kanban and the list is crm.interact; options are crm.pipelines.options (all four CRM roles);
// creating, editing and deleting pipelines and stages is crm.pipelines.manage (org admins), and
// deletes are audited.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PIPELINE_SORTS } from '../../../shared/deals.ts';
import {
  createPipelineBody,
  dealFilters,
  dealListQuery,
  deleteStageQuery,
  reorderStagesBody,
  stageBody,
  updatePipelineBody,
  updateStageBody,
} from '../../../shared/schemas/deals.ts';
import { numberField } from '../../../shared/schemas/fields.ts';
import { listQuerySchema, listResponseSchema, messageResponseSchema, optionsQuerySchema, optionsResponseSchema } from '../../http/lists.ts';
import { idParams, recordId } from '../../http/params.ts';
import { tenantOf } from '../../http/request-context.ts';
import type { ModuleDeps } from '../module.ts';
import {
  dealSchema,
  kanbanResponseSchema,
  pipelineOptionWithStagesSchema,
  pipelineSchema,
  stageOptionSchema,
  stageSchema,
} from './deals.resources.ts';
import { listPipelineDeals } from './deals.queries.ts';
import { pipelineKanban } from './kanban.ts';
import { findPipelineRow, listPipelines, pipelineOptions, pipelineOptionsWithStages, stageOptions } from './pipelines.queries.ts';
import * as pipelines from './pipelines.service.ts';
import * as stages from './stages.service.ts';

const listQuery = listQuerySchema({ sortable: PIPELINE_SORTS, defaultSort: 'name' });
const kanbanQuery = z.object({
  ...dealFilters,
  stage_id: recordId.optional(),
  page: numberField('page', { min: 1, max: 100_000, integer: true }).default(1),
});
const onePipeline = z.object({ data: pipelineSchema, message: z.string() });
const oneStage = z.object({ data: stageSchema, message: z.string() });

export default async function pipelineRoutes(app: FastifyInstance, { db }: ModuleDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['crm: pipelines'];
  const manage = { action: 'crm.pipelines.manage' } as const;

  routes.get('/crm/pipelines', {
    config: { action: 'crm.interact' },
    schema: {
      tags,
      summary: 'Pipelines of the organization (the default first), each with its stages in order',
      querystring: listQuery,
      response: { 200: listResponseSchema(pipelineSchema) },
    },
    handler: (request) => listPipelines(db, tenantOf(request), request.query),
  });

  routes.get('/crm/pipelines/options', {
    config: { action: 'crm.pipelines.options' },
    schema: {
      tags,
      summary: 'Pipelines as options (the default first)',
      querystring: optionsQuerySchema,
      response: { 200: optionsResponseSchema },
    },
    handler: (request) => pipelineOptions(db, tenantOf(request), request.query.search),
  });

  routes.get('/crm/pipelines/options-with-stages', {
    config: { action: 'crm.pipelines.options' },
    schema: {
      tags,
      summary: 'Pipelines as options (the default first), each with its stages in order',
      querystring: optionsQuerySchema,
      response: { 200: z.object({ data: z.array(pipelineOptionWithStagesSchema) }) },
    },
    handler: (request) => pipelineOptionsWithStages(db, tenantOf(request), request.query.search),
  });

  routes.post('/crm/pipelines', {
    config: manage,
    schema: {
      tags,
      summary:
        'Create a pipeline, with its stages in order if given; the first pipeline, or one created with is_default, becomes the default',
      body: createPipelineBody,
      response: { 201: onePipeline },
    },
    handler: async (request, reply) => reply.code(201).send(await pipelines.createPipeline(db, tenantOf(request), request.body)),
  });

  routes.get('/crm/pipelines/:id', {
    config: { action: 'crm.interact' },
    schema: {
      tags,
      summary: 'One pipeline with its stages in order',
      params: idParams('id'),
      response: { 200: z.object({ data: pipelineSchema }) },
    },
    handler: (request) => pipelines.showPipeline(db, tenantOf(request), request.params.id),
  });

  routes.put('/crm/pipelines/:id', {
    config: manage,
    schema: {
      tags,
      summary: 'Rename, or make the default (the previous default is unset); the default cannot be unset; a stale updated_at → 409',
      params: idParams('id'),
      body: updatePipelineBody,
      response: { 200: onePipeline },
    },
    handler: (request) => pipelines.updatePipeline(db, tenantOf(request), request.params.id, request.body),
  });

  routes.delete('/crm/pipelines/:id', {
    config: { ...manage, audit: 'crm.pipeline.deleted' },
    schema: {
      tags,
      summary: 'Delete a pipeline with its stages: 409 while it holds deals, and for the default while other pipelines exist',
      params: idParams('id'),
      response: { 200: messageResponseSchema },
    },
    handler: (request) => pipelines.deletePipeline(db, tenantOf(request), request.params.id),
  });

  routes.get('/crm/pipelines/:id/stages/options', {
    config: { action: 'crm.pipelines.options' },
    schema: {
      tags,
      summary: "The pipeline's stages in order as options",
      params: idParams('id'),
      response: { 200: z.object({ data: z.array(stageOptionSchema) }) },
    },
    handler: (request) => stageOptions(db, tenantOf(request), request.params.id),
  });

  routes.get('/crm/pipelines/:id/kanban', {
    config: { action: 'crm.interact' },
    schema: {
      tags,
      summary:
        'The board: every stage in order with count, total and weighted value of its open deals matching the filters (owner_id, tag_id, hot, status, search, expected close range) and its first page of them by position, then the won and lost lanes’ count and total; stage_id+page: that page of one stage',
      params: idParams('id'),
      querystring: kanbanQuery,
      response: { 200: kanbanResponseSchema },
    },
    handler: (request) => pipelineKanban(db, tenantOf(request), request.params.id, request.query),
  });

  routes.get('/crm/pipelines/:id/list', {
    config: { action: 'crm.interact' },
    schema: {
      tags,
      summary:
        "The pipeline's deals as a list: filters stage_id, owner_id, tag_id, hot, status, search (title, lead), expected close range; sort stage (board order) by default",
      params: idParams('id'),
      querystring: dealListQuery,
      response: { 200: listResponseSchema(dealSchema) },
    },
    handler: async (request) => {
      const tenant = tenantOf(request);
      await findPipelineRow(db, tenant.organizationId, request.params.id);
      return listPipelineDeals(db, tenant, request.params.id, request.query);
    },
  });

  routes.post('/crm/pipelines/:pipelineId/stages', {
    config: manage,
    schema: {
      tags,
      summary: 'Add a stage at the end of the pipeline',
      params: idParams('pipelineId'),
      body: stageBody,
      response: { 201: oneStage },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await stages.createStage(db, tenantOf(request), request.params.pipelineId, request.body)),
  });

  routes.patch('/crm/pipelines/:pipelineId/stages/reorder', {
    config: manage,
    schema: {
      tags,
      summary: 'Put the stages in the order of ids (every stage of the pipeline, once each)',
      params: idParams('pipelineId'),
      body: reorderStagesBody,
      response: { 200: z.object({ data: z.array(stageSchema), message: z.string() }) },
    },
    handler: (request) => stages.reorderStages(db, tenantOf(request), request.params.pipelineId, request.body),
  });

  routes.patch('/crm/stages/:id', {
    config: manage,
    schema: {
      tags,
      summary: 'Edit name, probability or colour; a stale updated_at → 409',
      params: idParams('id'),
      body: updateStageBody,
      response: { 200: oneStage },
    },
    handler: (request) => stages.updateStage(db, tenantOf(request), request.params.id, request.body),
  });

  routes.delete('/crm/stages/:id', {
    config: { ...manage, audit: 'crm.stage.deleted' },
    schema: {
      tags,
      summary:
        'Delete a stage; one that holds deals needs move_to_stage_id (query or body), a stage of the same pipeline whose end they join',
      params: idParams('id'),
      querystring: deleteStageQuery,
      body: deleteStageQuery.nullish(),
      response: { 200: messageResponseSchema },
    },
    handler: (request) =>
      stages.deleteStage(db, tenantOf(request), request.params.id, request.query.move_to_stage_id ?? request.body?.move_to_stage_id),
  });
}
