// The queries of the dashboard widgets that cover a period (docs/api.md "Dashboards"): `from` and
// `to` are days of the organization's calendar, both included, either may be left open.
import { z } from 'zod';
import { ABSORPTION_INTERVALS } from '../dashboards.ts';
import { dateField } from './dates.ts';
import { queryFlag } from './list-filters.ts';

const rangeShape = {
  from: dateField('period start').optional(),
  to: dateField('period end').optional(),
};

/** The period's end may not come before its start (reported on `to`). */
const inOrder = (range: { from?: string; to?: string }) => !range.from || !range.to || range.from <= range.to;
const outOfOrder = { path: ['to'], message: 'The period end must be on or after the period start.' };

export const dashboardRangeQuery = z.object(rangeShape).refine(inOrder, outOfOrder);
export type DashboardRange = z.output<typeof dashboardRangeQuery>;

export const perPeriodQuery = z
  .object({
    ...rangeShape,
    interval: z.enum(ABSORPTION_INTERVALS, { error: `The interval must be one of: ${ABSORPTION_INTERVALS.join(', ')}.` }).default('month'),
  })
  .refine(inOrder, outOfOrder);
export type PerPeriodQuery = z.output<typeof perPeriodQuery>;

/** The broker dashboard's "mine" switch: only the caller's own records (owner = caller), as the lists' owner filter has them. */
const mineShape = { mine: queryFlag.optional() };

export const brokerQuery = z.object(mineShape);
export type BrokerQuery = z.output<typeof brokerQuery>;

export const brokerRangeQuery = z.object({ ...rangeShape, ...mineShape }).refine(inOrder, outOfOrder);
export type BrokerRangeQuery = z.output<typeof brokerRangeQuery>;
