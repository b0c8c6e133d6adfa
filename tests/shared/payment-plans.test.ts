import { describe, expect, it } from 'vitest';
import {
  computeSchedule,
  paymentPlanBody,
  percentageInHundredths,
  scheduleGap,
  type Installment,
} from '../../src/shared/schemas/payment-plans.ts';

const item = (percentage: number, extra: Partial<Installment> = {}): Installment => ({
  label: `${percentage}%`,
  percentage,
  due_type: 'on_booking',
  due_value: null,
  ...extra,
});

function errorsOf(input: unknown): Record<string, string[]> {
  const result = paymentPlanBody.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
}

describe('payment plan schema', () => {
  it('accepts 20/40/40 with the due values their types need', () => {
    const result = paymentPlanBody.parse({
      name: ' 20/40/40 ',
      installments: [
        { label: 'Booking', percentage: 20, due_type: 'on_booking' },
        { label: 'Construction 50%', percentage: 40, due_type: 'construction_percent', due_value: 50 },
        { label: 'Handover', percentage: 40, due_type: 'on_handover', due_value: null },
      ],
    });
    expect(result.name).toBe('20/40/40');
    expect(result.installments.map((i) => i.due_value)).toEqual([null, 50, null]);
  });

  it('refuses a plan that adds up to 90 % with an error on installments', () => {
    expect(errorsOf({ name: 'Short', installments: [item(50), item(40)] })).toEqual({
      installments: ['The installments must add up to exactly 100% (they add up to 90%).'],
    });
  });

  it('accepts 33.33 + 33.33 + 33.34 and other sums that drift in floating point', () => {
    expect(errorsOf({ name: 'Thirds', installments: [item(33.33), item(33.33), item(33.34)] })).toEqual({});
    // 0.1 + 0.2 + … in floats is not 100; in hundredths it is.
    expect(errorsOf({ name: 'Tenths', installments: [item(0.1), item(0.2), item(99.7)] })).toEqual({});
    expect(
      errorsOf({
        name: 'Sevens',
        installments: [item(14.29), item(14.29), item(14.29), item(14.29), item(14.28), item(14.28), item(14.28)],
      }),
    ).toEqual({});
  });

  it('refuses sums one hundredth off, and percentages with more than two decimals on the item', () => {
    expect(errorsOf({ name: 'Off', installments: [item(33.33), item(33.33), item(33.33)] })).toHaveProperty('installments');
    expect(errorsOf({ name: 'Over', installments: [item(50.01), item(50)] })).toHaveProperty('installments');
    expect(errorsOf({ name: 'Fine', installments: [item(33.333), item(66.667)] })).toEqual({
      'installments.0.percentage': ['The percentage may have at most 2 decimals.'],
      'installments.1.percentage': ['The percentage may have at most 2 decimals.'],
    });
    expect(errorsOf({ name: 'Zero', installments: [item(0), item(100)] })).toHaveProperty(['installments.0.percentage']);
  });

  it('checks due values against their type', () => {
    const errors = errorsOf({
      name: 'Due',
      installments: [
        item(10, { due_type: 'months_after_booking', due_value: null }),
        item(10, { due_type: 'months_after_handover', due_value: 601 }),
        item(10, { due_type: 'construction_percent', due_value: 101 }),
        item(10, { due_type: 'on_handover', due_value: 3 }),
        item(60, { due_type: 'months_after_booking', due_value: 600 }),
      ],
    });
    expect(Object.keys(errors).sort()).toEqual([
      'installments.0.due_value',
      'installments.1.due_value',
      'installments.2.due_value',
      'installments.3.due_value',
    ]);
  });

  it('requires a name and at least one installment', () => {
    expect(Object.keys(errorsOf({ name: '', installments: [] })).sort()).toEqual(['installments', 'name']);
  });

  it('reads percentages as integer hundredths', () => {
    expect(percentageInHundredths(33.33)).toBe(3333);
    expect(percentageInHundredths(0.07)).toBe(7);
    expect(percentageInHundredths(12.345)).toBeNaN();
  });
});

describe('computeSchedule', () => {
  it('splits a price exactly, the remainder on the last installment', () => {
    const schedule = computeSchedule(100_001, [item(33.33), item(33.33), item(33.34)]);
    expect(schedule.map((s) => s.amount)).toEqual([33_330, 33_330, 33_341]);
    expect(schedule.reduce((sum, s) => sum + s.amount, 0)).toBe(100_001);
  });

  it('keeps the total exact for large prices and odd percentages', () => {
    const price = 9_007_199_254_740_991; // Number.MAX_SAFE_INTEGER
    const schedule = computeSchedule(price, [item(14.29), item(14.29), item(14.29), item(14.29), item(14.28), item(14.28), item(14.28)]);
    expect(schedule.reduce((sum, s) => BigInt(s.amount) + sum, 0n)).toBe(BigInt(price));
    const aed = computeSchedule(185_000_000, [item(20), item(40), item(40)]);
    expect(aed.map((s) => s.amount)).toEqual([37_000_000, 74_000_000, 74_000_000]);
  });

  it('gives each installment its true share when the plan is short of or past 100 %', () => {
    const short = computeSchedule(100_000_000, [item(90)]);
    expect(short.map((s) => s.amount)).toEqual([90_000_000]);
    expect(scheduleGap(100_000_000, short)).toEqual({ hundredths: 1000, amount: 10_000_000 });
    const thirds = computeSchedule(100_001, [item(33.33), item(33.33)]);
    expect(thirds.map((s) => s.amount)).toEqual([33_330, 33_330]);
    expect(scheduleGap(100_001, thirds)).toEqual({ hundredths: 3334, amount: 33_341 });
    const over = computeSchedule(100_000_000, [item(60), item(60)]);
    expect(over.map((s) => s.amount)).toEqual([60_000_000, 60_000_000]);
    expect(scheduleGap(100_000_000, over)).toEqual({ hundredths: -2000, amount: -20_000_000 });
    expect(scheduleGap(100_001, computeSchedule(100_001, [item(33.33), item(33.33), item(33.34)]))).toEqual({ hundredths: 0, amount: 0 });
  });

  it('dates installments from booking and handover when given', () => {
    const schedule = computeSchedule(
      1000,
      [
        item(10),
        item(20, { due_type: 'months_after_booking', due_value: 1 }),
        item(30, { due_type: 'construction_percent', due_value: 50 }),
        item(30, { due_type: 'on_handover' }),
        item(10, { due_type: 'months_after_handover', due_value: 12 }),
      ],
      { booking_date: '2026-01-31', handover_date: '2028-06-30' },
    );
    expect(schedule.map((s) => s.due_date)).toEqual(['2026-01-31', '2026-02-28', null, '2028-06-30', '2029-06-30']);
    expect(computeSchedule(1000, [item(100, { due_type: 'on_handover' })])[0]!.due_date).toBeNull();
  });
});
