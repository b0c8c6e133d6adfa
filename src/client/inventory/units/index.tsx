// The units resource (`inventory/units`): list and page for the view roles, create for the
// developer admin; the page's edit form is the developer admin's full one or the sales manager's
// status-and-price one.
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import type { UnitListRow } from '../../../shared/inventory.ts';
import { guardedPage } from '../../routing/lazyPage.tsx';

const UnitListRoute = guardedPage('inventory.view', () => import('./UnitList.tsx'), 'UnitList');
const UnitCreateRoute = guardedPage('inventory.manage', () => import('./UnitCreate.tsx'), 'UnitCreate');
const UnitPageRoute = guardedPage('inventory.view', () => import('./UnitPage.tsx'), 'UnitPage');

export default {
  list: UnitListRoute,
  create: UnitCreateRoute,
  edit: UnitPageRoute,
  icon: MeetingRoomIcon,
  recordRepresentation: (record: UnitListRow) => record.unit_number,
};
