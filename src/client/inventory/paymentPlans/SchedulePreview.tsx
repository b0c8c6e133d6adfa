// What the plan makes of a sample price (default AED 1,000,000): each installment's amount, from
// the shared schedule function the server uses for units and offers.
import { Box, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { MONTH_DUE_TYPES } from '../../../shared/inventory.ts';
import { DEFAULT_CURRENCY, formatMoney, majorToMinor } from '../../../shared/money.ts';
import { computeSchedule, type Installment } from '../../../shared/schemas/payment-plans.ts';

export const DEFAULT_SAMPLE_PRICE = 1_000_000;

export function useDueText() {
  const translate = useTranslate();
  return (installment: Installment) => {
    const type = translate(`inventory.due_types.${installment.due_type}`);
    if (installment.due_value === null) return type;
    const unit = MONTH_DUE_TYPES.includes(installment.due_type) ? 'inventory.payment_plans.due_months_value' : 'inventory.payment_plans.due_percent_value';
    return `${type}: ${translate(unit, { smart_count: installment.due_value, value: installment.due_value })}`;
  };
}

export function SchedulePreview({ installments }: { installments: Installment[] | null }) {
  const translate = useTranslate();
  const dueText = useDueText();
  const [price, setPrice] = useState(String(DEFAULT_SAMPLE_PRICE));
  const major = Number(price);
  const minor = Number.isFinite(major) && major >= 0 ? majorToMinor(major, DEFAULT_CURRENCY) : null;
  const schedule = installments && minor !== null && Number.isSafeInteger(minor) ? computeSchedule(minor, installments) : null;

  return (
    <Box component="section" aria-label={translate('inventory.payment_plans.preview')}>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('inventory.payment_plans.preview')}
      </Typography>
      <TextField
        size="small"
        type="number"
        label={translate('inventory.payment_plans.sample_price')}
        value={price}
        onChange={(event) => setPrice(event.target.value)}
        slotProps={{ htmlInput: { min: 0, step: 1000 } }}
      />
      {!schedule ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {translate('inventory.payment_plans.preview_unavailable')}
        </Typography>
      ) : (
        <Table size="small" sx={{ mt: 1 }} aria-label={translate('inventory.payment_plans.preview')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('inventory.payment_plans.fields.label')}</TableCell>
              <TableCell>{translate('inventory.payment_plans.fields.due')}</TableCell>
              <TableCell align="right">{translate('inventory.payment_plans.fields.percentage')}</TableCell>
              <TableCell align="right">{translate('inventory.payment_plans.fields.amount')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {schedule.map((row, index) => (
              <TableRow key={index}>
                <TableCell>{row.label}</TableCell>
                <TableCell>{dueText(row)}</TableCell>
                <TableCell align="right">{`${row.percentage} %`}</TableCell>
                <TableCell align="right">{formatMoney(row.amount, DEFAULT_CURRENCY)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
