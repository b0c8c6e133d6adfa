// The messenger resource (`messenger/logs`): the logs at /messenger/logs (messenger.logs) and the
// templates tab at /messenger/logs/templates (messenger.templates); a role without the action gets
// the not-found page and no call.
import ForumIcon from '@mui/icons-material/Forum';
import { Route } from 'react-router-dom';
import { RequireAction } from '../routing/guards.tsx';
import { lazyPage } from '../routing/lazyPage.tsx';

const MessageLogList = lazyPage(() => import('./MessageLogList.tsx'), 'MessageLogList');
const TemplateList = lazyPage(() => import('./TemplateList.tsx'), 'TemplateList');

function MessageLogListRoute() {
  return (
    <RequireAction action="messenger.logs">
      <MessageLogList />
    </RequireAction>
  );
}

function TemplateListRoute() {
  return (
    <RequireAction action="messenger.templates">
      <TemplateList />
    </RequireAction>
  );
}

export default {
  list: MessageLogListRoute,
  icon: ForumIcon,
  children: <Route path="templates" element={<TemplateListRoute />} />,
};
