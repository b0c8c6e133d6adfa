// A money input: typed in major units of `currency` (AED 1,500.50, KWD 1,500.500) and kept (and
// sent) as integer minor units (150050 fils, 1500500 fils); blank is null. When the form's
// currency changes, the amount on screen stays what the person typed: the minor units are
// rescaled to the new currency's decimals.
import { useEffect, useMemo, useRef } from 'react';
import { NumberInput, type NumberInputProps } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { minorToMajor, rescaleMinor, typedMajorToMinor } from '../../shared/money.ts';

export function MoneyInput({ currency, ...props }: Omit<NumberInputProps, 'format' | 'parse'> & { currency: string }) {
  const format = useMemo(() => (minor: unknown) => (typeof minor === 'number' ? minorToMajor(minor, currency) : ''), [currency]);
  const parse = useMemo(() => (typed: unknown) => typedMajorToMinor(typed, currency), [currency]);
  useKeptAmount(props.source, currency);
  return <NumberInput {...props} format={format} parse={parse} />;
}

/** Rescales `source`'s minor units when `currency` changes, so the major amount shown is kept. */
function useKeptAmount(source: string, currency: string) {
  const { getValues, setValue } = useFormContext();
  const previous = useRef(currency);
  useEffect(() => {
    const from = previous.current;
    previous.current = currency;
    if (from === currency) return;
    const minor: unknown = getValues(source);
    const rescaled = typeof minor === 'number' ? rescaleMinor(minor, from, currency) : minor;
    if (rescaled !== minor) setValue(source, rescaled, { shouldDirty: true });
  }, [currency, getValues, setValue, source]);
}
