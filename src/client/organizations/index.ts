// The organizations resource (`auth/organizations`). SPEC.md section 2 puts an organization's page
// at /auth/organizations/:id, which is react-admin's edit address: the page (a heading and tabs,
// editable per permission) takes that slot, and list rows and "create" lead there.
import BusinessIcon from '@mui/icons-material/Business';
import type { Organization } from './organizationTypes.ts';
import { lazyPage } from '../routing/lazyPage.tsx';

const OrganizationCreateRoute = lazyPage(() => import('./organizationRoutes.tsx'), 'OrganizationCreateRoute');
const OrganizationListRoute = lazyPage(() => import('./organizationRoutes.tsx'), 'OrganizationListRoute');
const OrganizationPageRoute = lazyPage(() => import('./organizationRoutes.tsx'), 'OrganizationPageRoute');

export default {
  list: OrganizationListRoute,
  create: OrganizationCreateRoute,
  edit: OrganizationPageRoute,
  icon: BusinessIcon,
  recordRepresentation: (record: Organization) => record.name,
};
