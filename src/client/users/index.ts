// The users resource (`auth/users`): the list for super admin roles; a user's page at
// /auth/users/:id (SPEC.md section 2), react-admin's edit address, for the super admin.
import PeopleIcon from '@mui/icons-material/People';
import type { PlatformUser } from './userTypes.ts';
import { lazyPage } from '../routing/lazyPage.tsx';

const UserListRoute = lazyPage(() => import('./userRoutes.tsx'), 'UserListRoute');
const UserShowRoute = lazyPage(() => import('./userRoutes.tsx'), 'UserShowRoute');

export default {
  list: UserListRoute,
  edit: UserShowRoute,
  icon: PeopleIcon,
  recordRepresentation: (record: PlatformUser) => record.full_name,
};
