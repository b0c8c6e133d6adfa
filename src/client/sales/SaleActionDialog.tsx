// A sale's action behind a button and a dialog (record a payment or a refund, cancel the sale,
// bounce a cheque): the button opens it (`onOpen` resets its fields), confirm posts `request()`
// while `ready`, and the sale is refreshed with a notice; the server's refusal shows as its message
// and keeps the dialog open.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, type ButtonProps } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useServerAction } from '../forms/useServerAction.ts';
import type { ApiRequest } from '../providers/httpClient.ts';
import { useApi } from '../providers/useApi.ts';
import { useRefreshSales } from './salesApi.ts';

export interface SaleActionDialogProps {
  /** The button's label, the dialog's title, its explanation and its confirm button, translated. */
  label: string;
  title: string;
  content: ReactNode;
  confirm: string;
  /** The notice once done (a translation key). */
  success: string;
  /** A destructive action: red buttons. */
  danger?: boolean;
  /** The opening button's look. */
  buttonProps?: ButtonProps;
  ready: boolean;
  onOpen?: () => void;
  request: () => ApiRequest;
  children: ReactNode;
}

export function SaleActionDialog({
  label,
  title,
  content,
  confirm,
  success,
  danger,
  buttonProps,
  ready,
  onOpen,
  request,
  children,
}: SaleActionDialogProps) {
  const translate = useTranslate();
  const api = useApi();
  const refresh = useRefreshSales();
  const { run, pending } = useServerAction();
  const [open, setOpen] = useState(false);
  const start = () => {
    onOpen?.();
    setOpen(true);
  };
  const submit = async () => {
    const done = await run(() => api.call(request()), { success, afterwards: refresh });
    if (done) setOpen(false);
  };
  return (
    <>
      <Button color={danger ? 'error' : undefined} {...buttonProps} onClick={start}>
        {label}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: 1 }}>
          <DialogContentText>{content}</DialogContentText>
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button color={danger ? 'error' : undefined} variant="contained" disabled={pending || !ready} onClick={submit}>
            {confirm}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
