// The users resource (`auth/users`): the list for super admin roles (users.list); a user's page at
// /auth/users/:id (docs/product.md section 2), react-admin's edit address, for the super admin
// (users.show). A role without the action gets the not-found page, and neither chunk nor calls.
import PeopleIcon from '@mui/icons-material/People';
import type { PlatformUser } from './userTypes.ts';
import { guardedPage } from '../routing/lazyPage.tsx';

const UserListRoute = guardedPage('users.list', () => import('./UserList.tsx'), 'UserList');
const UserShowRoute = guardedPage('users.show', () => import('./UserShow.tsx'), 'UserShow');

export default {
  list: UserListRoute,
  edit: UserShowRoute,
  icon: PeopleIcon,
  recordRepresentation: (record: PlatformUser) => record.full_name,
};
