// The one way a form sends itself to the server: run the call; on failure, tell the user (a
// notification with the server's message) and hand the per-field messages of a 422 back to
// react-admin's <Form>, which shows each under its field (docs/product.md sections 5 and 8).
import { useCallback } from 'react';
import { useNotifyError } from '../errors/useNotifyError.ts';
import { fieldErrorsOf } from '../providers/apiError.ts';

export function useFormSubmission<Values>(
  send: (values: Values) => Promise<unknown>,
): (values: Values) => Promise<Record<string, string> | undefined> {
  const notifyError = useNotifyError();
  return useCallback(
    async (values: Values) => {
      try {
        await send(values);
        return undefined;
      } catch (error) {
        notifyError(error);
        return fieldErrorsOf(error);
      }
    },
    [send, notifyError],
  );
}
