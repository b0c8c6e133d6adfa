import { describe, expect, it } from 'vitest';
import {
  currencyDecimals,
  DEFAULT_CURRENCY,
  formatMoney,
  majorToMinor,
  MAX_MONEY,
  minorToMajor,
  parseMoney,
  rescaleMinor,
  typedMajorToMinor,
} from '../../src/shared/money.ts';
import { moneyField } from '../../src/shared/schemas/crm.ts';
import { saleOfferCreateBody } from '../../src/shared/schemas/sale-offers.ts';

describe('money', () => {
  it('knows each currency’s minor units: 2 decimals for AED and SAR, 3 for KWD, BHD and OMR', () => {
    expect(['AED', 'SAR', 'QAR', 'KWD', 'BHD', 'OMR'].map(currencyDecimals)).toEqual([2, 2, 2, 3, 3, 3]);
    // A code Intl does not take still has an answer: today's two decimals.
    expect(currencyDecimals('A1')).toBe(2);
    expect(DEFAULT_CURRENCY).toBe('AED');
  });

  it('converts minor ↔ major units with the currency’s decimals', () => {
    expect(minorToMajor(150_050, 'AED')).toBe(1500.5);
    expect(majorToMinor(1500.5, 'AED')).toBe(150_050);
    expect(majorToMinor(1500.5, 'SAR')).toBe(150_050);
    expect(minorToMajor(1_500_500, 'KWD')).toBe(1500.5);
    expect(majorToMinor(1500.5, 'KWD')).toBe(1_500_500);
    // Rounded to a whole minor unit: 0.07 × 100 is 7.000000000000001.
    expect(majorToMinor(0.07, 'AED')).toBe(7);
    expect(majorToMinor(0.0015, 'KWD')).toBe(2);
  });

  it('rescales an amount to another currency’s decimals, keeping its major value', () => {
    expect(rescaleMinor(150_050, 'AED', 'KWD')).toBe(1_500_500);
    expect(rescaleMinor(1_500_500, 'KWD', 'SAR')).toBe(150_050);
    // Fewer decimals round: KWD 1.235 → AED 1.24.
    expect(rescaleMinor(1_235, 'KWD', 'AED')).toBe(124);
    expect(rescaleMinor(150_050, 'AED', 'SAR')).toBe(150_050);
  });

  it('reads what a form input holds: blank is null, text that is no number is null', () => {
    expect(typedMajorToMinor('1750000', 'AED')).toBe(175_000_000);
    expect(typedMajorToMinor(12.345, 'KWD')).toBe(12_345);
    expect([
      typedMajorToMinor('', 'AED'),
      typedMajorToMinor(null, 'AED'),
      typedMajorToMinor(undefined, 'AED'),
      typedMajorToMinor('abc', 'AED'),
    ]).toEqual([null, null, null, null]);
  });

  it('parses written amounts exactly, with the currency’s decimals', () => {
    expect(parseMoney('1,500,000', 'AED')).toBe(150_000_000);
    expect(parseMoney('AED 2 000 000.25', 'AED')).toBe(200_000_025);
    expect(parseMoney('aed1500.5', 'AED')).toBe(150_050);
    expect(parseMoney('KWD 12.345', 'KWD')).toBe(12_345);
    expect(parseMoney('12.345', 'AED')).toBeNull();
    expect(parseMoney('90071992547409.93', 'AED')).toBeNull();
    expect(['', '-5', '1.', '.5', '1.2.3', 'two million', 'SAR 100'].map((text) => parseMoney(text, 'AED'))).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('formats with the currency code and its decimals, in the reader’s locale', () => {
    expect(formatMoney(150_050, 'AED')).toBe('AED\u00a01,500.50');
    expect(formatMoney(1_500_500, 'KWD')).toBe('KWD\u00a01,500.500');
    expect(formatMoney(450_050, 'AED', { wholeUnits: true })).toBe('AED\u00a04,501');
    expect(formatMoney(100_050, 'AED', { locale: 'de' })).toBe('1.000,50\u00a0AED');
    expect(formatMoney(100_000, 'A1')).toBe('A1 1,000');
  });

  it('writes a whole amount without ".00", as people write prices', () => {
    expect(formatMoney(100_000_000, 'AED')).toBe('AED\u00a01,000,000');
    expect(formatMoney(1_500_000, 'KWD')).toBe('KWD\u00a01,500');
    expect(formatMoney(0, 'AED')).toBe('AED\u00a00');
    expect(formatMoney(100_000, 'AED', { locale: 'de' })).toBe('1.000\u00a0AED');
  });

  it('has one maximum whose sums stay exact, and every money field takes it', () => {
    expect(MAX_MONEY).toBe(10_000_000_000_000);
    expect(Number.isSafeInteger(MAX_MONEY * 900)).toBe(true);
    expect(moneyField('value').safeParse(MAX_MONEY).success).toBe(true);
    expect(moneyField('value').safeParse(MAX_MONEY + 1).success).toBe(false);
    const offer = { client_name: 'A buyer', valid_until: '2099-01-01' };
    expect(saleOfferCreateBody.safeParse({ ...offer, discount: MAX_MONEY }).success).toBe(true);
    expect(saleOfferCreateBody.safeParse({ ...offer, discount: MAX_MONEY + 1 }).success).toBe(false);
  });
});
