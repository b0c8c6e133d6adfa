// A lead's one timeline (GET crm/leads/{id}/history-items, oldest first): field changes as
// old → new, notes (mentions shown as @Name), documents and activities, each with who and when.
import { Box, Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { plainMentions, type Activity, type LeadDocument, type LeadHistoryItem, type Note } from '../../../shared/crm.ts';
import { useFormatDateTime } from '../../i18n/useFormatDateTime.ts';

function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.map(valueText).join(', ');
  if (typeof value === 'object') {
    const named = value as { full_name?: unknown; name?: unknown };
    if (typeof named.full_name === 'string') return named.full_name;
    if (typeof named.name === 'string') return named.name;
    return JSON.stringify(value);
  }
  return String(value);
}

/** Budgets are minor units; the timeline shows them as amounts. */
function fieldValueText(field: string | null, value: unknown): string {
  if ((field === 'budget_min' || field === 'budget_max') && typeof value === 'number') return (value / 100).toLocaleString();
  return valueText(value);
}

function detailText(item: LeadHistoryItem): string {
  const subject = item.subject;
  const details = item.details ?? {};
  switch (item.subject_type) {
    case 'note':
      return plainMentions((subject as Note | null)?.body ?? plainMentions(String(details.excerpt ?? '')));
    case 'document':
      return (subject as LeadDocument | null)?.name ?? String(details.name ?? '');
    case 'activity': {
      const activity = subject as Activity | null;
      return activity ? activity.title : String(details.title ?? '');
    }
    default:
      return '';
  }
}

export function TimelineItem({ item }: { item: LeadHistoryItem }) {
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  const who = item.actor?.full_name ?? translate('crm.timeline.system');
  const primary =
    item.kind === 'field_changed'
      ? translate('crm.timeline.field_changed', {
          field: translate(`crm.leads.fields.${item.field}`, { _: item.field ?? '' }),
          old: fieldValueText(item.field, item.details?.old_label !== undefined ? item.details.old_label : item.old_value),
          new: fieldValueText(item.field, item.details?.new_label !== undefined ? item.details.new_label : item.new_value),
        })
      : detailText(item);
  return (
    <ListItem divider alignItems="flex-start" data-testid="timeline-item">
      <ListItemText
        primary={
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Chip size="small" label={translate(`crm.timeline.kinds.${item.kind}`, { _: item.kind })} />
            <Typography component="span" sx={{ whiteSpace: 'pre-wrap' }}>
              {primary}
            </Typography>
          </Box>
        }
        secondary={`${who} · ${formatDateTime(item.created_at) ?? ''}`}
      />
    </ListItem>
  );
}

export function LeadTimeline({ items }: { items: LeadHistoryItem[] }) {
  const translate = useTranslate();
  if (items.length === 0) return <Typography color="text.secondary">{translate('crm.timeline.empty')}</Typography>;
  // In time order whatever order the answer came in (ties by id, the order they were written).
  const ordered = [...items].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
  return (
    <List aria-label={translate('crm.timeline.title')}>
      {ordered.map((item) => (
        <TimelineItem key={item.id} item={item} />
      ))}
    </List>
  );
}
