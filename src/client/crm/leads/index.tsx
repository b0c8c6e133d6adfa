// The leads resource (`crm/leads`): list, create, and the lead's page at /crm/leads/:id (the edit
// slot), each behind crm.interact so a role without it gets the not-found page and no call.
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import type { Lead } from '../../../shared/crm.ts';
import { guardedPage } from '../../routing/lazyPage.tsx';

const LeadListRoute = guardedPage('crm.interact', () => import('./LeadList.tsx'), 'LeadList');
const LeadCreateRoute = guardedPage('crm.interact', () => import('./LeadCreate.tsx'), 'LeadCreate');
const LeadPageRoute = guardedPage('crm.interact', () => import('./LeadPage.tsx'), 'LeadPage');

export default {
  list: LeadListRoute,
  create: LeadCreateRoute,
  edit: LeadPageRoute,
  icon: PersonSearchIcon,
  recordRepresentation: (record: Lead) => record.full_name,
};
