// A message's outcome (messageOutcome, src/shared/contacts.ts) as a coloured chip: pending ones neutral, messages that
// went out green, messages only logged outlined (nothing left the machine), failures red.
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { messageOutcome, type MessageLog, type MessageOutcome } from '../../shared/contacts.ts';

const OUTCOME_COLORS: Record<MessageOutcome, 'default' | 'info' | 'success' | 'error'> = {
  queued: 'default',
  sending: 'info',
  sent: 'success',
  delivered: 'success',
  logged: 'default',
  failed: 'error',
};

export function MessageStatusChip({ log }: { log: Pick<MessageLog, 'provider' | 'status'> }) {
  const translate = useTranslate();
  const outcome = messageOutcome(log);
  return (
    <Chip
      size="small"
      color={OUTCOME_COLORS[outcome]}
      variant={outcome === 'logged' ? 'outlined' : 'filled'}
      label={translate(`contacts.message_statuses.${outcome}`)}
    />
  );
}
