// The audit screen behind its matrix action (audit.view, the super admin's).
import { RequireAction } from '../routing/guards.tsx';
import { AuditLogList } from './AuditLogList.tsx';

export function AuditLogListRoute() {
  return (
    <RequireAction action="audit.view">
      <AuditLogList />
    </RequireAction>
  );
}
