// The messenger resource (`messenger/logs`): the logs at /messenger/logs (messenger.logs) and the
// templates tab at /messenger/logs/templates (messenger.templates); a role without the action gets
// the not-found page and no call.
import ForumIcon from '@mui/icons-material/Forum';
import { Route } from 'react-router-dom';
import { guardedPage } from '../routing/lazyPage.tsx';

const MessageLogListRoute = guardedPage('messenger.logs', () => import('./MessageLogList.tsx'), 'MessageLogList');
const TemplateListRoute = guardedPage('messenger.templates', () => import('./TemplateList.tsx'), 'TemplateList');

export default {
  list: MessageLogListRoute,
  icon: ForumIcon,
  children: <Route path="templates" element={<TemplateListRoute />} />,
};
