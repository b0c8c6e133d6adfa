// Request bodies and queries of the sale-offer calls (docs/api.md "Inventory and sales":
// inventory/sale-offers). The server validates with them and the client's forms reuse the same
// rules and messages. Rules that need the database or today's date (units available, lead of the
// developer organization, discount within the units' total, valid_until not in the past) are the
// server's; `isTodayOrLater` lets a form check the date the same way.
import { z } from 'zod';
import { MAX_MONEY } from '../money.ts';
import { UNIT_TYPES } from '../crm.ts';
import { MAX_SALE_OFFER_UNITS, SALE_OFFER_STATUSES } from '../sale-offers.ts';
import { leadEmailField, leadPhoneField } from './crm.ts';
import { dateField } from './dates.ts';
import { blankToNull, idField, numberField } from './fields.ts';
import { installmentsSchema } from './payment-plans.ts';
import { unitRangeFilters } from './units.ts';

/** `date` (YYYY-MM-DD) is `today` (YYYY-MM-DD) or later. */
export function isTodayOrLater(date: string, today: string): boolean {
  return date >= today;
}

const unitIds = z
  .array(idField('unit id'), { error: 'The unit ids must be a list.' })
  .max(MAX_SALE_OFFER_UNITS, `The unit ids must not have more than ${MAX_SALE_OFFER_UNITS} items.`)
  .transform((ids) => [...new Set(ids)]);

export const saleOfferCreateBody = z.object({
  client_name: z
    .string({ error: 'The client name field is required.' })
    .trim()
    .min(1, 'The client name field is required.')
    .max(150, 'The client name field must not be greater than 150 characters.')
    .refine((value) => !value.includes('\u0000'), 'The client name must not contain NUL characters.'),
  client_email: leadEmailField.optional().transform((value) => value ?? null),
  client_phone: leadPhoneField.optional().transform((value) => value ?? null),
  lead_id: z
    .preprocess(blankToNull, idField('lead id').nullable())
    .optional()
    .transform((value) => value ?? null),
  valid_until: dateField('valid until'),
  /** Minor units off the sum of the unit prices (not a percentage). */
  discount: z
    .preprocess(blankToNull, numberField('discount', { min: 0, max: MAX_MONEY, integer: true, of: 'minor units' }).nullable())
    .optional()
    .transform((value) => value ?? 0),
  notes: z
    .preprocess(
      blankToNull,
      z
        .string({ error: 'The notes field must be a string.' })
        .trim()
        .max(5000, 'The notes field must not be greater than 5000 characters.')
        .nullable(),
    )
    .optional()
    .transform((value) => (value ? value : null)),
  unit_ids: unitIds.optional().transform((value) => value ?? []),
});
export type SaleOfferCreateBody = z.output<typeof saleOfferCreateBody>;
export type SaleOfferCreateInput = z.input<typeof saleOfferCreateBody>;

/**
 * PUT inventory/sale-offers/{id}: a draft's client, lead, validity, discount and notes, all of
 * them (a missing optional field is cleared). Its units change through the units calls.
 */
export const saleOfferUpdateBody = saleOfferCreateBody.omit({ unit_ids: true });
export type SaleOfferUpdateBody = z.output<typeof saleOfferUpdateBody>;
export type SaleOfferUpdateInput = z.input<typeof saleOfferUpdateBody>;

/** POST inventory/sale-offers/{id}/units */
export const saleOfferUnitsBody = z.object({
  unit_ids: unitIds.refine((ids) => ids.length >= 1, 'The unit ids field must have at least 1 item.'),
});
export type SaleOfferUnitsBody = z.output<typeof saleOfferUnitsBody>;

/**
 * PUT inventory/sale-offers/{id}/units/{unitId}/payment-plan: a plan of the unit's building, or
 * custom installments summing to exactly 100 % — one of the two, never both.
 */
export const saleOfferUnitPlanBody = z
  .object({
    payment_plan_id: z.preprocess(blankToNull, idField('payment plan id').nullable()).optional(),
    installments: installmentsSchema.optional(),
  })
  .superRefine((body, context) => {
    const hasPlan = body.payment_plan_id !== undefined && body.payment_plan_id !== null;
    const hasCustom = body.installments !== undefined;
    if (hasPlan && hasCustom) {
      context.addIssue({ code: 'custom', path: ['payment_plan_id'], message: 'Choose a payment plan or custom installments, not both.' });
    } else if (!hasPlan && !hasCustom) {
      context.addIssue({
        code: 'custom',
        path: ['payment_plan_id'],
        message: 'The payment plan id field is required when no installments are given.',
      });
    }
  });
export type SaleOfferUnitPlanBody = z.output<typeof saleOfferUnitPlanBody>;
export type SaleOfferUnitPlanInput = z.input<typeof saleOfferUnitPlanBody>;

/** GET inventory/sale-offers/filter-buildings: the units list's range filters (one rule for both), in order. */
export const saleOfferBuildingFilters = z
  .object({
    developer_organization_id: z.preprocess(blankToNull, idField('developer organization id').nullable().optional()),
    ...unitRangeFilters,
    type: z.preprocess(
      blankToNull,
      z
        .enum(UNIT_TYPES, { error: `The type must be one of: ${UNIT_TYPES.join(', ')}.` })
        .nullable()
        .optional(),
    ),
  })
  .superRefine((query, context) => {
    if (query.price_min != null && query.price_max != null && query.price_max < query.price_min) {
      context.addIssue({ code: 'custom', path: ['price_max'], message: 'The maximum price must not be below the minimum price.' });
    }
    if (query.area_min != null && query.area_max != null && query.area_max < query.area_min) {
      context.addIssue({ code: 'custom', path: ['area_max'], message: 'The maximum area must not be below the minimum area.' });
    }
  });
export type SaleOfferBuildingFiltersQuery = z.output<typeof saleOfferBuildingFilters>;

/** Flat filters of GET inventory/sale-offers (merged into the list query). */
export const saleOfferListFilters = {
  status: z.enum(SALE_OFFER_STATUSES, { error: `The status must be one of: ${SALE_OFFER_STATUSES.join(', ')}.` }).optional(),
  developer_organization_id: z.preprocess(blankToNull, idField('developer organization id').nullable().optional()),
};
