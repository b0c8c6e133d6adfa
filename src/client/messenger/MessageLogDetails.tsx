// One message log in a side drawer (GET messenger/logs/{id}): recipient, template, the body as
// rendered for the recipient, the variables it was rendered with, and what the provider answered
// or the error that stopped it.
import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, Drawer, IconButton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import type { MessageLogDetail } from '../../shared/contacts.ts';
import { useFormatDateTime } from '../i18n/useFormatDateTime.ts';
import { QueryFallback } from '../layout/QueryFallback.tsx';
import { MessageStatusChip } from './MessageStatusChip.tsx';
import { hasPendingMessages, PENDING_POLL_MS } from './pendingMessages.ts';

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

function LogDetails({ log }: { log: MessageLogDetail }) {
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  const field = (name: string) => `resources.messenger/logs.fields.${name}`;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <MessageStatusChip status={log.status} />
        <Typography variant="body2">{translate(`contacts.providers.${log.provider}`)}</Typography>
      </Stack>
      <Field label={field('recipient')}>
        {log.recipient_name} · {log.recipient_phone}
      </Field>
      <Field label={field('template')}>{log.template?.name ?? '—'}</Field>
      <Field label={field('sender')}>{log.sender?.full_name ?? '—'}</Field>
      <Field label={field('created_at')}>{formatDateTime(log.created_at)}</Field>
      <Field label={field('sent_at')}>{formatDateTime(log.sent_at) ?? '—'}</Field>
      <Field label={field('body')}>
        <Box sx={{ whiteSpace: 'pre-wrap', p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }} aria-label={translate(field('body'))}>
          {log.body}
        </Box>
      </Field>
      {log.error && <Alert severity="error">{log.error}</Alert>}
      {log.provider_message_id && <Field label={field('provider_message_id')}>{log.provider_message_id}</Field>}
      <Field label={field('provider_response')}>
        {log.provider_response == null ? (
          translate('contacts.messenger.no_provider_response')
        ) : (
          <Box component="pre" sx={{ m: 0, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', overflowX: 'auto', fontSize: 12 }}>
            {JSON.stringify(log.provider_response, null, 2)}
          </Box>
        )}
      </Field>
    </Stack>
  );
}

export function MessageLogDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const translate = useTranslate();
  const log = useGetOne<MessageLogDetail>(
    'messenger/logs',
    { id: id ?? 0 },
    { enabled: id !== null, refetchInterval: (query) => (hasPendingMessages(query.state.data ? [query.state.data] : []) ? PENDING_POLL_MS : false) },
  );
  return (
    <Drawer anchor="right" open={id !== null} onClose={onClose}>
      <Box sx={{ width: { xs: '100vw', sm: 480 }, boxSizing: 'border-box', p: 2 }} role="region" aria-label={translate('contacts.messenger.details')}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Typography variant="h6">{translate('contacts.messenger.details')}</Typography>
          <IconButton onClick={onClose} aria-label={translate('ra.action.close')}>
            <CloseIcon />
          </IconButton>
        </Stack>
        {log.data ? <LogDetails log={log.data} /> : <QueryFallback error={log.error} />}
      </Box>
    </Drawer>
  );
}
