// What every dashboard page has around its widgets: the title, the period picker (with any
// further control of the page, such as the broker's "mine" switch), and the grid. The widgets that
// cover a period get the last period asked for; a backwards one is shown as an error on the picker
// and never asked for.
import { Box, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import type { DashboardRange } from '../../shared/schemas/dashboards.ts';
import { PeriodPicker } from './PeriodPicker.tsx';

interface DashboardFrameProps {
  /** Controls shown beside the period picker. */
  controls?: ReactNode;
  children: (range: DashboardRange) => ReactNode;
}

export function DashboardFrame({ controls, children }: DashboardFrameProps) {
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
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <PeriodPicker range={range} onChange={choose} />
        {controls}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>{children(asked)}</Box>
    </Box>
  );
}
