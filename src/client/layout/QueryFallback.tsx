// What a block shows while its data is not there: a spinner while loading, the error's message
// (as the server sent it) once loading failed.
import { Alert, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { errorMessageOf } from '../errors/useNotifyError.ts';

export function QueryFallback({ error }: { error: unknown }) {
  const translate = useTranslate();
  if (!error) return <CircularProgress size={24} aria-label={translate('layout.loading')} />;
  const message = errorMessageOf(error);
  return <Alert severity="error">{translate(message, { _: message })}</Alert>;
}
