// What the developer dashboard's widgets answer (docs/api.md "Dashboards"), for the server's
// response schemas and the client's charts alike. Money is integer minor units of the row's
// currency, and is never added across currencies: a figure in two currencies is two rows.
import type { UnitStatus } from './inventory.ts';

/** One project's units in one status: how many, and what they are priced at. */
export interface InventoryByProjectRow {
  project_id: number;
  project_name: string;
  currency: string;
  status: UnitStatus;
  units: number;
  value: number;
}

/** The open deals of one stage in one currency, their value and their value × the stage's probability. */
export interface PipelineStageRow {
  pipeline_id: number;
  pipeline_name: string;
  stage_id: number;
  stage_name: string;
  probability: number;
  currency: string | null;
  deals: number;
  value: number;
  weighted_value: number;
}

/** Deals closed within the period: won, lost, the share won, and the median days from creation to won. */
export interface PipelineOutcome {
  won: number;
  lost: number;
  /** won / (won + lost), null when none closed. */
  win_rate: number | null;
  /** null when none was won. */
  median_days_to_won: number | null;
}
