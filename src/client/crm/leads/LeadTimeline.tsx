// A lead's one timeline (GET crm/leads/{id}/history-items, oldest first): field changes as
// old → new, notes (mentions shown as @Name), documents and activities (named by their type, a
// call with its outcome and duration), each with who and when.
import { Box, Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { plainMentions, type Activity, type LeadDocument, type LeadHistoryItem, type Note } from '../../../shared/crm.ts';
import type { Deal } from '../../../shared/deals.ts';
import { formatDate, formatDateTime as formatInstant } from '../../../shared/date-format.ts';
import { formatMoney } from '../../../shared/money.ts';
import { useFormatDateTime } from '../../i18n/useFormatDateTime.ts';
import { countryName } from '../../i18n/countryNames.ts';
import { useFormatLocale } from '../../i18n/useFormatLocale.ts';

/** The message groups that name a lead's or a deal's coded values in the timeline. */
const LEAD_FIELD_VOCABULARIES = { status: 'crm.statuses', source: 'crm.sources' } as const;
const DEAL_FIELD_VOCABULARIES = { status: 'crm.deal_statuses' } as const;

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

/**
 * Budgets and deal values are minor units of `currency`, shown as amounts; dates (`…_date`) and
 * moments (`…_at`) on the one date format, not as the ISO text recorded.
 */
function fieldValueText(field: string | null, value: unknown, currency: string, locale: string): string {
  if ((field === 'budget_min' || field === 'budget_max' || field === 'value') && typeof value === 'number')
    return formatMoney(value, currency, { locale });
  if (field?.endsWith('_date') && typeof value === 'string') return formatDate(value, { locale }) ?? value;
  if (field?.endsWith('_at') && typeof value === 'string') return formatInstant(value, { locale }) ?? value;
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
    case 'deal':
      return (subject as Deal | null)?.title ?? String(details.title ?? '');
    default:
      return '';
  }
}

/** A call's outcome and duration, as the activity is now or as the item recorded it. */
function callFactsText(item: LeadHistoryItem, translate: (key: string, options?: Record<string, unknown>) => string): string {
  const activity = item.subject as Activity | null;
  const outcome = activity ? activity.outcome : (item.details?.outcome as string | null | undefined);
  const minutes = activity ? activity.duration_minutes : (item.details?.duration_minutes as number | null | undefined);
  return [
    outcome ? translate(`crm.call_outcomes.${outcome}`, { _: outcome }) : null,
    minutes ? translate('crm.activities.duration', { smart_count: minutes }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** `currency`: the lead's, for its budgets; a deal's value is in the deal's own. */
export function TimelineItem({ item, currency }: { item: LeadHistoryItem; currency: string }) {
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  const locale = useFormatLocale();
  const who = item.actor?.full_name ?? translate('crm.timeline.system');
  // The activity as it is now, else as it was when the item was written (it may be deleted since).
  const activityType =
    item.subject_type === 'activity' ? ((item.subject as Activity | null)?.type ?? (item.details?.type as string | undefined)) : undefined;
  const isDeal = item.subject_type === 'deal';
  // A call says how it went and how long it took, after its title.
  const callFacts = activityType === 'call' ? callFactsText(item, translate) : '';
  // Statuses and sources are words of the vocabulary and a nationality a country's name, in the
  // reader's language; every other value shows as recorded.
  const vocabulary: Readonly<Partial<Record<string, string>>> = isDeal ? DEAL_FIELD_VOCABULARIES : LEAD_FIELD_VOCABULARIES;
  const changeValueText = (value: unknown) => {
    const words = item.field !== null ? vocabulary[item.field] : undefined;
    if (words && typeof value === 'string') return translate(`${words}.${value}`, { _: value });
    if (!isDeal && item.field === 'nationality' && typeof value === 'string') return countryName(value, locale);
    return fieldValueText(item.field, value, isDeal ? ((item.subject as Deal | null)?.currency ?? currency) : currency, locale);
  };
  // Deal items name the deal, then what changed in it (field, stage, pipeline or status).
  const change =
    item.kind === 'field_changed' || (isDeal && (item.field !== null || item.old_value !== null || item.new_value !== null))
      ? translate('crm.timeline.field_changed', {
          field: item.field
            ? translate(`crm.${isDeal ? 'deals' : 'leads'}.fields.${item.field}`, { _: item.field })
            : translate(`crm.deal_history.changes.${item.kind}`, { _: '' }),
          old: changeValueText(item.details?.old_label !== undefined ? item.details.old_label : item.old_value),
          new: changeValueText(item.details?.new_label !== undefined ? item.details.new_label : item.new_value),
        })
      : '';
  // A deal closed says why, when it was said (won: optional; lost: always).
  const closeReason = item.kind === 'deal_status_changed' ? (item.details?.won_reason ?? item.details?.lost_reason ?? null) : null;
  const primary = isDeal
    ? [detailText(item), change, typeof closeReason === 'string' ? closeReason : ''].filter(Boolean).join(' · ')
    : item.kind === 'field_changed'
      ? change
      : [detailText(item), callFacts].filter(Boolean).join(' · ');
  const kindLabel = activityType
    ? translate(`crm.timeline.activity_kinds.${item.kind}`, { type: translate(`crm.activity_types.${activityType}`, { _: activityType }) })
    : translate(`crm.timeline.kinds.${item.kind}`, { _: translate(`crm.deal_history.kinds.${item.kind}`, { _: item.kind }) });
  return (
    <ListItem divider alignItems="flex-start" data-testid="timeline-item">
      <ListItemText
        primary={
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Chip size="small" label={kindLabel} />
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

export function LeadTimeline({ items, currency }: { items: LeadHistoryItem[]; currency: string }) {
  const translate = useTranslate();
  if (items.length === 0) return <Typography color="text.secondary">{translate('crm.timeline.empty')}</Typography>;
  // In time order whatever order the answer came in (ties by id, the order they were written).
  const ordered = [...items].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
  return (
    <List aria-label={translate('crm.timeline.title')}>
      {ordered.map((item) => (
        <TimelineItem key={item.id} item={item} currency={currency} />
      ))}
    </List>
  );
}
