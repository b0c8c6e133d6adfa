// The user screens behind their matrix actions: the list for super admin roles (users.list), a
// user's page for the super admin (users.show).
import { RequireAction } from '../routing/guards.tsx';
import { UserList } from './UserList.tsx';
import { UserShow } from './UserShow.tsx';

export function UserListRoute() {
  return (
    <RequireAction action="users.list">
      <UserList />
    </RequireAction>
  );
}

export function UserShowRoute() {
  return (
    <RequireAction action="users.show">
      <UserShow />
    </RequireAction>
  );
}
