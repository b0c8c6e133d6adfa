// Says what the account's email is waiting for: an unverified address (which joins no
// organization and sees no invitation until its link is followed), or an asked-for change that
// takes effect once the new address's link is followed; with a button that mails the link again.
import { Alert, Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useNotifyError } from '../errors/useNotifyError.ts';
import { accountQueryKeys, fetchProfile, resendVerificationLink } from './accountApi.ts';

export function EmailVerificationNotice() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const profile = useQuery({ queryKey: accountQueryKeys.profile, queryFn: fetchProfile });
  const [sending, setSending] = useState(false);
  if (!profile.data) return null;
  const { email, email_verified: verified, pending_email: pending } = profile.data;
  if (verified && !pending) return null;

  const resend = async () => {
    setSending(true);
    try {
      await resendVerificationLink();
      notify('account.email_verification.sent', { type: 'success', messageArgs: { email: pending ?? email } });
    } catch (error) {
      notifyError(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <Alert
      severity={pending ? 'info' : 'warning'}
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" disabled={sending} onClick={() => void resend()}>
          {translate('account.email_verification.resend')}
        </Button>
      }
    >
      {pending
        ? translate('account.email_verification.pending', { email: pending })
        : translate('account.email_verification.unverified', { email })}
    </Alert>
  );
}
