// Company contact routes (docs/api.md "Contacts and messenger": contacts/companies), for the super
// admin and the sales manager acting in the platform organization (contacts.companies).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listQuerySchema, listResponseSchema, messageResponseSchema, optionsResponseSchema } from '../../http/lists.ts';
import { idParams } from '../../http/params.ts';
import { importRoute } from '../../http/import-route.ts';
import { tenantOf } from '../../http/request-context.ts';
import type { ModuleDeps } from '../module.ts';
import * as companies from './companies.service.ts';
import { companyMatches, convertCompany } from './company-organizations.service.ts';
import { importCompanies } from './company-import.service.ts';
import { companyListQuery, companyStatusBody, companyStatusBulkBody, convertBody } from '../../../shared/schemas/contacts.ts';
import { companyMatchSchema, companySchema, importReportSchema, matchedOrganizationSchema } from './contacts.resources.ts';

const matchesQuery = listQuerySchema({ sortable: ['name'], defaultSort: 'name' }).omit({ sort: true, order: true, ids: true });

export default async function companyRoutes(app: FastifyInstance, { db }: ModuleDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['contacts: companies'];
  const action = 'contacts.companies' as const;

  routes.get('/contacts/companies', {
    config: { action },
    schema: {
      tags,
      summary: 'Company contacts (filters: status, country, search)',
      querystring: companyListQuery,
      response: { 200: listResponseSchema(companySchema) },
    },
    handler: (request) => companies.listCompanies(db, tenantOf(request), request.query),
  });

  routes.get('/contacts/companies/matches', {
    config: { action },
    schema: {
      tags,
      summary: 'Companies whose trade licence or normalised name matches an organization, each beside that organization',
      querystring: matchesQuery,
      response: { 200: listResponseSchema(companyMatchSchema) },
    },
    handler: (request) => companyMatches(db, tenantOf(request), request.query),
  });

  routes.get('/contacts/companies/countries', {
    config: { action },
    schema: {
      tags,
      summary: 'The countries companies are in, as options (ISO code, English name)',
      response: { 200: optionsResponseSchema },
    },
    handler: (request) => companies.companyCountries(db, tenantOf(request)),
  });

  importRoute(app, '/contacts/companies/import', {
    action,
    audit: 'contacts.companies.imported',
    tags,
    summary:
      'Import companies from CSV (`file`, `mapping`, `preview`, `duplicates`), matched on trade licence; known companies skipped unless duplicates=update; each record created, updated or skipped, rejected rows with reasons',
    result: importReportSchema,
    run: (tenant, file, options) => importCompanies(db, tenant, file, options),
  });

  routes.patch('/contacts/companies/status-bulk', {
    config: { action, audit: 'contacts.companies.status_changed' },
    schema: {
      tags,
      summary: 'Set the status of several companies (converted ones keep theirs)',
      body: companyStatusBulkBody,
      response: { 200: z.object({ data: z.object({ updated: z.number().int(), skipped: z.number().int() }), message: z.string() }) },
    },
    handler: (request) => companies.changeCompanyStatusBulk(db, tenantOf(request), request.body.ids, request.body.status),
  });

  routes.patch('/contacts/companies/status/:id', {
    config: { action, audit: 'contacts.company.status_changed' },
    schema: {
      tags,
      summary: 'Set the status of a company',
      params: idParams('id'),
      body: companyStatusBody,
      response: { 200: z.object({ data: companySchema, message: z.string() }) },
    },
    handler: (request) => companies.changeCompanyStatus(db, tenantOf(request), request.params.id, request.body.status),
  });

  routes.delete('/contacts/companies/:id', {
    config: { action, audit: 'contacts.company.deleted' },
    schema: {
      tags,
      summary: 'Delete a company (its message logs stay, without the link)',
      params: idParams('id'),
      response: { 200: messageResponseSchema },
    },
    handler: (request) => companies.deleteCompany(db, tenantOf(request), request.params.id),
  });

  routes.post('/contacts/companies/convert/:id', {
    config: { action, audit: 'contacts.company.converted' },
    schema: {
      tags,
      summary:
        'Create a pending organization from the company (or link it to the organization with its trade licence); 409 when already converted',
      params: idParams('id'),
      body: convertBody,
      response: {
        200: z.object({
          data: z.object({ company: companySchema, organization: matchedOrganizationSchema, linked: z.boolean() }),
          message: z.string(),
        }),
      },
    },
    handler: (request) => convertCompany(db, tenantOf(request), request.params.id, request.body.kind),
  });
}
