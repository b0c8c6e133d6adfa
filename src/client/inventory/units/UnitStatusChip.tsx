// A unit's sale status as a coloured chip; the same colours paint the availability matrix.
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { UnitStatus } from '../../../shared/inventory.ts';

export const UNIT_STATUS_COLORS: Record<UnitStatus, 'success' | 'warning' | 'info' | 'error' | 'default'> = {
  available: 'success',
  reserved: 'warning',
  booked: 'info',
  sold: 'error',
  blocked: 'default',
};

export function UnitStatusChip({ status }: { status: UnitStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={UNIT_STATUS_COLORS[status]} label={translate(`inventory.unit_statuses.${status}`)} />;
}
