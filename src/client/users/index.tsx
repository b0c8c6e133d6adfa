// The users resource (`auth/users`): the list for super admin roles (users.list); a user's page at
// /auth/users/:id (SPEC.md section 2), react-admin's edit address, for the super admin
// (users.show). A role without the action gets the not-found page, and neither chunk nor calls.
import PeopleIcon from '@mui/icons-material/People';
import type { PlatformUser } from './userTypes.ts';
import { RequireAction } from '../routing/guards.tsx';
import { lazyPage } from '../routing/lazyPage.tsx';

const UserList = lazyPage(() => import('./UserList.tsx'), 'UserList');
const UserShow = lazyPage(() => import('./UserShow.tsx'), 'UserShow');

function UserListRoute() {
  return (
    <RequireAction action="users.list">
      <UserList />
    </RequireAction>
  );
}

function UserShowRoute() {
  return (
    <RequireAction action="users.show">
      <UserShow />
    </RequireAction>
  );
}

export default {
  list: UserListRoute,
  edit: UserShowRoute,
  icon: PeopleIcon,
  recordRepresentation: (record: PlatformUser) => record.full_name,
};
