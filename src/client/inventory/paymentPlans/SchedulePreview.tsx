// What the plan makes of a sample price (default 1,000,000 of the building's project's currency): each installment's amount, from
// the shared schedule function the server uses for units and offers, and — while the installments
// do not add up to 100 % — the share of the price not yet scheduled (or scheduled past it).
import { Box, TextField, Typography } from '@mui/material';
import { useState, type ChangeEvent } from 'react';
import { useTranslate } from 'react-admin';
import { majorToMinor } from '../../../shared/money.ts';
import { useFormatMoney } from '../../forms/money.ts';
import { computeSchedule, scheduleGap, type Installment } from '../../../shared/schemas/payment-plans.ts';
import { amountInputText, groupTypedAmount } from '../../forms/groupedAmount.ts';
import { useAmountCaret } from '../../forms/useAmountCaret.ts';
import { ScheduleTable } from './ScheduleTable.tsx';

export const DEFAULT_SAMPLE_PRICE = 1_000_000;

export function SchedulePreview({ installments, currency }: { installments: Installment[] | null; currency: string }) {
  const formatMoney = useFormatMoney();
  const translate = useTranslate();
  const [price, setPrice] = useState(() => amountInputText(majorToMinor(DEFAULT_SAMPLE_PRICE, currency), currency));
  const priceCaret = useAmountCaret();
  const minor = groupTypedAmount(price, currency).minor;
  const schedule = installments && minor !== null && Number.isSafeInteger(minor) ? computeSchedule(minor, installments) : null;
  const gap = schedule && minor !== null ? scheduleGap(minor, schedule) : null;

  return (
    <Box component="section" aria-label={translate('inventory.payment_plans.preview')}>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('inventory.payment_plans.preview')}
      </Typography>
      <TextField
        size="small"
        label={translate('inventory.payment_plans.sample_price', { currency })}
        value={price}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          priceCaret.rememberCaret(event);
          setPrice(groupTypedAmount(event.target.value, currency).text);
        }}
        inputRef={priceCaret.inputRef}
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
      />
      {!schedule ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {translate('inventory.payment_plans.preview_unavailable')}
        </Typography>
      ) : (
        <>
          <ScheduleTable label={translate('inventory.payment_plans.preview')} installments={schedule} currency={currency} sx={{ mt: 1 }} />
          {gap && gap.hundredths !== 0 ? (
            <Typography role="note" color="warning.main" sx={{ mt: 1 }}>
              {translate(gap.hundredths > 0 ? 'inventory.payment_plans.unscheduled' : 'inventory.payment_plans.overscheduled', {
                percentage: Math.abs(gap.hundredths) / 100,
                amount: formatMoney(Math.abs(gap.amount), currency),
              })}
            </Typography>
          ) : null}
        </>
      )}
    </Box>
  );
}
