// `/auth/verify-email?token=…`, the link of a verification mail: following it confirms the
// account's email, or makes the change of email that was asked for. Works signed in or not; the
// answer says which happened, or that the link is spent or expired (a new one is asked for from
// account settings).
import { Alert, Box } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { accountQueryKeys, verifyEmail } from '../account/accountApi.ts';
import { errorMessageOf } from '../errors/useNotifyError.ts';
import { QueryFallback } from '../layout/QueryFallback.tsx';
import { isSignedIn } from '../providers/session.ts';
import { useSession } from '../providers/useSession.ts';
import { homePath } from '../routing/homePath.ts';
import { accountSettingsPath, LOGIN_PATH } from '../routing/paths.ts';
import { AuthPageLink } from './AuthPageLink.tsx';
import { AuthPageShell } from './AuthPageShell.tsx';

export function VerifyEmailPage() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const session = useSession();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // A query, not an effect's call: the link works once, and a query keyed by it is sent once.
  const verified = useQuery({
    queryKey: accountQueryKeys.emailVerification(token),
    queryFn: () => verifyEmail(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  useEffect(() => {
    if (verified.isSuccess) void queryClient.invalidateQueries({ queryKey: accountQueryKeys.profile });
  }, [verified.isSuccess, queryClient]);

  const onward = isSignedIn(session)
    ? { to: accountSettingsPath(), labelKey: 'auth.verify_email.to_settings' }
    : { to: LOGIN_PATH, labelKey: 'auth.back_to_sign_in' };

  return (
    <AuthPageShell titleKey="auth.verify_email.title">
      {!token ? (
        <Alert severity="warning">{translate('auth.verify_email.incomplete')}</Alert>
      ) : verified.isSuccess ? (
        <Alert severity="success">{translate(verified.data.message, { _: verified.data.message })}</Alert>
      ) : verified.isError ? (
        <Alert severity="warning">{translate(errorMessageOf(verified.error), { _: errorMessageOf(verified.error) })}</Alert>
      ) : (
        <QueryFallback error={null} />
      )}
      {(verified.isSuccess || verified.isError || !token) && (
        <Box sx={{ mt: 2 }}>
          <AuthPageLink to={onward.to} labelKey={onward.labelKey} />
          {isSignedIn(session) && verified.isSuccess && (
            <Box sx={{ mt: 1 }}>
              <AuthPageLink to={homePath(session.accessType)} labelKey="auth.verify_email.to_home" />
            </Box>
          )}
        </Box>
      )}
    </AuthPageShell>
  );
}
