// The pieces of an audit entry the list and the drawer both show: who, which action, on what.
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AUDIT_LOGS, type AuditEntry } from './auditTypes.ts';
import { useAuditActionLabel } from './useAuditActionLabel.ts';

export const auditField = (name: string) => `resources.${AUDIT_LOGS}.fields.${name}`;

/** The user, or for a call nobody was signed in for (a failed sign-in) the email it named. */
export function AuditActor({ entry }: { entry: AuditEntry }) {
  const translate = useTranslate();
  const email = typeof entry.details.email === 'string' ? entry.details.email : null;
  if (entry.user_name) {
    return (
      <>
        {entry.user_name}
        <Typography component="div" variant="caption" color="text.secondary">
          {entry.user_email}
        </Typography>
      </>
    );
  }
  return <>{email ?? translate('audit.nobody')}</>;
}

export function AuditAction({ action }: { action: string }) {
  const actionLabel = useAuditActionLabel();
  const label = actionLabel(action);
  return (
    <>
      {label}
      {label !== action && (
        <Typography component="div" variant="caption" color="text.secondary">
          {action}
        </Typography>
      )}
    </>
  );
}

export const auditSubject = (entry: AuditEntry) => (entry.subject_type ? `${entry.subject_type} #${entry.subject_id}` : '');
