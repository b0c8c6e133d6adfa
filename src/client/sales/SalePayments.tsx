// The payments section of a sale's page (docs/api.md "Sale receipts"): the totals (paid, open,
// overdue, credit, post-dated cheques), the current schedule's lines with what is paid and open on
// each, the receipts, a "Record payment" dialog for the developer organization (its fields follow
// the method: a cheque asks for its number, bank and date), and "Bounced" on a cheque for the
// developer admin, with a reason, and each receipt's PDF; on a cancelled sale, its refunds
// (SaleRefunds.tsx). Every change refreshes the sale, so the lines re-open at once.
import { Box, Chip, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { type SaleDetail, type SaleReceipt } from '../../shared/sales.ts';
import { useFormatMoney } from '../forms/money.ts';
import { Facts } from '../inventory/common/Facts.tsx';
import { useFormatDate } from '../inventory/common/useFormatDate.ts';
import { ReasonActionButton } from './ReasonActionButton.tsx';
import { ReceiptPdfButton } from './SaleDocumentButtons.tsx';
import { SaleRefunds } from './SaleRefunds.tsx';
import { SaleActionDialog } from './SaleActionDialog.tsx';
import { SALES, useSaleReceipts } from './salesApi.ts';
import { usePaymentFields } from './usePaymentFields.tsx';

const STATUS_COLORS = { pending: 'info', received: 'success', bounced: 'error' } as const;

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
}

export function RecordPaymentButton({ sale }: { sale: SaleDetail }) {
  const translate = useTranslate();
  const [key, setKey] = useState(newKey);
  const payment = usePaymentFields(sale.currency, { chequeDateHelp: 'sales.payments.post_dated_help' });
  const [receivedDate, setReceivedDate] = useState('');
  const [reference, setReference] = useState('');
  const start = () => {
    // A new key per payment: a double click or a retry of this one records it once.
    setKey(newKey());
    payment.reset();
    setReceivedDate('');
    setReference('');
  };
  const data = () => ({
    amount: payment.minor,
    method: payment.method,
    // A cheque's date is when it is received (post-dated ones wait for it).
    received_date: payment.cheque ? '' : receivedDate,
    ...payment.chequeValues,
    reference,
    idempotency_key: key,
  });
  return (
    <SaleActionDialog
      label={translate('sales.payments.record')}
      title={translate('sales.payments.record')}
      content={translate('sales.payments.record_help')}
      confirm={translate('sales.payments.save')}
      success="sales.payments.recorded"
      buttonProps={{ variant: 'contained' }}
      ready={payment.ready}
      onOpen={start}
      request={() => ({ method: 'POST', path: [SALES, sale.id, 'receipts'], data: data() })}
    >
      {payment.fields}
      {!payment.cheque && (
        <TextField
          type="date"
          label={translate('sales.payments.fields.received_date')}
          value={receivedDate}
          onChange={(event) => setReceivedDate(event.target.value)}
          helperText={translate('sales.payments.received_date_help')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )}
      <TextField
        label={translate('sales.payments.fields.reference')}
        value={reference}
        onChange={(event) => setReference(event.target.value)}
      />
    </SaleActionDialog>
  );
}

function BounceButton({ sale, receipt }: { sale: SaleDetail; receipt: SaleReceipt }) {
  return (
    <ReasonActionButton
      size="small"
      path={[SALES, sale.id, 'receipts', receipt.id, 'bounce']}
      texts={{
        action: 'sales.payments.bounce',
        title: 'sales.payments.bounce_title',
        content: 'sales.payments.bounce_content',
        confirm: 'sales.payments.bounce_confirm',
        done: 'sales.payments.bounced_done',
      }}
      titleOptions={{ number: receipt.cheque_number ?? '' }}
    />
  );
}

function LinesTable({ sale }: { sale: SaleDetail }) {
  const translate = useTranslate();
  const formatMoney = useFormatMoney();
  const formatDate = useFormatDate();
  const byLine = new Map(sale.payments.lines.map((line) => [line.line_id, line]));
  return (
    <Table size="small" aria-label={translate('sales.payments.lines')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('inventory.payment_plans.fields.label')}</TableCell>
          <TableCell>{translate('sales.payments.fields.due_date')}</TableCell>
          <TableCell align="right">{translate('inventory.payment_plans.fields.amount')}</TableCell>
          <TableCell align="right">{translate('sales.payments.totals.paid')}</TableCell>
          <TableCell align="right">{translate('sales.payments.totals.open')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {sale.schedule.lines.map((line) => {
          const payment = byLine.get(line.id);
          const overdue = (payment?.overdue ?? 0) > 0;
          return (
            <TableRow key={line.id}>
              <TableCell>{line.label}</TableCell>
              <TableCell>{line.due_date ? formatDate(line.due_date) : translate('sales.payments.not_dated')}</TableCell>
              <TableCell align="right">{formatMoney(line.amount, sale.currency)}</TableCell>
              <TableCell align="right">{formatMoney(payment?.paid ?? 0, sale.currency)}</TableCell>
              <TableCell align="right" sx={overdue ? { color: 'error.main', fontWeight: 600 } : undefined}>
                {formatMoney(payment?.open ?? line.amount, sale.currency)}
                {overdue && ` · ${translate('sales.payments.overdue')}`}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

function ReceiptsTable({ sale }: { sale: SaleDetail }) {
  const translate = useTranslate();
  const formatMoney = useFormatMoney();
  const formatDate = useFormatDate();
  const receipts = useSaleReceipts(sale.id);
  if (!receipts.data) return null;
  if (receipts.data.length === 0) return <Typography color="text.secondary">{translate('sales.payments.none')}</Typography>;
  return (
    <Table size="small" aria-label={translate('sales.payments.receipts')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('sales.payments.fields.received_date')}</TableCell>
          <TableCell>{translate('sales.payments.fields.method')}</TableCell>
          <TableCell>{translate('sales.payments.fields.reference')}</TableCell>
          <TableCell align="right">{translate('sales.payments.fields.amount', { currency: sale.currency })}</TableCell>
          <TableCell>{translate('sales.payments.fields.status')}</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {receipts.data.map((receipt) => (
          <TableRow key={receipt.id}>
            <TableCell>{formatDate(receipt.received_date)}</TableCell>
            <TableCell>
              {translate(`sales.payments.methods.${receipt.method}`)}
              {receipt.method === 'cheque' && ` · ${receipt.cheque_number} · ${receipt.cheque_bank}`}
            </TableCell>
            <TableCell>{receipt.reference}</TableCell>
            <TableCell align="right">{formatMoney(receipt.amount, sale.currency)}</TableCell>
            <TableCell>
              <Chip size="small" color={STATUS_COLORS[receipt.status]} label={translate(`sales.payments.statuses.${receipt.status}`)} />
              {receipt.bounce && (
                <Typography variant="body2" color="text.secondary">
                  {translate('sales.payments.bounced_on', { date: formatDate(receipt.bounce.at), reason: receipt.bounce.reason })}
                </Typography>
              )}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <ReceiptPdfButton sale={sale} receipt={receipt} />
              {receipt.can.bounce && <BounceButton sale={sale} receipt={receipt} />}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function SalePayments({ sale }: { sale: SaleDetail }) {
  const translate = useTranslate();
  const formatMoney = useFormatMoney();
  const totals = sale.payments;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="h6" component="h2">
          {translate('sales.payments.title')}
        </Typography>
        <Box sx={{ flex: 1 }} />
        {sale.can.record_payment && <RecordPaymentButton sale={sale} />}
      </Box>
      <Facts
        items={[
          { label: 'sales.payments.totals.paid', value: formatMoney(totals.paid, sale.currency) },
          { label: 'sales.payments.totals.open', value: formatMoney(totals.open, sale.currency) },
          { label: 'sales.payments.totals.overdue', value: formatMoney(totals.overdue, sale.currency) },
          { label: 'sales.payments.totals.credit', value: formatMoney(totals.credit, sale.currency) },
          { label: 'sales.payments.totals.pending', value: formatMoney(totals.pending, sale.currency) },
          ...(sale.status === 'cancelled'
            ? [
                { label: 'sales.payments.totals.refunded', value: formatMoney(totals.refunded, sale.currency) },
                { label: 'sales.payments.totals.to_refund', value: formatMoney(totals.to_refund, sale.currency) },
              ]
            : []),
        ]}
      />
      <LinesTable sale={sale} />
      <Typography variant="subtitle1" component="h3">
        {translate('sales.payments.receipts')}
      </Typography>
      <ReceiptsTable sale={sale} />
      <SaleRefunds sale={sale} />
    </Box>
  );
}
