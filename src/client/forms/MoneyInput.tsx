// A money input: typed in major units of `currency` (AED 1,500.50, KWD 1,500.500) with thousands
// grouped as the person types ("1,500,000"), and kept (and sent) as integer minor units (150050
// fils, 1500500 fils); blank is null. When the form's currency changes, the amount on screen stays
// what the person typed: the minor units are rescaled to the new currency's decimals.
import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { TextInput, type TextInputProps } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { rescaleMinor } from '../../shared/money.ts';
import { amountInputText, groupTypedAmount } from './groupedAmount.ts';
import { useAmountCaret } from './useAmountCaret.ts';

export function MoneyInput({ currency, ...props }: Omit<TextInputProps, 'format' | 'parse'> & { currency: string }) {
  // The text last typed, kept while it still means the stored amount: "1,500." is 1500 too, and
  // must stay on screen (a state, so the input shows it) for the decimals to follow.
  const [typed, setTyped] = useState<TypedAmount | null>(null);
  const { inputRef, rememberCaret } = useAmountCaret();
  const format = (minor: unknown) => {
    const value = typeof minor === 'number' ? minor : null;
    if (typed && typed.minor === value) return typed.text;
    return value === null ? '' : amountInputText(value, currency);
  };
  const parse = (text: unknown) => {
    const next = groupTypedAmount(typeof text === 'string' ? text : '', currency);
    setTyped(next);
    return next.minor;
  };
  useKeptAmount(props.source, currency, setTyped);
  return (
    <TextInput
      {...props}
      format={format}
      parse={parse}
      onChange={rememberCaret}
      inputRef={inputRef}
      slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
    />
  );
}

type TypedAmount = ReturnType<typeof groupTypedAmount>;

/** Rescales `source`'s minor units when `currency` changes, so the major amount shown is kept. */
function useKeptAmount(source: string, currency: string, setTyped: Dispatch<SetStateAction<TypedAmount | null>>) {
  const { getValues, setValue } = useFormContext();
  const previous = useRef(currency);
  useEffect(() => {
    const from = previous.current;
    previous.current = currency;
    if (from === currency) return;
    // The text typed, read in the new currency: the same digits, cut to its decimals.
    setTyped((typed) => typed && groupTypedAmount(typed.text, currency));
    const minor: unknown = getValues(source);
    const rescaled = typeof minor === 'number' ? rescaleMinor(minor, from, currency) : minor;
    if (rescaled !== minor) setValue(source, rescaled, { shouldDirty: true });
  }, [currency, getValues, setValue, source, setTyped]);
}
