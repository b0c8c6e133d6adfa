// The query of the dashboard widgets that cover a period (docs/api.md "Dashboards"): `from` and
// `to` are days of the organization's calendar, both included, either may be left open.
import { z } from 'zod';
import { dateField } from './dates.ts';

export const dashboardRangeQuery = z
  .object({
    from: dateField('period start').optional(),
    to: dateField('period end').optional(),
  })
  .refine((range) => !range.from || !range.to || range.from <= range.to, {
    path: ['to'],
    message: 'The period end must be on or after the period start.',
  });
export type DashboardRange = z.output<typeof dashboardRangeQuery>;
