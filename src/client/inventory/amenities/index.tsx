// The amenities resource (`inventory/amenities`), the developer admin's
// (inventory.amenities.manage): a role without it gets the not-found page and no call.
import PoolIcon from '@mui/icons-material/Pool';
import type { Amenity } from '../../../shared/inventory.ts';
import { guardedPage } from '../../routing/lazyPage.tsx';

const AmenityListRoute = guardedPage('inventory.amenities.manage', () => import('./AmenityPages.tsx'), 'AmenityList');
const AmenityCreateRoute = guardedPage('inventory.amenities.manage', () => import('./AmenityPages.tsx'), 'AmenityCreate');
const AmenityEditRoute = guardedPage('inventory.amenities.manage', () => import('./AmenityPages.tsx'), 'AmenityEdit');

export default {
  list: AmenityListRoute,
  create: AmenityCreateRoute,
  edit: AmenityEditRoute,
  icon: PoolIcon,
  recordRepresentation: (record: Amenity) => record.name,
};
