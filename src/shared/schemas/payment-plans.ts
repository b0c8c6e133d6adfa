// A building's payment plan (docs/domain.md "Payment plan"): the request body both the server and the
// client's form validate with, and the schedule a plan makes of a price. Percentages are kept as
// numbers with at most two decimals but every sum is taken in integer hundredths, so 33.33 +
// 33.33 + 33.34 is exactly 100 and no float drift ever accepts 99.99 or refuses 100.
import { z } from 'zod';
import { DUE_TYPES, MONTH_DUE_TYPES, PERCENT_DUE_TYPES, type DueType } from '../inventory.ts';

export const MAX_INSTALLMENTS = 60;
export const MAX_DUE_MONTHS = 600;
const HUNDRED_PERCENT_IN_HUNDREDTHS = 10_000;

/** A percentage in integer hundredths (12.5 → 1250); NaN when it has more than two decimals. */
export function percentageInHundredths(percentage: number): number {
  const scaled = percentage * 100;
  const rounded = Math.round(scaled);
  // 0.07 * 100 is 7.000000000000001: anything that close to an integer had two decimals.
  return Math.abs(scaled - rounded) < 1e-6 ? rounded : Number.NaN;
}

export const installmentSchema = z
  .object({
    label: z
      .string({ error: 'The label field is required.' })
      .trim()
      .min(1, 'The label field is required.')
      .max(120, 'The label field must not be greater than 120 characters.')
      .refine((value) => !value.includes('\u0000'), 'The label must not contain NUL characters.'),
    percentage: z
      .number({ error: 'The percentage must be a number.' })
      .gt(0, 'The percentage must be greater than 0.')
      .max(100, 'The percentage must not be greater than 100.')
      .refine((value) => !Number.isNaN(percentageInHundredths(value)), 'The percentage may have at most 2 decimals.'),
    due_type: z.enum(DUE_TYPES, { error: `The due type must be one of: ${DUE_TYPES.join(', ')}.` }),
    due_value: z.number({ error: 'The due value must be a number.' }).int('The due value must be a whole number.').nullable().optional(),
  })
  .superRefine((installment, context) => {
    const value = installment.due_value ?? null;
    const isMonths = MONTH_DUE_TYPES.includes(installment.due_type);
    const isPercent = PERCENT_DUE_TYPES.includes(installment.due_type);
    if (!isMonths && !isPercent) {
      if (value !== null)
        context.addIssue({ code: 'custom', path: ['due_value'], message: 'The due value must be empty for this due type.' });
      return;
    }
    if (value === null) {
      context.addIssue({ code: 'custom', path: ['due_value'], message: 'The due value field is required for this due type.' });
      return;
    }
    const max = isMonths ? MAX_DUE_MONTHS : 100;
    if (value < 1 || value > max) {
      context.addIssue({ code: 'custom', path: ['due_value'], message: `The due value must be between 1 and ${max}.` });
    }
  })
  .transform((installment) => ({ ...installment, due_value: installment.due_value ?? null }));

export type Installment = z.output<typeof installmentSchema>;
export type InstallmentInput = z.input<typeof installmentSchema>;

export const installmentsSchema = z
  .array(installmentSchema, { error: 'The installments field is required.' })
  .min(1, 'The installments field must have at least 1 item.')
  .max(MAX_INSTALLMENTS, `The installments field must not have more than ${MAX_INSTALLMENTS} items.`)
  .superRefine((installments, context) => {
    const hundredths = installments.map((installment) => percentageInHundredths(installment.percentage));
    if (hundredths.some(Number.isNaN)) return; // the item already carries its own error
    const total = hundredths.reduce((sum, value) => sum + value, 0);
    if (total !== HUNDRED_PERCENT_IN_HUNDREDTHS) {
      context.addIssue({
        code: 'custom',
        message: `The installments must add up to exactly 100% (they add up to ${formatHundredths(total)}%).`,
      });
    }
  });

export const paymentPlanBody = z.object({
  name: z
    .string({ error: 'The name field is required.' })
    .trim()
    .min(1, 'The name field is required.')
    .max(120, 'The name field must not be greater than 120 characters.')
    .refine((value) => !value.includes('\u0000'), 'The name must not contain NUL characters.'),
  installments: installmentsSchema,
});
export type PaymentPlanBody = z.output<typeof paymentPlanBody>;
export type PaymentPlanInput = z.input<typeof paymentPlanBody>;

function formatHundredths(value: number): string {
  const whole = Math.trunc(value / 100);
  const rest = Math.abs(value % 100);
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}

export interface ScheduledInstallment extends Installment {
  /** Integer minor units; a 100 % plan's installments add up to the price exactly. */
  amount: number;
  /** YYYY-MM-DD when the dates it depends on are known, else null (construction milestones). */
  due_date: string | null;
}

export interface ScheduleDates {
  /** YYYY-MM-DD */
  booking_date?: string | null;
  handover_date?: string | null;
}

/** `date` (YYYY-MM-DD) plus `months`, the day clamped to the target month's length. */
function addMonths(date: string, months: number): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const year = Number(match[1]);
  const monthIndex = Number(match[2]) - 1 + months;
  const targetYear = year + Math.floor(monthIndex / 12);
  const targetMonth = ((monthIndex % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  const day = Math.min(Number(match[3]), lastDay);
  return `${String(targetYear).padStart(4, '0')}-${String(targetMonth + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** An installment's due date from the dates it counts from (null while one is unknown, and for construction milestones). */
export function dueDate(dueType: DueType, dueValue: number | null, dates: ScheduleDates): string | null {
  const booking = dates.booking_date ?? null;
  const handover = dates.handover_date ?? null;
  switch (dueType) {
    case 'on_booking':
      return booking;
    case 'months_after_booking':
      return booking && dueValue !== null ? addMonths(booking, dueValue) : null;
    case 'on_handover':
      return handover;
    case 'months_after_handover':
      return handover && dueValue !== null ? addMonths(handover, dueValue) : null;
    case 'construction_percent':
      return null;
  }
}

/**
 * The amounts (and, given the dates, due dates) of a plan's installments on `price` minor units.
 * Each amount is its share rounded down; the last installment takes the remainder of the plan's
 * scheduled share, so a saved plan (exactly 100 %) adds up to the price exactly and a plan still
 * being edited (say 90 %) adds up to that share of it, never more. BigInt keeps price × hundredths
 * exact past 2^53.
 */
export function computeSchedule(price: number, installments: readonly Installment[], dates: ScheduleDates = {}): ScheduledInstallment[] {
  if (!Number.isSafeInteger(price) || price < 0) throw new RangeError('The price must be a non-negative integer of minor units.');
  const hundredths = installments.map((installment) => percentageInHundredths(installment.percentage));
  if (hundredths.some(Number.isNaN)) throw new RangeError('A percentage has more than 2 decimals.');
  const total = BigInt(price);
  const whole = BigInt(HUNDRED_PERCENT_IN_HUNDREDTHS);
  const scheduled = (total * BigInt(scheduledHundredths(installments))) / whole;
  let allocated = 0n;
  return installments.map((installment, index) => {
    const isLast = index === installments.length - 1;
    const amount = isLast ? scheduled - allocated : (total * BigInt(hundredths[index]!)) / whole;
    allocated += amount;
    return {
      ...installment,
      due_value: installment.due_value ?? null,
      amount: Number(amount),
      due_date: dueDate(installment.due_type, installment.due_value ?? null, dates),
    };
  });
}

/** The installments' total share in integer hundredths of a percent (10000 for a saved plan). */
export function scheduledHundredths(installments: readonly Pick<Installment, 'percentage'>[]): number {
  return installments.reduce((sum, installment) => sum + percentageInHundredths(installment.percentage), 0);
}

/**
 * What a schedule leaves out of `price` minor units: positive when the installments fall short of
 * 100 %, negative when they go past it, 0 for a saved plan. `hundredths` is of a percent.
 */
export function scheduleGap(price: number, schedule: readonly ScheduledInstallment[]): { hundredths: number; amount: number } {
  const hundredths = HUNDRED_PERCENT_IN_HUNDREDTHS - scheduledHundredths(schedule);
  const amount = BigInt(price) - schedule.reduce((sum, installment) => sum + BigInt(installment.amount), 0n);
  return { hundredths, amount: Number(amount) };
}
