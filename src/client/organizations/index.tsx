// The organizations resource (`auth/organizations`). docs/product.md section 2 puts an organization's page
// at /auth/organizations/:id, which is react-admin's edit address: the page (a heading and tabs,
// editable per permission) takes that slot, and list rows and "create" lead there. Each screen is
// behind its matrix action: a role without it gets the not-found page, and neither the screen's
// chunk nor its calls.
import BusinessIcon from '@mui/icons-material/Business';
import type { Organization } from './organizationTypes.ts';
import { guardedPage } from '../routing/lazyPage.tsx';

const OrganizationListRoute = guardedPage('organizations.list', () => import('./OrganizationList.tsx'), 'OrganizationList');
const OrganizationCreateRoute = guardedPage('organizations.create', () => import('./OrganizationCreate.tsx'), 'OrganizationCreate');
const OrganizationPageRoute = guardedPage('organizations.show', () => import('./OrganizationPage.tsx'), 'OrganizationPage');

export default {
  list: OrganizationListRoute,
  create: OrganizationCreateRoute,
  edit: OrganizationPageRoute,
  icon: BusinessIcon,
  recordRepresentation: (record: Organization) => record.name,
};
