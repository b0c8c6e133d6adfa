// Contract requests (docs/api.md: POST contracts/{organizationId}, POST contracts/renew/{id}).
import { z } from 'zod';
import { MAX_INTEGER } from '../api.ts';
import { dateField } from './dates.ts';

const startDate = dateField('start date');
const endDate = dateField('end date');

const commissionPercent = z.coerce
  .number({ error: 'The commission must be a number.' })
  .min(0, 'The commission must be at least 0%.')
  .max(100, 'The commission may not be greater than 100%.')
  .refine((value) => Math.round(value * 100) === value * 100, 'The commission may have at most two decimals.');

/** An end before the start is reported on end_date. */
function endAfterStart(value: { start_date?: string; end_date?: string | null }, ctx: z.RefinementCtx) {
  if (value.start_date && value.end_date && value.end_date <= value.start_date) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'The end date must be after the start date.' });
  }
}

export const createContractBody = z
  .object({
    // Within PostgreSQL's integer: a larger id failed in the database's comparison (a 500).
    template_id: z.coerce
      .number({ error: 'The template field is required.' })
      .int('The selected template is invalid.')
      .positive('The template field is required.')
      .max(MAX_INTEGER, 'The selected template is invalid.'),
    start_date: startDate,
    /** Defaults to the template's duration. */
    end_date: endDate.nullish(),
    commission_percent: commissionPercent.optional(),
  })
  .superRefine(endAfterStart);
export type CreateContractBody = z.infer<typeof createContractBody>;

export const renewContractBody = z
  .object({
    /** Defaults to the day after the renewed contract ends. */
    start_date: startDate.optional(),
    end_date: endDate.nullish(),
    commission_percent: commissionPercent.optional(),
  })
  .superRefine(endAfterStart);
export type RenewContractBody = z.infer<typeof renewContractBody>;
