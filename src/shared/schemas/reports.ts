// The queries of the reports (docs/api.md "Reports"). A period is days of the organization's
// calendar, both included; the sales report's period is at most REPORT_MAX_DAYS long and defaults to
// the last twelve months. The inventory reports take the developer organization (required of the
// super admin, a choice among his assigned ones for the sales manager) and a project.
import { z } from 'zod';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from '../api.ts';
import { ABSORPTION_INTERVALS } from '../dashboards.ts';
import { UNIT_STATUSES } from '../inventory.ts';
import { dateField } from './dates.ts';
import { blankToNull, idField, numberField } from './fields.ts';

/** The longest period the sales report covers: about five years of weeks or months. */
export const REPORT_MAX_DAYS = 1_830;

const optionalId = (label: string) =>
  z
    .preprocess(blankToNull, idField(label).nullable())
    .optional()
    .transform((value) => value ?? undefined);

const pageShape = {
  page: numberField('page', { min: 1, max: 1_000_000, integer: true }).default(1),
  per_page: numberField('per page', { min: 1, integer: true })
    .default(DEFAULT_PER_PAGE)
    .transform((value) => Math.min(value, MAX_PER_PAGE)),
};

const rangeShape = {
  from: dateField('period start').optional(),
  to: dateField('period end').optional(),
};

const inventoryShape = {
  developer_organization_id: optionalId('developer organization id'),
  project_id: optionalId('project id'),
};

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;
const inOrder = (range: { from?: string; to?: string }) => !range.from || !range.to || range.from <= range.to;
const outOfOrder = { path: ['to'], message: 'The period end must be on or after the period start.' };
const notTooLong = (range: { from?: string; to?: string }) =>
  !range.from || !range.to || dayNumber(range.to) - dayNumber(range.from) < REPORT_MAX_DAYS;
const tooLong = { path: ['from'], message: `The period may cover at most ${REPORT_MAX_DAYS} days.` };

export const salesByPeriodQuery = z
  .object({
    ...rangeShape,
    ...inventoryShape,
    ...pageShape,
    interval: z.enum(ABSORPTION_INTERVALS, { error: `The interval must be one of: ${ABSORPTION_INTERVALS.join(', ')}.` }).default('month'),
  })
  .refine(inOrder, outOfOrder)
  .refine(notTooLong, tooLong);
export type SalesByPeriodQuery = z.output<typeof salesByPeriodQuery>;

export const inventorySnapshotQuery = z.object({
  ...inventoryShape,
  ...pageShape,
  /** The day whose end the units are shown at; today when left out. */
  date: dateField('snapshot date').optional(),
  building_id: optionalId('building id'),
  status: z.enum(UNIT_STATUSES, { error: `The status must be one of: ${UNIT_STATUSES.join(', ')}.` }).optional(),
});
export type InventorySnapshotQuery = z.output<typeof inventorySnapshotQuery>;

export const pipelineMovementQuery = z.object({ ...rangeShape, pipeline_id: optionalId('pipeline id') }).refine(inOrder, outOfOrder);
export type PipelineMovementQuery = z.output<typeof pipelineMovementQuery>;

export const leadSourcePerformanceQuery = z.object(rangeShape).refine(inOrder, outOfOrder);
export type LeadSourcePerformanceQuery = z.output<typeof leadSourcePerformanceQuery>;
