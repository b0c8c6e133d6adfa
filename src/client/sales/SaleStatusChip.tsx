// A sale's status as a chip: active or cancelled.
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SaleStatus } from '../../shared/sales.ts';

export function SaleStatusChip({ status }: { status: SaleStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={status === 'active' ? 'success' : 'default'} label={translate(`sales.statuses.${status}`)} />;
}
