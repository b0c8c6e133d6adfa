// A message log's status as a coloured chip: pending ones neutral, delivered ones green, failures red.
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MessageStatus } from '../../shared/contacts.ts';

const STATUS_COLORS: Record<MessageStatus, 'default' | 'info' | 'success' | 'error'> = {
  queued: 'default',
  sending: 'info',
  sent: 'success',
  delivered: 'success',
  failed: 'error',
};

export function MessageStatusChip({ status }: { status: MessageStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={STATUS_COLORS[status]} label={translate(`contacts.message_statuses.${status}`)} />;
}
