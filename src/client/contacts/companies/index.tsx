// The company contacts resource (`auth/contacts/companies`): the list, and below it the matches
// view at /auth/contacts/companies/matches, both behind contacts.companies so a role without it
// gets the not-found page and no call.
import DomainIcon from '@mui/icons-material/Domain';
import { Route } from 'react-router-dom';
import type { CompanyContact } from '../../../shared/contacts.ts';
import { guardedPage } from '../../routing/lazyPage.tsx';

const CompanyListRoute = guardedPage('contacts.companies', () => import('./CompanyList.tsx'), 'CompanyList');
const CompanyMatchesRoute = guardedPage('contacts.companies', () => import('./CompanyMatches.tsx'), 'CompanyMatches');

export default {
  list: CompanyListRoute,
  icon: DomainIcon,
  recordRepresentation: (record: CompanyContact) => record.name,
  children: <Route path="matches" element={<CompanyMatchesRoute />} />,
};
