// Test data of the sales screens: a sale's row and detail as the API answers them, and the calls
// every sales page makes besides its own.
import type { SaleDetail, SaleListItem } from '../../../src/shared/sales.ts';
import { crmBackground } from './crmFactories.ts';
import { inventoryBackground } from './inventoryFactories.ts';

export const SALE_ID = 77;

export function saleRow(overrides: Partial<SaleListItem> = {}): SaleListItem {
  return {
    id: SALE_ID,
    organization_id: 5,
    developer_name: 'Skyline Builders',
    unit_id: 41,
    unit_number: '1203',
    building_id: 31,
    building_name: 'Tower A',
    project_id: 21,
    project_name: 'Marina Heights',
    buyer_name: 'Amira Haddad',
    buyers_count: 1,
    currency: 'AED',
    list_price: 180_000_000,
    discount: 10_000_000,
    final_price: 170_000_000,
    booking_date: '2026-03-01',
    spa_date: null,
    status: 'active',
    seller_type: 'developer',
    created_at: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}

const line = (
  sequence: number,
  label: string,
  amount: number,
  due_date: string | null,
  due_type: 'on_booking' | 'on_handover' | 'construction_percent',
) => ({
  id: sequence,
  sequence,
  label,
  percentage: 50,
  due_type,
  due_value: due_type === 'construction_percent' ? 50 : null,
  due_date,
  amount,
});

export function saleDetail(overrides: Partial<SaleDetail> = {}): SaleDetail {
  return {
    ...saleRow(),
    unit_status: 'booked',
    deal_id: null,
    deal_title: null,
    sale_offer_id: null,
    sale_offer_number: null,
    seller: {
      type: 'developer',
      broker_organization_id: null,
      broker_organization_name: null,
      agent_user_id: null,
      agent_name: null,
      agency_name: null,
      agency_licence: null,
    },
    buyers: [
      {
        id: 1,
        position: 0,
        full_name: 'Amira Haddad',
        nationality: 'AE',
        id_number: '784-1990-1234567-1',
        email: 'amira@example.test',
        phone: '+971 50 123 4567',
        lead_id: null,
        lead_name: null,
      },
    ],
    fees: [{ id: 1, position: 0, label: 'Land registration', kind: 'percent', rate_hundredths: 400, amount: 6_800_000 }],
    fees_total: 6_800_000,
    schedule: {
      id: 2,
      version: 2,
      source: 'custom',
      payment_plan_id: null,
      plan_name: 'Custom',
      reason: 'Buyer asked for a longer plan',
      is_current: true,
      created_at: '2026-04-01T09:00:00.000Z',
      created_by: { id: 3, name: 'Dev Admin' },
      superseded_at: null,
      total: 170_000_000,
      lines: [
        line(1, 'Down payment', 85_000_000, '2026-03-01', 'on_booking'),
        line(2, 'On handover', 85_000_000, '2028-12-31', 'on_handover'),
      ],
    },
    schedule_history: [
      {
        id: 1,
        version: 1,
        source: 'building_plan',
        payment_plan_id: 61,
        plan_name: '20/40/40',
        reason: null,
        is_current: false,
        created_at: '2026-03-01T09:00:00.000Z',
        created_by: { id: 3, name: 'Dev Admin' },
        superseded_at: '2026-04-01T09:00:00.000Z',
        total: 170_000_000,
        lines: [
          line(1, 'First plan booking', 85_000_000, '2026-03-01', 'on_booking'),
          line(2, 'First plan milestone', 85_000_000, null, 'construction_percent'),
        ],
      },
    ],
    cancellation: null,
    created_by: { id: 3, name: 'Dev Admin' },
    payments: {
      lines: [
        { line_id: 1, paid: 85_000_000, open: 0, overdue: 0 },
        { line_id: 2, paid: 15_000_000, open: 70_000_000, overdue: 0 },
      ],
      paid: 100_000_000,
      open: 70_000_000,
      overdue: 0,
      credit: 0,
      pending: 25_000_000,
      refunded: 0,
      to_refund: 0,
    },
    refunds: [],
    can: { cancel: true, replan: true, record_payment: true, bounce: true, refund: false },
    ...overrides,
  };
}

export function background() {
  return {
    ...crmBackground(),
    ...inventoryBackground(),
    'GET /api/inventory/buildings/options': { data: [] },
    [`GET /api/sales/${SALE_ID}/receipts`]: { data: [] },
    [`GET /api/sales/${SALE_ID}/reminders`]: { data: [] },
    'GET /api/sales/reminder-settings': { data: { enabled: false, provider: 'log', steps: [-7, 0, 3, 14], providers: ['log'] } },
  };
}
