// The organization screens behind their matrix actions (routing/guards.tsx RequireAction): a role
// without the action gets the not-found page and none of the screen's calls.
import { RequireAction } from '../routing/guards.tsx';
import { OrganizationCreate } from './OrganizationCreate.tsx';
import { OrganizationList } from './OrganizationList.tsx';
import { OrganizationPage } from './OrganizationPage.tsx';

export function OrganizationListRoute() {
  return (
    <RequireAction action="organizations.list">
      <OrganizationList />
    </RequireAction>
  );
}

export function OrganizationCreateRoute() {
  return (
    <RequireAction action="organizations.create">
      <OrganizationCreate />
    </RequireAction>
  );
}

export function OrganizationPageRoute() {
  return (
    <RequireAction action="organizations.show">
      <OrganizationPage />
    </RequireAction>
  );
}
