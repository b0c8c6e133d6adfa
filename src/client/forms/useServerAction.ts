// The one way a button runs a call: while it runs the button waits (`pending`), success is told
// with a notification and followed by `afterwards` (usually refreshing the lists it changed), failure
// with the server's message (useNotifyError). Resolves true on success.
import { useCallback, useState } from 'react';
import { useNotify } from 'react-admin';
import { useNotifyError } from '../errors/useNotifyError.ts';

export interface ServerActionOptions {
  /** Translation key of the success notification, and its arguments. */
  success?: string;
  successArgs?: Record<string, unknown>;
  afterwards?: () => unknown;
}

export function useServerAction(): {
  run: (call: () => Promise<unknown>, options?: ServerActionOptions) => Promise<boolean>;
  pending: boolean;
} {
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [pending, setPending] = useState(false);
  const run = useCallback(
    async (call: () => Promise<unknown>, options: ServerActionOptions = {}) => {
      setPending(true);
      try {
        await call();
        if (options.success) notify(options.success, { type: 'success', messageArgs: options.successArgs });
        await options.afterwards?.();
        return true;
      } catch (error) {
        notifyError(error);
        return false;
      } finally {
        setPending(false);
      }
    },
    [notify, notifyError],
  );
  return { run, pending };
}
