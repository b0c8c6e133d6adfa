// Which routes a concrete path has, before Fastify's router has picked one: the method override
// needs it to decide, from the headers alone, whether a POST's body may be read at all.
// Patterns are Fastify's (`/api/crm/leads/:id`); the API has no wildcard or regex parameters.
import type { Action } from '../../shared/permissions.ts';

export interface TableRoute {
  method: string;
  action: Action;
}

interface Entry extends TableRoute {
  segments: readonly string[];
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

function matches(pattern: readonly string[], path: readonly string[]): boolean {
  return pattern.length === path.length && pattern.every((segment, index) => segment.startsWith(':') || segment === path[index]);
}

export class RouteTable {
  readonly #entries: Entry[] = [];

  add(url: string, route: TableRoute): void {
    this.#entries.push({ ...route, segments: segmentsOf(url) });
  }

  /** The routes whose pattern matches `path` (its query, if any, ignored). */
  routesAt(path: string): TableRoute[] {
    const segments = segmentsOf(path.split('?')[0] ?? '');
    return this.#entries.filter((entry) => matches(entry.segments, segments)).map(({ method, action }) => ({ method, action }));
  }
}
