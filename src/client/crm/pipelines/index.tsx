// The pipelines resource (`crm/pipelines`): list, create and the pipeline's page (the edit slot,
// with its stages), every page behind crm.pipelines.manage (the organization's admins).
import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import type { Pipeline } from '../../../shared/deals.ts';
import { RequireAction } from '../../routing/guards.tsx';
import { lazyPage } from '../../routing/lazyPage.tsx';

const PipelineCreate = lazyPage(() => import('./PipelinePages.tsx'), 'PipelineCreate');
const PipelineEdit = lazyPage(() => import('./PipelinePages.tsx'), 'PipelineEdit');
const PipelineList = lazyPage(() => import('./PipelinePages.tsx'), 'PipelineList');

const guarded = (Page: () => React.JSX.Element) =>
  function PipelineRoute() {
    return (
      <RequireAction action="crm.pipelines.manage">
        <Page />
      </RequireAction>
    );
  };

export default {
  list: guarded(PipelineList),
  create: guarded(PipelineCreate),
  edit: guarded(PipelineEdit),
  icon: ViewKanbanIcon,
  recordRepresentation: (record: Pipeline) => record.name,
};
