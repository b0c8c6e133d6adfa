// Activities as rows with a "completed" checkbox (PATCH crm/activities/{id}/toggle-complete);
// overdue ones are highlighted.
import { List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Activity } from '../../../shared/crm.ts';
import { useFormatDateTime } from '../../i18n/useFormatDateTime.ts';
import { CompleteToggle } from './CompleteToggle.tsx';

export function ActivityRows({ activities, onChanged }: { activities: Activity[]; onChanged: () => unknown }) {
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  if (activities.length === 0) return <Typography color="text.secondary">{translate('crm.activities.empty')}</Typography>;
  return (
    <List dense>
      {activities.map((activity) => (
        <ListItem
          key={activity.id}
          divider
          sx={activity.overdue ? { bgcolor: 'error.light', color: 'error.contrastText' } : undefined}
          data-overdue={activity.overdue || undefined}
        >
          <ListItemIcon>
            <CompleteToggle activity={activity} onChanged={onChanged} edge="start" />
          </ListItemIcon>
          <ListItemText
            primary={`${translate(`crm.activity_types.${activity.type}`)} · ${activity.title}`}
            secondary={[
              formatDateTime(activity.due_at),
              activity.outcome ? translate(`crm.call_outcomes.${activity.outcome}`) : null,
              activity.duration_minutes ? translate('crm.activities.duration', { smart_count: activity.duration_minutes }) : null,
              activity.owner?.full_name,
              activity.lead?.full_name,
              activity.overdue ? translate('crm.activities.overdue') : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          />
        </ListItem>
      ))}
    </List>
  );
}
