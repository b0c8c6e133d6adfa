// `/auth/two-factor/authenticator-app`: enabling 2FA. Arriving starts it (a new, unconfirmed
// secret) and shows its QR code; a code from the app and the password confirm it, and the
// recovery codes that confirmation answers are shown once, to be saved (held in this page only). The guard sends a user whose 2FA is already on away; the server's 409
// to starting says the same when the stored flag was behind. "Done" (or cancel) leads back where
// the user came from (the security settings) or to his home page.
import { Box, Button, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { accountQueryKeys, startTwoFactorSetup } from '../../account/accountApi.ts';
import { QueryFallback } from '../../layout/QueryFallback.tsx';
import { setTwoFactorEnabled } from '../../providers/session.ts';
import { useSession } from '../../providers/useSession.ts';
import { homePath } from '../../routing/homePath.ts';
import { AuthPageShell } from '../AuthPageShell.tsx';
import { RecoveryCodesList } from './RecoveryCodesList.tsx';
import { TwoFactorScanStep } from './TwoFactorScanStep.tsx';

/** Where "Done" leads: the page that sent the user here (`state.returnTo`), if it named one. */
function returnToOf(state: unknown): string | null {
  const returnTo = (state as { returnTo?: unknown } | null)?.returnTo;
  return typeof returnTo === 'string' && returnTo.startsWith('/') ? returnTo : null;
}

/** Starts enabling; null when the server says 2FA is on already (the stored flag was behind). */
async function startSetupUnlessEnabled() {
  try {
    return await startTwoFactorSetup();
  } catch (error) {
    if ((error as { status?: number } | null)?.status !== 409) throw error;
    setTwoFactorEnabled(true);
    return null;
  }
}

export function TwoFactorSetupPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const { accessType } = useSession();
  const queryClient = useQueryClient();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const confirmed = recoveryCodes !== null;
  // A query rather than an effect: StrictMode's double mount and re-renders share one start.
  const setup = useQuery({
    queryKey: accountQueryKeys.twoFactorSetup,
    queryFn: startSetupUnlessEnabled,
    enabled: !confirmed,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const exit = returnToOf(location.state) ?? homePath(accessType);
  const leave = () => navigate(exit, { replace: true });

  const onConfirmed = (codes: string[]) => {
    setTwoFactorEnabled(true);
    setRecoveryCodes(codes);
    // The other devices were signed out: the security tab's list must not show them.
    void queryClient.invalidateQueries({ queryKey: accountQueryKeys.devices });
    notify('auth.two_factor_setup.enabled', { type: 'success' });
  };

  let content;
  if (recoveryCodes) {
    content = (
      <>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('auth.two_factor_setup.recovery_codes')}
        </Typography>
        <RecoveryCodesList codes={recoveryCodes} />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
          <Button variant="contained" onClick={leave}>
            {translate('auth.two_factor_setup.done')}
          </Button>
        </Box>
      </>
    );
  } else if (!setup.isSuccess) {
    content = (
      <>
        <QueryFallback error={setup.error} />
        <Button color="inherit" fullWidth onClick={leave} sx={{ mt: 2 }}>
          {translate('ra.action.cancel')}
        </Button>
      </>
    );
  } else if (setup.data === null) {
    return <Navigate to={exit} replace />;
  } else {
    content = (
      <>
        <TwoFactorScanStep qrCode={setup.data} onConfirmed={onConfirmed} />
        <Button color="inherit" fullWidth onClick={leave} sx={{ mt: 1 }}>
          {translate('ra.action.cancel')}
        </Button>
      </>
    );
  }

  return <AuthPageShell titleKey="auth.two_factor_setup.title">{content}</AuthPageShell>;
}
