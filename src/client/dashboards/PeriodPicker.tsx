// The dashboard's period: two days of the organization's calendar, both included, either left
// open. The widgets that cover a period (the pipeline's outcomes) read it; the server checks it
// again (422 on a day that does not exist or an end before the start).
import { Box, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { DashboardRange } from '../../shared/schemas/dashboards.ts';

export function PeriodPicker({ range, onChange }: { range: DashboardRange; onChange: (range: DashboardRange) => void }) {
  const translate = useTranslate();
  const backwards = Boolean(range.from && range.to && range.from > range.to);
  const day = (end: 'from' | 'to') => (
    <TextField
      type="date"
      size="small"
      label={translate(`dashboard.period.${end}`)}
      value={range[end] ?? ''}
      onChange={(event) => onChange({ ...range, [end]: event.target.value || undefined })}
      error={end === 'to' && backwards}
      helperText={end === 'to' && backwards ? translate('dashboard.period.backwards') : undefined}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }} role="group" aria-label={translate('dashboard.period.label')}>
      {day('from')}
      {day('to')}
    </Box>
  );
}

/**
 * A dashboard's period: `range` as the picker shows it, `asked` the last one the widgets may ask
 * for (a backwards period is shown as an error on the picker and not asked for).
 */
export function useDashboardPeriod() {
  const [range, setRange] = useState<DashboardRange>({});
  const [asked, setAsked] = useState<DashboardRange>({});
  const choose = (next: DashboardRange) => {
    setRange(next);
    if (!(next.from && next.to && next.from > next.to)) setAsked(next);
  };
  return { range, asked, choose };
}
