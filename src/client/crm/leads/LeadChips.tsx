// Small renderings of a lead's status and tags.
import { Chip, getContrastRatio, Stack } from '@mui/material';
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

/**
 * Pure black or white, whichever contrasts more with a tag's colour: one of the two always reaches
 * WCAG AA's 4.5:1 (MUI's translucent dark text may not); white when MUI cannot parse the colour.
 */
function readableOn(color: string): string {
  try {
    return getContrastRatio(color, '#000') >= getContrastRatio(color, '#fff') ? '#000' : '#fff';
  } catch {
    return '#fff';
  }
}

export function TagChips({ tags }: { tags: TagRef[] }) {
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {tags.map((tag) => (
        <Chip key={tag.id} size="small" label={tag.name} sx={{ bgcolor: tag.color, color: readableOn(tag.color) }} />
      ))}
    </Stack>
  );
}
