// The schedule a sale records (src/server/modules/sales/schedule.ts planLines): for any plan that
// adds up to 100 % and any final price, the lines add up to the price exactly, each line but the
// last is its share rounded down, and the last takes the remainder.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DUE_TYPES } from '../../src/shared/inventory.ts';
import { MAX_MONEY } from '../../src/shared/money.ts';
import type { Installment } from '../../src/shared/schemas/payment-plans.ts';
import { planLines } from '../../src/server/modules/sales/schedule.ts';

/** Hundredths summing to exactly 10000, cut at random points. */
const shares = fc.uniqueArray(fc.integer({ min: 1, max: 9_999 }), { maxLength: 30 }).map((cuts) => {
  const points = [0, ...cuts.sort((a, b) => a - b), 10_000];
  return points.slice(1).map((point, index) => point - points[index]!);
});

const plan = shares.chain((hundredths) =>
  fc.tuple(
    ...hundredths.map((share, index) =>
      fc.constantFrom(...DUE_TYPES).map((dueType): Installment => ({
        label: `Line ${index + 1}`,
        percentage: share / 100,
        due_type: dueType,
        due_value:
          dueType === 'months_after_booking' || dueType === 'months_after_handover'
            ? 1 + (index % 60)
            : dueType === 'construction_percent'
              ? 1 + ((index * 7) % 100)
              : null,
      })),
    ),
  ),
);

describe('sale schedule lines', () => {
  it('add up to the final price exactly, the remainder on the last line', () => {
    fc.assert(
      fc.property(plan, fc.integer({ min: 0, max: MAX_MONEY }), fc.integer({ min: 0, max: 100 }), (installments, price, progress) => {
        const lines = planLines(installments, {
          final_price: price,
          booking_date: '2026-01-31',
          handover_date: '2028-12-31',
          construction_progress: progress,
        });
        expect(lines).toHaveLength(installments.length);
        expect(lines.reduce((sum, line) => sum + BigInt(line.amount), 0n)).toBe(BigInt(price));
        lines.forEach((line, index) => {
          expect(Number.isSafeInteger(line.amount) && line.amount >= 0).toBe(true);
          expect(line.sequence).toBe(index + 1);
          if (index < lines.length - 1) expect(BigInt(line.amount)).toBe((BigInt(price) * BigInt(line.percentage_hundredths)) / 10_000n);
        });
        const last = lines.at(-1)!;
        const floor = (BigInt(price) * BigInt(last.percentage_hundredths)) / 10_000n;
        expect(BigInt(last.amount) - floor).toBeGreaterThanOrEqual(0n);
        expect(BigInt(last.amount) - floor).toBeLessThan(BigInt(lines.length));
        // Construction milestones already reached are due on the booking date; the others wait.
        lines
          .filter((line) => line.due_type === 'construction_percent')
          .forEach((line) => expect(line.due_date).toBe(progress >= line.due_value! ? '2026-01-31' : null));
      }),
      { numRuns: 300 },
    );
  });
});
