// Pipelines, stages and deals (docs/domain.md "Pipeline/Stage/Deal", docs/api.md "CRM"): the vocabulary and
// the shapes the deal calls answer with, shared by the server and the client's screens.
// No Node or DOM APIs here. Money is in integer minor units of `currency`.
import type { TagRef, UserRef } from './crm.ts';

export const DEAL_STATUSES = ['open', 'won', 'lost'] as const;
export type DealStatus = (typeof DEAL_STATUSES)[number];

/** Sorts of GET crm/pipelines/{id}/list. `stage` sorts by the stage's position, then the deal's. */
export const DEAL_SORTS = [
  'title',
  'value',
  'expected_close_date',
  'stage',
  'status',
  'stage_entered_at',
  'created_at',
  'updated_at',
  'id',
] as const;
export type DealSort = (typeof DEAL_SORTS)[number];

export const PIPELINE_SORTS = ['name', 'created_at', 'id'] as const;

/** Deals per kanban column page: the board answers the first page of every stage, `stage_id`+`page` the next ones. */
export const KANBAN_PAGE_SIZE = 25;

export const MAX_STAGES_PER_PIPELINE = 30;
export const MAX_DEAL_TAGS = 50;

/** Bulk actions on selected deals (POST crm/deals/bulk); the list deletes selected deals one DELETE crm/deals/{id} each, every one audited. */
export const BULK_DEAL_ACTIONS = ['assign_owner', 'add_tag', 'remove_tag', 'set_status'] as const;
export type BulkDealAction = (typeof BULK_DEAL_ACTIONS)[number];
export const MAX_BULK_DEALS = 500;

/**
 * Deal fields a lead's history item may name: `deal_updated` items (one per changed field), and
 * `deal_status_changed` items (`status`, with the lost reason in their details).
 */
export const DEAL_TRACKED_FIELDS = [
  'title',
  'value',
  'currency',
  'expected_close_date',
  'owner_id',
  'tags',
  'hot',
  'status',
  'lost_reason',
  'lead_id',
] as const;
export type DealTrackedField = (typeof DEAL_TRACKED_FIELDS)[number];

export interface LeadRef {
  id: number;
  full_name: string;
}

/** A deal's lead with the phone the salesperson calls from the deal. */
export interface DealLead extends LeadRef {
  phone: string | null;
}

export interface PipelineRef {
  id: number;
  name: string;
}

export interface StageRef {
  id: number;
  name: string;
  probability: number;
  color: string;
}

/** A stage of a pipeline; `position` counts from 0 in the pipeline's order. */
export interface Stage extends StageRef {
  pipeline_id: number;
  position: number;
  deals_count: number;
  created_at: string;
  updated_at: string;
}

export interface Pipeline {
  id: number;
  name: string;
  is_default: boolean;
  stages_count: number;
  deals_count: number;
  /** In order. */
  stages: Stage[];
  created_at: string;
  updated_at: string;
}

/** GET crm/pipelines/options-with-stages: each pipeline (default first) with its stages in order. */
export interface StageOption {
  value: number;
  label: string;
  position: number;
  probability: number;
  color: string;
}
export interface PipelineOptionWithStages {
  value: number;
  label: string;
  is_default: boolean;
  stages: StageOption[];
}

/** A deal as the kanban shows it. `days_in_stage` counts whole days since `stage_entered_at`. */
export interface DealCard {
  id: number;
  title: string;
  stage_id: number;
  position: number;
  value: number;
  currency: string;
  hot: boolean;
  status: DealStatus;
  expected_close_date: string | null;
  owner: UserRef | null;
  lead: LeadRef;
  tags: TagRef[];
  stage_entered_at: string;
  days_in_stage: number;
  /** The deal's version: a drag to another stage is based on it (docs/api.md "Versions"). */
  updated_at: string;
}

/**
 * The sum of some deals' values in one currency (minor units): amounts of different currencies are
 * never added together (docs/domain.md "Money"). `weighted_value` is value × probability / 100,
 * rounded; a closed lane's totals have none.
 */
export interface CurrencyTotal {
  currency: string;
  total_value: number;
  weighted_value: number;
}

/**
 * One kanban column. `count` and `totals` (one per currency, by code) cover every open deal of the
 * stage that matches the filters, not only the loaded page: won and lost deals have left the stage
 * columns for the board's closed lanes.
 */
export interface KanbanColumn {
  id: number;
  name: string;
  position: number;
  probability: number;
  color: string;
  count: number;
  /** Currencies whose deals add up to nothing are left out (an empty column has none). */
  totals: CurrencyTotal[];
  /** The page of deals answered (1 for the board, `page` when loading more of one stage). */
  page: number;
  has_more: boolean;
  deals: DealCard[];
}

/** The statuses a deal leaves the stage columns for: each is a lane at the end of the board. */
export const CLOSED_DEAL_STATUSES = ['won', 'lost'] as const satisfies readonly DealStatus[];
export type ClosedDealStatus = (typeof CLOSED_DEAL_STATUSES)[number];

/** A closed lane's figures: the pipeline's won (or lost) deals matching the filters. */
export interface KanbanLaneTotals {
  count: number;
  /** One per currency, by code. */
  totals: Omit<CurrencyTotal, 'weighted_value'>[];
}

/**
 * GET crm/pipelines/{id}/kanban; with `stage_id` the data holds that one column with page `page`.
 * `closed` sums the won and lost deals (listed by GET crm/pipelines/{id}/list?status=won).
 */
export interface KanbanResponse {
  data: KanbanColumn[];
  closed: Record<ClosedDealStatus, KanbanLaneTotals>;
}

/** A deal in full (GET crm/deals/{id}, and every deal call that answers one). */
export interface Deal {
  id: number;
  title: string;
  lead_id: number;
  lead: DealLead;
  pipeline_id: number;
  pipeline: PipelineRef;
  stage_id: number;
  stage: StageRef;
  position: number;
  value: number;
  currency: string;
  owner_id: number | null;
  owner: UserRef | null;
  hot: boolean;
  status: DealStatus;
  lost_reason: string | null;
  /** Why it was won, when said (optional); null unless won. */
  won_reason: string | null;
  /** YYYY-MM-DD. */
  expected_close_date: string | null;
  /** When the deal was last marked won or lost; null while open. */
  closed_at: string | null;
  tag_ids: number[];
  tags: TagRef[];
  stage_entered_at: string;
  days_in_stage: number;
  created_by: UserRef | null;
  created_at: string;
  updated_at: string;
}

/** A row of GET crm/pipelines/{id}/list and GET crm/leads/{id}/deals (ListResponse<DealListRow>). */
export type DealListRow = Deal;

/** POST crm/deals/bulk answers `{data: {updated}, message}`. */
export interface BulkDealsResult {
  updated: number;
}
