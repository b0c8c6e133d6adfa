// The units resource (`inventory/units`): list and page for the view roles, create for the
// developer admin; the page's edit form is the developer admin's full one or the sales manager's
// status-and-price one.
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import type { UnitListRow } from '../../../shared/inventory.ts';
import { RequireAction } from '../../routing/guards.tsx';
import { lazyPage } from '../../routing/lazyPage.tsx';

const UnitCreate = lazyPage(() => import('./UnitCreate.tsx'), 'UnitCreate');
const UnitList = lazyPage(() => import('./UnitList.tsx'), 'UnitList');
const UnitPage = lazyPage(() => import('./UnitPage.tsx'), 'UnitPage');

function UnitListRoute() {
  return (
    <RequireAction action="inventory.view">
      <UnitList />
    </RequireAction>
  );
}

function UnitCreateRoute() {
  return (
    <RequireAction action="inventory.manage">
      <UnitCreate />
    </RequireAction>
  );
}

function UnitPageRoute() {
  return (
    <RequireAction action="inventory.view">
      <UnitPage />
    </RequireAction>
  );
}

export default {
  list: UnitListRoute,
  create: UnitCreateRoute,
  edit: UnitPageRoute,
  icon: MeetingRoomIcon,
  recordRepresentation: (record: UnitListRow) => record.unit_number,
};
