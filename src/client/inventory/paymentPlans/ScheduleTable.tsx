// An installment schedule as a table: label, due (with its date once known), share and amount.
// The plan editor's preview and an offered unit's schedule both show it.
import { Table, TableBody, TableCell, TableHead, TableRow, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormatMoney } from '../../forms/money.ts';
import type { ScheduledInstallment } from '../../../shared/schemas/payment-plans.ts';
import { useFormatDate } from '../common/useFormatDate.ts';
import { useDueText } from './useDueText.ts';

interface ScheduleTableProps {
  label: string;
  installments: readonly ScheduledInstallment[];
  currency: string;
  sx?: SxProps<Theme>;
}

export function ScheduleTable({ label, installments, currency, sx }: ScheduleTableProps) {
  const formatMoney = useFormatMoney();
  const translate = useTranslate();
  const dueText = useDueText();
  const formatDate = useFormatDate();
  return (
    <Table size="small" sx={sx} aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('inventory.payment_plans.fields.label')}</TableCell>
          <TableCell>{translate('inventory.payment_plans.fields.due')}</TableCell>
          <TableCell align="right">{translate('inventory.payment_plans.fields.percentage')}</TableCell>
          <TableCell align="right">{translate('inventory.payment_plans.fields.amount')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {installments.map((installment, index) => (
          <TableRow key={index}>
            <TableCell>{installment.label}</TableCell>
            <TableCell>
              {installment.due_date ? `${dueText(installment)} (${formatDate(installment.due_date)})` : dueText(installment)}
            </TableCell>
            <TableCell align="right">{`${installment.percentage} %`}</TableCell>
            <TableCell align="right">{formatMoney(installment.amount, currency)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
