// The users resource (`auth/users`): the list for super admin roles; a user's page at
// /auth/users/:id (SPEC.md section 2), react-admin's edit address, for the super admin.
import PeopleIcon from '@mui/icons-material/People';
import { UserListRoute, UserShowRoute } from './userRoutes.tsx';
import type { PlatformUser } from './userTypes.ts';

export default {
  list: UserListRoute,
  edit: UserShowRoute,
  icon: PeopleIcon,
  recordRepresentation: (record: PlatformUser) => record.full_name,
};
