// The audit log resource (`audit-logs`): the list at /audit-logs for the super admin
// (audit.view); anyone else gets the not-found page, and neither the screen's chunk nor its calls.
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { guardedPage } from '../routing/lazyPage.tsx';

const AuditLogListRoute = guardedPage('audit.view', () => import('./AuditLogList.tsx'), 'AuditLogList');

export default {
  list: AuditLogListRoute,
  icon: ManageSearchIcon,
};
