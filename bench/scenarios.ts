// The requests the load benchmark sends, the same for the HTTP load (autocannon) and for the
// capture of the SQL each one runs (the raw-driver floor and the explain plans).
import { FULL_SIZES, type BenchUser, type Manifest } from './generate.ts';

export interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  /** Path and query, from /api on. */
  url: string;
  body?: Record<string, unknown>;
  /** Whether the request carries a bench user's bearer token. */
  signedIn: boolean;
  /** Whose token it carries, when signed in: the developer admin of organization 1 unless named. */
  user?: BenchUser;
  /** Issue 11's p99 target on PostgreSQL, when it sets one. */
  p99TargetMs?: number;
  /**
   * How long a `--quick` run loads it (API and raw floor each), when shorter than the quick run's
   * second: CI's smoke pass of the many issue-27 and issue-28 scenarios stays within its time budget.
   */
  quickSeconds?: number;
}

/**
 * A positive whole number from the environment, or the default: `BENCH_CONNECTIONS=1` measures one
 * request at a time (what a user waits for on an idle server) where 50 measure throughput.
 */
function positiveFromEnvironment(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  if (!/^[1-9]\d*$/.test(value)) throw new Error(`${name} must be a positive whole number, not "${value}"`);
  return Number(value);
}

/** Connections (API) and clients (raw floor) of a full run's load. */
export const LOAD_CONNECTIONS = positiveFromEnvironment('BENCH_CONNECTIONS', 50);

/** Seconds of a full run's load per scenario (API, then the raw floor). */
export const LOAD_SECONDS = positiveFromEnvironment('BENCH_SECONDS', 10);

/** The quick run's load per issue-27 and issue-28 scenario (search terms, dashboard widgets, collections). */
const QUICK_SECONDS = 0.25;

/**
 * The quick run's load of the other roles' dashboards and the reports: sixteen rows on two
 * databases, each a smoke figure, kept within ~10 s of CI's pass together.
 */
const QUICK_ROLE_SECONDS = 0.1;

/**
 * The connections (and raw-floor clients) of a scenario's quick load when it has `quickSeconds`:
 * a load's last requests finish after its time is up, and on PGlite 50 of them queue one behind
 * the other — seconds per scenario that CI would pay for a smoke figure.
 */
export const QUICK_CONNECTIONS = 5;

/** A quick run's API requests per scenario: one per connection, and at least two per quick connection. */
export function quickRequests(connections: number): number {
  return Math.max(connections, 2 * QUICK_CONNECTIONS);
}

/** How long and how wide a scenario's load is: the run's own, or the quick smoke's. */
export function loadShape(scenario: Scenario, quick: boolean, seconds: number, connections: number) {
  return quick && scenario.quickSeconds !== undefined
    ? { seconds: scenario.quickSeconds, connections: QUICK_CONNECTIONS }
    : { seconds, connections };
}

/**
 * The search's terms: [scenario, term]. A name (Latin), a unit number among 100,000 units, an
 * Arabic name typed without its hamza and with ي for ى (the folding finds "ليلى الحداد"), and the
 * name's first two letters, which the box sends as soon as they are typed (too short for a trigram).
 */
export const SEARCH_TERMS: readonly (readonly [string, string])[] = [
  ['search', 'layla hadd'],
  ['search-number', '1012'],
  ['search-arabic', 'ليلي الحد'],
  ['search-short', 'la'],
];

/** The dashboards' endpoints: [scenario, path under /api, query]. A new dashboard is one row. */
export const DASHBOARD_ENDPOINTS: readonly (readonly [string, string, string])[] = [
  ['dev-inventory', 'dashboards/developer/inventory', ''],
  ['dev-pipeline', 'dashboards/developer/pipeline', ''],
  ['dev-absorption', 'dashboards/developer/absorption', 'interval=month'],
  ['dev-lead-sources', 'dashboards/developer/lead-sources', ''],
  ['dev-team-activities', 'dashboards/developer/team-activities', ''],
  ['dev-price-per-sqft', 'dashboards/developer/price-per-sqft', ''],
  ['dev-sale-offers', 'dashboards/developer/sale-offers', 'interval=month'],
];

/** The calendar day `days` before today (UTC), YYYY-MM-DD. */
function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The other roles' dashboards and the reports (issue 27): [scenario, user, path under /api, query],
 * each run as a user of that role in his organization (`Manifest.users`). One row per endpoint.
 */
export const ROLE_ENDPOINTS: readonly (readonly [string, BenchUser, string, string])[] = [
  ['broker-pipeline', 'broker_admin', 'dashboards/broker/pipeline', ''],
  ['broker-lead-statuses', 'broker_admin', 'dashboards/broker/lead-statuses', ''],
  ['broker-lead-sources', 'broker_admin', 'dashboards/broker/lead-sources', ''],
  ['broker-won-deals', 'broker_admin', 'dashboards/broker/won-deals', ''],
  ['broker-my-day', 'broker_admin', 'dashboards/broker/my-day', ''],
  ['broker-members', 'broker_admin', 'dashboards/broker/members', ''],
  ['sm-availability', 'sales_manager', 'dashboards/sales-manager/availability', ''],
  ['sm-sale-offers', 'sales_manager', 'dashboards/sales-manager/sale-offers', 'interval=month'],
  ['platform-organizations', 'super_admin', 'dashboards/platform/organizations', ''],
  ['platform-signups', 'super_admin', 'dashboards/platform/signups', ''],
  ['platform-active-users', 'super_admin', 'dashboards/platform/active-users', ''],
  ['platform-messages', 'super_admin', 'dashboards/platform/messages', ''],
  // The reports page's first request of each (default period, first page).
  ['report-sales-by-period', 'developer_admin', 'reports/sales-by-period', 'interval=month'],
  ['report-inventory-snapshot', 'developer_admin', 'reports/inventory-snapshot', ''],
  // The snapshot filtered by a status (its total reads the status at the day of every unit).
  ['report-inventory-snapshot-sold', 'developer_admin', 'reports/inventory-snapshot', 'status=sold'],
  // The same on a day 200 days back: the units changed since (a quarter of them) have their
  // status on that day rebuilt from the history.
  ['report-inventory-snapshot-sold-past', 'developer_admin', 'reports/inventory-snapshot', `status=sold&date=${daysAgo(200)}`],
  ['report-pipeline-movement', 'developer_admin', 'reports/pipeline-movement', ''],
  ['report-lead-sources', 'developer_admin', 'reports/lead-sources', ''],
];

/** The users the scenarios run as (each signs in once per run). */
export function scenarioUsers(scenarios: readonly Scenario[]): BenchUser[] {
  return [...new Set(scenarios.filter((scenario) => scenario.signedIn).map((scenario) => scenario.user ?? 'developer_admin'))];
}

/**
 * The scenarios of the load benchmark; `BENCH_SCENARIOS` (comma-separated name prefixes, e.g.
 * `leads-list,search,dev-`) narrows a run to some of them; a prefix that matches none is refused.
 */
export function loadScenarios(manifest: Manifest): Scenario[] {
  const only = process.env.BENCH_SCENARIOS?.split(',').filter(Boolean);
  const scenarios = allScenarios(manifest);
  if (!only) return scenarios;
  const chosen = scenarios.filter((scenario) => only.some((prefix) => scenario.name.startsWith(prefix)));
  // A prefix that names no scenario is a typo: a run narrowed to it would measure nothing and look fine.
  const unmatched = only.filter((prefix) => !scenarios.some((scenario) => scenario.name.startsWith(prefix)));
  if (unmatched.length)
    throw new Error(
      `BENCH_SCENARIOS: no scenario starts with ${unmatched.map((prefix) => `"${prefix}"`).join(', ')} (scenarios: ${scenarios.map((scenario) => scenario.name).join(', ')})`,
    );
  return chosen;
}

/**
 * Refuses a `BENCH_SCENARIOS` prefix that names no scenario before any data is generated (the
 * names do not depend on the data: a stand-in manifest lists them).
 */
export function checkScenarioFilter(): void {
  const nobody = { email: '', organizationId: 0 };
  loadScenarios({
    sizes: FULL_SIZES,
    email: '',
    password: '',
    organizationId: 0,
    users: { developer_admin: nobody, broker_admin: nobody, sales_manager: nobody, super_admin: nobody },
    pipelineId: 0,
    unitId: 0,
    seconds: 0,
  });
}

function allScenarios(manifest: Manifest): Scenario[] {
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
      name: 'collections-list',
      method: 'GET',
      // The collections screen as it opens: every open line due by 30 days from now, soonest first.
      url: `/api/collections?${org}&sort=due_date&order=asc&page=1&per_page=25`,
      signedIn: true,
      quickSeconds: QUICK_SECONDS,
    },
    {
      name: 'collections-overdue',
      method: 'GET',
      // Finance's first question: what is overdue, longest late first.
      url: `/api/collections?${org}&bucket=overdue&sort=days_late&order=desc&page=1&per_page=25`,
      signedIn: true,
      quickSeconds: QUICK_SECONDS,
    },
    {
      name: 'leads-list',
      method: 'GET',
      url: `/api/crm/leads?${org}&status=new&sort=created_at&order=desc&page=1&per_page=25`,
      signedIn: true,
      p99TargetMs: 50,
    },
    // The app bar's search box (issue 27) as a user types: every type the bench user lists (leads,
    // deals, units, projects, buildings, sale offers), against the leads list above.
    ...SEARCH_TERMS.map(([name, term]) => ({
      name,
      method: 'GET' as const,
      url: `/api/search?${org}&q=${encodeURIComponent(term)}`,
      signedIn: true,
      quickSeconds: QUICK_SECONDS,
    })),
    // Every developer dashboard widget (issue 27), as the dashboard page first asks for it (no period: all time).
    ...DASHBOARD_ENDPOINTS.map(([name, path, query]) => ({
      name,
      method: 'GET' as const,
      url: `/api/${path}?${org}${query ? `&${query}` : ''}`,
      signedIn: true,
      quickSeconds: QUICK_SECONDS,
    })),
    // The broker, sales manager and platform dashboards and the reports (issue 27), each as its role.
    ...ROLE_ENDPOINTS.map(([name, user, path, query]) => ({
      name,
      method: 'GET' as const,
      url: `/api/${path}?organization_id=${manifest.users[user].organizationId}${query ? `&${query}` : ''}`,
      signedIn: true,
      user,
      quickSeconds: QUICK_ROLE_SECONDS,
    })),
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
