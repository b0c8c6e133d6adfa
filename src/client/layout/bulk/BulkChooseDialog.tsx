// The dialog of a bulk action that asks for one choice (an owner, a tag, a status) before it runs,
// and, for some choices (a deal lost), a reason too.
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';

export interface BulkChoice {
  id: string;
  name: string;
}

/** A reason asked for along with some choices. */
export interface BulkReason {
  when: (value: string) => boolean;
  label: string;
  /** Shown while the reason is empty. */
  required: string;
}

export interface BulkChooseDialogProps {
  /** Translation keys, `titleArgs` for the title's. */
  title: string;
  titleArgs?: Record<string, unknown>;
  label: string;
  choices: BulkChoice[];
  reason?: BulkReason;
  confirmLabel?: string;
  onClose: () => void;
  onChoose: (value: string, reason: string) => void;
}

export function BulkChooseDialog({
  title,
  titleArgs,
  label,
  choices,
  reason,
  confirmLabel = 'ra.action.confirm',
  onClose,
  onChoose,
}: BulkChooseDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const [value, setValue] = useState('');
  const [text, setText] = useState('');
  const askReason = value !== '' && reason !== undefined && reason.when(value);
  const missingReason = askReason && text.trim() === '';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate(title, titleArgs)}</DialogTitle>
      <DialogContent>
        <TextField
          select
          fullWidth
          margin="dense"
          label={translate(label)}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        >
          {choices.map((choice) => (
            <MenuItem key={choice.id} value={choice.id}>
              {choice.name}
            </MenuItem>
          ))}
        </TextField>
        {askReason && (
          <TextField
            fullWidth
            multiline
            required
            margin="dense"
            label={translate(reason.label)}
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={missingReason}
            helperText={missingReason ? translate(reason.required) : undefined}
          />
        )}
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose}>{translate('ra.action.cancel')}</MuiButton>
        <MuiButton variant="contained" disabled={value === '' || missingReason} onClick={() => onChoose(value, text.trim())}>
          {translate(confirmLabel)}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
}
