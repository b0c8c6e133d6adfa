// One audit entry in a side drawer: the row's facts and its details (a role or status old → new,
// the fields a change touched, the request and its answer…) as labelled lines.
import { Stack } from '@mui/material';
import { useFormatDateTime } from '../i18n/useFormatDateTime.ts';
import { DetailField, DetailsDrawer } from '../layout/DetailsDrawer.tsx';
import { AuditDetails } from './AuditDetails.tsx';
import { AuditAction, AuditActor, auditField, auditOrganization, AuditSubject } from './AuditEntryParts.tsx';
import type { AuditEntry } from './auditTypes.ts';

function EntryDetails({ entry }: { entry: AuditEntry }) {
  const formatDateTime = useFormatDateTime();
  return (
    <Stack spacing={2}>
      <DetailField label={auditField('occurred_at')}>{formatDateTime(entry.occurred_at)}</DetailField>
      <DetailField label={auditField('user_id')}>
        <AuditActor entry={entry} />
      </DetailField>
      <DetailField label={auditField('action')}>
        <AuditAction action={entry.action} />
      </DetailField>
      <DetailField label={auditField('subject')}>
        <AuditSubject entry={entry} />
      </DetailField>
      <DetailField label={auditField('organization_name')}>{auditOrganization(entry)}</DetailField>
      <DetailField label={auditField('ip')}>{entry.ip ?? '—'}</DetailField>
      <DetailField label={auditField('details')}>
        <AuditDetails entry={entry} label={auditField('details')} />
      </DetailField>
    </Stack>
  );
}

export function AuditEntryDrawer({ entry, onClose }: { entry: AuditEntry | null; onClose: () => void }) {
  return (
    <DetailsDrawer open={entry !== null} title="audit.details" onClose={onClose}>
      {entry && <EntryDetails entry={entry} />}
    </DetailsDrawer>
  );
}
