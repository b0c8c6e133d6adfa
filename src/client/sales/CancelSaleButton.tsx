// "Cancel sale" (POST sales/{id}/cancel, docs/api.md "Sales"): the reason, and — when the sale has
// received money — optionally one refund given with the cancellation, in the same call (the
// refunds land with it or nothing does). The amount is capped by what was received, as the server
// checks; a cheque asks for its number, bank and date. The server's refusal shows as its message
// and keeps the dialog open.
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  FormHelperText,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { SaleDetail } from '../../shared/sales.ts';
import { useFormatMoney } from '../forms/money.ts';
import { useServerAction } from '../forms/useServerAction.ts';
import { useApi } from '../providers/useApi.ts';
import { SALES, useRefreshSales } from './salesApi.ts';
import { useRefundFields } from './useRefundFields.tsx';

export function CancelSaleButton({ sale }: { sale: SaleDetail }) {
  const translate = useTranslate();
  const formatMoney = useFormatMoney();
  const api = useApi();
  const refresh = useRefreshSales();
  const { run, pending } = useServerAction();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [refunding, setRefunding] = useState(false);
  const refund = useRefundFields(sale.currency);
  // What may go back: the money received (an active sale has refunded nothing yet).
  const refundable = Math.max(0, sale.payments.paid - sale.payments.refunded);
  const tooMuch = refunding && refund.minor !== null && refund.minor > refundable;
  const start = () => {
    setReason('');
    setRefunding(false);
    refund.reset();
    setOpen(true);
  };
  const submit = async () => {
    const done = await run(
      () =>
        api.call({
          method: 'POST',
          path: [SALES, sale.id, 'cancel'],
          data: { reason, ...(refunding ? { refunds: [refund.values] } : {}) },
        }),
      { success: refunding ? 'sales.cancel.done_with_refund' : 'sales.cancel.done', afterwards: refresh },
    );
    if (done) setOpen(false);
  };
  const ready = reason.trim() !== '' && (!refunding || (refund.ready && !tooMuch));
  return (
    <>
      <Button color="error" onClick={start}>
        {translate('sales.cancel.action')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{translate('sales.cancel.title')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: 1 }}>
          <DialogContentText>{translate('sales.cancel.content')}</DialogContentText>
          <TextField
            label={translate('sales.fields.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
            fullWidth
            multiline
            minRows={2}
          />
          {refundable > 0 && (
            <FormControlLabel
              control={<Checkbox checked={refunding} onChange={(event) => setRefunding(event.target.checked)} />}
              label={translate('sales.cancel.with_refund', { amount: formatMoney(refundable, sale.currency) })}
            />
          )}
          {refunding && (
            <>
              {refund.fields}
              {tooMuch && (
                <FormHelperText error>
                  {translate('sales.cancel.refund_too_much', { amount: formatMoney(refundable, sale.currency) })}
                </FormHelperText>
              )}
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button color="error" variant="contained" disabled={pending || !ready} onClick={submit}>
            {translate('sales.cancel.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
