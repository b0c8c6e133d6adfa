// Unit numbers compare naturally: digit runs as numbers (of any length a unit number can hold),
// letters regardless of case, the way the server's SQL key orders them.
import { describe, expect, it } from 'vitest';
import { compareUnitNumbers, unitNumberSortKey } from '../../src/shared/inventory.ts';

describe('compareUnitNumbers', () => {
  it('sorts digit runs as numbers and letters regardless of case', () => {
    const shuffled = ['A-10', 'ph-10', '1001', 'B1-10-12', '102', 'G-01', '2', 'A-2', 'PH-2', '101', 'a-1', 'B1-10-3'];
    expect(shuffled.sort(compareUnitNumbers)).toEqual([
      '2',
      '101',
      '102',
      '1001',
      'a-1',
      'A-2',
      'A-10',
      'B1-10-3',
      'B1-10-12',
      'G-01',
      'PH-2',
      'ph-10',
    ]);
  });

  it('orders numbers as long as a unit number may be (30 digits)', () => {
    const long = '9'.repeat(29);
    expect(['1' + '0'.repeat(29), long, '12'].sort(compareUnitNumbers)).toEqual(['12', long, '1' + '0'.repeat(29)]);
  });

  it('puts equal keys in a fixed order (as written) and keeps one number equal to itself', () => {
    expect(['G-1', 'G-01', 'g-1'].sort(compareUnitNumbers)).toEqual(['G-01', 'G-1', 'g-1']);
    expect(compareUnitNumbers('101', '101')).toBe(0);
    expect(unitNumberSortKey('G-01')).toBe(unitNumberSortKey('g-1'));
  });

  it('leaves digits of other scripts as text, as the server does', () => {
    expect(unitNumberSortKey('٣')).toBe('٣');
    expect(['٣', 'Z-1', '5'].sort(compareUnitNumbers)).toEqual(['5', 'Z-1', '٣']);
  });
});
