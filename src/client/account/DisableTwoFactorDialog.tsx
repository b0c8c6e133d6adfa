// Turning 2FA off asks for the password (a wrong one comes back as a 422 under the field).
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { Form, SaveButton, TextInput, useNotify, useTranslate } from 'react-admin';
import { disableTwoFactorQuery, type DisableTwoFactorQuery } from '../../shared/schemas/auth.ts';
import { useFormSubmission } from '../forms/useFormSubmission.ts';
import { zodFormValidator } from '../forms/zodFormValidator.ts';
import { setTwoFactorEnabled } from '../providers/session.ts';
import { disableTwoFactor } from './accountApi.ts';

const validatePassword = zodFormValidator(disableTwoFactorQuery);

interface DisableTwoFactorDialogProps {
  open: boolean;
  onClose: () => void;
  onDisabled: () => void;
}

export function DisableTwoFactorDialog({ open, onClose, onDisabled }: DisableTwoFactorDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();

  const submit = useFormSubmission(async (values: Partial<DisableTwoFactorQuery>) => {
    await disableTwoFactor(values.password ?? '');
    setTwoFactorEnabled(false);
    notify('account.two_factor.disabled', { type: 'success' });
    onDisabled();
  });

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <Form onSubmit={submit} validate={validatePassword} noValidate>
        <DialogTitle id={titleId}>{translate('account.two_factor.disable_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>{translate('account.two_factor.disable_message')}</DialogContentText>
          <TextInput source="password" type="password" label="account.two_factor.password" autoComplete="current-password" autoFocus helperText={false} />
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={onClose}>
            {translate('ra.action.cancel')}
          </Button>
          <SaveButton label="account.two_factor.disable" icon={<LockOpenIcon />} color="error" />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
