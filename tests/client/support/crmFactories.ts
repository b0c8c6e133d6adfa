// Test data of the CRM screens: leads, history items, activities and notifications as the API
// answers them, and the answers every CRM screen asks for (options, unseen count, saved filters).
import type { AppNotification } from '../../../src/shared/account.ts';
import { jsonResponse } from './fetchMock.ts';
import type { Activity, LeadDetail, LeadHistoryItem } from '../../../src/shared/crm.ts';
import type { Deal, DealCard, KanbanColumn, PipelineOptionWithStages, Stage } from '../../../src/shared/deals.ts';

export const MEMBERS = [
  { value: 31, label: 'Bea Brokeradmin' },
  { value: 32, label: 'Bob Broker' },
];
export const TAG_OPTIONS = [{ value: 4, label: 'VIP' }];

export function lead(overrides: Partial<LeadDetail> = {}): LeadDetail {
  return {
    id: 11,
    full_name: 'Layla Haddad',
    email: 'layla@example.test',
    phone: null,
    nationality: 'AE',
    source: 'website',
    status: 'new',
    budget_min: null,
    budget_max: null,
    currency: 'AED',
    interests: {},
    owner_id: 32,
    owner: { id: 32, full_name: 'Bob Broker' },
    tag_ids: [4],
    tags: [{ id: 4, name: 'VIP', color: '#1e88e5' }],
    seen: false,
    created_by: { id: 32, full_name: 'Bob Broker' },
    created_at: '2026-03-01T09:00:00.000Z',
    updated_at: '2026-03-01T09:00:00.000Z',
    documents: [],
    ...overrides,
  };
}

export function historyItem(overrides: Partial<LeadHistoryItem> = {}): LeadHistoryItem {
  return {
    id: 1,
    lead_id: 11,
    kind: 'created',
    field: null,
    old_value: null,
    new_value: null,
    details: {},
    subject_type: null,
    subject_id: null,
    subject: null,
    actor: { id: 32, full_name: 'Bob Broker' },
    created_at: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}

export function activity(overrides: Partial<Activity> = {}): Activity {
  return {
    id: 51,
    type: 'call',
    title: 'First call',
    notes: null,
    due_at: '2026-03-02T09:00:00.000Z',
    duration_minutes: null,
    outcome: null,
    lead_id: 11,
    lead: { id: 11, full_name: 'Layla Haddad' },
    deal_id: null,
    owner_id: 32,
    owner: { id: 32, full_name: 'Bob Broker' },
    completed: false,
    completed_at: null,
    overdue: false,
    created_by: { id: 32, full_name: 'Bob Broker' },
    created_at: '2026-03-01T09:00:00.000Z',
    updated_at: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}

export function notification(overrides: Partial<AppNotification> = {}): AppNotification {
  return {
    id: 71,
    type: 'mention',
    title: 'Bob Broker mentioned you on Layla Haddad',
    body: 'Call her back',
    data: { lead_id: 11 },
    read_at: null,
    created_at: '2026-03-01T10:00:00.000Z',
    ...overrides,
  } as AppNotification;
}

export const listOf = <T>(data: T[]) => ({ data, meta: { total: data.length, page: 1, per_page: 25 } });

/** What the layout and CRM screens ask for besides the screen's own calls. */
export function crmBackground(unseen = 3, notifications: AppNotification[] = []) {
  return {
    'GET /api/crm/mentions': { data: MEMBERS },
    'GET /api/crm/tags/options': { data: TAG_OPTIONS },
    'GET /api/crm/leads/unseen-count': { data: { count: unseen } },
    'GET /api/saved-filters': listOf([]),
    'GET /api/notifications': listOf(notifications),
  };
}

/** The calls of creating a lead from /crm/leads/create: the list, the create, and the page it opens (lead 20). */
export function newLeadRoutes() {
  return {
    ...crmBackground(),
    'GET /api/crm/leads': listOf([]),
    'POST /api/crm/leads': () => jsonResponse({ data: lead({ id: 20 }), message: 'Created.' }, 201),
    'GET /api/crm/leads/20': { data: lead({ id: 20 }) },
    'GET /api/crm/leads/20/history-items': listOf([]),
    'GET /api/crm/leads/20/activities': listOf([]),
  };
}

/** A deal card of the kanban, in stage 1 of pipeline 1 unless told otherwise. */
export function dealCard(overrides: Partial<DealCard> = {}): DealCard {
  return {
    id: 201,
    title: 'Marina 2BR',
    stage_id: 1,
    position: 0,
    value: 150_000_000,
    currency: 'AED',
    hot: false,
    status: 'open',
    expected_close_date: null,
    owner: { id: 32, full_name: 'Bob Broker' },
    lead: { id: 11, full_name: 'Layla Haddad' },
    tags: [],
    stage_entered_at: '2026-03-01T09:00:00.000Z',
    days_in_stage: 3,
    updated_at: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}

/** A kanban column with the given cards; its sums are those of the cards. */
export function kanbanColumn(overrides: Partial<KanbanColumn> = {}): KanbanColumn {
  const deals = overrides.deals ?? [];
  const probability = overrides.probability ?? 10;
  const currencies = [...new Set(deals.map((deal) => deal.currency))].sort();
  const totals = currencies
    .map((currency) => {
      const total = deals.filter((deal) => deal.currency === currency).reduce((sum, deal) => sum + deal.value, 0);
      return { currency, total_value: total, weighted_value: Math.round((total * probability) / 100) };
    })
    .filter((total) => total.total_value !== 0);
  return {
    id: 1,
    name: 'New',
    position: 0,
    probability,
    color: '#1e88e5',
    count: deals.length,
    totals,
    page: 1,
    has_more: false,
    deals,
    ...overrides,
  };
}

export function deal(overrides: Partial<Deal> = {}): Deal {
  return {
    id: 201,
    title: 'Marina 2BR',
    lead_id: 11,
    lead: { id: 11, full_name: 'Layla Haddad', phone: null },
    pipeline_id: 1,
    pipeline: { id: 1, name: 'Sales' },
    stage_id: 1,
    stage: { id: 1, name: 'New', probability: 10, color: '#1e88e5' },
    position: 0,
    value: 150_000_000,
    currency: 'AED',
    owner_id: 32,
    owner: { id: 32, full_name: 'Bob Broker' },
    hot: false,
    status: 'open',
    lost_reason: null,
    won_reason: null,
    expected_close_date: null,
    closed_at: null,
    tag_ids: [],
    tags: [],
    stage_entered_at: '2026-03-01T09:00:00.000Z',
    days_in_stage: 3,
    created_by: { id: 32, full_name: 'Bob Broker' },
    created_at: '2026-03-01T09:00:00.000Z',
    updated_at: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}

export function stage(overrides: Partial<Stage> = {}): Stage {
  return {
    id: 1,
    name: 'New',
    probability: 10,
    color: '#1e88e5',
    pipeline_id: 1,
    position: 0,
    deals_count: 0,
    created_at: '2026-03-01T09:00:00.000Z',
    updated_at: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}

/** Pipeline options with stages (GET crm/pipelines/options-with-stages). */
export function pipelineOptions(stages: Stage[] = [stage()]): PipelineOptionWithStages[] {
  return [
    {
      value: 1,
      label: 'Sales',
      is_default: true,
      stages: stages.map((item) => ({
        value: item.id,
        label: item.name,
        position: item.position,
        probability: item.probability,
        color: item.color,
      })),
    },
  ];
}
