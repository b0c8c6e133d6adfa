// Sales (docs/domain.md "Sale", docs/api.md "Sales"): what a booked or sold unit records — the
// agreed price, the buyers, the fees, the seller, and the payment schedule in versions. Shared by
// the server and the client; no Node or DOM APIs here. Money is integer minor units of the sale's
// `currency` (its project's); percentages of fees are kept in integer hundredths (4 % → 400).
import type { DueType, UnitStatus } from './inventory.ts';
import type { Installment } from './schemas/payment-plans.ts';

export const SALE_STATUSES = ['active', 'cancelled'] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];

/**
 * Who sold the unit: the developer's own team, the platform's sales team (a sales manager's sale
 * from his offer), a broker organization of the platform with one of its agents, or an outside
 * agency named by name and licence (it gets no access).
 */
export const SELLER_TYPES = ['developer', 'platform', 'broker', 'agency'] as const;
export type SellerType = (typeof SELLER_TYPES)[number];

/** What the unit becomes when its sale is recorded. */
export const SALE_UNIT_STATUSES = ['booked', 'sold'] as const satisfies readonly UnitStatus[];
export type SaleUnitStatus = (typeof SALE_UNIT_STATUSES)[number];

/** A fee is a percentage of the final price, or a fixed amount. */
export const FEE_KINDS = ['percent', 'fixed'] as const;
export type FeeKind = (typeof FEE_KINDS)[number];

/** Where a schedule's installments came from. */
export const SCHEDULE_SOURCES = ['building_plan', 'offer_plan', 'custom'] as const;
export type ScheduleSource = (typeof SCHEDULE_SOURCES)[number];

export const SALE_SORTS = ['booking_date', 'final_price', 'created_at', 'id'] as const;
export type SaleSort = (typeof SALE_SORTS)[number];

/** How a payment came (docs/domain.md "Payments"); a cheque carries its number, bank and date. */
export const RECEIPT_METHODS = ['bank_transfer', 'cheque', 'card', 'cash'] as const;
export type ReceiptMethod = (typeof RECEIPT_METHODS)[number];

/** `pending`: a post-dated cheque before its date; `bounced`: a cheque returned unpaid (it pays nothing). */
export const RECEIPT_STATUSES = ['pending', 'received', 'bounced'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];

export const MAX_SALE_BUYERS = 10;
export const MAX_SALE_FEES = 20;
/** GET sales/broker-sellers answers at most this many broker organizations (the form searches by name). */
export const MAX_BROKER_SELLERS = 50;

/**
 * A broker organization a sale may name as its seller (GET sales/broker-sellers): an active one,
 * with its enabled members as the agents to choose from — names only.
 */
export interface BrokerSeller {
  id: number;
  name: string;
  agents: { id: number; name: string }[];
}

export interface SaleBuyer {
  id: number;
  position: number;
  full_name: string;
  /** ISO 3166 two-letter code, or null. */
  nationality: string | null;
  id_number: string | null;
  email: string | null;
  phone: string | null;
  lead_id: number | null;
  lead_name: string | null;
}

export interface SaleFee {
  id: number;
  position: number;
  label: string;
  kind: FeeKind;
  /** Hundredths of a percent for a percent fee, else null. */
  rate_hundredths: number | null;
  /** Minor units: the fixed amount, or the percentage of the final price. */
  amount: number;
}

export interface SaleScheduleLine {
  id: number;
  sequence: number;
  label: string;
  percentage: number;
  due_type: DueType;
  due_value: number | null;
  /** YYYY-MM-DD; null while a construction milestone (or a handover without a date) waits. */
  due_date: string | null;
  amount: number;
}

export interface SaleSchedule {
  id: number;
  version: number;
  source: ScheduleSource;
  payment_plan_id: number | null;
  plan_name: string;
  /** Why this version was agreed (the re-plan's reason; null for the first). */
  reason: string | null;
  is_current: boolean;
  created_at: string;
  created_by: { id: number; name: string } | null;
  superseded_at: string | null;
  total: number;
  lines: SaleScheduleLine[];
}

export interface SaleSeller {
  type: SellerType;
  broker_organization_id: number | null;
  broker_organization_name: string | null;
  agent_user_id: number | null;
  agent_name: string | null;
  agency_name: string | null;
  agency_licence: string | null;
}

/** A row of GET sales. */
export interface SaleListItem {
  id: number;
  organization_id: number;
  developer_name: string;
  unit_id: number;
  unit_number: string;
  building_id: number;
  building_name: string;
  project_id: number;
  project_name: string;
  /** The first buyer's name (and how many more there are). */
  buyer_name: string;
  buyers_count: number;
  currency: string;
  list_price: number;
  discount: number;
  final_price: number;
  /** YYYY-MM-DD */
  booking_date: string;
  spa_date: string | null;
  status: SaleStatus;
  seller_type: SellerType;
  created_at: string;
}

/** GET sales/{id}. */
export interface SaleDetail extends SaleListItem {
  unit_status: UnitStatus;
  deal_id: number | null;
  deal_title: string | null;
  sale_offer_id: number | null;
  sale_offer_number: string | null;
  seller: SaleSeller;
  buyers: SaleBuyer[];
  fees: SaleFee[];
  fees_total: number;
  /** The current schedule first, then the superseded ones, newest first. */
  schedule: SaleSchedule;
  schedule_history: SaleSchedule[];
  cancellation: { reason: string; at: string; by: { id: number; name: string } | null } | null;
  created_by: { id: number; name: string } | null;
  /** What is paid and open on the current schedule's lines (docs/domain.md "Payments"). */
  payments: SalePayments;
  /** Money given back after the cancellation, newest first (docs/domain.md "Payments"). */
  refunds: SaleRefund[];
  can: { cancel: boolean; replan: boolean; record_payment: boolean; bounce: boolean; refund: boolean };
}

/** A refund of a cancelled sale. */
export interface SaleRefund {
  id: number;
  sale_id: number;
  amount: number;
  currency: string;
  /** YYYY-MM-DD. */
  refund_date: string;
  method: ReceiptMethod;
  cheque_number: string | null;
  cheque_bank: string | null;
  cheque_date: string | null;
  reference: string | null;
  note: string | null;
  created_at: string;
  created_by: { id: number; name: string } | null;
}

/** A current schedule line's payment state: `overdue` is its open amount once its due date has passed. */
export interface SalePaymentLine {
  line_id: number;
  paid: number;
  open: number;
  overdue: number;
}

export interface SalePayments {
  lines: SalePaymentLine[];
  /** Received receipts' money (allocated + credit). */
  paid: number;
  open: number;
  overdue: number;
  /** Received money no line needs. */
  credit: number;
  /** Post-dated cheques not yet due. */
  pending: number;
  /** Given back to the buyer (refunds of a cancelled sale). */
  refunded: number;
  /** Received and not yet given back: what a cancelled sale still has to refund (0 while active). */
  to_refund: number;
}

/** A receipt of GET sales/{id}/receipts (newest first). */
export interface SaleReceipt {
  id: number;
  sale_id: number;
  amount: number;
  currency: string;
  /** YYYY-MM-DD: the day the money came, or a post-dated cheque's date. */
  received_date: string;
  method: ReceiptMethod;
  cheque_number: string | null;
  cheque_bank: string | null;
  cheque_date: string | null;
  reference: string | null;
  status: ReceiptStatus;
  /** What it pays, line by line; empty for a pending or bounced receipt. */
  allocations: { line_id: number; amount: number }[];
  bounce: { reason: string; at: string; by: { id: number; name: string } | null } | null;
  created_at: string;
  created_by: { id: number; name: string } | null;
  can: { bounce: boolean };
}

/** A default fee of an organization, which a new sale starts from. */
export interface SaleFeeDefault {
  label: string;
  kind: FeeKind;
  rate_hundredths: number | null;
  /** Minor units of `currency` for a fixed fee, else null. */
  fixed_amount: number | null;
}

export interface SaleFeeDefaults {
  currency: string;
  fees: SaleFeeDefault[];
}

/** The installments of a plan as a schedule records them (due_value always present). */
export type ScheduleInstallment = Installment;
