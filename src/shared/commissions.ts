// Commissions (docs/domain.md "Commission", docs/api.md "Commissions"): what a sale's seller is
// owed once the sale reaches the stage its developer organization chose. Shared by the server
// and the client; no Node or DOM APIs here. Rates are integer hundredths of a percent (2.5 % →
// 250); amounts are integer minor units of the sale's currency.
import type { SellerType } from './sales.ts';

/** pending → approved → paid; `cancelled` when its sale is cancelled before it was paid. */
export const COMMISSION_STATUSES = ['pending', 'approved', 'paid', 'cancelled'] as const;
export type CommissionStatus = (typeof COMMISSION_STATUSES)[number];

/**
 * When a sale's commission line is created: at the booking (the sale is recorded), at the SPA
 * (the sale is recorded with its SPA date), or once the received payments reach a percentage of
 * the final price (post-dated cheques count from their date, bounced ones never).
 */
export const COMMISSION_TRIGGERS = ['booking', 'spa', 'paid_percentage'] as const;
export type CommissionTrigger = (typeof COMMISSION_TRIGGERS)[number];

export const COMMISSION_SORTS = ['reached_on', 'amount', 'created_at', 'id'] as const;
export type CommissionSort = (typeof COMMISSION_SORTS)[number];

/** The most projects one settings call may rate (a developer's portfolio fits well inside). */
export const MAX_COMMISSION_RATES = 2000;

export interface CommissionPerson {
  id: number;
  name: string;
}

export interface CommissionListItem {
  id: number;
  organization_id: number;
  developer_name: string;
  sale_id: number;
  unit_id: number;
  unit_number: string;
  project_id: number;
  project_name: string;
  buyer_name: string;
  seller_type: SellerType;
  /** Who sold: the developer's name, the platform's salesperson, the broker organization or the agency. */
  seller_name: string;
  /** Hundredths of a percent of the base amount. */
  rate_hundredths: number;
  /** The sale's final price, minor units. */
  base_amount: number;
  amount: number;
  currency: string;
  status: CommissionStatus;
  trigger: CommissionTrigger;
  /** The day the sale reached the trigger stage (YYYY-MM-DD, the organization's day). */
  reached_on: string;
  created_at: string;
}

export interface Commission extends CommissionListItem {
  agent_name: string | null;
  agency_licence: string | null;
  /** The paid percentage the line waited for (hundredths), for the paid-percentage trigger. */
  trigger_paid_hundredths: number | null;
  approved_at: string | null;
  approved_by: CommissionPerson | null;
  paid_at: string | null;
  paid_by: CommissionPerson | null;
  paid_date: string | null;
  payment_reference: string | null;
  cancelled_at: string | null;
  can: { approve: boolean; pay: boolean };
}

export interface CommissionProjectRates {
  project_id: number;
  project_name: string;
  currency: string;
  /** Hundredths of a percent per seller type; null where no rate is set (no commission line). */
  rates: Record<SellerType, number | null>;
}

export interface CommissionSettings {
  trigger: CommissionTrigger;
  /** For the paid-percentage trigger: hundredths of a percent of the final price; else null. */
  paid_hundredths: number | null;
  projects: CommissionProjectRates[];
}
