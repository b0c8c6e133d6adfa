// What became of a message, as one status a person can trust: the `log` provider records a message
// without sending it, so its "sent" is "logged only, not sent"; every other status reads as is.
import type { MessageLog, MessageStatus } from '../../shared/contacts.ts';

export type MessageOutcome = MessageStatus | 'logged';

export function messageOutcome(log: Pick<MessageLog, 'provider' | 'status'>): MessageOutcome {
  if (log.provider === 'log' && (log.status === 'sent' || log.status === 'delivered')) return 'logged';
  return log.status;
}
