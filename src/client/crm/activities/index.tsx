// The activities resource (`crm/activities`): list (crm.activities), create and edit (crm.interact).
import EventNoteIcon from '@mui/icons-material/EventNote';
import type { Activity } from '../../../shared/crm.ts';
import { RequireAction } from '../../routing/guards.tsx';
import { ActivityList } from './ActivityList.tsx';
import { ActivityCreate, ActivityEdit } from './ActivityPages.tsx';

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
