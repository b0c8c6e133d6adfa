// Periods the reports are read in (docs/api.md "Reports"): days of the organization's calendar,
// counted per week (from Monday, as PostgreSQL's date_trunc has it) or per month
// (../dashboards/dashboards.queries.ts: periodTruncated, periodDay).
import type { RangeBound } from '../../../shared/schemas/list-filters.ts';

/** A period as the report was read: its first and last day, both included. */
export interface Period {
  from: string;
  to: string;
}

/** The period's days as the list filters read them: `from` from its midnight, `to` to its end. */
export function rangeBounds(range: { from?: string; to?: string }): { from?: RangeBound; to?: RangeBound } {
  return {
    from: range.from ? { end: 'from', day: range.from } : undefined,
    to: range.to ? { end: 'to', day: range.to } : undefined,
  };
}
