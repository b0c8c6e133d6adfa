// User routes for platform staff (docs/api.md: GET auth/users, auth/users/options, auth/users/{id}).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ORGANIZATION_KINDS, ROLES } from '../../../shared/roles.ts';
import { listQuerySchema, listResponseSchema, optionsQuerySchema, optionsResponseSchema } from '../../http/lists.ts';
import { numberField } from '../../../shared/schemas/fields.ts';
import { idParams, recordId } from '../../http/params.ts';
import { tenantOf } from '../../http/request-context.ts';
import type { ModuleDeps } from '../module.ts';
import * as users from './users.service.ts';

const membershipSchema = z.object({
  organization_id: z.number().int(),
  organization_name: z.string(),
  organization_kind: z.enum(ORGANIZATION_KINDS),
  role: z.enum(ROLES),
  enabled: z.boolean(),
  updated_at: z.string(),
});
const userSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  has_enabled_two_factor_auth: z.boolean(),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
  memberships: z.array(membershipSchema),
});
const deviceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  last_used_at: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string().nullable(),
});

const filters = {
  role: z.enum(ROLES).optional(),
  member_of: recordId.optional(),
  /** Users active (signed in or used a session) within the last so many days: the platform dashboard's active users. */
  active_within_days: numberField('active within days', { min: 1, max: 366, integer: true }).optional(),
};
const listQuery = listQuerySchema({ sortable: users.USER_SORTS, defaultSort: 'full_name', filters });

export default async function userRoutes(app: FastifyInstance, { db }: ModuleDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];

  routes.get('/auth/users', {
    config: { action: 'users.list' },
    schema: { tags, summary: 'Users with their memberships', querystring: listQuery, response: { 200: listResponseSchema(userSchema) } },
    handler: (request) => users.listUsers(db, tenantOf(request), request.query),
  });

  routes.get('/auth/users/options', {
    config: { action: 'users.options' },
    schema: {
      tags,
      summary: 'Users as options (filter by role, e.g. sales managers)',
      querystring: optionsQuerySchema.extend({ role: filters.role }),
      response: { 200: optionsResponseSchema },
    },
    handler: (request) => users.userOptions(db, tenantOf(request), request.query),
  });

  routes.get('/auth/users/:userId', {
    config: { action: 'users.show' },
    schema: {
      tags,
      summary: 'One user with memberships and signed-in devices',
      params: idParams('userId'),
      response: { 200: z.object({ data: userSchema.extend({ devices: z.array(deviceSchema) }) }) },
    },
    handler: (request) => users.showUser(db, request.params.userId),
  });
}
