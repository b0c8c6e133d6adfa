// The money fields a payment and a refund share: the amount in the sale's currency, the method,
// and for a cheque its number, bank and date (required then). One hook holds their state, says
// whether they are complete, and renders them; each dialog adds its own date and notes.
import { MenuItem, TextField } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { currencyDecimals, parseMoney } from '../../shared/money.ts';
import { RECEIPT_METHODS, type ReceiptMethod } from '../../shared/sales.ts';

export interface PaymentFields {
  /** The amount in minor units; null while it does not read as money. */
  minor: number | null;
  method: ReceiptMethod;
  cheque: boolean;
  /** The cheque's fields as the API takes them: empty unless the method is a cheque. */
  chequeValues: { cheque_number: string; cheque_bank: string; cheque_date: string };
  /** An amount above zero, and a cheque's number, bank and date when it is one. */
  ready: boolean;
  reset(): void;
  fields: ReactNode;
}

export function usePaymentFields(currency: string, { chequeDateHelp }: { chequeDateHelp?: string } = {}): PaymentFields {
  const translate = useTranslate();
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<ReceiptMethod>('bank_transfer');
  const [chequeNumber, setChequeNumber] = useState('');
  const [chequeBank, setChequeBank] = useState('');
  const [chequeDate, setChequeDate] = useState('');
  const minor = parseMoney(amount, currency);
  const cheque = method === 'cheque';
  const fields = (
    <>
      <TextField
        label={translate('sales.payments.fields.amount', { currency })}
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        required
        error={amount !== '' && minor === null}
        helperText={
          amount !== '' && minor === null ? translate('sales.payments.amount_invalid', { decimals: currencyDecimals(currency) }) : ' '
        }
        slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
      />
      <TextField
        select
        label={translate('sales.payments.fields.method')}
        value={method}
        onChange={(event) => setMethod(event.target.value as ReceiptMethod)}
      >
        {RECEIPT_METHODS.map((value) => (
          <MenuItem key={value} value={value}>
            {translate(`sales.payments.methods.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      {cheque && (
        <>
          <TextField
            label={translate('sales.payments.fields.cheque_number')}
            value={chequeNumber}
            onChange={(event) => setChequeNumber(event.target.value)}
            required
          />
          <TextField
            label={translate('sales.payments.fields.cheque_bank')}
            value={chequeBank}
            onChange={(event) => setChequeBank(event.target.value)}
            required
          />
          <TextField
            type="date"
            label={translate('sales.payments.fields.cheque_date')}
            value={chequeDate}
            onChange={(event) => setChequeDate(event.target.value)}
            required
            helperText={chequeDateHelp ? translate(chequeDateHelp) : undefined}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </>
      )}
    </>
  );
  return {
    minor,
    method,
    cheque,
    chequeValues: {
      cheque_number: cheque ? chequeNumber : '',
      cheque_bank: cheque ? chequeBank : '',
      cheque_date: cheque ? chequeDate : '',
    },
    ready: minor !== null && minor > 0 && (!cheque || (chequeNumber.trim() !== '' && chequeBank.trim() !== '' && chequeDate !== '')),
    reset() {
      setAmount('');
      setChequeNumber('');
      setChequeBank('');
      setChequeDate('');
    },
    fields,
  };
}
