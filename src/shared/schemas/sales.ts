// Request bodies and queries of the sales calls (docs/api.md "Sales"). The server validates with
// them and the client's forms reuse the same rules and messages. Rules that need the database
// (the unit's price and status, the plan of its building, the lead of the organization, the
// offer's price) are the server's; `resolvePrice` is the price rule both apply.
import { z } from 'zod';
import { MAX_MONEY } from '../money.ts';
import {
  FEE_KINDS,
  MAX_SALE_BUYERS,
  RECEIPT_METHODS,
  MAX_SALE_FEES,
  SALE_STATUSES,
  SALE_UNIT_STATUSES,
  SELLER_TYPES,
  type FeeKind,
} from '../sales.ts';
import { leadEmailField, leadPhoneField } from './crm.ts';
import { dateField } from './dates.ts';
import { blankToNull, countryCodeField, idField, numberField, optionalText, requiredText } from './fields.ts';
import { installmentsSchema, percentageInHundredths } from './payment-plans.ts';

const optionalId = (label: string) =>
  z
    .preprocess(blankToNull, idField(label).nullable())
    .optional()
    .transform((value) => value ?? null);

const optionalMoney = (label: string) =>
  z
    .preprocess(blankToNull, numberField(label, { min: 0, max: MAX_MONEY, integer: true, of: 'minor units' }).nullable())
    .optional()
    .transform((value) => value ?? null);

const optionalDate = (label: string) =>
  z
    .preprocess(blankToNull, dateField(label).nullable())
    .optional()
    .transform((value) => value ?? null);

export const saleBuyerBody = z.object({
  full_name: requiredText('full name', 150).refine((value) => !value.includes('\u0000'), 'The full name must not contain NUL characters.'),
  nationality: z
    .preprocess(blankToNull, countryCodeField('nationality').nullable())
    .optional()
    .transform((value) => value ?? null),
  id_number: optionalText('id number', 60),
  email: leadEmailField.optional().transform((value) => value ?? null),
  phone: leadPhoneField.optional().transform((value) => value ?? null),
  lead_id: optionalId('lead id'),
});
export type SaleBuyerBody = z.output<typeof saleBuyerBody>;
export type SaleBuyerInput = z.input<typeof saleBuyerBody>;

/** A fee as a sale or the organization's defaults take it: a percentage (2 decimals) or a fixed amount. */
export const saleFeeBody = z
  .object({
    label: requiredText('label', 120),
    kind: z.enum(FEE_KINDS, { error: `The kind must be one of: ${FEE_KINDS.join(', ')}.` }),
    percentage: z
      .preprocess(blankToNull, numberField('percentage', { min: 0, max: 100 }).nullable())
      .optional()
      .transform((value) => value ?? null),
    amount: optionalMoney('amount'),
  })
  .superRefine((fee, context) => {
    if (fee.kind === 'percent') {
      if (fee.percentage === null)
        context.addIssue({ code: 'custom', path: ['percentage'], message: 'The percentage field is required for a percent fee.' });
      else if (Number.isNaN(percentageInHundredths(fee.percentage)))
        context.addIssue({ code: 'custom', path: ['percentage'], message: 'The percentage may have at most 2 decimals.' });
    } else if (fee.amount === null) {
      context.addIssue({ code: 'custom', path: ['amount'], message: 'The amount field is required for a fixed fee.' });
    }
  })
  .transform((fee) => ({
    label: fee.label,
    kind: fee.kind,
    rate_hundredths: fee.kind === 'percent' ? percentageInHundredths(fee.percentage!) : null,
    fixed_amount: fee.kind === 'fixed' ? fee.amount! : null,
  }));
export type SaleFeeBody = z.output<typeof saleFeeBody>;
export type SaleFeeInput = z.input<typeof saleFeeBody>;

const feesField = z
  .array(saleFeeBody, { error: 'The fees must be a list.' })
  .max(MAX_SALE_FEES, `The fees must not have more than ${MAX_SALE_FEES} items.`);

/**
 * POST sales. The plan is one of `payment_plan_id` (a plan of the unit's building) or
 * `installments` (100 % exactly); a sale from an offer may give neither and takes the offer's plan
 * for the unit. `fees` left out are the organization's defaults; `[]` is no fee.
 */
export const saleCreateBody = z
  .object({
    unit_id: idField('unit id'),
    sale_offer_id: optionalId('sale offer id'),
    deal_id: optionalId('deal id'),
    unit_status: z
      .enum(SALE_UNIT_STATUSES, { error: `The unit status must be one of: ${SALE_UNIT_STATUSES.join(', ')}.` })
      .default('booked'),
    discount: optionalMoney('discount'),
    final_price: optionalMoney('final price'),
    booking_date: optionalDate('booking date'),
    spa_date: optionalDate('spa date'),
    seller_type: z.enum(SELLER_TYPES, { error: `The seller type must be one of: ${SELLER_TYPES.join(', ')}.` }).default('developer'),
    broker_organization_id: optionalId('broker organization id'),
    agent_user_id: optionalId('agent user id'),
    agency_name: optionalText('agency name', 150),
    agency_licence: optionalText('agency licence', 60),
    buyers: z
      .array(saleBuyerBody, { error: 'The buyers field is required.' })
      .min(1, 'The buyers field must have at least 1 item.')
      .max(MAX_SALE_BUYERS, `The buyers field must not have more than ${MAX_SALE_BUYERS} items.`),
    fees: feesField.optional(),
    payment_plan_id: optionalId('payment plan id'),
    installments: installmentsSchema.optional(),
  })
  .superRefine((body, context) => {
    if (body.payment_plan_id !== null && body.installments !== undefined)
      context.addIssue({ code: 'custom', path: ['payment_plan_id'], message: 'Choose a payment plan or custom installments, not both.' });
    if (body.spa_date !== null && body.booking_date !== null && body.spa_date < body.booking_date)
      context.addIssue({ code: 'custom', path: ['spa_date'], message: 'The SPA date must not be before the booking date.' });
    if (body.seller_type === 'broker') {
      if (body.broker_organization_id === null)
        context.addIssue({
          code: 'custom',
          path: ['broker_organization_id'],
          message: 'The broker organization id field is required for a broker sale.',
        });
      if (body.agent_user_id === null)
        context.addIssue({ code: 'custom', path: ['agent_user_id'], message: 'The agent user id field is required for a broker sale.' });
    }
    if (body.seller_type === 'agency' && body.agency_name === null)
      context.addIssue({ code: 'custom', path: ['agency_name'], message: 'The agency name field is required for an agency sale.' });
  });
export type SaleCreateBody = z.output<typeof saleCreateBody>;
export type SaleCreateInput = z.input<typeof saleCreateBody>;

/** The fields a payment and a refund share: the amount, how it moved, and a cheque's number, bank and date. */
const moneyMovementFields = {
  amount: numberField('amount', { min: 1, max: MAX_MONEY, integer: true, of: 'minor units' }),
  method: z.enum(RECEIPT_METHODS, { error: `The method must be one of: ${RECEIPT_METHODS.join(', ')}.` }),
  cheque_number: optionalText('cheque number', 60),
  cheque_bank: optionalText('cheque bank', 120),
  cheque_date: optionalDate('cheque date'),
  reference: optionalText('reference', 200),
};

const CHEQUE_REQUIRES = {
  cheque_number: 'The cheque number field is required for a cheque.',
  cheque_bank: 'The cheque bank field is required for a cheque.',
  cheque_date: 'The cheque date field is required for a cheque.',
} as const;

/** A cheque needs its number, bank and date (422 on each one missing). */
function requireChequeDetails(
  body: { method: string } & Record<keyof typeof CHEQUE_REQUIRES, string | null>,
  context: z.RefinementCtx,
): void {
  if (body.method !== 'cheque') return;
  for (const [field, message] of Object.entries(CHEQUE_REQUIRES) as [keyof typeof CHEQUE_REQUIRES, string][])
    if (body[field] === null) context.addIssue({ code: 'custom', path: [field], message });
}

/** POST sales/{id}/refunds (and each of the cancellation's `refunds`): money given back; a cheque needs its number, bank and date. */
export const saleRefundBody = z
  .object({ ...moneyMovementFields, refund_date: optionalDate('refund date'), note: optionalText('note', 1000) })
  .superRefine(requireChequeDetails);
export type SaleRefundBody = z.output<typeof saleRefundBody>;
export type SaleRefundInput = z.input<typeof saleRefundBody>;

/** POST sales/{id}/cancel: why, and optionally the refunds given with it. */
export const saleCancelBody = z.object({
  reason: requiredText('reason', 1000),
  refunds: z.array(saleRefundBody).max(20, 'The refunds field must not have more than 20 items.').optional(),
});
export type SaleCancelBody = z.output<typeof saleCancelBody>;

/** POST sales/{id}/spa: the day the sale and purchase agreement was signed. */
export const saleSpaBody = z.object({
  spa_date: dateField('spa date'),
});
export type SaleSpaBody = z.output<typeof saleSpaBody>;

/** POST sales/{id}/schedules: the new schedule agreed with the buyer, and why. */
export const saleReplanBody = z
  .object({
    payment_plan_id: optionalId('payment plan id'),
    installments: installmentsSchema.optional(),
    reason: requiredText('reason', 1000),
  })
  .superRefine((body, context) => {
    const hasPlan = body.payment_plan_id !== null;
    const hasCustom = body.installments !== undefined;
    if (hasPlan && hasCustom)
      context.addIssue({ code: 'custom', path: ['payment_plan_id'], message: 'Choose a payment plan or custom installments, not both.' });
    else if (!hasPlan && !hasCustom)
      context.addIssue({
        code: 'custom',
        path: ['payment_plan_id'],
        message: 'The payment plan id field is required when no installments are given.',
      });
  });
export type SaleReplanBody = z.output<typeof saleReplanBody>;
export type SaleReplanInput = z.input<typeof saleReplanBody>;

/** POST sales/{id}/receipts: a payment received; a cheque needs its number, bank and date. */
export const saleReceiptBody = z
  .object({
    ...moneyMovementFields,
    received_date: optionalDate('received date'),
    idempotency_key: optionalText('idempotency key', 200),
  })
  .superRefine(requireChequeDetails);
export type SaleReceiptBody = z.output<typeof saleReceiptBody>;
export type SaleReceiptInput = z.input<typeof saleReceiptBody>;

/** POST sales/{id}/receipts/{receiptId}/bounce */
export const saleReceiptBounceBody = z.object({
  reason: requiredText('reason', 1000),
});
export type SaleReceiptBounceBody = z.output<typeof saleReceiptBounceBody>;

/** PUT sales/fee-defaults: the organization's default fees, all of them in order. */
export const saleFeeDefaultsBody = z.object({
  fees: feesField,
});
export type SaleFeeDefaultsBody = z.output<typeof saleFeeDefaultsBody>;

/** GET sales filters. */
export const saleListFilters = {
  status: z.preprocess(
    blankToNull,
    z
      .enum(SALE_STATUSES, { error: `The status must be one of: ${SALE_STATUSES.join(', ')}.` })
      .nullable()
      .optional(),
  ),
  project_id: z.preprocess(blankToNull, idField('project id').nullable().optional()),
  building_id: z.preprocess(blankToNull, idField('building id').nullable().optional()),
  developer_organization_id: z.preprocess(blankToNull, idField('developer organization id').nullable().optional()),
  buyer: z.preprocess(
    blankToNull,
    z
      .string({ error: 'The buyer must be a string.' })
      .trim()
      .max(150, 'The buyer must not be greater than 150 characters.')
      .nullable()
      .optional(),
  ),
};

export type PriceProblem = { field: 'discount' | 'final_price'; message: string };

export const FINAL_PRICE_REQUIRED = 'The final price field is required when it differs from the list price.';
export const FINAL_PRICE_MISMATCH = 'The final price must be the list price less the discount.';
export const DISCOUNT_ABOVE_LIST_PRICE = 'The discount must not exceed the list price.';
export const FINAL_PRICE_ABOVE_LIST_PRICE = 'The final price must not exceed the list price.';

/**
 * The price rule (docs/domain.md "Sale"): the list price is the unit's; the final price must be
 * given whenever it differs from the list price, that is whenever there is a discount; given both,
 * final = list − discount exactly; given the final price alone, the discount is the difference.
 * `impliedDiscount` is a discount that came with the sale (an offer's) rather than typed: it needs
 * no final price.
 */
export function resolvePrice(
  listPrice: number,
  given: { discount: number | null; final_price: number | null },
  impliedDiscount = 0,
): { discount: number; final_price: number } | PriceProblem {
  const { discount, final_price: finalPrice } = given;
  if (discount !== null && discount > listPrice) return { field: 'discount', message: DISCOUNT_ABOVE_LIST_PRICE };
  if (finalPrice !== null && finalPrice > listPrice) return { field: 'final_price', message: FINAL_PRICE_ABOVE_LIST_PRICE };
  if (discount === null && finalPrice === null) {
    const implied = Math.min(impliedDiscount, listPrice);
    return { discount: implied, final_price: listPrice - implied };
  }
  if (finalPrice === null) {
    if (discount === 0) return { discount: 0, final_price: listPrice };
    return { field: 'final_price', message: FINAL_PRICE_REQUIRED };
  }
  if (discount === null) return { discount: listPrice - finalPrice, final_price: finalPrice };
  if (listPrice - discount !== finalPrice) return { field: 'final_price', message: FINAL_PRICE_MISMATCH };
  return { discount, final_price: finalPrice };
}

/** A fee's amount on a final price: its rate of it (half up), or its fixed amount. */
export function feeAmount(fee: { kind: FeeKind; rate_hundredths: number | null; fixed_amount: number | null }, finalPrice: number): number {
  if (fee.kind === 'percent') {
    const product = BigInt(finalPrice) * BigInt(fee.rate_hundredths ?? 0);
    return Number((product + 5_000n) / 10_000n);
  }
  return fee.fixed_amount ?? 0;
}
