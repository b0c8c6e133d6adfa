// Request bodies and queries of the commission calls (docs/api.md "Commissions"). The server
// validates with them and the client's settings form reuses the same rules and messages.
import { z } from 'zod';
import { COMMISSION_STATUSES, COMMISSION_TRIGGERS, MAX_COMMISSION_RATES } from '../commissions.ts';
import { SELLER_TYPES } from '../sales.ts';
import { dateField } from './dates.ts';
import { blankToNull, idField, numberField, optionalText } from './fields.ts';
import { percentageInHundredths } from './payment-plans.ts';

const TWO_DECIMALS = 'The percentage may have at most 2 decimals.';

/** One rate of the settings: a project, a seller type and a percentage (2 decimals) of the final price. */
export const commissionRateBody = z
  .object({
    project_id: idField('project id'),
    seller_type: z.enum(SELLER_TYPES, { error: `The seller type must be one of: ${SELLER_TYPES.join(', ')}.` }),
    percentage: numberField('percentage', { min: 0, max: 100 }).refine(
      (value) => !Number.isNaN(percentageInHundredths(value)),
      TWO_DECIMALS,
    ),
  })
  .transform((rate) => ({
    project_id: rate.project_id,
    seller_type: rate.seller_type,
    rate_hundredths: percentageInHundredths(rate.percentage),
  }));

/** PUT commissions/settings: the trigger stage and every rate of the organization, replaced whole. */
export const commissionSettingsBody = z
  .object({
    trigger: z.enum(COMMISSION_TRIGGERS, { error: `The trigger must be one of: ${COMMISSION_TRIGGERS.join(', ')}.` }),
    paid_percentage: z
      .preprocess(blankToNull, numberField('paid percentage', { min: 0.01, max: 100 }).nullable())
      .optional()
      .transform((value) => value ?? null),
    rates: z
      .array(commissionRateBody, { error: 'The rates must be a list.' })
      .max(MAX_COMMISSION_RATES, `The rates must not have more than ${MAX_COMMISSION_RATES} items.`),
  })
  .superRefine((body, context) => {
    if (body.trigger === 'paid_percentage') {
      if (body.paid_percentage === null)
        context.addIssue({
          code: 'custom',
          path: ['paid_percentage'],
          message: 'The paid percentage field is required for the paid percentage trigger.',
        });
      else if (Number.isNaN(percentageInHundredths(body.paid_percentage)))
        context.addIssue({ code: 'custom', path: ['paid_percentage'], message: TWO_DECIMALS });
    }
    const seen = new Set<string>();
    body.rates.forEach((rate, index) => {
      const key = `${rate.project_id}:${rate.seller_type}`;
      if (seen.has(key))
        context.addIssue({
          code: 'custom',
          path: ['rates', index, 'seller_type'],
          message: 'This project already has a rate for this seller type.',
        });
      seen.add(key);
    });
  })
  .transform((body) => ({
    trigger: body.trigger,
    paid_hundredths: body.trigger === 'paid_percentage' ? percentageInHundredths(body.paid_percentage!) : null,
    rates: body.rates,
  }));
export type CommissionSettingsBody = z.output<typeof commissionSettingsBody>;
export type CommissionSettingsInput = z.input<typeof commissionSettingsBody>;

/** POST commissions/{id}/pay: when it was paid (default today) and the payment's reference. */
export const commissionPayBody = z.object({
  paid_date: z
    .preprocess(blankToNull, dateField('paid date').nullable())
    .optional()
    .transform((value) => value ?? null),
  reference: optionalText('reference', 120),
});
export type CommissionPayBody = z.output<typeof commissionPayBody>;

const optionalDate = (label: string) => z.preprocess(blankToNull, dateField(label).nullable().optional());

/** GET commissions filters (dates: the day the sale reached the trigger stage, inclusive). */
export const commissionListFilters = {
  status: z.preprocess(
    blankToNull,
    z
      .enum(COMMISSION_STATUSES, { error: `The status must be one of: ${COMMISSION_STATUSES.join(', ')}.` })
      .nullable()
      .optional(),
  ),
  project_id: z.preprocess(blankToNull, idField('project id').nullable().optional()),
  seller_type: z.preprocess(
    blankToNull,
    z
      .enum(SELLER_TYPES, { error: `The seller type must be one of: ${SELLER_TYPES.join(', ')}.` })
      .nullable()
      .optional(),
  ),
  seller: z.preprocess(
    blankToNull,
    z
      .string({ error: 'The seller must be a string.' })
      .trim()
      .max(150, 'The seller must not be greater than 150 characters.')
      .nullable()
      .optional(),
  ),
  date_from: optionalDate('date from'),
  date_to: optionalDate('date to'),
  developer_organization_id: z.preprocess(blankToNull, idField('developer organization id').nullable().optional()),
  sale_id: z.preprocess(blankToNull, idField('sale id').nullable().optional()),
};
