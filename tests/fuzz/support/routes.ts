// The routes to fuzz: the operations the route × role matrix finds (tests/server/support/routes.ts),
// with their zod schemas converted to JSON Schema by zod itself.
import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import type { Action } from '../../../src/shared/permissions.ts';
import { operationsOf } from '../../server/support/routes.ts';
import type { JsonSchema } from './schema-arbitrary.ts';

export interface FuzzRoute {
  method: string;
  /** Fastify's pattern, `/api/crm/leads/:id`. */
  url: string;
  params?: JsonSchema;
  querystring?: JsonSchema;
  body?: JsonSchema;
  /** The route takes multipart/form-data (uploads). */
  multipart: boolean;
  /** The permission actions that let a caller in (the route's action, or its alternative). */
  actions: Action[];
}

function toJsonSchema(schema: unknown): JsonSchema | undefined {
  if (!schema) return undefined;
  if (schema instanceof z.ZodType) return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return schema as JsonSchema;
}

/** One route to fuzz per operation the route × role matrix walks (method override's twins and HEAD left out). */
export function fuzzRoutes(recorded: RouteOptions[]): FuzzRoute[] {
  return operationsOf(recorded).operations.map(({ method, url, action, orAction, route }) => {
    const schema = (route.schema ?? {}) as { params?: unknown; querystring?: unknown; body?: unknown; consumes?: string[] };
    return {
      method,
      url,
      params: toJsonSchema(schema.params),
      querystring: toJsonSchema(schema.querystring),
      body: toJsonSchema(schema.body),
      multipart: schema.consumes?.includes('multipart/form-data') ?? false,
      actions: orAction ? [action, orAction] : [action],
    };
  });
}
