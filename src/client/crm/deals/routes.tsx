// The deal screens' routes (SPEC.md section 2): the board and the list of a pipeline, and the
// "Deals" entry that opens the default pipeline's board; all behind crm.interact.
import { Route } from 'react-router-dom';
import { RequireAction } from '../../routing/guards.tsx';
import { lazyPage } from '../../routing/lazyPage.tsx';

const DealListPage = lazyPage(() => import('./DealListPage.tsx'), 'DealListPage');
const DefaultPipelineRedirect = lazyPage(() => import('./DefaultPipelineRedirect.tsx'), 'DefaultPipelineRedirect');
const KanbanPage = lazyPage(() => import('./KanbanPage.tsx'), 'KanbanPage');

export const DEALS_PATH = '/crm/pipelines/kanban';

export const dealRoutes = [
  <Route
    key="deals"
    path={DEALS_PATH}
    element={
      <RequireAction action="crm.interact">
        <DefaultPipelineRedirect />
      </RequireAction>
    }
  />,
  <Route
    key="kanban"
    path={`${DEALS_PATH}/:id`}
    element={
      <RequireAction action="crm.interact">
        <KanbanPage />
      </RequireAction>
    }
  />,
  <Route
    key="list"
    path="/crm/pipelines/list/:id"
    element={
      <RequireAction action="crm.interact">
        <DealListPage />
      </RequireAction>
    }
  />,
];
