// A price typed in AED and kept (and sent) as integer minor units.
import { NumberInput, minValue, type NumberInputProps } from 'react-admin';
import { toMajor, toMinor } from './unitFormat.ts';

export function MoneyInput(props: Omit<NumberInputProps, 'format' | 'parse'>) {
  return <NumberInput {...props} format={toMajor} parse={toMinor} step={1000} validate={[...(Array.isArray(props.validate) ? props.validate : props.validate ? [props.validate] : []), minValue(0)]} />;
}
