// The company contacts resource (`auth/contacts/companies`): the list, and below it the matches
// view at /auth/contacts/companies/matches, both behind contacts.companies so a role without it
// gets the not-found page and no call.
import DomainIcon from '@mui/icons-material/Domain';
import { Route } from 'react-router-dom';
import type { CompanyContact } from '../../../shared/contacts.ts';
import { RequireAction } from '../../routing/guards.tsx';
import { lazyPage } from '../../routing/lazyPage.tsx';

const CompanyList = lazyPage(() => import('./CompanyList.tsx'), 'CompanyList');
const CompanyMatches = lazyPage(() => import('./CompanyMatches.tsx'), 'CompanyMatches');

function CompanyListRoute() {
  return (
    <RequireAction action="contacts.companies">
      <CompanyList />
    </RequireAction>
  );
}

function CompanyMatchesRoute() {
  return (
    <RequireAction action="contacts.companies">
      <CompanyMatches />
    </RequireAction>
  );
}

export default {
  list: CompanyListRoute,
  icon: DomainIcon,
  recordRepresentation: (record: CompanyContact) => record.name,
  children: <Route path="matches" element={<CompanyMatchesRoute />} />,
};
