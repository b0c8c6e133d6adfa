// Small renderings of a lead's status and tags.
import { Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LeadStatus, TagRef } from '../../../shared/crm.ts';

const STATUS_COLORS: Record<LeadStatus, 'default' | 'info' | 'success' | 'warning'> = {
  new: 'info',
  contacted: 'default',
  qualified: 'success',
  unqualified: 'warning',
};

export function LeadStatusChip({ status }: { status: LeadStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={STATUS_COLORS[status]} label={translate(`crm.statuses.${status}`)} />;
}

export function TagChips({ tags }: { tags: TagRef[] }) {
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {tags.map((tag) => (
        <Chip key={tag.id} size="small" label={tag.name} sx={{ bgcolor: tag.color, color: '#fff' }} />
      ))}
    </Stack>
  );
}
