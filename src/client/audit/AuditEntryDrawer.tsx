// One audit entry in a side drawer: the row's facts and its details (the route, the status, the
// fields a change touched, a new role or status…) as indented JSON.
import CloseIcon from '@mui/icons-material/Close';
import { Box, Drawer, IconButton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useFormatDateTime } from '../i18n/useFormatDateTime.ts';
import { AuditAction, AuditActor, auditField, auditSubject } from './AuditEntryParts.tsx';
import type { AuditEntry } from './auditTypes.ts';

function Field({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography component="div" variant="body2">
        {children}
      </Typography>
    </Box>
  );
}

function EntryDetails({ entry }: { entry: AuditEntry }) {
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  const hasDetails = Object.keys(entry.details).length > 0;
  return (
    <Stack spacing={2}>
      <Field label={auditField('occurred_at')}>{formatDateTime(entry.occurred_at)}</Field>
      <Field label={auditField('user_id')}>
        <AuditActor entry={entry} />
      </Field>
      <Field label={auditField('action')}>
        <AuditAction action={entry.action} />
      </Field>
      <Field label={auditField('subject')}>{auditSubject(entry) || '—'}</Field>
      <Field label={auditField('organization_name')}>{entry.organization_name ?? '—'}</Field>
      <Field label={auditField('ip')}>{entry.ip ?? '—'}</Field>
      <Field label={auditField('details')}>
        {hasDetails ? (
          <Box component="pre" aria-label={translate(auditField('details'))} sx={{ m: 0, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', overflowX: 'auto', fontSize: 12 }}>
            {JSON.stringify(entry.details, null, 2)}
          </Box>
        ) : (
          translate('audit.no_details')
        )}
      </Field>
    </Stack>
  );
}

export function AuditEntryDrawer({ entry, onClose }: { entry: AuditEntry | null; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Drawer anchor="right" open={entry !== null} onClose={onClose}>
      <Box sx={{ width: { xs: '100vw', sm: 480 }, boxSizing: 'border-box', p: 2 }} role="region" aria-label={translate('audit.details')}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Typography variant="h6">{translate('audit.details')}</Typography>
          <IconButton onClick={onClose} aria-label={translate('ra.action.close')}>
            <CloseIcon />
          </IconButton>
        </Stack>
        {entry && <EntryDetails entry={entry} />}
      </Box>
    </Drawer>
  );
}
