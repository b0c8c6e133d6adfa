// The buildings resource (`inventory/buildings`): list and page for the view roles, create (and
// the page's edit form and payment plan editor) for managers.
import ApartmentIcon from '@mui/icons-material/Apartment';
import type { Building } from '../../../shared/inventory.ts';
import { guardedPage } from '../../routing/lazyPage.tsx';

const BuildingListRoute = guardedPage('inventory.view', () => import('./BuildingList.tsx'), 'BuildingList');
const BuildingCreateRoute = guardedPage('inventory.manage', () => import('./BuildingCreate.tsx'), 'BuildingCreate');
const BuildingPageRoute = guardedPage('inventory.view', () => import('./BuildingPage.tsx'), 'BuildingPage');

export default {
  list: BuildingListRoute,
  create: BuildingCreateRoute,
  edit: BuildingPageRoute,
  icon: ApartmentIcon,
  recordRepresentation: (record: Building) => record.name,
};
