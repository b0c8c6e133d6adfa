// The broker contacts resource (`auth/contacts/brokers`): the list, behind contacts.brokers so a
// role without it gets the not-found page and no call.
import BadgeIcon from '@mui/icons-material/Badge';
import type { BrokerContact } from '../../../shared/contacts.ts';
import { RequireAction } from '../../routing/guards.tsx';
import { lazyPage } from '../../routing/lazyPage.tsx';

const BrokerList = lazyPage(() => import('./BrokerList.tsx'), 'BrokerList');

function BrokerListRoute() {
  return (
    <RequireAction action="contacts.brokers">
      <BrokerList />
    </RequireAction>
  );
}

export default {
  list: BrokerListRoute,
  icon: BadgeIcon,
  recordRepresentation: (record: BrokerContact) => record.full_name,
};
