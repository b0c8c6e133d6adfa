// The activities resource (`crm/activities`): list (crm.activities), create and edit (crm.interact).
import EventNoteIcon from '@mui/icons-material/EventNote';
import type { Activity } from '../../../shared/crm.ts';
import { guardedPage } from '../../routing/lazyPage.tsx';

const ActivityListRoute = guardedPage('crm.activities', () => import('./ActivityList.tsx'), 'ActivityList');
const ActivityCreateRoute = guardedPage('crm.interact', () => import('./ActivityPages.tsx'), 'ActivityCreate');
const ActivityEditRoute = guardedPage('crm.interact', () => import('./ActivityPages.tsx'), 'ActivityEdit');

export default {
  list: ActivityListRoute,
  create: ActivityCreateRoute,
  edit: ActivityEditRoute,
  icon: EventNoteIcon,
  recordRepresentation: (record: Activity) => record.title,
};
