// Test data of the CRM screens: leads, history items, activities and notifications as the API
// answers them, and the answers every CRM screen asks for (options, unseen count, saved filters).
import type { AppNotification } from '../../../src/shared/account.ts';
import type { Activity, LeadDetail, LeadHistoryItem } from '../../../src/shared/crm.ts';

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
    'GET /api/saved-filters': { data: [] },
    'GET /api/notifications': listOf(notifications),
  };
}
