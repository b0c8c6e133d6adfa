// Units by status as coloured chips with their counts and the total: a project's or building's
// availability at a glance, and the legend of the availability matrix.
import { Box, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { UNIT_STATUSES, type UnitAvailability } from '../../../shared/inventory.ts';
import { UNIT_STATUS_COLORS } from '../units/UnitStatusChip.tsx';

export function AvailabilitySummary({
  availability,
  labelKey = 'inventory.units.summary',
}: {
  availability: UnitAvailability;
  labelKey?: string;
}) {
  const translate = useTranslate();
  if (availability.total === 0) return <Typography color="text.secondary">{translate('inventory.units.no_units')}</Typography>;
  return (
    <Box role="list" aria-label={translate(labelKey)} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      {UNIT_STATUSES.map((status) => (
        <Chip
          key={status}
          role="listitem"
          size="small"
          color={UNIT_STATUS_COLORS[status]}
          label={translate('inventory.availability.legend_item', {
            status: translate(`inventory.unit_statuses.${status}`),
            count: availability[status],
          })}
        />
      ))}
      <Typography variant="body2" color="text.secondary" role="listitem">
        {translate('inventory.units.summary_total', { smart_count: availability.total })}
      </Typography>
    </Box>
  );
}
