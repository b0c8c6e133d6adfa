// GET audit-logs (super admin): sign-ins, denials, role and status changes, tokens, deletions,
// exports; filtered by user, organization, action (or action family), day range and search.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listQuerySchema, listResponseSchema, optionsResponseSchema } from '../../http/lists.ts';
import { recordId } from '../../http/params.ts';
import { dateField } from '../../../shared/schemas/dates.ts';
import type { ModuleDeps } from '../module.ts';
import { tenantOf } from '../../http/request-context.ts';
import { auditActionOptions, listAuditLogs } from './audit.service.ts';

const query = listQuerySchema({
  sortable: ['occurred_at'],
  defaultSort: 'occurred_at',
  defaultOrder: 'desc',
  filters: {
    user_id: recordId.optional(),
    organization: recordId.optional(),
    action: z.string().trim().max(100).optional(),
    // A day that exists (no 30 February): anything else is a 422, never an invalid Date in SQL.
    from: dateField('from date').optional(),
    to: dateField('to date').optional(),
  },
}).refine((value) => !value.from || !value.to || value.from <= value.to, {
  path: ['to'],
  message: 'The end date must be on or after the start date.',
});
const entry = z.object({
  id: z.number().int(),
  occurred_at: z.string(),
  action: z.string(),
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  user_email: z.string().nullable(),
  organization_id: z.number().int().nullable(),
  organization_name: z.string().nullable(),
  subject_type: z.string().nullable(),
  subject_id: z.number().int().nullable(),
  /** The subject's name when the entry was written ("Sara Al Nuaimi", "SO-2026-000003"). */
  subject_label: z.string().nullable(),
  /** The organization the subject belongs to; `organization_*` is the caller's, where it was done. */
  subject_organization_id: z.number().int().nullable(),
  subject_organization_name: z.string().nullable(),
  ip: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});

export default async function auditRoutes(app: FastifyInstance, { db }: ModuleDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['audit'];

  routes.get('/audit-logs', {
    config: { action: 'audit.view' },
    schema: { tags, summary: 'The audit log, newest first', querystring: query, response: { 200: listResponseSchema(entry) } },
    handler: (request) => listAuditLogs(db, tenantOf(request), request.query),
  });

  routes.get('/audit-logs/actions', {
    config: { action: 'audit.view' },
    schema: { tags, summary: 'The actions the audit log holds, for its action filter', response: { 200: optionsResponseSchema } },
    handler: () => auditActionOptions(db),
  });
}
