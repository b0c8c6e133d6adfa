// A small form's server errors: run a call; on a 422 its per-field messages are kept to show
// under the fields (and the message is notified), on success they are cleared.
import { useCallback, useState } from 'react';
import { useNotify } from 'react-admin';
import { useNotifyError } from '../../errors/useNotifyError.ts';
import { fieldErrorsOf } from '../../providers/apiError.ts';

export function useFieldErrors() {
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const submit = useCallback(
    async (call: () => Promise<unknown>, success: string): Promise<boolean> => {
      setPending(true);
      try {
        await call();
        setErrors({});
        notify(success, { type: 'success' });
        return true;
      } catch (error) {
        notifyError(error);
        setErrors(fieldErrorsOf(error) ?? {});
        return false;
      } finally {
        setPending(false);
      }
    },
    [notify, notifyError],
  );
  return { errors, pending, submit };
}
