// `expect(items.every(holds)).toBe(true)` fails with "expected false to be true" and no word on
// which item broke the rule. This is the same check, failing with the offending items listed.
import { expect } from 'vitest';

/** Every item satisfies `holds`; on failure, the message shows the items that do not. */
export function expectEvery<T>(items: readonly T[], holds: (item: T, index: number) => unknown, label?: string): void {
  expect(
    items.filter((item, index) => !holds(item, index)),
    label ?? 'the items that break the rule',
  ).toEqual([]);
}
