// One audit entry in a side drawer: the row's facts and its details (the route, the status, the
// fields a change touched, a new role or status…) as indented JSON.
import { Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormatDateTime } from '../i18n/useFormatDateTime.ts';
import { DetailField, DetailsDrawer, JsonBlock } from '../layout/DetailsDrawer.tsx';
import { AuditAction, AuditActor, auditField, auditSubject } from './AuditEntryParts.tsx';
import type { AuditEntry } from './auditTypes.ts';

function EntryDetails({ entry }: { entry: AuditEntry }) {
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  const hasDetails = Object.keys(entry.details).length > 0;
  return (
    <Stack spacing={2}>
      <DetailField label={auditField('occurred_at')}>{formatDateTime(entry.occurred_at)}</DetailField>
      <DetailField label={auditField('user_id')}>
        <AuditActor entry={entry} />
      </DetailField>
      <DetailField label={auditField('action')}>
        <AuditAction action={entry.action} />
      </DetailField>
      <DetailField label={auditField('subject')}>{auditSubject(entry) || '—'}</DetailField>
      <DetailField label={auditField('organization_name')}>{entry.organization_name ?? '—'}</DetailField>
      <DetailField label={auditField('ip')}>{entry.ip ?? '—'}</DetailField>
      <DetailField label={auditField('details')}>
        {hasDetails ? <JsonBlock value={entry.details} label={auditField('details')} /> : translate('audit.no_details')}
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
