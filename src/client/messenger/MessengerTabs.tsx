// The messenger area's two tabs: the logs of sent messages and the templates they are sent from.
import { Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useCan } from '../providers/useCan.ts';

export const MESSAGE_LOGS_PATH = '/messenger/logs';
export const MESSAGE_TEMPLATES_PATH = '/messenger/logs/templates';

export function MessengerTabs({ current }: { current: 'logs' | 'templates' }) {
  const translate = useTranslate();
  const can = useCan();
  return (
    <Tabs value={current} sx={{ mb: 1 }}>
      <Tab value="logs" label={translate('contacts.messenger.logs')} component={Link} to={MESSAGE_LOGS_PATH} />
      {can('messenger.templates') && (
        <Tab value="templates" label={translate('contacts.messenger.templates')} component={Link} to={MESSAGE_TEMPLATES_PATH} />
      )}
    </Tabs>
  );
}
