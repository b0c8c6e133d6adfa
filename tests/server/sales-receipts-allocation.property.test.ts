// The allocation rule of a sale's payments (src/server/modules/sales/receipts.allocation.ts): for
// any schedule and any received receipts, allocations plus credit add up to the receipts exactly,
// no line is paid beyond its amount, lines are paid oldest first (a younger line is paid only once
// every older one is paid in full), and the answer does not depend on the order the rows came in.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_MONEY } from '../../src/shared/money.ts';
import { allocate, compareLines, type AllocationLine, type AllocationReceipt } from '../../src/server/modules/sales/receipts.allocation.ts';

const day = fc
  .integer({ min: 0, max: 60 })
  .map((n) => `2026-${String(1 + Math.floor(n / 28)).padStart(2, '0')}-${String(1 + (n % 28)).padStart(2, '0')}`);

const lines = fc
  .array(fc.tuple(fc.option(day, { nil: null }), fc.integer({ min: 0, max: 1_000_000_000 })), { maxLength: 25 })
  .map((rows): AllocationLine[] => rows.map(([due_date, amount], index) => ({ id: 100 + index, sequence: index + 1, due_date, amount })));

const receipts = fc
  .array(fc.tuple(day, fc.integer({ min: 1, max: 2_000_000_000 })), { maxLength: 25 })
  .map((rows): AllocationReceipt[] => rows.map(([received_date, amount], index) => ({ id: 1 + index, received_date, amount })));

const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + BigInt(value), 0n);

describe('receipt allocation', () => {
  it('sums exactly: allocations + credit == receipts; each line paid at most its amount', () => {
    fc.assert(
      fc.property(lines, receipts, (schedule, received) => {
        const { allocations, paid, credit } = allocate(schedule, received);
        expect(sum(allocations.map((a) => a.amount)) + BigInt(credit)).toBe(sum(received.map((r) => r.amount)));
        expect(credit).toBeGreaterThanOrEqual(0);
        for (const line of schedule) {
          const onLine = sum(allocations.filter((a) => a.line_id === line.id).map((a) => a.amount));
          expect(onLine).toBe(BigInt(paid.get(line.id)!));
          expect(paid.get(line.id)!).toBeLessThanOrEqual(line.amount);
        }
        for (const receipt of received)
          expect(sum(allocations.filter((a) => a.receipt_id === receipt.id).map((a) => a.amount))).toBeLessThanOrEqual(
            BigInt(receipt.amount),
          );
        allocations.forEach((a) => expect(a.amount).toBeGreaterThan(0));
        // Credit only once every line is paid in full.
        if (credit > 0) schedule.forEach((line) => expect(paid.get(line.id)).toBe(line.amount));
      }),
    );
  });

  it('pays the oldest open lines first, undated lines last', () => {
    fc.assert(
      fc.property(lines, receipts, (schedule, received) => {
        const { paid } = allocate(schedule, received);
        const ordered = [...schedule].sort(compareLines);
        ordered.forEach((line, index) => {
          if (paid.get(line.id)! > 0) ordered.slice(0, index).forEach((older) => expect(paid.get(older.id)).toBe(older.amount));
        });
        const firstUndated = ordered.findIndex((line) => line.due_date === null);
        if (firstUndated > 0) expect(ordered.slice(firstUndated).every((line) => line.due_date === null)).toBe(true);
      }),
    );
  });

  it('does not depend on the order of its input rows', () => {
    fc.assert(
      fc.property(lines, receipts, fc.integer(), (schedule, received, seed) => {
        const shuffle = <T>(rows: T[]) =>
          rows
            .map((row, i) => [((i + 1) * (seed | 1)) >>> 0, row] as const)
            .sort((a, b) => a[0] - b[0])
            .map(([, row]) => row);
        const a = allocate(schedule, received);
        const b = allocate(shuffle(schedule), shuffle(received));
        expect(b.allocations).toEqual(a.allocations);
        expect(b.credit).toBe(a.credit);
      }),
    );
  });

  it('a reversal re-opens exactly what the bounced receipt paid, younger receipts moving up', () => {
    fc.assert(
      fc.property(
        lines,
        receipts.filter((r) => r.length > 0),
        fc.nat(),
        (schedule, received, pick) => {
          const bounced = received[pick % received.length]!;
          const before = allocate(schedule, received);
          const after = allocate(
            schedule,
            received.filter((r) => r !== bounced),
          );
          const totalBefore = sum(before.paid.values()) + BigInt(before.credit);
          const totalAfter = sum(after.paid.values()) + BigInt(after.credit);
          expect(totalBefore - totalAfter).toBe(BigInt(bounced.amount));
          expect(after.allocations.some((a) => a.receipt_id === bounced.id)).toBe(false);
        },
      ),
    );
  });

  it('stays within safe integers for money at the limit', () => {
    const { allocations, credit } = allocate(
      [{ id: 1, sequence: 1, due_date: null, amount: MAX_MONEY }],
      [{ id: 1, received_date: '2026-01-01', amount: MAX_MONEY }],
    );
    expect(allocations).toEqual([{ receipt_id: 1, line_id: 1, amount: MAX_MONEY }]);
    expect(credit).toBe(0);
  });
});
