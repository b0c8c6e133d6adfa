// A small form's server errors: run a call; on a 422 its per-field messages are kept to show
// under the fields (and the message is notified), on success they are cleared and the success
// notified. The saving itself is forms/useFieldSave.ts.
import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { useFieldSave } from '../../forms/useFieldSave.ts';

export function useFieldErrors() {
  const notify = useNotify();
  const { save, pending, errors, setErrors } = useFieldSave();
  const submit = useCallback(
    (call: () => Promise<unknown>, success: string): Promise<boolean> =>
      save(async () => {
        await call();
        setErrors({});
        notify(success, { type: 'success' });
      }),
    [save, setErrors, notify],
  );
  return { errors, pending, submit };
}
