// The projects resource (`inventory/projects`): list and page for the view roles, create (and the
// page's edit form) for managers. A role without the action gets the not-found page and no call.
import FoundationIcon from '@mui/icons-material/Foundation';
import type { Project } from '../../../shared/inventory.ts';
import { RequireAction } from '../../routing/guards.tsx';
import { lazyPage } from '../../routing/lazyPage.tsx';

const ProjectCreate = lazyPage(() => import('./ProjectCreate.tsx'), 'ProjectCreate');
const ProjectList = lazyPage(() => import('./ProjectList.tsx'), 'ProjectList');
const ProjectPage = lazyPage(() => import('./ProjectPage.tsx'), 'ProjectPage');

function ProjectListRoute() {
  return (
    <RequireAction action="inventory.view">
      <ProjectList />
    </RequireAction>
  );
}

function ProjectCreateRoute() {
  return (
    <RequireAction action="inventory.manage">
      <ProjectCreate />
    </RequireAction>
  );
}

function ProjectPageRoute() {
  return (
    <RequireAction action="inventory.view">
      <ProjectPage />
    </RequireAction>
  );
}

export default {
  list: ProjectListRoute,
  create: ProjectCreateRoute,
  edit: ProjectPageRoute,
  icon: FoundationIcon,
  recordRepresentation: (record: Project) => record.name,
};
