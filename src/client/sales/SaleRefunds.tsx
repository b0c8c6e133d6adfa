// The refunds of a cancelled sale (docs/api.md "Sale refunds"): what was given back, with what is
// left to refund, and "Record refund" for the developer admin while money received is not all
// given back (the fields follow the method: a cheque asks for its number, bank and date). The
// server refuses a refund past what was received; the dialog shows what is left as a hint.
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { currencyDecimals, parseMoney } from '../../shared/money.ts';
import { RECEIPT_METHODS, type ReceiptMethod, type SaleDetail } from '../../shared/sales.ts';
import { useFormatMoney } from '../forms/money.ts';
import { useServerAction } from '../forms/useServerAction.ts';
import { useFormatDate } from '../inventory/common/useFormatDate.ts';
import { useApi } from '../providers/useApi.ts';
import { SALES, useRefreshSales } from './salesApi.ts';

export function RecordRefundButton({ sale }: { sale: SaleDetail }) {
  const translate = useTranslate();
  const formatMoney = useFormatMoney();
  const api = useApi();
  const refresh = useRefreshSales();
  const { run, pending } = useServerAction();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<ReceiptMethod>('bank_transfer');
  const [refundDate, setRefundDate] = useState('');
  const [chequeNumber, setChequeNumber] = useState('');
  const [chequeBank, setChequeBank] = useState('');
  const [chequeDate, setChequeDate] = useState('');
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
  const minor = parseMoney(amount, sale.currency);
  const cheque = method === 'cheque';
  const start = () => {
    setAmount('');
    setRefundDate('');
    setChequeNumber('');
    setChequeBank('');
    setChequeDate('');
    setReference('');
    setNote('');
    setOpen(true);
  };
  const submit = async () => {
    const data = {
      amount: minor,
      method,
      refund_date: refundDate,
      cheque_number: cheque ? chequeNumber : '',
      cheque_bank: cheque ? chequeBank : '',
      cheque_date: cheque ? chequeDate : '',
      reference,
      note,
    };
    const done = await run(() => api.call({ method: 'POST', path: [SALES, sale.id, 'refunds'], data }), {
      success: 'sales.refunds.recorded',
      afterwards: refresh,
    });
    if (done) setOpen(false);
  };
  const ready = minor !== null && minor > 0 && (!cheque || (chequeNumber.trim() !== '' && chequeBank.trim() !== '' && chequeDate !== ''));
  return (
    <>
      <Button variant="contained" onClick={start}>
        {translate('sales.refunds.record')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{translate('sales.refunds.record')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: 1 }}>
          <DialogContentText>
            {translate('sales.refunds.record_help', { amount: formatMoney(sale.payments.to_refund, sale.currency) })}
          </DialogContentText>
          <TextField
            label={translate('sales.payments.fields.amount', { currency: sale.currency })}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            required
            error={amount !== '' && minor === null}
            helperText={
              amount !== '' && minor === null
                ? translate('sales.payments.amount_invalid', { decimals: currencyDecimals(sale.currency) })
                : ' '
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
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </>
          )}
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
          <TextField
            label={translate('sales.refunds.fields.note')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            multiline
            minRows={2}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" disabled={pending || !ready} onClick={submit}>
            {translate('sales.refunds.save')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** The refunds section, on a cancelled sale (or one with refunds). */
export function SaleRefunds({ sale }: { sale: SaleDetail }) {
  const translate = useTranslate();
  const formatMoney = useFormatMoney();
  const formatDate = useFormatDate();
  if (sale.status !== 'cancelled' && sale.refunds.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle1" component="h3">
          {translate('sales.refunds.title')}
        </Typography>
        <Box sx={{ flex: 1 }} />
        {sale.can.refund && <RecordRefundButton sale={sale} />}
      </Box>
      {sale.refunds.length === 0 ? (
        <Typography color="text.secondary">{translate('sales.refunds.none')}</Typography>
      ) : (
        <Table size="small" aria-label={translate('sales.refunds.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('sales.refunds.fields.refund_date')}</TableCell>
              <TableCell>{translate('sales.payments.fields.method')}</TableCell>
              <TableCell>{translate('sales.payments.fields.reference')}</TableCell>
              <TableCell>{translate('sales.refunds.fields.note')}</TableCell>
              <TableCell align="right">{translate('sales.payments.fields.amount', { currency: sale.currency })}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {sale.refunds.map((refund) => (
              <TableRow key={refund.id}>
                <TableCell>{formatDate(refund.refund_date)}</TableCell>
                <TableCell>
                  {translate(`sales.payments.methods.${refund.method}`)}
                  {refund.method === 'cheque' && ` · ${refund.cheque_number} · ${refund.cheque_bank}`}
                </TableCell>
                <TableCell>{refund.reference}</TableCell>
                <TableCell>{refund.note}</TableCell>
                <TableCell align="right">{formatMoney(refund.amount, sale.currency)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
