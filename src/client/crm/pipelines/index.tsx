// The pipelines resource (`crm/pipelines`): list, create and the pipeline's page (the edit slot,
// with its stages), every page behind crm.pipelines.manage (the organization's admins).
import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import type { Pipeline } from '../../../shared/deals.ts';
import { guardedPage } from '../../routing/lazyPage.tsx';

const PipelineCreate = guardedPage('crm.pipelines.manage', () => import('./PipelinePages.tsx'), 'PipelineCreate');
const PipelineEdit = guardedPage('crm.pipelines.manage', () => import('./PipelinePages.tsx'), 'PipelineEdit');
const PipelineList = guardedPage('crm.pipelines.manage', () => import('./PipelinePages.tsx'), 'PipelineList');

export default {
  list: PipelineList,
  create: PipelineCreate,
  edit: PipelineEdit,
  icon: ViewKanbanIcon,
  recordRepresentation: (record: Pipeline) => record.name,
};
