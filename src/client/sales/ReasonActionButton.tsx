// A sale's action that asks for a reason before it is posted (a bounced cheque): the button, its
// dialog with the reason, and the call; the server's refusal shows as its message and keeps the
// dialog open.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useServerAction } from '../forms/useServerAction.ts';
import type { ApiRequest } from '../providers/httpClient.ts';
import { useApi } from '../providers/useApi.ts';
import { useRefreshSales } from './salesApi.ts';

export interface ReasonActionTexts {
  /** The button's label. */
  action: string;
  title: string;
  content: string;
  confirm: string;
  /** The notice once done. */
  done: string;
}

export function ReasonActionButton({
  path,
  texts,
  titleOptions,
  size,
}: {
  /** Where the reason is posted, as `api.call` takes it. */
  path: ApiRequest['path'];
  /** Translation keys. */
  texts: ReasonActionTexts;
  titleOptions?: Record<string, string | number>;
  size?: 'small' | 'medium';
}) {
  const translate = useTranslate();
  const api = useApi();
  const refresh = useRefreshSales();
  const { run, pending } = useServerAction();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const submit = async () => {
    const done = await run(() => api.call({ method: 'POST', path, data: { reason } }), { success: texts.done, afterwards: refresh });
    if (done) setOpen(false);
  };
  return (
    <>
      <Button size={size} color="error" onClick={() => setOpen(true)}>
        {translate(texts.action)}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{translate(texts.title, titleOptions)}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate(texts.content)}</DialogContentText>
          <TextField
            label={translate('sales.fields.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
            fullWidth
            multiline
            minRows={2}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button color="error" variant="contained" disabled={pending || reason.trim() === ''} onClick={submit}>
            {translate(texts.confirm)}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
