// A hand-built form's save (MUI fields in local state, not react-admin's <Form>): while the call
// runs the form waits (`pending`); a failure is notified with the server's message and a 422's
// per-field messages are kept to show under the fields (`errors`). Resolves true on success.
// react-admin forms use useFormSubmission.ts instead; buttons without fields, useServerAction.ts.
import { useCallback, useState } from 'react';
import { useNotifyError } from '../errors/useNotifyError.ts';
import { fieldErrorsOf } from '../providers/apiError.ts';

export function useFieldSave() {
  const notifyError = useNotifyError();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const save = useCallback(
    async (call: () => Promise<unknown>): Promise<boolean> => {
      setPending(true);
      try {
        await call();
        return true;
      } catch (error) {
        notifyError(error);
        setErrors(fieldErrorsOf(error) ?? {});
        return false;
      } finally {
        setPending(false);
      }
    },
    [notifyError],
  );
  return { save, pending, errors, setErrors };
}
