// The logs fill in the background: while a shown message is still on its way the list asks again.
import type { GetListResult } from 'react-admin';
import type { MessageLog, MessageStatus } from '../../shared/contacts.ts';

export const PENDING_MESSAGE_STATUSES: readonly MessageStatus[] = ['queued', 'sending'];
/** How often the logs ask again while some are pending. */
export const PENDING_POLL_MS = 3_000;

export function hasPendingMessages(logs: readonly Pick<MessageLog, 'status'>[] | undefined): boolean {
  return (logs ?? []).some((log) => PENDING_MESSAGE_STATUSES.includes(log.status));
}

/** react-query's refetchInterval for the logs list: every few seconds while any is pending, else never. */
export function pendingRefetchInterval(query: { state: { data?: GetListResult<MessageLog> } }): number | false {
  return hasPendingMessages(query.state.data?.data) ? PENDING_POLL_MS : false;
}
