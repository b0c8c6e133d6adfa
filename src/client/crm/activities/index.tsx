// The activities resource (`crm/activities`): list (crm.activities), create and edit (crm.interact).
import EventNoteIcon from '@mui/icons-material/EventNote';
import type { Activity } from '../../../shared/crm.ts';
import { RequireAction } from '../../routing/guards.tsx';
import { lazyPage } from '../../routing/lazyPage.tsx';

const ActivityList = lazyPage(() => import('./ActivityList.tsx'), 'ActivityList');
const ActivityCreate = lazyPage(() => import('./ActivityPages.tsx'), 'ActivityCreate');
const ActivityEdit = lazyPage(() => import('./ActivityPages.tsx'), 'ActivityEdit');

function ActivityListRoute() {
  return (
    <RequireAction action="crm.activities">
      <ActivityList />
    </RequireAction>
  );
}

function ActivityCreateRoute() {
  return (
    <RequireAction action="crm.interact">
      <ActivityCreate />
    </RequireAction>
  );
}

function ActivityEditRoute() {
  return (
    <RequireAction action="crm.interact">
      <ActivityEdit />
    </RequireAction>
  );
}

export default {
  list: ActivityListRoute,
  create: ActivityCreateRoute,
  edit: ActivityEditRoute,
  icon: EventNoteIcon,
  recordRepresentation: (record: Activity) => record.title,
};
