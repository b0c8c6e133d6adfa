// The projects resource (`inventory/projects`): list and page for the view roles, create (and the
// page's edit form) for managers. A role without the action gets the not-found page and no call.
import FoundationIcon from '@mui/icons-material/Foundation';
import type { Project } from '../../../shared/inventory.ts';
import { guardedPage } from '../../routing/lazyPage.tsx';

const ProjectListRoute = guardedPage('inventory.view', () => import('./ProjectList.tsx'), 'ProjectList');
const ProjectCreateRoute = guardedPage('inventory.manage', () => import('./ProjectCreate.tsx'), 'ProjectCreate');
const ProjectPageRoute = guardedPage('inventory.view', () => import('./ProjectPage.tsx'), 'ProjectPage');

export default {
  list: ProjectListRoute,
  create: ProjectCreateRoute,
  edit: ProjectPageRoute,
  icon: FoundationIcon,
  recordRepresentation: (record: Project) => record.name,
};
