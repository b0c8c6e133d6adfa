// The Reports area (docs/api.md "Reports", docs/product.md "Reports"): which reports there are,
// the action each needs, and what each answers, for the server's response schemas and the
// client's tables alike. Money is integer minor units of the row's currency, never added across
// currencies: a figure in two currencies is two rows.
import type { LeadSource, UnitType } from './crm.ts';
import type { UnitStatus } from './inventory.ts';
import type { Action } from './permissions.ts';

/** Every report, in the order the Reports page lists them; each is its own route under /reports. */
export const REPORTS = ['sales-by-period', 'sales-recorded', 'inventory-snapshot', 'pipeline-movement', 'lead-sources'] as const;
export type ReportKey = (typeof REPORTS)[number];

/** The action each report needs: the inventory reports read units, the CRM reports deals and leads. */
export const REPORT_ACTIONS: Record<ReportKey, Action> = {
  'sales-by-period': 'reports.inventory',
  'sales-recorded': 'reports.inventory',
  'inventory-snapshot': 'reports.inventory',
  'pipeline-movement': 'reports.crm',
  'lead-sources': 'reports.crm',
};

/** The statuses a sale is counted at, from the unit status history. */
export const SALE_STATUSES = ['booked', 'sold'] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];

/** Units of one project that entered a sale status within one week or month, and their price then. */
export interface SalesByPeriodRow {
  /** The period's first day (a Monday for weeks), in the calendar of the organization asking. */
  period: string;
  project_id: number;
  project_name: string;
  currency: string;
  status: SaleStatus;
  units: number;
  /** The units' prices at the moment they entered the status (docs/domain.md "Unit price history"). */
  value: number;
}

/** The statuses a recorded sale is counted at: active, and cancelled (shown apart, never in the active rows). */
export const RECORDED_SALE_STATUSES = ['active', 'cancelled'] as const;
export type RecordedSaleStatus = (typeof RECORDED_SALE_STATUSES)[number];

/**
 * Sales recorded for one project with a booking date within one week or month, from the sale
 * records (docs/domain.md "Sale"): how many and their agreed value (the final price), per currency
 * and status.
 */
export interface SalesRecordedRow {
  /** The period's first day (a Monday for weeks) of the sales' booking date. */
  period: string;
  project_id: number;
  project_name: string;
  currency: string;
  status: RecordedSaleStatus;
  sales: number;
  /** The sales' final prices added up, minor units of `currency`. */
  value: number;
}

/**
 * Where a snapshot's price comes from: `history`, the unit's recorded price on that date; `current`,
 * its price today, for a unit whose price history does not reach back to the date.
 */
export const SNAPSHOT_PRICE_SOURCES = ['history', 'current'] as const;
export type SnapshotPriceSource = (typeof SNAPSHOT_PRICE_SOURCES)[number];

/** One unit as it stood at the end of the snapshot's date. */
export interface InventorySnapshotRow {
  unit_id: number;
  unit_number: string;
  building_id: number;
  building_name: string;
  project_id: number;
  project_name: string;
  type: UnitType;
  bedrooms: number;
  currency: string;
  status: UnitStatus;
  price: number;
  price_source: SnapshotPriceSource;
  /** Today's status, to compare. */
  current_status: UnitStatus;
}

/** One stage's movement within the period: deals that entered it (added there or moved in) and that left it. */
export interface PipelineMovementRow {
  pipeline_id: number;
  pipeline_name: string;
  stage_id: number;
  stage_name: string;
  /** Deals created in this stage. */
  added: number;
  /** Deals moved in from another stage or pipeline. */
  moved_in: number;
  /** Deals moved out to another stage or pipeline. */
  moved_out: number;
}

/** A won value in one currency. */
export interface MoneyTotal {
  currency: string;
  value: number;
}

/** Leads created within the period from one source: those with a won deal, and what those deals are worth. */
export interface LeadSourcePerformanceRow {
  source: LeadSource;
  leads: number;
  converted: number;
  /** converted / leads. */
  conversion_rate: number;
  won_deals: number;
  /** The won deals' value per currency (none: an empty list). */
  won_value: MoneyTotal[];
}
