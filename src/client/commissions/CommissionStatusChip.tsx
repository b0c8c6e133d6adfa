// A commission line's status as a chip: pending, approved, paid or cancelled.
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CommissionStatus } from '../../shared/commissions.ts';

const COLORS = { pending: 'warning', approved: 'info', paid: 'success', cancelled: 'default' } as const;

export function CommissionStatusChip({ status }: { status: CommissionStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={COLORS[status]} label={translate(`commissions.statuses.${status}`)} />;
}
