// The ONE way to tell the user a call failed (docs/product.md section 8): a negative notification with
// the error's message. Server messages are shown as sent; our own errors carry translation keys.
import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { GENERIC_HTTP_ERROR } from '../providers/apiError.ts';
import { isVersionConflict } from '../versions/recordVersion.ts';

export function errorMessageOf(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message !== '' ? message : GENERIC_HTTP_ERROR;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export function useNotifyError(): (error: unknown) => void {
  const notify = useNotify();
  return useCallback(
    (error: unknown) => {
      // A cancelled call is not a failure the user should hear about.
      if (isAbort(error)) return;
      // A stale version is told by the conflict dialog (versions/VersionConflictDialog.tsx).
      if (isVersionConflict(error)) return;
      const message = errorMessageOf(error);
      // `_` makes a server's literal text show as itself instead of being looked up as a key.
      notify(message, { type: 'error', messageArgs: { _: message } });
    },
    [notify],
  );
}
