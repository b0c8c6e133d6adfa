// A unit's status history, newest first: who changed it (or "reservation expired" when the
// system let a reservation lapse), when, and from → to.
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { UnitStatusChange } from '../../../shared/inventory.ts';
import { useFormatDateTime } from '../../i18n/useFormatDateTime.ts';
import { TabSection } from '../../organizations/TabSection.tsx';

export function UnitStatusHistory({ history }: { history: UnitStatusChange[] }) {
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  const statusText = (status: UnitStatusChange['from_status']) => (status ? translate(`inventory.unit_statuses.${status}`) : '—');
  return (
    <TabSection titleKey="inventory.units.history">
      {history.length === 0 ? (
        <Typography color="text.secondary">{translate('inventory.units.history_empty')}</Typography>
      ) : (
        <List dense aria-label={translate('inventory.units.history')}>
          {history.map((change) => (
            <ListItem key={change.id} disableGutters>
              <ListItemText
                primary={translate('inventory.units.history_change', {
                  from: statusText(change.from_status),
                  to: statusText(change.to_status),
                })}
                secondary={[
                  change.reason
                    ? translate(`inventory.units.reasons.${change.reason}`)
                    : (change.changed_by_name ?? translate('inventory.units.system')),
                  formatDateTime(change.created_at),
                  change.reserved_until
                    ? translate('inventory.units.reserved_until_value', { date: formatDateTime(change.reserved_until) })
                    : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
    </TabSection>
  );
}
