// One message log in a side drawer (GET messenger/logs/{id}): what became of it, recipient,
// template, the body as rendered for the recipient, the variables it was rendered with, and what
// the provider answered or the error that stopped it.
import { Alert, Box, Stack, Typography } from '@mui/material';
import { Fragment } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import type { MessageLogDetail } from '../../shared/contacts.ts';
import { useFormatDateTime } from '../i18n/useFormatDateTime.ts';
import { DetailField, DetailsDrawer, JsonBlock } from '../layout/DetailsDrawer.tsx';
import { PhoneText } from '../layout/PhoneText.tsx';
import { QueryFallback } from '../layout/QueryFallback.tsx';
import { MessageStatusChip } from './MessageStatusChip.tsx';
import { hasPendingMessages, PENDING_POLL_MS } from './pendingMessages.ts';

/** The values the body was filled with, one per line, as `name: value`. */
function MessageVariables({ variables }: { variables: Record<string, string> }) {
  const translate = useTranslate();
  const entries = Object.entries(variables);
  if (entries.length === 0) return <>{translate('contacts.messenger.no_variables')}</>;
  return (
    <Box
      component="dl"
      aria-label={translate('resources.messenger/logs.fields.variables')}
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2 }}
    >
      {entries.map(([name, value]) => (
        <Fragment key={name}>
          <Box component="dt" sx={{ fontFamily: 'monospace' }}>
            {name}
          </Box>
          <Box component="dd" sx={{ m: 0 }}>
            {value}
          </Box>
        </Fragment>
      ))}
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
        <MessageStatusChip log={log} />
        <Typography variant="body2">{translate(`contacts.providers.${log.provider}`)}</Typography>
      </Stack>
      <DetailField label={field('recipient')}>
        {log.recipient_name} · <PhoneText phone={log.recipient_phone} />
      </DetailField>
      <DetailField label={field('template')}>{log.template?.name ?? '—'}</DetailField>
      <DetailField label={field('sender')}>{log.sender?.full_name ?? '—'}</DetailField>
      <DetailField label={field('created_at')}>{formatDateTime(log.created_at)}</DetailField>
      <DetailField label={field('sent_at')}>{formatDateTime(log.sent_at) ?? '—'}</DetailField>
      <DetailField label={field('body')}>
        <Box sx={{ whiteSpace: 'pre-wrap', p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }} aria-label={translate(field('body'))}>
          {log.body}
        </Box>
      </DetailField>
      {/* Until the detail answers, react-admin shows the list's row, which has no variables. */}
      {log.variables && (
        <DetailField label={field('variables')}>
          <MessageVariables variables={log.variables} />
        </DetailField>
      )}
      {log.error && <Alert severity="error">{log.error}</Alert>}
      {log.provider_message_id && <DetailField label={field('provider_message_id')}>{log.provider_message_id}</DetailField>}
      <DetailField label={field('provider_response')}>
        {log.provider_response == null ? translate('contacts.messenger.no_provider_response') : <JsonBlock value={log.provider_response} />}
      </DetailField>
    </Stack>
  );
}

export function MessageLogDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const log = useGetOne<MessageLogDetail>(
    'messenger/logs',
    { id: id ?? 0 },
    {
      enabled: id !== null,
      refetchInterval: (query) => (hasPendingMessages(query.state.data ? [query.state.data] : []) ? PENDING_POLL_MS : false),
    },
  );
  return (
    <DetailsDrawer open={id !== null} title="contacts.messenger.details" onClose={onClose}>
      {log.data ? <LogDetails log={log.data} /> : <QueryFallback error={log.error} />}
    </DetailsDrawer>
  );
}
