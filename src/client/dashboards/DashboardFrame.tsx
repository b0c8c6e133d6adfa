// What every dashboard page has around its widgets: the title, the period picker, and the grid.
// The widgets that cover a period get the last period asked for; a backwards one is shown as an
// error on the picker and never asked for.
import { Box, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import type { DashboardRange } from '../../shared/schemas/dashboards.ts';
import { PeriodPicker } from './PeriodPicker.tsx';

export function DashboardFrame({ children }: { children: (range: DashboardRange) => ReactNode }) {
  const translate = useTranslate();
  const [range, setRange] = useState<DashboardRange>({});
  const [asked, setAsked] = useState<DashboardRange>({});
  const choose = (next: DashboardRange) => {
    setRange(next);
    if (!(next.from && next.to && next.from > next.to)) setAsked(next);
  };
  return (
    <Box sx={{ py: 2, display: 'grid', gap: 2 }}>
      <Title title={translate('dashboard.title')} />
      <Typography variant="h5" component="h1">
        {translate('dashboard.title')}
      </Typography>
      <PeriodPicker range={range} onChange={choose} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>{children(asked)}</Box>
    </Box>
  );
}
