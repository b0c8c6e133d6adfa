// The accent-coloured bar at the very top while react-admin has calls in flight (docs/product.md section 9).
import { LinearProgress } from '@mui/material';
import { useLoading, useTranslate } from 'react-admin';

export function LoadingBar() {
  const loading = useLoading();
  const translate = useTranslate();
  if (!loading) return null;
  return (
    <LinearProgress
      color="secondary"
      aria-label={translate('layout.loading')}
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.appBar + 1 }}
    />
  );
}
