// "Cancel sale" (POST sales/{id}/cancel, docs/api.md "Sales"): the reason, and — when the sale has
// received money — optionally one refund given with the cancellation, in the same call (the
// refunds land with it or nothing does). The amount is capped by what was received, as the server
// checks; a cheque asks for its number, bank and date. A SaleActionDialog.
import { Checkbox, FormControlLabel, FormHelperText } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { SaleDetail } from '../../shared/sales.ts';
import { useFormatMoney } from '../forms/money.ts';
import { SaleActionDialog } from './SaleActionDialog.tsx';
import { SaleReasonField } from './SaleReasonField.tsx';
import { SALES } from './salesApi.ts';
import { useRefundFields } from './useRefundFields.tsx';

export function CancelSaleButton({ sale }: { sale: SaleDetail }) {
  const translate = useTranslate();
  const formatMoney = useFormatMoney();
  const [reason, setReason] = useState('');
  const [refunding, setRefunding] = useState(false);
  const refund = useRefundFields(sale.currency);
  // What may go back: the money received (an active sale has refunded nothing yet).
  const refundable = Math.max(0, sale.payments.paid - sale.payments.refunded);
  const tooMuch = refunding && refund.minor !== null && refund.minor > refundable;
  return (
    <SaleActionDialog
      label={translate('sales.cancel.action')}
      title={translate('sales.cancel.title')}
      content={translate('sales.cancel.content')}
      confirm={translate('sales.cancel.confirm')}
      success={refunding ? 'sales.cancel.done_with_refund' : 'sales.cancel.done'}
      danger
      ready={reason.trim() !== '' && (!refunding || (refund.ready && !tooMuch))}
      onOpen={() => {
        setReason('');
        setRefunding(false);
        refund.reset();
      }}
      request={() => ({
        method: 'POST',
        path: [SALES, sale.id, 'cancel'],
        data: { reason, ...(refunding ? { refunds: [refund.values] } : {}) },
      })}
    >
      <SaleReasonField value={reason} onChange={setReason} />
      {refundable > 0 && (
        <FormControlLabel
          control={<Checkbox checked={refunding} onChange={(event) => setRefunding(event.target.checked)} />}
          label={translate('sales.cancel.with_refund', { amount: formatMoney(refundable, sale.currency) })}
        />
      )}
      {refunding && refund.fields}
      {tooMuch && (
        <FormHelperText error>
          {translate('sales.cancel.refund_too_much', { amount: formatMoney(refundable, sale.currency) })}
        </FormHelperText>
      )}
    </SaleActionDialog>
  );
}
