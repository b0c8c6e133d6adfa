// The deal screens' routes (docs/product.md section 2): the board and the list of a pipeline, and the
// "Deals" entry that opens the default pipeline's board; all behind crm.interact.
import { Route } from 'react-router-dom';
import { guardedPage } from '../../routing/lazyPage.tsx';

const DealListPage = guardedPage('crm.interact', () => import('./DealListPage.tsx'), 'DealListPage');
const DefaultPipelineRedirect = guardedPage('crm.interact', () => import('./DefaultPipelineRedirect.tsx'), 'DefaultPipelineRedirect');
const KanbanPage = guardedPage('crm.interact', () => import('./KanbanPage.tsx'), 'KanbanPage');

export const DEALS_PATH = '/crm/pipelines/kanban';

export const dealRoutes = [
  <Route key="deals" path={DEALS_PATH} element={<DefaultPipelineRedirect />} />,
  <Route key="kanban" path={`${DEALS_PATH}/:id`} element={<KanbanPage />} />,
  <Route key="list" path="/crm/pipelines/list/:id" element={<DealListPage />} />,
];
