// The status of a project or building as a coloured chip.
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ProjectStatus } from '../../../shared/inventory.ts';

const COLORS: Record<ProjectStatus, 'default' | 'info' | 'success'> = {
  off_plan: 'default',
  under_construction: 'info',
  ready: 'success',
};

export function StatusChip({ status }: { status: ProjectStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={COLORS[status]} label={translate(`inventory.statuses.${status}`)} />;
}
