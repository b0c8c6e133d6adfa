// The password asked before a 2FA step a stolen session alone must not take: showing or
// replacing the recovery codes, turning 2FA off. A wrong password comes back as a 422 under the
// field; the dialog stays open for another try. Its form is unmounted once closed (MUI's default),
// so a password typed once is gone the next time it opens.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { ReactElement } from 'react';
import { useId } from 'react';
import { Form, SaveButton, TextInput, useTranslate } from 'react-admin';
import { twoFactorPasswordBody, type TwoFactorPasswordBody } from '../../shared/schemas/auth.ts';
import { useFormSubmission } from '../forms/useFormSubmission.ts';
import { zodFormValidator } from '../forms/zodFormValidator.ts';

const validatePassword = zodFormValidator(twoFactorPasswordBody);

interface TwoFactorPasswordDialogProps {
  open: boolean;
  titleKey: string;
  messageKey: string;
  submitLabel: string;
  submitIcon: ReactElement;
  danger?: boolean;
  onClose: () => void;
  /** Runs the call with the password; a rejection keeps the dialog open with the server's errors. */
  onSubmit: (password: string) => Promise<void>;
}

export function TwoFactorPasswordDialog({
  open,
  titleKey,
  messageKey,
  submitLabel,
  submitIcon,
  danger = false,
  onClose,
  onSubmit,
}: TwoFactorPasswordDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const submit = useFormSubmission((values: Partial<TwoFactorPasswordBody>) => onSubmit(values.password ?? ''));

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <Form onSubmit={submit} validate={validatePassword} noValidate>
        <DialogTitle id={titleId}>{translate(titleKey)}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>{translate(messageKey)}</DialogContentText>
          <TextInput
            source="password"
            type="password"
            label="account.two_factor.password"
            autoComplete="current-password"
            autoFocus
            helperText={false}
          />
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={onClose}>
            {translate('ra.action.cancel')}
          </Button>
          <SaveButton label={submitLabel} icon={submitIcon} color={danger ? 'error' : 'primary'} />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
