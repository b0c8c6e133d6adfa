// The buildings resource (`inventory/buildings`): list and page for the view roles, create (and
// the page's edit form and payment plan editor) for managers.
import ApartmentIcon from '@mui/icons-material/Apartment';
import type { Building } from '../../../shared/inventory.ts';
import { RequireAction } from '../../routing/guards.tsx';
import { lazyPage } from '../../routing/lazyPage.tsx';

const BuildingCreate = lazyPage(() => import('./BuildingCreate.tsx'), 'BuildingCreate');
const BuildingList = lazyPage(() => import('./BuildingList.tsx'), 'BuildingList');
const BuildingPage = lazyPage(() => import('./BuildingPage.tsx'), 'BuildingPage');

function BuildingListRoute() {
  return (
    <RequireAction action="inventory.view">
      <BuildingList />
    </RequireAction>
  );
}

function BuildingCreateRoute() {
  return (
    <RequireAction action="inventory.manage">
      <BuildingCreate />
    </RequireAction>
  );
}

function BuildingPageRoute() {
  return (
    <RequireAction action="inventory.view">
      <BuildingPage />
    </RequireAction>
  );
}

export default {
  list: BuildingListRoute,
  create: BuildingCreateRoute,
  edit: BuildingPageRoute,
  icon: ApartmentIcon,
  recordRepresentation: (record: Building) => record.name,
};
