// The refunds of a cancelled sale (docs/api.md "Sale refunds"): what was given back, with what is
// left to refund, and "Record refund" for the developer admin while money received is not all
// given back (the fields follow the method: a cheque asks for its number, bank and date). The
// server refuses a refund past what was received; the dialog shows what is left as a hint.
import { Box, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { type SaleDetail } from '../../shared/sales.ts';
import { useFormatMoney } from '../forms/money.ts';
import { useFormatDate } from '../inventory/common/useFormatDate.ts';
import { SaleActionDialog } from './SaleActionDialog.tsx';
import { SALES } from './salesApi.ts';
import { useRefundFields } from './useRefundFields.tsx';

export function RecordRefundButton({ sale }: { sale: SaleDetail }) {
  const translate = useTranslate();
  const formatMoney = useFormatMoney();
  const refund = useRefundFields(sale.currency);
  const [note, setNote] = useState('');
  return (
    <SaleActionDialog
      label={translate('sales.refunds.record')}
      title={translate('sales.refunds.record')}
      content={translate('sales.refunds.record_help', { amount: formatMoney(sale.payments.to_refund, sale.currency) })}
      confirm={translate('sales.refunds.save')}
      success="sales.refunds.recorded"
      buttonProps={{ variant: 'contained' }}
      ready={refund.ready}
      onOpen={() => {
        refund.reset();
        setNote('');
      }}
      request={() => ({ method: 'POST', path: [SALES, sale.id, 'refunds'], data: { ...refund.values, note } })}
    >
      {refund.fields}
      <TextField
        label={translate('sales.refunds.fields.note')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        multiline
        minRows={2}
      />
    </SaleActionDialog>
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
