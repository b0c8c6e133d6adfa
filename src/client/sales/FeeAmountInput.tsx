// A fee line's amount, in a sale's form and in the organization's default fees alike: a
// percentage of the final price, or a fixed amount in the sale's (the organization's) currency,
// as the line's kind says.
import { NumberInput, useSourceContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { MoneyInput } from '../forms/MoneyInput.tsx';

export function FeeAmountInput({ currency }: { currency: string }) {
  const sourceContext = useSourceContext();
  const kind = useWatch({ name: sourceContext.getSource('kind') });
  return kind === 'percent' ? (
    <NumberInput source="percentage" label="sales.fields.percentage" helperText={false} />
  ) : (
    <MoneyInput source="amount" label="sales.fields.amount" currency={currency} helperText={false} />
  );
}
