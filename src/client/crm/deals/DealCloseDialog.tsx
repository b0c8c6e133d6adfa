// Closing a deal is confirmed in this dialog (PATCH crm/deals/{id}/status): won asks "are you
// sure?" with an optional reason, lost will not confirm without its reason (docs/domain.md
// "Pipeline/Stage/Deal"). A closed deal leaves the board's stage columns for its lane.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ClosedDealStatus } from '../../../shared/deals.ts';

export function DealCloseDialog({
  status,
  title,
  onClose,
  onConfirm,
}: {
  status: ClosedDealStatus;
  title: string;
  onClose: () => void;
  onConfirm: (reason: string | null) => Promise<unknown>;
}) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const required = status === 'lost';
  const missing = required && reason.trim() === '';
  const confirm = async () => {
    setTouched(true);
    if (missing) return;
    setBusy(true);
    try {
      await onConfirm(reason.trim() || null);
    } finally {
      setBusy(false);
    }
  };
  const titleId = `deal-${status}-title`;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate(`crm.deals.close_dialog.${status}.title`, { title })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate(`crm.deals.close_dialog.${status}.content`)}</DialogContentText>
        <TextField
          autoFocus
          fullWidth
          multiline
          margin="dense"
          label={translate(`crm.deals.fields.${status}_reason`)}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && missing}
          helperText={
            touched && missing ? translate('crm.deals.lost_reason_required') : required ? undefined : translate('crm.deals.optional')
          }
          required={required}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" color={status === 'won' ? 'success' : 'error'} disabled={busy} onClick={() => void confirm()}>
          {translate(`crm.deals.mark_${status}`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
