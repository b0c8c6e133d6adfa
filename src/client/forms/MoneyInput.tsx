// A money input: typed in major units of `currency` (AED 1,500.50, KWD 1,500.500) and kept (and
// sent) as integer minor units (150050 fils, 1500500 fils); blank is null.
import { useMemo } from 'react';
import { NumberInput, type NumberInputProps } from 'react-admin';
import { minorToMajor, typedMajorToMinor } from '../../shared/money.ts';

export function MoneyInput({ currency, ...props }: Omit<NumberInputProps, 'format' | 'parse'> & { currency: string }) {
  const format = useMemo(() => (minor: unknown) => (typeof minor === 'number' ? minorToMajor(minor, currency) : ''), [currency]);
  const parse = useMemo(() => (typed: unknown) => typedMajorToMinor(typed, currency), [currency]);
  return <NumberInput {...props} format={format} parse={parse} />;
}
