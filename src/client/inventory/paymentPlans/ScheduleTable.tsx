// One offered unit's installment schedule: label, due, share and amount.
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ScheduledInstallment } from '../../shared/schemas/payment-plans.ts';
import { formatMoney } from '../../shared/money.ts';
import { useDueText } from '../inventory/paymentPlans/SchedulePreview.tsx';

export function OfferUnitSchedule({ label, installments, currency }: { label: string; installments: readonly ScheduledInstallment[]; currency: string }) {
  const translate = useTranslate();
  const dueText = useDueText();
  return (
    <Table size="small" aria-label={label}>
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
            <TableCell>{installment.due_date ? `${dueText(installment)} (${installment.due_date})` : dueText(installment)}</TableCell>
            <TableCell align="right">{`${installment.percentage} %`}</TableCell>
            <TableCell align="right">{formatMoney(installment.amount, currency)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
