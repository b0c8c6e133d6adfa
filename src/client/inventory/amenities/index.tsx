// The amenities resource (`inventory/amenities`), the developer admin's
// (inventory.amenities.manage): a role without it gets the not-found page and no call.
import PoolIcon from '@mui/icons-material/Pool';
import type { Amenity } from '../../../shared/inventory.ts';
import { RequireAction } from '../../routing/guards.tsx';
import { AmenityCreate, AmenityEdit, AmenityList } from './AmenityPages.tsx';

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
