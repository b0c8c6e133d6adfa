// @vitest-environment node
// Pure logic: no DOM, so no jsdom to set up for this file.
import { describe, expect, it } from 'vitest';
import { amountInputText, caretAfter, groupTypedAmount } from '../../src/client/forms/groupedAmount.ts';

describe('an amount as it is typed', () => {
  it('groups the thousands and keeps what the digits mean in minor units', () => {
    expect(groupTypedAmount('1500000', 'AED')).toEqual({ text: '1,500,000', minor: 150_000_000 });
    expect(groupTypedAmount('1,500.', 'AED')).toEqual({ text: '1,500.', minor: 150_000 });
    expect(groupTypedAmount('AED 1 500.505', 'AED')).toEqual({ text: '1,500.50', minor: 150_050 });
    expect(groupTypedAmount('12.3456', 'KWD')).toEqual({ text: '12.345', minor: 12_345 });
    expect(groupTypedAmount('.5', 'AED')).toEqual({ text: '0.5', minor: 50 });
    expect(groupTypedAmount('007', 'AED')).toEqual({ text: '7', minor: 700 });
    expect(groupTypedAmount('', 'AED')).toEqual({ text: '', minor: null });
    expect(groupTypedAmount('abc', 'AED')).toEqual({ text: '', minor: null });
  });

  it('starts from a stored amount without ".00" on a whole one', () => {
    expect(amountInputText(150_000_000, 'AED')).toBe('1,500,000');
    expect(amountInputText(150_050, 'AED')).toBe('1,500.50');
    expect(amountInputText(1_500_500, 'KWD')).toBe('1,500.500');
  });

  it('puts the caret back after the same digit once the groups move', () => {
    // "1,500" with the caret after "15" (3 characters in), regrouped to "15,000": after "15".
    expect(caretAfter('15,000', 2)).toBe(2);
    expect(caretAfter('1,500,000', 4)).toBe(5);
    expect(caretAfter('1,500', 0)).toBe(0);
  });
});
