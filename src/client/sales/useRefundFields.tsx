// The fields of a refund, as the refund dialog and the cancel dialog's optional refund both ask
// them (docs/api.md "Sales": POST sales/{id}/refunds, and `refunds` of POST sales/{id}/cancel):
// the money fields a payment has too, the refund's date and a reference.
import { TextField } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { usePaymentFields } from './usePaymentFields.tsx';

export interface RefundFields {
  /** The amount in minor units; null while it does not read as money. */
  minor: number | null;
  /** The refund as the API takes it. */
  values: Record<string, unknown>;
  fields: ReactNode;
  ready: boolean;
  reset(): void;
}

export function useRefundFields(currency: string): RefundFields {
  const translate = useTranslate();
  const money = usePaymentFields(currency);
  const [refundDate, setRefundDate] = useState('');
  const [reference, setReference] = useState('');
  return {
    minor: money.minor,
    values: { amount: money.minor, method: money.method, refund_date: refundDate, ...money.chequeValues, reference },
    fields: (
      <>
        {money.fields}
        <TextField
          type="date"
          label={translate('sales.refunds.fields.refund_date')}
          value={refundDate}
          onChange={(event) => setRefundDate(event.target.value)}
          helperText={translate('sales.payments.received_date_help')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label={translate('sales.payments.fields.reference')}
          value={reference}
          onChange={(event) => setReference(event.target.value)}
        />
      </>
    ),
    ready: money.ready,
    reset() {
      money.reset();
      setRefundDate('');
      setReference('');
    },
  };
}
