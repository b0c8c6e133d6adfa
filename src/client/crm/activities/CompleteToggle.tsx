// An activity's "completed" checkbox (PATCH crm/activities/{id}/toggle-complete, with its version),
// in the activities list and in a lead's activity rows.
import { Checkbox } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Activity } from '../../../shared/crm.ts';
import { useServerAction } from '../../forms/useServerAction.ts';
import { useApi } from '../../providers/useApi.ts';

export function CompleteToggle({ activity, onChanged, edge }: { activity: Activity; onChanged: () => unknown; edge?: 'start' }) {
  const translate = useTranslate();
  const api = useApi();
  const { run, pending } = useServerAction();
  return (
    <Checkbox
      edge={edge}
      checked={activity.completed}
      disabled={pending}
      // In a clickable row the checkbox toggles the activity, not the row.
      onClick={(event) => event.stopPropagation()}
      slotProps={{ input: { 'aria-label': translate('crm.activities.complete', { title: activity.title }) } }}
      onChange={() =>
        void run(
          () =>
            api.call({
              method: 'PATCH',
              path: ['crm/activities', activity.id, 'toggle-complete'],
              data: { updated_at: activity.updated_at },
            }),
          { afterwards: onChanged },
        )
      }
    />
  );
}
