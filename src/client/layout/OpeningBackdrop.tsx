// What a part loaded on first use (layout/lazyComponent.tsx) shows while its chunk arrives: a
// backdrop over the screen with a spinner, where the drawer or dialog is about to open.
import { Backdrop, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

export function OpeningBackdrop() {
  const translate = useTranslate();
  return (
    <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.modal }}>
      <CircularProgress aria-label={translate('layout.loading')} />
    </Backdrop>
  );
}
