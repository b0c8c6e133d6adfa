// GET audit-logs (super admin): sign-ins, denials, role and status changes, tokens, deletions.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_PER_PAGE } from '../../../shared/api.ts';
import { listResponseSchema } from '../../http/lists.ts';
import { recordId } from '../../http/params.ts';
import type { ModuleDeps } from '../module.ts';
import { listAuditLogs } from './audit.service.ts';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'The date must be in the format YYYY-MM-DD.');
const query = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).default(50).transform((value) => Math.min(value, MAX_PER_PAGE)),
  user_id: recordId.optional(),
  action: z.string().trim().max(100).optional(),
  from: day.optional(),
  to: day.optional(),
});
const entry = z.object({
  id: z.number().int(),
  occurred_at: z.string(),
  action: z.string(),
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  organization_id: z.number().int().nullable(),
  organization_name: z.string().nullable(),
  subject_type: z.string().nullable(),
  subject_id: z.number().int().nullable(),
  ip: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});

export default async function auditRoutes(app: FastifyInstance, { db }: ModuleDeps) {
  app.withTypeProvider<ZodTypeProvider>().get('/audit-logs', {
    config: { action: 'audit.view' },
    schema: { tags: ['audit'], summary: 'The audit log, newest first', querystring: query, response: { 200: listResponseSchema(entry) } },
    handler: (request) => listAuditLogs(db, request.query),
  });
}
