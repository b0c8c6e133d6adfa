// Contract routes (docs/api.md: contracts/templates, contracts/{organizationId}, renew, download).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createContractBody, renewContractBody } from '../../../shared/schemas/contracts.ts';
import { sendGeneratedFile } from '../../http/downloads.ts';
import { idParams } from '../../http/params.ts';
import { tenantOf } from '../../http/request-context.ts';
import type { ModuleDeps } from '../module.ts';
import * as contracts from './contracts.service.ts';

const contractSchema = z.object({
  id: z.number().int(),
  organization_id: z.number().int(),
  template_id: z.number().int(),
  template_name: z.string(),
  number: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  commission_percent: z.number(),
  status: z.enum(['draft', 'active', 'expired', 'renewed']),
  renewed_from_id: z.number().int().nullable(),
  created_at: z.string(),
});
const templateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(['developer', 'broker']),
  default_commission_percent: z.number(),
  default_duration_months: z.number().int(),
});
const oneResponse = z.object({ data: contractSchema, message: z.string() });

export default async function contractRoutes(app: FastifyInstance, { db }: ModuleDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['contracts'];

  routes.get('/contracts/templates', {
    config: { action: 'contracts.view' },
    schema: { tags, summary: 'Contract templates', response: { 200: z.object({ data: z.array(templateSchema) }) } },
    handler: () => contracts.listTemplates(db),
  });

  routes.get('/contracts/:organizationId', {
    config: { action: 'contracts.view' },
    schema: {
      tags,
      summary: 'Contracts of an organization',
      params: idParams('organizationId'),
      response: { 200: z.object({ data: z.array(contractSchema) }) },
    },
    handler: (request) => contracts.listContracts(db, tenantOf(request), request.params.organizationId),
  });

  routes.post('/contracts/:organizationId', {
    config: { action: 'contracts.manage', audit: 'contract.created' },
    schema: {
      tags,
      summary: 'Create a contract from a template',
      params: idParams('organizationId'),
      body: createContractBody,
      response: { 201: oneResponse },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await contracts.createContract(db, tenantOf(request), request.params.organizationId, request.body)),
  });

  routes.post('/contracts/renew/:id', {
    config: { action: 'contracts.manage', audit: 'contract.renewed' },
    schema: {
      tags,
      summary: 'Renew a contract for a new period',
      params: idParams('id'),
      body: renewContractBody,
      response: { 201: oneResponse },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await contracts.renewContract(db, tenantOf(request), request.params.id, request.body)),
  });

  routes.get('/contracts/download/:id', {
    config: { action: 'contracts.download' },
    schema: { tags, summary: 'The contract as PDF, in the caller’s language', params: idParams('id') },
    handler: async (request, reply) =>
      sendGeneratedFile(reply, await contracts.contractPdf(db, tenantOf(request), request.params.id, request.language)),
  });
}
