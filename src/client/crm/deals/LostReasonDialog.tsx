// Marking a deal lost needs its reason (PATCH crm/deals/{id}/status {status: 'lost', lost_reason}):
// the dialog will not confirm without one.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

export function LostReasonDialog({
  title,
  onClose,
  onConfirm,
}: {
  title: string;
  onClose: () => void;
  onConfirm: (reason: string) => Promise<unknown>;
}) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const missing = reason.trim() === '';
  const confirm = async () => {
    setTouched(true);
    if (missing) return;
    setBusy(true);
    try {
      await onConfirm(reason.trim());
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="lost-reason-title">
      <DialogTitle id="lost-reason-title">{translate('crm.deals.lost_title', { title })}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          multiline
          margin="dense"
          label={translate('crm.deals.fields.lost_reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && missing}
          helperText={touched && missing ? translate('crm.deals.lost_reason_required') : undefined}
          required
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" color="error" disabled={busy} onClick={() => void confirm()}>
          {translate('crm.deals.mark_lost')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
