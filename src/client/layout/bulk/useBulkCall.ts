// The call behind a list's bulk action (leads, deals, companies): sends the selected ids with the
// action's fields, says how it went, clears the selection and refreshes what the list shows.
import { useDataProvider, useListContext, useNotify } from 'react-admin';
import { useNotifyError } from '../../errors/useNotifyError.ts';
import type { AppDataProvider } from '../../providers/dataProvider.ts';

export interface BulkCallOptions {
  /** Refreshes what the list and its neighbours show; awaited when it returns a promise. */
  refresh: () => unknown;
  /** The notice when the server's answer carries no message of its own; `smart_count` is how many were selected. */
  done: string;
  /** Always say `done`, even when the server words its own message. */
  ownNotice?: boolean;
}

export interface BulkRequest {
  method?: 'POST' | 'PATCH';
  path: string;
  /** The action's fields; the selected ids are added as `ids`. */
  data: Record<string, unknown>;
}

export function useBulkCall({ refresh, done, ownNotice = false }: BulkCallOptions): (request: BulkRequest) => Promise<void> {
  const api = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const { selectedIds, onUnselectItems } = useListContext();
  return async ({ method = 'POST', path, data }) => {
    try {
      const answer = await api.call<{ message?: string }>({ method, path, data: { ids: selectedIds, ...data } });
      const message = ownNotice ? undefined : answer?.message;
      notify(message ?? done, { type: 'info', messageArgs: { _: message, smart_count: selectedIds.length } });
      onUnselectItems();
      await refresh();
    } catch (error) {
      notifyError(error);
    }
  };
}
