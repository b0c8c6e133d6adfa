// The broker contacts resource (`auth/contacts/brokers`): the list, behind contacts.brokers so a
// role without it gets the not-found page and no call.
import BadgeIcon from '@mui/icons-material/Badge';
import type { BrokerContact } from '../../../shared/contacts.ts';
import { guardedPage } from '../../routing/lazyPage.tsx';

const BrokerListRoute = guardedPage('contacts.brokers', () => import('./BrokerList.tsx'), 'BrokerList');

export default {
  list: BrokerListRoute,
  icon: BadgeIcon,
  recordRepresentation: (record: BrokerContact) => record.full_name,
};
