// How an organization's status and kind look wherever they are shown.
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OrganizationKind, OrganizationStatus } from '../../shared/roles.ts';

const STATUS_COLOR: Record<OrganizationStatus, 'warning' | 'info' | 'error' | 'success' | 'default'> = {
  pending: 'warning',
  changes_requested: 'info',
  rejected: 'error',
  active: 'success',
  suspended: 'default',
};

export function OrganizationStatusChip({ status }: { status: OrganizationStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={STATUS_COLOR[status]} label={translate(`organizations.statuses.${status}`)} />;
}

export function OrganizationKindChip({ kind }: { kind: OrganizationKind }) {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" label={translate(`organizations.kinds.${kind}`)} />;
}
