// The leads resource (`crm/leads`): list, create, and the lead's page at /crm/leads/:id (the edit
// slot), each behind crm.interact so a role without it gets the not-found page and no call.
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import { RequireAction } from '../../routing/guards.tsx';
import type { Lead } from '../../../shared/crm.ts';
import { lazyPage } from '../../routing/lazyPage.tsx';

const LeadCreate = lazyPage(() => import('./LeadCreate.tsx'), 'LeadCreate');
const LeadList = lazyPage(() => import('./LeadList.tsx'), 'LeadList');
const LeadPage = lazyPage(() => import('./LeadPage.tsx'), 'LeadPage');

function LeadListRoute() {
  return (
    <RequireAction action="crm.interact">
      <LeadList />
    </RequireAction>
  );
}

function LeadCreateRoute() {
  return (
    <RequireAction action="crm.interact">
      <LeadCreate />
    </RequireAction>
  );
}

function LeadPageRoute() {
  return (
    <RequireAction action="crm.interact">
      <LeadPage />
    </RequireAction>
  );
}

export default {
  list: LeadListRoute,
  create: LeadCreateRoute,
  edit: LeadPageRoute,
  icon: PersonSearchIcon,
  recordRepresentation: (record: Lead) => record.full_name,
};
