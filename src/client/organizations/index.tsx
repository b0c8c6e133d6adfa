// The organizations resource (`auth/organizations`). SPEC.md section 2 puts an organization's page
// at /auth/organizations/:id, which is react-admin's edit address: the page (a heading and tabs,
// editable per permission) takes that slot, and list rows and "create" lead there. Each screen is
// behind its matrix action: a role without it gets the not-found page, and neither the screen's
// chunk nor its calls.
import BusinessIcon from '@mui/icons-material/Business';
import type { Organization } from './organizationTypes.ts';
import { RequireAction } from '../routing/guards.tsx';
import { lazyPage } from '../routing/lazyPage.tsx';

const OrganizationCreate = lazyPage(() => import('./OrganizationCreate.tsx'), 'OrganizationCreate');
const OrganizationList = lazyPage(() => import('./OrganizationList.tsx'), 'OrganizationList');
const OrganizationPage = lazyPage(() => import('./OrganizationPage.tsx'), 'OrganizationPage');

function OrganizationListRoute() {
  return (
    <RequireAction action="organizations.list">
      <OrganizationList />
    </RequireAction>
  );
}

function OrganizationCreateRoute() {
  return (
    <RequireAction action="organizations.create">
      <OrganizationCreate />
    </RequireAction>
  );
}

function OrganizationPageRoute() {
  return (
    <RequireAction action="organizations.show">
      <OrganizationPage />
    </RequireAction>
  );
}

export default {
  list: OrganizationListRoute,
  create: OrganizationCreateRoute,
  edit: OrganizationPageRoute,
  icon: BusinessIcon,
  recordRepresentation: (record: Organization) => record.name,
};
