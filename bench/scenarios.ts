// The requests the load benchmark sends, the same for the HTTP load (autocannon) and for the
// capture of the SQL each one runs (the raw-driver floor and the explain plans).
import type { Manifest } from './generate.ts';

export interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  /** Path and query, from /api on. */
  url: string;
  body?: Record<string, unknown>;
  /** Whether the request carries the bench user's bearer token. */
  signedIn: boolean;
  /** Issue 11's p99 target on PostgreSQL, when it sets one. */
  p99TargetMs?: number;
}

export function loadScenarios(manifest: Manifest): Scenario[] {
  const org = `organization_id=${manifest.organizationId}`;
  return [
    {
      name: 'units-list',
      method: 'GET',
      // Filters and a sort a buyer's agent uses: available 2-bedroom units from AED 1M, cheapest first.
      url: `/api/inventory/units?${org}&status=available&bedrooms=2&price_min=100000000&sort=price&order=asc&page=1&per_page=25`,
      signedIn: true,
      p99TargetMs: 50,
    },
    {
      name: 'leads-list',
      method: 'GET',
      url: `/api/crm/leads?${org}&status=new&sort=created_at&order=desc&page=1&per_page=25`,
      signedIn: true,
      p99TargetMs: 50,
    },
    {
      // The app bar's search box as a user types a name: every type the bench user lists
      // (leads, deals, units, projects, buildings, sale offers), against the leads list above.
      name: 'search',
      method: 'GET',
      url: `/api/search?${org}&q=${encodeURIComponent('layla hadd')}`,
      signedIn: true,
    },
    { name: 'kanban', method: 'GET', url: `/api/crm/pipelines/${manifest.pipelineId}/kanban?${org}`, signedIn: true, p99TargetMs: 100 },
    { name: 'unit-show', method: 'GET', url: `/api/inventory/units/${manifest.unitId}?${org}`, signedIn: true },
    {
      name: 'login',
      method: 'POST',
      url: '/api/auth/login',
      body: { email: manifest.email, password: manifest.password, device_name: 'bench' },
      signedIn: false,
    },
  ];
}
