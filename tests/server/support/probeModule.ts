// A test-only API module that exercises the shared plugins (method override, tenant context,
// permissions, errors, lists, multipart) the way real modules use them.
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACTIONS, needsRole, type Action } from '../../../src/shared/permissions.ts';
import { organizations } from '../../../src/server/db/schema.ts';
import { conflict } from '../../../src/server/http/errors.ts';
import {
  listQuerySchema,
  onlyIds,
  optionsQuerySchema,
  orderBy,
  paginate,
  searchAcross,
  toOptions,
} from '../../../src/server/http/lists.ts';
import { API_MODULES } from '../../../src/server/modules/index.ts';
import type { ApiModule } from '../../../src/server/modules/module.ts';
import { isUploadedFile } from '../../../src/server/plugins/body-parsers.ts';

export const ROLE_ACTIONS: Action[] = ACTIONS.filter(needsRole);

const itemBody = z.object({ name: z.string().min(1, 'The name field is required.') });

export const probeModule: ApiModule = async (api: FastifyInstance, { db }) => {
  const routes = api.withTypeProvider<ZodTypeProvider>();

  for (const action of ROLE_ACTIONS) {
    routes.get(`/probe/actions/${action}`, { config: { action }, handler: async (request) => ({ tenant: request.tenant }) });
  }

  const echo =
    (method: string) =>
    async (request: { body?: unknown; query?: unknown; params?: unknown; routeOptions: { config: { overriddenMethod?: string } } }) => ({
      handled_as: method,
      via_override: request.routeOptions.config.overriddenMethod ?? null,
      params: request.params,
      body: request.body ?? null,
      query: request.query,
    });
  const idParams = z.object({ id: z.coerce.number().int().positive() });
  routes.post('/probe/items/:id', { config: { action: 'account' }, schema: { params: idParams }, handler: echo('POST') });
  routes.put('/probe/items/:id', { config: { action: 'account' }, schema: { params: idParams, body: itemBody }, handler: echo('PUT') });
  routes.patch('/probe/items/:id', {
    config: { action: 'crm.interact' },
    schema: { params: idParams, body: itemBody },
    handler: echo('PATCH'),
  });
  routes.delete('/probe/items/:id', {
    config: { action: 'account' },
    schema: { params: idParams, querystring: z.object({ reason: z.string().optional() }) },
    handler: echo('DELETE'),
  });
  routes.patch('/probe/only-patch', { config: { action: 'account' }, handler: echo('PATCH') });

  routes.post('/probe/nested', {
    config: { action: 'account' },
    schema: {
      body: z.object({
        name: z.string(),
        installments: z.array(z.object({ label: z.string(), percentage: z.number().min(0).max(100) })),
      }),
    },
    handler: async () => ({ ok: true }),
  });

  routes.get('/probe/boom', {
    config: { action: 'account' },
    handler: async () => {
      throw new Error('secret internal detail: select * from users');
    },
  });
  routes.post('/probe/deadlock', {
    config: { action: 'account' },
    // PostgreSQL's own error, raised through the driver as a deadlock it broke would be.
    handler: async () => {
      await db.execute(sql.raw(`do $$ begin raise exception 'deadlock detected' using errcode = '40P01'; end $$`));
      return { ok: true };
    },
  });
  routes.get('/probe/conflict', {
    config: { action: 'account' },
    handler: async () => {
      throw conflict('The record was changed by someone else.', { data: { id: 1 } });
    },
  });

  routes.post('/probe/upload', {
    config: { action: 'account' },
    handler: async (request) => {
      const body = request.body as Record<string, unknown>;
      const describe = (value: unknown): unknown =>
        Array.isArray(value)
          ? value.map(describe)
          : isUploadedFile(value)
            ? { file: value.filename, size: value.size, mimetype: value.mimetype }
            : value;
      return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, describe(value)]));
    },
  });

  const organizationList = listQuerySchema({
    sortable: ['name', 'created_at', 'id'],
    defaultSort: 'id',
    filters: { kind: z.enum(['platform', 'developer', 'broker']).optional() },
  });
  routes.get('/probe/organizations/options', {
    config: { action: 'account' },
    schema: { querystring: optionsQuerySchema },
    handler: async (request) => {
      const rows = await db
        .select({ id: organizations.id, name: organizations.name })
        .from(organizations)
        .where(searchAcross([organizations.name], request.query.search))
        .orderBy(organizations.name)
        .limit(100);
      return toOptions(
        rows,
        (row) => row.id,
        (row) => row.name,
      );
    },
  });

  routes.get('/probe/organizations', {
    config: { action: 'account' },
    schema: { querystring: organizationList },
    handler: async (request) => {
      const query = request.query;
      const where = [
        query.kind ? eq(organizations.kind, query.kind) : undefined,
        onlyIds(organizations.id, query.ids),
        searchAcross([organizations.name], query.search),
      ].filter(Boolean);
      const condition = where.length ? and(...where) : undefined;
      return paginate(
        query,
        (limit, offset) =>
          db
            .select({ id: organizations.id, name: organizations.name, kind: organizations.kind })
            .from(organizations)
            .where(condition)
            .orderBy(
              ...orderBy({ name: organizations.name, created_at: organizations.created_at, id: organizations.id }, query, organizations.id),
            )
            .limit(limit)
            .offset(offset),
        async () => (await db.select({ n: count() }).from(organizations).where(condition))[0]!.n,
      );
    },
  });
};

/** The product's modules plus the probe. */
export const withProbe: ApiModule[] = [...API_MODULES, probeModule];
