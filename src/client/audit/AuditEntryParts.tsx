// The pieces of an audit entry the list and the drawer both show: who, which action, on what,
// in which organization.
import { Link as MuiLink, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useCan } from '../providers/useCan.ts';
import { useSession } from '../providers/useSession.ts';
import { AUDIT_SUBJECT_PAGES, isDeletion } from './auditSubjectPages.ts';
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

/** The page the subject opens at, when the viewer may open it (auditSubjectPages.ts). */
function useSubjectHref(entry: AuditEntry): string | null {
  const can = useCan();
  const session = useSession();
  const page = entry.subject_type ? AUDIT_SUBJECT_PAGES[entry.subject_type] : undefined;
  if (!page || entry.subject_id === null || isDeletion(entry.action) || !can(page.action)) return null;
  const reachable =
    (page.everywhere !== undefined && can(page.everywhere)) ||
    (entry.subject_organization_id !== null && entry.subject_organization_id === session.organizationId);
  return reachable ? page.path(entry.subject_id) : null;
}

/** "Lead Sara Al Nuaimi", "Sale offer SO-2026-000003" (a link when the viewer may open it); "Lead #907" without a name. */
export function AuditSubject({ entry }: { entry: AuditEntry }) {
  const translate = useTranslate();
  const href = useSubjectHref(entry);
  if (!entry.subject_type) return <>{'—'}</>;
  const text = translate('audit.subject', {
    type: translate(`audit.subjects.${entry.subject_type}`, { _: entry.subject_type }),
    name: entry.subject_label ?? `#${entry.subject_id}`,
  });
  if (!href) return <>{text}</>;
  return (
    <MuiLink component={Link} to={href} onClick={(event) => event.stopPropagation()}>
      {text}
    </MuiLink>
  );
}

/** The organization the entry is about: its subject's, else the one it was done in. */
export const auditOrganization = (entry: AuditEntry) => entry.subject_organization_name ?? entry.organization_name ?? '—';
