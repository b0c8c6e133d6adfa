// Collections (docs/api.md "Collections", docs/product.md "Collections"): the schedule lines of
// active sales that are still open — overdue, due today, or due in the next 30 days — in each
// developer organization's time zone, with totals per currency (never summed across currencies),
// and the booked or sold units that have no sale recorded. Shared by the server and the client.
import type { UnitStatus } from './inventory.ts';

/** Which open lines: past their due date, due today, or due within the next UPCOMING_DAYS days. */
export const COLLECTION_BUCKETS = ['overdue', 'due_today', 'upcoming'] as const;
export type CollectionBucket = (typeof COLLECTION_BUCKETS)[number];

/** How far ahead "upcoming" looks, in days after today. */
export const UPCOMING_DAYS = 30;

export const COLLECTION_SORTS = ['due_date', 'days_late', 'open', 'amount', 'id'] as const;
export type CollectionSort = (typeof COLLECTION_SORTS)[number];

/** An open schedule line (`id` is the line's). Money in minor units of `currency`. */
export interface CollectionLine {
  id: number;
  sale_id: number;
  organization_id: number;
  developer_name: string;
  unit_id: number;
  unit_number: string;
  building_id: number;
  building_name: string;
  project_id: number;
  project_name: string;
  /** The sale's buyers in order, joined by ", ". */
  buyer_names: string;
  label: string;
  sequence: number;
  due_date: string;
  amount: number;
  paid: number;
  open: number;
  /** Days after the due date (0 unless overdue). */
  days_late: number;
  bucket: CollectionBucket;
  currency: string;
}

/** A bucket's open lines of one currency: how many and how much. */
export interface CollectionTotal {
  currency: string;
  lines: number;
  open: number;
}

export type CollectionTotals = Record<CollectionBucket, CollectionTotal[]>;

export interface CollectionListMeta {
  total: number;
  page: number;
  per_page: number;
  last_page: number;
  /** Every bucket's totals under the list's other filters (the bucket filter narrows the rows only). */
  totals: CollectionTotals;
}

export const UNRECORDED_SALE_SORTS = ['status_changed_at', 'unit_number', 'id'] as const;
export type UnrecordedSaleSort = (typeof UNRECORDED_SALE_SORTS)[number];

/** A booked or sold unit with no active sale: "no sale recorded". */
export interface UnrecordedSaleUnit {
  id: number;
  organization_id: number;
  developer_name: string;
  unit_number: string;
  building_id: number;
  building_name: string;
  project_id: number;
  project_name: string;
  status: Extract<UnitStatus, 'booked' | 'sold'>;
  price: number;
  currency: string;
  status_changed_at: string | null;
}
