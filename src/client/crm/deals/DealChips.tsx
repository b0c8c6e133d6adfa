// Small renderings of a deal: its status and its hot flag.
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DealStatus } from '../../../shared/deals.ts';

const STATUS_COLORS: Record<DealStatus, 'default' | 'success' | 'error'> = { open: 'default', won: 'success', lost: 'error' };

export function DealStatusChip({ status }: { status: DealStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={STATUS_COLORS[status]} label={translate(`crm.deal_statuses.${status}`)} />;
}

export function HotFlag() {
  const translate = useTranslate();
  return (
    <LocalFireDepartmentIcon
      fontSize="small"
      color="error"
      titleAccess={translate('crm.deals.hot')}
      aria-label={translate('crm.deals.hot')}
    />
  );
}
