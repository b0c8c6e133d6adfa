// The routes to fuzz, recorded as the API modules register them (the way the route × role matrix
// finds them), with their zod schemas converted to JSON Schema by zod itself.
import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { API_MODULES } from '../../../src/server/modules/index.ts';
import type { ApiModule } from '../../../src/server/modules/module.ts';
import { isAction, type Action } from '../../../src/shared/permissions.ts';
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

export function recordingModule(recorded: RouteOptions[]): ApiModule {
  return async (api, deps) => {
    api.addHook('onRoute', (route) => {
      recorded.push(route);
    });
    for (const module of API_MODULES) await api.register(module, deps);
  };
}

function toJsonSchema(schema: unknown): JsonSchema | undefined {
  if (!schema) return undefined;
  if (schema instanceof z.ZodType) return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return schema as JsonSchema;
}

export function fuzzRoutes(recorded: RouteOptions[]): FuzzRoute[] {
  const routes: FuzzRoute[] = [];
  for (const route of recorded) {
    if (route.constraints && Object.keys(route.constraints).length > 0) continue;
    const schema = (route.schema ?? {}) as { params?: unknown; querystring?: unknown; body?: unknown; consumes?: string[] };
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((method) => method !== 'HEAD');
    for (const method of methods) {
      routes.push({
        method,
        url: route.url,
        params: toJsonSchema(schema.params),
        querystring: toJsonSchema(schema.querystring),
        body: toJsonSchema(schema.body),
        multipart: schema.consumes?.includes('multipart/form-data') ?? false,
        actions: [route.config?.action, route.config?.orAction].filter(isAction),
      });
    }
  }
  return routes;
}
