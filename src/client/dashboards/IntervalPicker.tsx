// Week or month: how a widget that counts per period groups its period.
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AbsorptionInterval } from '../../shared/dashboards.ts';

export function IntervalPicker({ value, onChange }: { value: AbsorptionInterval; onChange: (interval: AbsorptionInterval) => void }) {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      onChange={(_event, next: AbsorptionInterval | null) => next && onChange(next)}
      aria-label={translate('dashboard.absorption.interval')}
      sx={{ mb: 2 }}
    >
      <ToggleButton value="week">{translate('dashboard.absorption.week')}</ToggleButton>
      <ToggleButton value="month">{translate('dashboard.absorption.month')}</ToggleButton>
    </ToggleButtonGroup>
  );
}
