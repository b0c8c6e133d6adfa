// The audit log resource (`audit-logs`): the list at /audit-logs for the super admin
// (audit.view); anyone else gets the not-found page, and neither the screen's chunk nor its calls.
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { RequireAction } from '../routing/guards.tsx';
import { lazyPage } from '../routing/lazyPage.tsx';

const AuditLogList = lazyPage(() => import('./AuditLogList.tsx'), 'AuditLogList');

function AuditLogListRoute() {
  return (
    <RequireAction action="audit.view">
      <AuditLogList />
    </RequireAction>
  );
}

export default {
  list: AuditLogListRoute,
  icon: ManageSearchIcon,
};
