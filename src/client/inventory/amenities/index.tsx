// The amenities resource (`inventory/amenities`), the developer admin's
// (inventory.amenities.manage): a role without it gets the not-found page and no call.
import PoolIcon from '@mui/icons-material/Pool';
import type { Amenity } from '../../../shared/inventory.ts';
import { RequireAction } from '../../routing/guards.tsx';
import { lazyPage } from '../../routing/lazyPage.tsx';

const AmenityCreate = lazyPage(() => import('./AmenityPages.tsx'), 'AmenityCreate');
const AmenityEdit = lazyPage(() => import('./AmenityPages.tsx'), 'AmenityEdit');
const AmenityList = lazyPage(() => import('./AmenityPages.tsx'), 'AmenityList');

function AmenityListRoute() {
  return (
    <RequireAction action="inventory.amenities.manage">
      <AmenityList />
    </RequireAction>
  );
}

function AmenityCreateRoute() {
  return (
    <RequireAction action="inventory.amenities.manage">
      <AmenityCreate />
    </RequireAction>
  );
}

function AmenityEditRoute() {
  return (
    <RequireAction action="inventory.amenities.manage">
      <AmenityEdit />
    </RequireAction>
  );
}

export default {
  list: AmenityListRoute,
  create: AmenityCreateRoute,
  edit: AmenityEditRoute,
  icon: PoolIcon,
  recordRepresentation: (record: Amenity) => record.name,
};
