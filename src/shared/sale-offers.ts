// Sale offers (docs/domain.md "Sale offer", docs/api.md "Inventory and sales": inventory/sale-offers):
// the vocabulary and the shapes the calls answer with. Shared by the server and the client.
// No Node or DOM APIs here. Money is integer minor units of the developer organization's
// `currency`; the discount is an amount of minor units (not a percentage) taken off the sum of
// the unit prices, and it never exceeds that sum.
import type { UnitType } from './crm.ts';
import type { UnitFacts, UnitStatus, View } from './inventory.ts';
import type { Installment, ScheduledInstallment } from './schemas/payment-plans.ts';

/**
 * `expired` is never stored: an offer whose `valid_until` is before today reads as expired
 * unless it was accepted.
 */
export const SALE_OFFER_STATUSES = ['draft', 'sent', 'accepted', 'expired'] as const;
export type SaleOfferStatus = (typeof SALE_OFFER_STATUSES)[number];
/** The statuses a row stores; `expired` is derived from `valid_until`. */
export const STORED_SALE_OFFER_STATUSES = ['draft', 'sent', 'accepted'] as const;
export type StoredSaleOfferStatus = (typeof STORED_SALE_OFFER_STATUSES)[number];

export const SALE_OFFER_SORTS = ['number', 'client_name', 'valid_until', 'total', 'created_at', 'id'] as const;
export type SaleOfferSort = (typeof SALE_OFFER_SORTS)[number];

/** Units one offer may carry, and unit ids one call may add. */
export const MAX_SALE_OFFER_UNITS = 50;

/** `SO-2026-000123`: prefix, year of creation, a per-organization sequence. */
export const SALE_OFFER_NUMBER_PATTERN = /^SO-\d{4}-\d{6,}$/;

/** Who made the offer. */
export interface SaleOfferCreator {
  id: number;
  name: string;
}

/** The sums of an offer: `total` = `subtotal` − `discount`. */
export interface SaleOfferTotals {
  /** Sum of the unit prices. */
  subtotal: number;
  /** The discount applied (the stored one, capped at the subtotal if units were removed). */
  discount: number;
  total: number;
  units_count: number;
}

/** A row of GET inventory/sale-offers. */
export interface SaleOfferListItem {
  id: number;
  organization_id: number;
  developer_name: string;
  number: string;
  client_name: string;
  client_email: string | null;
  client_phone: string | null;
  lead_id: number | null;
  lead_name: string | null;
  /** YYYY-MM-DD */
  valid_until: string;
  status: SaleOfferStatus;
  currency: string;
  /** The discount as stored (minor units). */
  discount: number;
  subtotal: number;
  total: number;
  units_count: number;
  created_by: SaleOfferCreator | null;
  created_at: string;
  updated_at: string;
}

/** One unit of an offer: its facts, price and the plan chosen for it with its schedule. */
export interface SaleOfferUnit extends UnitFacts {
  /** The unit's id (the `{unitId}` of the unit calls). */
  unit_id: number;
  /** Order in the offer (0-based, order of adding). */
  position: number;
  views: View[];
  /** The unit's current inventory status (it may have been sold since it was offered). */
  unit_status: UnitStatus;
  /** The unit's price in minor units. */
  price: number;
  /** The unit's floor plan image (authenticated GET), or null when it has none. */
  floor_plan_url: string | null;
  /** The building plan chosen, or null for custom installments or no plan yet. */
  payment_plan_id: number | null;
  /** The building plan's name, "Custom" for custom installments, null when none is chosen. */
  payment_plan_name: string | null;
  custom_installments: boolean;
  /** The installments in force (the plan's, or the custom ones); empty when none is chosen. */
  installments: Installment[];
  /**
   * `installments` on `price` (computeSchedule): booking is the offer's date, handover the
   * building's handover date (else the project's).
   */
  schedule: ScheduledInstallment[];
}

/** GET inventory/sale-offers/{id} (and every call that changes an offer answers it). */
export interface SaleOfferDetail extends SaleOfferListItem {
  notes: string | null;
  units: SaleOfferUnit[];
  totals: SaleOfferTotals;
  /** What the caller may do with this offer (creator, developer admin, super admin). */
  can: { edit: boolean; delete: boolean };
}

/** Flat filters of GET inventory/sale-offers (`search`: client name, email, phone or number). */
export interface SaleOfferListFilters {
  status?: SaleOfferStatus;
  /** Super admin and sales manager: one developer organization (403 outside a sales manager's). */
  developer_organization_id?: number;
}

/** GET inventory/sale-offers/filter-buildings: query (all optional; money in minor units). */
export interface SaleOfferBuildingFilters {
  /** Required for super admin / sales manager in the platform organization; else the caller's own. */
  developer_organization_id?: number;
  price_min?: number;
  price_max?: number;
  area_min?: number;
  area_max?: number;
  bedrooms?: number;
  type?: UnitType;
}

/** One building of the filter-buildings answer: `{data: SaleOfferFilterBuilding[]}`. */
export interface SaleOfferFilterBuilding {
  id: number;
  name: string;
  project_id: number;
  project_name: string;
  /** Available units of the building matching the filters. */
  matching_units_count: number;
  /** Their price range (minor units of `currency`, the project's). */
  price_from: number;
  price_to: number;
  currency: string;
}
