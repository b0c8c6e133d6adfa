// Every API route as the app registers it, recorded with an onRoute hook, and the operations
// (method × path) they make. The generated suites (route × role matrix, tenant isolation, mass
// assignment) sweep this list, so a new route is covered the day it is added.
import type { RouteOptions } from 'fastify';
import { API_MODULES } from '../../../src/server/modules/index.ts';
import type { ApiModule } from '../../../src/server/modules/module.ts';
import { isAction, type Action } from '../../../src/shared/permissions.ts';

export interface Operation {
  method: string;
  url: string;
  action: Action;
  orAction?: Action;
  route: RouteOptions;
}

/** All API modules, registered behind a hook that records each route into `recorded`. */
export function recordingModule(recorded: RouteOptions[]): ApiModule {
  return async (api, deps) => {
    api.addHook('onRoute', (route) => {
      recorded.push(route);
    });
    for (const module of API_MODULES) await api.register(module, deps);
  };
}

/** One operation per route and method (HEAD twins left out); routes without an action are `unguarded`. */
export function operationsOf(routes: RouteOptions[]): { operations: Operation[]; unguarded: string[] } {
  const operations: Operation[] = [];
  const unguarded: string[] = [];
  for (const route of routes) {
    // The hidden POST twins of method override carry a constraint; they are the same routes.
    if (route.constraints && Object.keys(route.constraints).length > 0) continue;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((method) => method !== 'HEAD');
    const action = route.config?.action;
    for (const method of methods) {
      if (!isAction(action)) {
        unguarded.push(`${method} ${route.url}`);
        continue;
      }
      operations.push({ method, url: route.url, action, orAction: route.config?.orAction, route });
    }
  }
  return { operations, unguarded };
}

/** The names of an operation's path parameters, in order (`/a/:id/b/:unitId` → id, unitId). */
export function pathParameters(operation: Pick<Operation, 'url'>): string[] {
  return [...operation.url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
}

export const operationName = (operation: Pick<Operation, 'method' | 'url'>) => `${operation.method} ${operation.url}`;
