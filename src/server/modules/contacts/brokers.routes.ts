// Broker contact routes (docs/api.md "Contacts and messenger": contacts/brokers), for the super admin
// and the sales manager acting in the platform organization (contacts.brokers).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listResponseSchema, messageResponseSchema } from '../../http/lists.ts';
import { idParams } from '../../http/params.ts';
import { importRoute } from '../../http/import-route.ts';
import { tenantOf } from '../../http/request-context.ts';
import type { ModuleDeps } from '../module.ts';
import { importBrokers } from './broker-import.service.ts';
import * as brokers from './brokers.service.ts';
import { brokerListQuery, brokerStatusBody } from '../../../shared/schemas/contacts.ts';
import { brokerSchema, importReportSchema } from './contacts.resources.ts';

export default async function brokerRoutes(app: FastifyInstance, { db }: ModuleDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['contacts: brokers'];
  const action = 'contacts.brokers' as const;

  routes.get('/contacts/brokers', {
    config: { action },
    schema: {
      tags,
      summary: 'Broker contacts (filters: status, search)',
      querystring: brokerListQuery,
      response: { 200: listResponseSchema(brokerSchema) },
    },
    handler: (request) => brokers.listBrokers(db, tenantOf(request), request.query),
  });

  importRoute(app, '/contacts/brokers/import', {
    action,
    audit: 'contacts.brokers.imported',
    tags,
    summary:
      'Import brokers from CSV (`file`, `mapping`, `preview`, `duplicates`), matched on ORN or normalised phone; known brokers skipped unless duplicates=update; each record created, updated or skipped, rejected rows with reasons',
    result: importReportSchema,
    run: (tenant, file, options) => importBrokers(db, tenant, file, options),
  });

  routes.patch('/contacts/brokers/status/:id', {
    config: { action, audit: 'contacts.broker.status_changed' },
    schema: {
      tags,
      summary: 'Set the status of a broker',
      params: idParams('id'),
      body: brokerStatusBody,
      response: { 200: z.object({ data: brokerSchema, message: z.string() }) },
    },
    handler: (request) => brokers.changeBrokerStatus(db, tenantOf(request), request.params.id, request.body.status),
  });

  routes.delete('/contacts/brokers/:id', {
    config: { action, audit: 'contacts.broker.deleted' },
    schema: { tags, summary: 'Delete a broker', params: idParams('id'), response: { 200: messageResponseSchema } },
    handler: (request) => brokers.deleteBroker(db, tenantOf(request), request.params.id),
  });
}
