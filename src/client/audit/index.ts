// The audit log resource (`audit-logs`): the list at /audit-logs for the super admin
// (audit.view); anyone else gets the not-found page and no call.
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { lazyPage } from '../routing/lazyPage.tsx';

const AuditLogListRoute = lazyPage(() => import('./auditRoutes.tsx'), 'AuditLogListRoute');

export default {
  list: AuditLogListRoute,
  icon: ManageSearchIcon,
};
